import { useEffect, useRef } from 'react';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

export const UPI_NAME_CONFIRM = {
  title: 'Is this your UPI ID?',
  yes: 'Yes, it’s mine',
  no: 'No, change it',
} as const;

export interface UpiNameQuestion {
  upiId: string;
  /** The name the bank has for it; null when the bank gave none. */
  registeredName: string | null;
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
      title={UPI_NAME_CONFIRM.title}
      onCancel={() => onAnswer(false)}
      footer={
        <>
          <Button onClick={() => onAnswer(false)}>{UPI_NAME_CONFIRM.no}</Button>
          <Button type="primary" onClick={() => onAnswer(true)}>
            {UPI_NAME_CONFIRM.yes}
          </Button>
        </>
      }
    >
      {question && (
        <>
          {question.registeredName ? (
            <p>
              <strong>{question.upiId}</strong> is registered to <strong>{question.registeredName}</strong>.
            </p>
          ) : (
            <p>
              <strong>{question.upiId}</strong> exists, but its bank did not tell us the name it is registered to.
            </p>
          )}
          <p>Payouts for your sales are sent to this account. If it is not yours, change the UPI ID.</p>
        </>
      )}
    </Dialog>
  );
}
