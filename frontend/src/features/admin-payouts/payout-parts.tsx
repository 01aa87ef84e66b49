import { ClockCircleOutlined, LockOutlined, SwapOutlined } from '@ant-design/icons';
import { formatDateIst, formatDateTimeIst } from '../../shared/format';
import { EmailText } from '../../shared/ui/EmailText';
import { ToneTag } from '../../shared/ui/ToneTag';
import type { AdminPayout } from './queries';
import { holdReasonLabel, payoutStatusLabel, payoutStatusTone, shortId } from './payout-rules';
import { TicketCount } from '../../shared/i18n';

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
        <TicketCount count={quantity} />
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

/** Held until after the event (ADR 44): until when (IST), and why. */
export function ReleaseMarker({ payout }: { payout: AdminPayout }) {
  if (!payout.release_at) return null;
  const reason = holdReasonLabel(payout);
  return (
    <>
      <ToneTag tone="warning" title={reason}>
        <ClockCircleOutlined aria-hidden="true" /> Held until {formatDateTimeIst(payout.release_at)} IST
      </ToneTag>
      <span className="payout-muted">{reason}</span>
    </>
  );
}

/** Status, hold markers, and why it failed (or PhonePe's last word on a refund). */
export function PayoutStatusCell({ payout }: { payout: AdminPayout }) {
  return (
    <span className="payout-status">
      <PayoutStatusBadge status={payout.status} />
      <HoldMarker onHold={payout.on_hold} />
      <ReleaseMarker payout={payout} />
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

/** The seller asked to be paid to another UPI id: it waits for staff, and is not paid until approved. */
export function UpiChangeMarker({ payout }: { payout: AdminPayout }) {
  if (!payout.requested_upi_id) return null;
  return (
    <ToneTag tone="warning" title="Not paid to it until you approve it">
      <SwapOutlined aria-hidden="true" /> UPI change requested: {payout.requested_upi_id}
      {payout.requested_upi_name && ` (${payout.requested_upi_name})`}
    </ToneTag>
  );
}
