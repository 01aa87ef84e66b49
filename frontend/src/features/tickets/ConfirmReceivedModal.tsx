import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  const { i18n, t } = useLingui();
  const confirm = useConfirmReceived();
  const eventTitle = purchase?.event?.title ?? t`Your purchase`;
  const quantity = purchase?.quantity ?? 0;
  const account = purchase?.platform_id ?? t`your account`;
  const notify = useNotify();

  const submit = async () => {
    if (!purchase || confirm.isPending) return;
    try {
      const answer = await confirm.mutateAsync(purchase.id);
      // The server answers the spec's one sentence (answer.message): shown in the reader's language.
      notify(i18n._(CONFIRM_MESSAGES.confirmed));
      onClose();
      onConfirmed?.(answer.transfer);
    } catch (error) {
      notify(refusalMessage(error, i18n._(CONFIRM_MESSAGES.failed)), { tone: 'error' });
      onClose();
    }
  };

  return (
    <Dialog
      open={purchase !== null}
      title={t`Have you received your tickets?`}
      onCancel={onClose}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Not yet</Trans>
          </Button>
          <Button type="primary" loading={confirm.isPending} onClick={() => void submit()}>
            <Trans>I have received my tickets</Trans>
          </Button>
        </>
      }
    >
      {purchase && (
        <>
          <p>
            <Trans>
              <strong>{eventTitle}</strong>: <Plural value={quantity} one="# ticket" other="# tickets" /> to{' '}
              <strong>{account}</strong>.
            </Trans>
          </p>
          <p>
            <Trans>
              Confirm only when the tickets are in your account. The sale is then complete and the seller is paid. If
              something is wrong, choose Not yet and report a problem instead.
            </Trans>
          </p>
        </>
      )}
    </Dialog>
  );
}
