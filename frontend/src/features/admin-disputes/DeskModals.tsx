import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import { formatInr, paise, rupeesToPaise } from '@ticketsetu/contracts/money';
import { useNotify } from '../../shared/notify';
import { DISPUTE_MESSAGES, MAX_DISPUTE_TEXT } from '../disputes';
import { deskStepError, refusedField } from './messages';
import { type AdminDisputeDetails, type StaffMove, useAcknowledgeDispute, useResolveDispute } from './queries';

interface AcknowledgeValues {
  status: StaffMove;
  message?: string;
}

/**
 * Acknowledge (the law's 48-hour step): where the dispute goes next — the seller is asked for their
 * side, or staff review it at once — with an optional message to both parties.
 */
export function AcknowledgeModal({ dispute, onClose }: { dispute: AdminDisputeDetails | null; onClose: () => void }) {
  const [form] = Form.useForm<AcknowledgeValues>();
  const acknowledge = useAcknowledgeDispute();
  const notify = useNotify();

  const submit = async ({ status, message }: AcknowledgeValues) => {
    if (!dispute) return;
    try {
      const answer = await acknowledge.mutateAsync({ id: dispute.id, status, message: message?.trim() || undefined });
      notify(answer.message);
      onClose();
    } catch (error) {
      const refused = refusedField(error);
      if (refused?.field === 'message') {
        form.setFields([{ name: 'message', errors: [refused.message] }]);
        return;
      }
      notify(deskStepError(error), { tone: 'error' });
      onClose();
    }
  };

  return (
    <Modal
      open={dispute !== null}
      title="Acknowledge this dispute"
      okText="Acknowledge"
      cancelText="Cancel"
      onCancel={onClose}
      confirmLoading={acknowledge.isPending}
      okButtonProps={{ htmlType: 'submit' }}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<AcknowledgeValues>
          form={form}
          name="desk-acknowledge"
          layout="vertical"
          requiredMark={false}
          initialValues={{ status: 'awaiting_seller' }}
          onFinish={(values) => void submit(values)}
        >
          {dialog}
        </Form>
      )}
    >
      <p>Both parties are emailed that the grievance desk has the dispute.</p>
      <Form.Item name="status" label="Next step">
        <Radio.Group className="desk-options">
          <Radio value="awaiting_seller">Ask the seller for their side (awaiting seller)</Radio>
          <Radio value="under_review">Review it now (under review)</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="message"
        label="Message to both parties (optional)"
        rules={[{ max: MAX_DISPUTE_TEXT, message: DISPUTE_MESSAGES.messageTooLong }]}
      >
        <Input.TextArea rows={3} maxLength={MAX_DISPUTE_TEXT} />
      </Form.Item>
    </Modal>
  );
}

interface ResolveValues {
  outcome: 'refund' | 'release';
  refund: 'all' | 'part';
  /** Rupees as typed (the input keeps a string so no float rounding creeps in). */
  amount?: string | null;
  note?: string;
}

/** Refund (fully or partly: rupees typed, sent as integer paise) or release the payout, with the decision's words. */
export function ResolveModal({ dispute, onClose }: { dispute: AdminDisputeDetails | null; onClose: () => void }) {
  const [form] = Form.useForm<ResolveValues>();
  const resolve = useResolveDispute();
  const notify = useNotify();
  const outcome = Form.useWatch('outcome', form);
  const refundMode = Form.useWatch('refund', form);
  const refundable = dispute?.refundable ?? 0;

  const submit = async (values: ResolveValues) => {
    if (!dispute) return;
    const amount =
      values.outcome === 'refund' && values.refund === 'part' ? (rupeesToPaise(values.amount) ?? undefined) : undefined;
    try {
      const answer = await resolve.mutateAsync({
        id: dispute.id,
        outcome: values.outcome,
        note: values.note?.trim() ?? '',
        ...(amount !== undefined ? { amount } : {}),
      });
      notify(answer.message);
      onClose();
    } catch (error) {
      const refused = refusedField(error);
      if (refused && (refused.field === 'note' || refused.field === 'amount')) {
        form.setFields([{ name: refused.field, errors: [refused.message] }]);
        return;
      }
      // Payouts' refusals (more than is left, a seller already paid) keep the dialog open to change the amount.
      notify(deskStepError(error), { tone: 'error' });
    }
  };

  const maxText = formatInr(paise(refundable));
  return (
    <Modal
      open={dispute !== null}
      title="Resolve this dispute"
      okText="Resolve dispute"
      cancelText="Cancel"
      onCancel={onClose}
      confirmLoading={resolve.isPending}
      okButtonProps={{ htmlType: 'submit' }}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<ResolveValues>
          form={form}
          name="desk-resolve"
          layout="vertical"
          requiredMark={false}
          initialValues={{ outcome: refundable > 0 ? 'refund' : 'release', refund: 'all' }}
          onFinish={(values) => void submit(values)}
        >
          {dialog}
        </Form>
      )}
    >
      <Form.Item name="outcome" label="Decision">
        <Radio.Group className="desk-options">
          <Radio value="refund" disabled={refundable === 0}>
            Refund the buyer{refundable === 0 && ' (nothing left to refund)'}
          </Radio>
          <Radio value="release">Release the seller’s payout</Radio>
        </Radio.Group>
      </Form.Item>
      {outcome === 'refund' && (
        <>
          <Form.Item name="refund" label="How much">
            <Radio.Group className="desk-options">
              <Radio value="all">Everything left: {maxText}</Radio>
              <Radio value="part">Part of it</Radio>
            </Radio.Group>
          </Form.Item>
          {refundMode === 'part' && (
            <Form.Item
              name="amount"
              label="Refund amount (₹)"
              extra={`Up to ${maxText}. The seller’s payout is reduced by the refund.`}
              rules={[
                {
                  validator: (_, value: string | null | undefined) => {
                    const amount = rupeesToPaise(value);
                    if (amount === null || amount <= 0)
                      return Promise.reject(new Error('Please enter the amount to refund'));
                    if (amount > refundable)
                      return Promise.reject(new Error(`The most that can be refunded is ${maxText}`));
                    return Promise.resolve();
                  },
                },
              ]}
            >
              <InputNumber<string>
                stringMode
                min="0.01"
                step="1"
                precision={2}
                prefix="₹"
                className="desk-amount"
                inputMode="decimal"
              />
            </Form.Item>
          )}
          <p className="desk-hint">The refund goes back to the buyer through PhonePe.</p>
        </>
      )}
      {outcome === 'release' && (
        <p className="desk-hint">Nothing is refunded; the seller’s payout can then be processed.</p>
      )}
      <Form.Item
        name="note"
        label="The decision, as both parties read it"
        rules={[
          { required: true, whitespace: true, message: DISPUTE_MESSAGES.decisionRequired },
          { max: MAX_DISPUTE_TEXT, message: DISPUTE_MESSAGES.messageTooLong },
        ]}
      >
        <Input.TextArea rows={3} maxLength={MAX_DISPUTE_TEXT} />
      </Form.Item>
    </Modal>
  );
}
