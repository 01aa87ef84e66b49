import { Modal } from 'antd';

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
  return (
    <Modal
      open={question !== null}
      title={UPI_NAME_CONFIRM.title}
      okText={UPI_NAME_CONFIRM.yes}
      cancelText={UPI_NAME_CONFIRM.no}
      onOk={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
      afterClose={afterClose}
      // Where focus goes next is the form's choice (the UPI ID box after a no), not the button that opened it.
      focusable={{ focusTriggerAfterClose: false }}
      destroyOnHidden
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
    </Modal>
  );
}
