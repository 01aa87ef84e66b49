import { type ReactNode, useState } from 'react';
import { Button, type ButtonProps } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The question ('Withdraw this listing?'): the dialog's name. */
  title: string;
  /** What saying yes does. */
  description: ReactNode;
  okText: string;
  cancelText: string;
  /** The yes is drawn red: it takes something away. */
  dangerous?: boolean;
  /** Runs on yes; the dialog stays open, its yes busy, until the promise settles. */
  onConfirm: () => Promise<unknown> | void;
}

/**
 * A button that asks first, as antd's Popconfirm did, in the kit's Dialog: a yes that runs
 * `onConfirm`, a no (or Esc, or the ✕) that leaves things as they were.
 */
export function ConfirmButton({
  title,
  description,
  okText,
  cancelText,
  dangerous = false,
  onConfirm,
  loading,
  ...button
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button {...button} loading={loading} onClick={() => setAsking(true)} />
      <Dialog
        open={asking}
        title={title}
        onCancel={() => setAsking(false)}
        footer={
          <>
            <Button onClick={() => setAsking(false)}>{cancelText}</Button>
            <Button type="primary" danger={dangerous} loading={busy} onClick={() => void confirm()}>
              {okText}
            </Button>
          </>
        }
      >
        <p>{description}</p>
      </Dialog>
    </>
  );
}
