import { Button, Col, Form, Input, Row, Space } from 'antd';
import { ApiError } from '../../shared/api/api-error';
import { useNotify } from '../../shared/notify';
import { upiIdNeedsNameCheck, useUpiNameCheck } from '../../shared/upi/useUpiNameCheck';
import {
  INVALID_PHONE,
  INVALID_UPI,
  indianMobileDigits,
  joinFullName,
  nationalMobile,
  splitFullName,
  UPI_ID_PATTERN,
} from '../../shared/rules';
import { type Profile, type ProfileChanges, useUpdateProfile } from './queries';

export const PROFILE_UPDATED = 'Profile updated successfully!';
export const PROFILE_UPDATE_FAILED = 'Error updating profile. Please try again.';

interface PersonalInfoValues {
  firstName: string;
  lastName: string;
  phone: string;
  upiId: string;
}

function initialValues(profile: Profile): PersonalInfoValues {
  return {
    ...splitFullName(profile.full_name),
    phone: nationalMobile(profile.phone),
    upiId: profile.upi_id ?? '',
  };
}

/** Name (first + last, saved joined), phone (+91) and UPI id for payouts. */
export function PersonalInfoForm({ profile }: { profile: Profile }) {
  const [form] = Form.useForm<PersonalInfoValues>();
  const notify = useNotify();
  const update = useUpdateProfile();
  const nameCheck = useUpiNameCheck({ onDeclined: () => form.focusField('upiId') });

  const save = async (values: PersonalInfoValues) => {
    if (update.isPending || nameCheck.pending) return;
    const changes: ProfileChanges = {
      fullName: joinFullName(values.firstName, values.lastName),
      upiId: values.upiId.trim() || null,
    };
    const digits = indianMobileDigits(values.phone ?? '');
    if (digits) changes.phone = `+91${digits}`;
    // A new UPI id, where names are checked: the seller confirms whose it is before it is saved (ADR 45).
    if (changes.upiId && upiIdNeedsNameCheck(profile, changes.upiId, 'profile')) {
      const outcome = await nameCheck.ask(changes.upiId);
      if (outcome.kind === 'declined') return;
      if (outcome.kind === 'refused') form.setFields([{ name: 'upiId', errors: [outcome.message] }]);
      if (outcome.kind === 'refused' || outcome.kind === 'failed') {
        notify(outcome.message, { tone: 'error' });
        return;
      }
      if (outcome.kind === 'confirmed') changes.upiIdConfirmation = outcome.confirmation;
    }
    update.mutate(changes, {
      onSuccess: (saved) => {
        notify(PROFILE_UPDATED);
        form.setFieldsValue(initialValues(saved));
      },
      onError: (error) =>
        notify(
          error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.detail : PROFILE_UPDATE_FAILED,
        ),
    });
  };

  return (
    <Form
      form={form}
      // The spec's messages, not the browser's own bubbles, report problems.
      noValidate
      name="profile"
      layout="vertical"
      initialValues={initialValues(profile)}
      onFinish={(values) => void save(values)}
      onFinishFailed={({ errorFields }) => {
        const first = errorFields[0]?.errors[0];
        if (first) notify(first, { tone: 'error' });
      }}
      requiredMark="optional"
      className="profile-form"
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            label="First name"
            name="firstName"
            rules={[{ required: true, whitespace: true, message: 'Please enter your name' }]}
          >
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Last name" name="lastName">
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label="Email address"
        htmlFor="profile_email"
        required
        extra="Your sign-in email cannot be changed here."
      >
        <Input id="profile_email" value={profile.email} readOnly variant="filled" />
      </Form.Item>
      <Form.Item label="Mobile number" htmlFor="profile_phone" required={profile.phone !== null}>
        <Space.Compact block>
          <Space.Addon>+91</Space.Addon>
          <Form.Item
            name="phone"
            noStyle
            rules={[
              { required: profile.phone !== null, whitespace: true, message: 'Phone number is required' },
              {
                validator: (_rule, value: string | undefined) =>
                  !value?.trim() || indianMobileDigits(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(INVALID_PHONE)),
              },
            ]}
          >
            <Input id="profile_phone" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={14} />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item
        label="UPI ID"
        name="upiId"
        extra="Seller payouts are sent to this UPI ID within 24-48 hours of a completed transfer."
        rules={[{ pattern: UPI_ID_PATTERN, message: INVALID_UPI }]}
      >
        <Input placeholder="username@bank" autoCapitalize="none" spellCheck={false} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending || nameCheck.pending}>
        Save changes
      </Button>
      {nameCheck.dialog}
    </Form>
  );
}
