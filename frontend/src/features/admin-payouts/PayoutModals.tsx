import { Form, Input, Modal, Radio } from 'antd';
import { formatInr } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { type AdminPayout, useChangePayout } from './queries';
import { PayoutStatusBadge } from './payout-parts';
import {
  normaliseUtr,
  payoutChangeError,
  payoutMethodLabel,
  payoutStatusLabel,
  payoutTypeLabel,
  refusedField,
  shortId,
  type StaffStatus,
  staffMoves,
} from './payout-rules';

const REASON_MAX = 500;

interface StatusFields {
  status?: StaffStatus;
  utr: string;
  reason: string;
}

/** One block naming the payout in the dialog: type and id, amount, to whom and where. */
export function PayoutSummary({ payout }: { payout: AdminPayout }) {
  return (
    <div className="payout-summary">
      <span>
        <strong>{payoutTypeLabel(payout.type)}</strong> <span className="payout-id">{shortId(payout.id)}</span>{' '}
        <PayoutStatusBadge status={payout.status} />
      </span>
      <span className="payout-summary__amount">{formatInr(payout.amount)}</span>
      <span>
        {payout.type === 'seller_payout' ? 'To' : 'Refund to'} {payout.user?.full_name || payout.user?.email || '—'}
      </span>
      <span className="payout-muted">
        {payoutMethodLabel(payout.payout_method)} · {payout.payout_details}
      </span>
    </div>
  );
}

/** What each choice does, in the words of the ledger (ADR 20, 23). */
function optionHint(payout: AdminPayout, to: StaffStatus): string {
  if (to === 'processed') {
    return payout.release_at
      ? 'I paid it by UPI: record the UTR. It is held until after the event, so this releases it early.'
      : 'I paid it by UPI: record the UTR of the payment.';
  }
  if (to === 'failed') {
    return payout.status === 'processed'
      ? 'The payment did not arrive: the money goes back to the seller’s balance for a retry.'
      : 'It cannot be paid as it is (e.g. a wrong UPI ID): say why.';
  }
  return payout.status === 'processed'
    ? 'Undo the payment record: the payout is due again.'
    : 'The payout is due again, to be paid and processed.';
}

/**
 * A seller payout's status change: Processed asks for the UTR that proves the UPI payment, Failed
 * for the reason. Processed is not offered while a dispute holds the payout.
 */
export function PayoutStatusModal({ payout, onClose }: { payout: AdminPayout | null; onClose: () => void }) {
  const [form] = Form.useForm<StatusFields>();
  const change = useChangePayout();
  const notify = useNotify();
  const chosen = Form.useWatch('status', form);
  const moves = payout ? staffMoves(payout) : [];

  const submit = async ({ status, utr, reason }: StatusFields) => {
    if (!payout || !status) return;
    try {
      const answer = await change.mutateAsync({
        id: payout.id,
        status,
        ...(status === 'processed' && { utr: normaliseUtr(utr) ?? utr.trim() }),
        ...(status === 'failed' && { reason: reason.trim() }),
      });
      notify(answer.message);
      onClose();
    } catch (error) {
      const refused = refusedField(error);
      if (refused && (refused.field === 'utr' || refused.field === 'reason')) {
        form.setFields([{ name: refused.field, errors: [refused.message] }]);
        return;
      }
      notify(payoutChangeError(error), { tone: 'error' });
      onClose();
    }
  };

  return (
    <Modal
      open={payout !== null}
      title="Change payout status"
      okText="Save status"
      cancelText="Cancel"
      onCancel={onClose}
      confirmLoading={change.isPending}
      okButtonProps={{ htmlType: 'submit', disabled: !chosen }}
      destroyOnHidden
      // The whole dialog is the form: OK submits it, and Enter in a field does too.
      modalRender={(dialog) => (
        <Form<StatusFields>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ utr: '', reason: '' }}
          onFinish={(values) => void submit(values)}
        >
          {dialog}
        </Form>
      )}
    >
      {payout && (
        <>
          <PayoutSummary payout={payout} />
          <Form.Item
            name="status"
            label="New status"
            rules={[{ required: true, message: 'Please choose the new status' }]}
          >
            <Radio.Group className="payout-choices">
              {moves.map((to) => {
                const held = to === 'processed' && payout.on_hold;
                return (
                  <Radio key={to} value={to} disabled={held}>
                    <span className="payout-choice">
                      <strong>{payoutStatusLabel(to)}</strong>
                      <span className="payout-muted">
                        {held ? 'On hold while a dispute is open' : optionHint(payout, to)}
                      </span>
                    </span>
                  </Radio>
                );
              })}
            </Radio.Group>
          </Form.Item>
          {chosen === 'processed' && (
            <Form.Item
              name="utr"
              label="UTR (UPI transaction reference)"
              extra="The 12-digit UPI Ref No your UPI app shows for this payment."
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: 'Please enter the UPI transaction reference (UTR) of the payment',
                },
                {
                  validator: (_, value: string) =>
                    !value?.trim() || normaliseUtr(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error('The UTR of a UPI payment is 12 digits')),
                },
              ]}
            >
              <Input inputMode="numeric" autoComplete="off" maxLength={40} placeholder="e.g. 412345678901" />
            </Form.Item>
          )}
          {chosen === 'failed' && (
            <Form.Item
              name="reason"
              label="Reason"
              rules={[
                { required: true, whitespace: true, message: 'Please enter the reason the payout failed' },
                { max: REASON_MAX, message: `At most ${REASON_MAX} characters` },
              ]}
            >
              <Input.TextArea rows={3} maxLength={REASON_MAX} showCount placeholder="e.g. The UPI ID does not exist" />
            </Form.Item>
          )}
        </>
      )}
    </Modal>
  );
}

/**
 * A failed buyer refund asked of PhonePe again (failed -> pending). Refunds are otherwise PhonePe's to
 * complete or fail: staff cannot mark one processed (ADR 23).
 */
export function RetryRefundModal({ refund, onClose }: { refund: AdminPayout | null; onClose: () => void }) {
  const change = useChangePayout();
  const notify = useNotify();

  const submit = async () => {
    if (!refund) return;
    try {
      const answer = await change.mutateAsync({ id: refund.id, status: 'pending' });
      notify(answer.message);
    } catch (error) {
      notify(payoutChangeError(error), { tone: 'error' });
    }
    onClose();
  };

  return (
    <Modal
      open={refund !== null}
      title="Retry this refund?"
      okText="Retry refund"
      cancelText="Cancel"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={change.isPending}
      destroyOnHidden
    >
      {refund && (
        <>
          <PayoutSummary payout={refund} />
          <p className="payout-modal__text">
            PhonePe is asked again to refund {formatInr(refund.amount)} to the buyer’s original payment. The refund then
            shows as pending until PhonePe completes or fails it.
          </p>
        </>
      )}
    </Modal>
  );
}
