import { Modal } from 'antd';
import { formatDateTimeIst } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { PayoutSummary } from './PayoutModals';
import { holdReasonLabel, payoutChangeError } from './payout-rules';
import { type AdminPayout, useReleasePayout } from './queries';

/**
 * "Release now": a seller payout held until after the event (ADR 44) is made payable at once. Staff
 * confirm first: the hold is there because the sale is risky, and the release is kept in the audit log.
 */
export function ReleasePayoutModal({ payout, onClose }: { payout: AdminPayout | null; onClose: () => void }) {
  const release = useReleasePayout();
  const notify = useNotify();

  const submit = async () => {
    if (!payout) return;
    try {
      const answer = await release.mutateAsync(payout.id);
      notify(answer.message);
    } catch (error) {
      notify(payoutChangeError(error), { tone: 'error' });
    }
    onClose();
  };

  return (
    <Modal
      open={payout !== null}
      title="Release this payout now?"
      okText="Release now"
      cancelText="Cancel"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={release.isPending}
      destroyOnHidden
    >
      {payout?.release_at && (
        <>
          <PayoutSummary payout={payout} />
          <p className="payout-modal__text">
            It is held until {formatDateTimeIst(payout.release_at)} IST, after the event: {holdReasonLabel(payout)}.
            Released now, it is due to be paid at once, before a buyer could still open a dispute. Your name is kept in
            the audit log.
          </p>
        </>
      )}
    </Modal>
  );
}
