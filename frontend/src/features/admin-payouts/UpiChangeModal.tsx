import { Modal } from 'antd';
import { useNotify } from '../../shared/notify';
import { PayoutSummary } from './PayoutModals';
import { payoutChangeError } from './payout-rules';
import { type AdminPayout, useDecideUpiChange } from './queries';

export type UpiChangeDecision = 'approve' | 'reject';

export interface UpiChangeTarget {
  payout: AdminPayout;
  decision: UpiChangeDecision;
}

const words = {
  approve: { title: 'Approve the new UPI ID?', ok: 'Approve UPI change' },
  reject: { title: 'Reject the new UPI ID?', ok: 'Reject UPI change' },
} as const;

/**
 * A seller asked to be paid to another UPI id. Staff confirm they believe it is the seller's own (a
 * changed payee is how a taken-over account is robbed); the decision is kept in the audit log.
 */
export function UpiChangeModal({ target, onClose }: { target: UpiChangeTarget | null; onClose: () => void }) {
  const decide = useDecideUpiChange();
  const notify = useNotify();
  const payout = target?.payout;

  const submit = async () => {
    if (!target || decide.isPending) return;
    try {
      const answer = await decide.mutateAsync({ id: target.payout.id, decision: target.decision });
      notify(answer.message);
    } catch (error) {
      notify(payoutChangeError(error), { tone: 'error' });
    }
    onClose();
  };

  const requested = payout?.requested_upi_id;
  const name = payout?.requested_upi_name ? ` (registered to ${payout.requested_upi_name})` : '';
  return (
    <Modal
      open={target !== null}
      title={target ? words[target.decision].title : undefined}
      okText={target ? words[target.decision].ok : undefined}
      okButtonProps={{ danger: target?.decision === 'reject' }}
      cancelText="Cancel"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={decide.isPending}
      destroyOnHidden
    >
      {payout && requested && (
        <>
          <PayoutSummary payout={payout} />
          {target.decision === 'approve' ? (
            <p className="payout-modal__text">
              The payout will go to <strong>{requested}</strong>
              {name} instead of {payout.payout_details}. Approving only changes where it goes: to pay a failed payout
              again, set it back to Pending with Change status. Your name is kept in the audit log.
            </p>
          ) : (
            <p className="payout-modal__text">
              The payout keeps going to <strong>{payout.payout_details}</strong>, not {requested}
              {name}. Your name is kept in the audit log.
            </p>
          )}
        </>
      )}
    </Modal>
  );
}
