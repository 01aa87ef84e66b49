import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { ApiError, errorMessage } from '../../shared/api/api-error';
import { formatInr } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { INVALID_UPI, UPI_ID_PATTERN } from '../../shared/rules';
import { useUpiNameCheck } from '../../shared/upi/useUpiNameCheck';
import { profileQuery } from '../profile';
import { type OwnPayout, useRequestPayoutUpiChange } from './queries';

export const PAYOUT_UPI_CHANGE = {
  title: 'Change the UPI ID for this payout',
  ok: 'Send for approval',
  requested: "Your new UPI ID is waiting for our team's approval.",
} as const;

/**
 * A failed payout's seller names the UPI ID to be paid to instead. Where names are checked (ADR 45) they
 * first confirm whose it is; our team then approves the change, since a changed UPI ID is how a
 * taken-over account is robbed. Mount with a key per payout so each opening starts empty.
 */
export function ChangePayoutUpiModal({ payout, onClose }: { payout: OwnPayout | null; onClose: () => void }) {
  const [form] = Form.useForm<{ upiId: string }>();
  const notify = useNotify();
  const request = useRequestPayoutUpiChange();
  const profile = useQuery({ ...profileQuery(), enabled: payout !== null });
  const nameCheck = useUpiNameCheck({ onDeclined: () => form.focusField('upiId') });

  const submit = async ({ upiId }: { upiId: string }) => {
    if (!payout || request.isPending || nameCheck.pending) return;
    const wanted = upiId.trim();
    let upiIdConfirmation: string | undefined;
    // With manual payouts nothing is checked, and no dialog is shown.
    if (profile.data?.upi_names_checked) {
      const outcome = await nameCheck.ask(wanted);
      if (outcome.kind === 'declined') return;
      if (outcome.kind === 'refused') form.setFields([{ name: 'upiId', errors: [outcome.message] }]);
      if (outcome.kind === 'refused' || outcome.kind === 'failed') {
        notify(outcome.message, { tone: 'error' });
        return;
      }
      if (outcome.kind === 'confirmed') upiIdConfirmation = outcome.confirmation;
    }
    try {
      const answer = await request.mutateAsync({ payoutId: payout.id, upiId: wanted, upiIdConfirmation });
      notify(answer.message || PAYOUT_UPI_CHANGE.requested);
      onClose();
    } catch (error) {
      const field = error instanceof ApiError ? error.problem?.errors?.[0] : undefined;
      if (field?.field === 'upiId') form.setFields([{ name: 'upiId', errors: [field.message] }]);
      notify(errorMessage(error), { tone: 'error' });
    }
  };

  return (
    <>
      <Modal
        open={payout !== null}
        title={PAYOUT_UPI_CHANGE.title}
        okText={PAYOUT_UPI_CHANGE.ok}
        cancelText="Cancel"
        onOk={() => form.submit()}
        onCancel={onClose}
        confirmLoading={request.isPending || nameCheck.pending}
        destroyOnHidden
      >
        {payout && (
          <Form form={form} layout="vertical" requiredMark={false} noValidate onFinish={(v) => void submit(v)}>
            <p>
              {formatInr(payout.amount)} was to be paid to <strong>{payout.payout_details}</strong>. Our team approves a
              new UPI ID before we pay it there.
            </p>
            <Form.Item
              label="UPI ID"
              name="upiId"
              rules={[
                { required: true, whitespace: true, message: 'Please provide your UPI ID for payments' },
                { pattern: UPI_ID_PATTERN, message: INVALID_UPI },
                { max: 100, message: INVALID_UPI },
              ]}
            >
              <Input placeholder="username@bank" autoCapitalize="none" spellCheck={false} />
            </Form.Item>
          </Form>
        )}
      </Modal>
      {nameCheck.dialog}
    </>
  );
}
