import { Button, Col, Form, Input, Row, Select } from 'antd';
import { INDIAN_STATES, type IndianState, INVALID_PIN, PIN_CODE_PATTERN } from '../../shared/rules';
import { popupInMain } from '../../shared/ui/popup';
import type { NewAddress } from './queries';

interface AddressValues {
  addressLine1?: string;
  addressLine2?: string;
  area?: string;
  city?: string;
  state?: IndianState;
  pincode?: string;
}

const stateOptions = INDIAN_STATES.map((state) => ({ value: state, label: state }));

/** Line 1, area, city, state (36 states and union territories) and a 6-digit PIN are required; line 2 is optional. */
export function AddressForm({
  idPrefix,
  saving,
  onSave,
  onCancel,
}: {
  /** Keeps input ids unique when two forms are on a page. */
  idPrefix: string;
  saving: boolean;
  onSave: (address: NewAddress) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [form] = Form.useForm<AddressValues>();

  const submit = async (values: AddressValues) => {
    const saved = await onSave({
      addressLine1: values.addressLine1!.trim(),
      addressLine2: values.addressLine2?.trim() || null,
      area: values.area!.trim(),
      city: values.city!.trim(),
      state: values.state!,
      pincode: values.pincode!.trim(),
    });
    if (saved) form.resetFields();
  };

  return (
    <Form
      form={form}
      // The spec's messages, not the browser's own bubbles, report problems.
      noValidate
      name={idPrefix}
      layout="vertical"
      onFinish={(values) => void submit(values)}
      className="address-form"
      requiredMark="optional"
    >
      <Form.Item
        label="Address line 1"
        name="addressLine1"
        rules={[{ required: true, whitespace: true, message: 'Address line 1 is required' }]}
      >
        <Input autoComplete="address-line1" placeholder="House / flat no., building, street" />
      </Form.Item>
      <Form.Item label="Address line 2" name="addressLine2">
        <Input autoComplete="address-line2" placeholder="Landmark (optional)" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Area"
            name="area"
            rules={[{ required: true, whitespace: true, message: 'Area is required' }]}
          >
            <Input autoComplete="address-level3" placeholder="Locality" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="City"
            name="city"
            rules={[{ required: true, whitespace: true, message: 'City is required' }]}
          >
            <Input autoComplete="address-level2" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            label="State / union territory"
            name="state"
            rules={[{ required: true, message: 'Please choose a state or union territory' }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={stateOptions}
              // All 36 in the DOM: findable by assistive technology and by typing.
              virtual={false}
              placeholder="Choose a state"
              getPopupContainer={popupInMain}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="PIN code"
            name="pincode"
            rules={[
              { required: true, message: INVALID_PIN },
              { pattern: PIN_CODE_PATTERN, message: INVALID_PIN },
            ]}
          >
            <Input autoComplete="postal-code" inputMode="numeric" maxLength={6} placeholder="560038" />
          </Form.Item>
        </Col>
      </Row>
      <div className="address-form__actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          Save address
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </div>
    </Form>
  );
}
