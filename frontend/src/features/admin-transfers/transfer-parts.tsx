import { FileOutlined, WarningOutlined } from '@ant-design/icons';
import { formatDateIst } from '../../shared/format';
import { EmailText } from '../../shared/ui/EmailText';
import { ToneTag } from '../../shared/ui/ToneTag';
import type { AdminTransfer } from './queries';
import { transferStatusLabel, transferStatusTone } from '../../shared/ui/transfer-status';
import { transferTypeLabel } from './transfer-steps';
import { TicketCount } from '../../shared/i18n';

export function TransferStatusBadge({ status }: { status: string }) {
  return <ToneTag tone={transferStatusTone(status)}>{transferStatusLabel(status)}</ToneTag>;
}

/** A dispute is open on the sale: no automatic confirmation, and its payout waits. */
export function DisputeMarker({ open }: { open: boolean }) {
  if (!open) return null;
  return (
    <ToneTag tone="danger" title="The buyer opened a dispute on this sale: its payout is on hold">
      <WarningOutlined aria-hidden="true" /> Dispute open
    </ToneTag>
  );
}

/** Status, dispute marker and, for a failed transfer, why. */
export function TransferStatusCell({ transfer }: { transfer: AdminTransfer }) {
  return (
    <span className="transfer-status">
      <TransferStatusBadge status={transfer.transfer_status} />
      <DisputeMarker open={transfer.dispute_open} />
      {transfer.failure_reason && <span className="transfer-muted">{transfer.failure_reason}</span>}
    </span>
  );
}

/** The event (title, city and day in IST) and what was bought: '2 tickets · Physical (courier)'. */
export function TransferEvent({ transfer }: { transfer: AdminTransfer }) {
  const { event } = transfer;
  return (
    <span className="transfer-event">
      <span className="transfer-event__title">{event?.title ?? 'Unknown event'}</span>
      {event && (
        <span className="transfer-muted">
          {event.city} · {formatDateIst(event.event_date)}
        </span>
      )}
      <span className="transfer-event__tickets">
        <TicketCount count={transfer.quantity} /> · {transferTypeLabel(transfer.transfer_type)}
      </span>
    </span>
  );
}

/** Who the tickets go to, and from whom: the buyer first (name and email), then the seller. */
export function TransferPeople({ transfer }: { transfer: AdminTransfer }) {
  const { buyer, seller } = transfer;
  return (
    <span className="transfer-people">
      <span className="transfer-person">
        <span className="admin-person__name">{buyer ? buyer.full_name || buyer.email : '—'}</span>
        {buyer?.full_name && <EmailText email={buyer.email} />}
      </span>
      <span className="transfer-person transfer-muted">
        <span>from {seller ? seller.full_name || seller.email : '—'}</span>
        {seller?.full_name && <EmailText email={seller.email} />}
      </span>
    </span>
  );
}

/** A buyer or seller: name, then email (wrapping after the @). */
export function TransferPerson({ person }: { person: AdminTransfer['buyer'] }) {
  if (!person) return <>—</>;
  return (
    <span className="admin-person">
      <span className="admin-person__name">{person.full_name || '—'}</span>
      <span>
        <EmailText email={person.email} />
      </span>
    </span>
  );
}

/** The seller's proof files (authorised links: buyer, seller and staff only), opened in a new tab. */
export function ProofLinks({ transfer }: { transfer: AdminTransfer }) {
  if (transfer.proof_of_transfer.length === 0) return <span className="transfer-muted">No proof yet</span>;
  return (
    <ul className="transfer-proofs">
      {transfer.proof_of_transfer.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            <FileOutlined aria-hidden="true" /> Proof {index + 1} <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * How the tickets travel: courier and tracking number for physical tickets; for mobile ones the
 * buyer's platform account and the seller's proof.
 */
export function TransferDelivery({ transfer }: { transfer: AdminTransfer }) {
  if (transfer.transfer_type === 'physical') {
    return (
      <span className="transfer-delivery">
        <span>{transfer.courier_name ?? <span className="transfer-muted">No courier yet</span>}</span>
        {transfer.tracking_number && <span className="transfer-muted">Tracking {transfer.tracking_number}</span>}
      </span>
    );
  }
  return (
    <span className="transfer-delivery">
      {transfer.platform_id && (
        <span className="transfer-muted">
          To <EmailText email={transfer.platform_id} />
        </span>
      )}
      <ProofLinks transfer={transfer} />
    </span>
  );
}
