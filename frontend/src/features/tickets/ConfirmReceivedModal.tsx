import { ticketCount } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { CONFIRM_MESSAGES, refusalMessage } from './after-sale-messages';
import { type Purchase, useConfirmReceived } from './queries';

/**
 * 'I have received my tickets': the buyer confirms a sent mobile transfer. It completes the sale and
 * the seller is paid, so the dialog says so and asks to check the account first. Once confirmed,
 * `onConfirmed` (the rating of the seller asks at once: ADR 65).
 */
export function ConfirmReceivedModal({
  purchase,
  onClose,
  onConfirmed,
}: {
  purchase: Purchase | null;
  onClose: () => void;
  onConfirmed?: (purchase: Purchase) => void;
}) {
  const confirm = useConfirmReceived();
  const notify = useNotify();

  const submit = async () => {
    if (!purchase || confirm.isPending) return;
    try {
      const answer = await confirm.mutateAsync(purchase.id);
      notify(answer.message || CONFIRM_MESSAGES.confirmed);
      onClose();
      onConfirmed?.(answer.transfer);
    } catch (error) {
      notify(refusalMessage(error, CONFIRM_MESSAGES.failed), { tone: 'error' });
      onClose();
    }
  };

  return (
    <Dialog
      open={purchase !== null}
      title="Have you received your tickets?"
      onCancel={onClose}
      footer={
        <>
          <Button onClick={onClose}>Not yet</Button>
          <Button type="primary" loading={confirm.isPending} onClick={() => void submit()}>
            I have received my tickets
          </Button>
        </>
      }
    >
      {purchase && (
        <>
          <p>
            <strong>{purchase.event?.title ?? 'Your purchase'}</strong>: {ticketCount(purchase.quantity)} to{' '}
            <strong>{purchase.platform_id ?? 'your account'}</strong>.
          </p>
          <p>
            Confirm only when the tickets are in your account. The sale is then complete and the seller is paid. If
            something is wrong, choose Not yet and report a problem instead.
          </p>
        </>
      )}
    </Dialog>
  );
}
