import { RESALE_NOT_PERMITTED } from '@ticketsetu/contracts/rules';
import { Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { useNotify } from '../../shared/notify';
import { type AdminEventRow, useResalePermission } from './queries';

/**
 * Marks an event "Resale not permitted by the organiser" (or lifts it), with a note saying how the
 * organiser announced it (ADR 63). Marking it withdraws the listings under review or on sale.
 */
export function ResaleModal({ event, onClose }: { event: AdminEventRow | null; onClose: () => void }) {
  const [note, setNote] = useState('');
  const change = useResalePermission();
  const notify = useNotify();
  const noteId = useId();
  const forbidding = !event?.resale_not_permitted;

  const submit = () =>
    event &&
    change.mutateAsync({ id: event.id, permitted: !forbidding, note: note.trim() }).then(
      (answer) => {
        notify(answer.message);
        onClose();
      },
      (error: unknown) => notify(error instanceof ApiError ? error.detail : 'Error updating event', { tone: 'error' }),
    );

  return (
    <Modal
      open={event !== null}
      title={forbidding ? `Mark "${RESALE_NOT_PERMITTED}"?` : 'Permit resale again?'}
      okText={forbidding ? 'Mark resale not permitted' : 'Permit resale'}
      okButtonProps={{ danger: forbidding, disabled: !note.trim() }}
      onOk={() => void submit()}
      confirmLoading={change.isPending}
      onCancel={onClose}
    >
      <p>
        <strong>{event?.title}</strong>
      </p>
      <p>
        {forbidding
          ? 'Its page will say so, no one can list its tickets, and listings under review or on sale are withdrawn with an email to each seller. Tickets already sold or being paid for go ahead.'
          : 'Sellers may list its tickets again. Listings withdrawn earlier stay withdrawn.'}
      </p>
      <label htmlFor={noteId} className="review-label">
        Note (how the organiser announced it)
      </label>
      <Input.TextArea
        id={noteId}
        rows={3}
        maxLength={500}
        showCount
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </Modal>
  );
}
