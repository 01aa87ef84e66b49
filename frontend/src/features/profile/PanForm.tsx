import { DeleteOutlined } from '../../shared/ui/icons';
import { INVALID_PAN, isPan, PAN_NAME_REQUIRED } from '@ticketsetu/contracts/tax';
import { Button, Form, Input, Modal, Space } from 'antd';
import { ApiError, errorMessage } from '../../shared/api/api-error';
import { useNotify } from '../../shared/notify';
import { MAIN_CONTENT_ID } from '../../shared/ui/SkipLink';
import { type Profile, useUpdateProfile } from './queries';
import { tdsFigures } from './tds-words';

export const PAN_SAVED = 'PAN saved successfully!';
export const PAN_REMOVED = 'PAN removed successfully!';
export const PAN_SAVE_FAILED = 'Error saving PAN. Please try again.';

interface PanValues {
  pan: string;
  panName: string;
}

type PanField = keyof PanValues;
const isPanField = (field: string): field is PanField => field === 'pan' || field === 'panName';

function initialValues(profile: Profile): PanValues {
  return { pan: profile.pan ?? '', panName: profile.pan_name ?? '' };
}

/** The PAN that TDS is withheld under (ADR 49), with the name as on it; saved and removed on its own. */
export function PanForm({ profile }: { profile: Profile }) {
  const [form] = Form.useForm<PanValues>();
  const [modal, confirmHolder] = Modal.useModal();
  const notify = useNotify();
  const update = useUpdateProfile();
  const saved = Boolean(profile.pan);

  /** The server's refusal on the field it names (a bad PAN, a missing name), else a message. */
  const showRefusal = (error: unknown) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      const onFields = (error.problem?.errors ?? []).filter((e) => isPanField(e.field));
      if (onFields.length > 0) {
        form.setFields(onFields.map((e) => ({ name: e.field as PanField, errors: [e.message] })));
      }
      notify(error.detail, { tone: 'error' });
      return;
    }
    notify(PAN_SAVE_FAILED);
  };

  const save = ({ pan, panName }: PanValues) => {
    if (update.isPending) return;
    update.mutate(
      { pan: pan.trim(), panName: panName.trim() },
      {
        onSuccess: (changed) => {
          notify(PAN_SAVED);
          form.setFieldsValue(initialValues(changed));
        },
        onError: showRefusal,
      },
    );
  };

  const confirmRemoval = () =>
    modal.confirm({
      title: 'Remove your PAN?',
      content: `Without a PAN, ${tdsFigures().withoutPan} of each sale is withheld as income tax (TDS).`,
      okText: 'Remove PAN',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      getContainer: () => document.getElementById(MAIN_CONTENT_ID) ?? document.body,
      onOk: async () => {
        try {
          const changed = await update.mutateAsync({ pan: null });
          notify(PAN_REMOVED);
          form.setFieldsValue(initialValues(changed));
        } catch (error) {
          notify(`Error removing PAN: ${errorMessage(error)}`);
        }
      },
    });

  return (
    <Form
      form={form}
      // The spec's messages, not the browser's own bubbles, report problems.
      noValidate
      name="pan"
      layout="vertical"
      initialValues={initialValues(profile)}
      onFinish={save}
      onFinishFailed={({ errorFields }) => {
        const first = errorFields[0]?.errors[0];
        if (first) notify(first, { tone: 'error' });
      }}
      requiredMark="optional"
      className="profile-form"
    >
      {confirmHolder}
      <Form.Item
        label="PAN"
        name="pan"
        required
        // Typed as it is printed on the card: in capitals.
        normalize={(value: string) => value.toUpperCase()}
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              isPan(value?.trim()) ? Promise.resolve() : Promise.reject(new Error(INVALID_PAN)),
          },
        ]}
      >
        <Input
          placeholder="ABCPS1234K"
          maxLength={10}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      </Form.Item>
      <Form.Item
        label="Name as on PAN"
        name="panName"
        rules={[{ required: true, whitespace: true, message: PAN_NAME_REQUIRED }]}
      >
        <Input autoComplete="name" maxLength={120} />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save PAN
        </Button>
        {saved && (
          <Button danger icon={<DeleteOutlined aria-hidden="true" />} onClick={confirmRemoval}>
            Remove PAN
          </Button>
        )}
      </Space>
    </Form>
  );
}
