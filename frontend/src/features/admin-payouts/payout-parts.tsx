import { LockOutlined } from '@ant-design/icons';
import { EmailText } from '../../shared/ui/EmailText';
import { ToneTag } from '../../shared/ui/ToneTag';
import type { AdminPayout } from './queries';
import { payoutStatusLabel, payoutStatusTone, shortId } from './payout-rules';

export function PayoutStatusBadge({ status }: { status: string }) {
  return <ToneTag tone={payoutStatusTone(status)}>{payoutStatusLabel(status)}</ToneTag>;
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
        <span className="payout-muted">Waiting for PhonePe</span>
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
