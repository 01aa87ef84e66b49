import { LockOutlined } from '@ant-design/icons';
import { formatDateIst, ticketCount } from '../../shared/format';
import { EmailText } from '../../shared/ui/EmailText';
import { ToneTag } from '../../shared/ui/ToneTag';
import type { AdminPayout } from './queries';
import { payoutStatusLabel, payoutStatusTone, shortId } from './payout-rules';

export function PayoutStatusBadge({ status }: { status: string }) {
  return <ToneTag tone={payoutStatusTone(status)}>{payoutStatusLabel(status)}</ToneTag>;
}

/** The sale paid for: the event (title and day in IST) and how many tickets, so staff can match it at a glance. */
export function PayoutSale({ payout }: { payout: AdminPayout }) {
  if (!payout.sale) return <span className="payout-muted">—</span>;
  const { event_title, event_date, quantity } = payout.sale;
  return (
    <span className="payout-sale">
      <span className="payout-sale__title">{event_title ?? 'Unknown event'}</span>
      <span className="payout-muted">
        {event_date && `${formatDateIst(event_date)} · `}
        {ticketCount(quantity)}
      </span>
    </span>
  );
}

/** A dispute is open on the sale: the payout cannot be processed until it is resolved. */
export function HoldMarker({ onHold }: { onHold: boolean }) {
  if (!onHold) return null;
  return (
    <ToneTag tone="danger" title="A dispute is open on this sale: the payout cannot be processed">
      <LockOutlined aria-hidden="true" /> On hold
    </ToneTag>
  );
}

/** Status, hold marker, and why it failed (or PhonePe's last word on a refund). */
export function PayoutStatusCell({ payout }: { payout: AdminPayout }) {
  return (
    <span className="payout-status">
      <PayoutStatusBadge status={payout.status} />
      <HoldMarker onHold={payout.on_hold} />
      {payout.failure_reason && <span className="payout-muted">{payout.failure_reason}</span>}
      {payout.type === 'buyer_refund' && payout.status === 'pending' && (
        <span className="payout-muted">In flight at PhonePe: nothing to pay by hand</span>
      )}
    </span>
  );
}

/** The seller paid or the buyer refunded: name, then email (wrapping after the @). */
export function PayoutPerson({ payout }: { payout: AdminPayout }) {
  if (!payout.user) return <span className="payout-id">{shortId(payout.user_id)}</span>;
  return (
    <span className="admin-person payout-person">
      <span className="admin-person__name">{payout.user.full_name || '—'}</span>
      <span>
        <EmailText email={payout.user.email} />
      </span>
    </span>
  );
}
