import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

export interface UpiNameQuestion {
  upiId: string;
  /** The name the bank has for it; null when the bank gave none. */
  registeredName: string | null;
}

/** Whose the UPI id is, as its bank says. */
function Answer({ upiId, registeredName }: UpiNameQuestion) {
  return (
    <>
      {registeredName ? (
        <p>
          <Trans>
            <strong>{upiId}</strong> is registered to <strong>{registeredName}</strong>.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            <strong>{upiId}</strong> exists, but its bank did not tell us the name it is registered to.
          </Trans>
        </p>
      )}
      <p>
        <Trans>Payouts for your sales are sent to this account. If it is not yours, change the UPI ID.</Trans>
      </p>
    </>
  );
}

/**
 * The seller's look at whose account a UPI id is before it is used for payouts (ADR 45): the name its
 * bank has for it, and yes or no. No closes the dialog and takes them back to the UPI ID box.
 */
export function UpiNameConfirm({
  question,
  onAnswer,
  afterClose,
}: {
  question: UpiNameQuestion | null;
  onAnswer: (mine: boolean) => void;
  afterClose?: () => void;
}) {
  const { t } = useLingui();
  const open = question !== null;
  const wasOpen = useRef(false);
  // Once closed: the dialog has given the focus back to what opened it (its cleanup runs first), and
  // where it goes next is the form's choice (the UPI ID box after a no).
  useEffect(() => {
    if (wasOpen.current && !open) afterClose?.();
    wasOpen.current = open;
  }, [open, afterClose]);

  return (
    <Dialog
      open={open}
      title={t`Is this your UPI ID?`}
      onCancel={() => onAnswer(false)}
      footer={
        <>
          <Button onClick={() => onAnswer(false)}>
            <Trans>No, change it</Trans>
          </Button>
          <Button type="primary" onClick={() => onAnswer(true)}>
            <Trans>Yes, it’s mine</Trans>
          </Button>
        </>
      }
    >
      {question && <Answer upiId={question.upiId} registeredName={question.registeredName} />}
    </Dialog>
  );
}
