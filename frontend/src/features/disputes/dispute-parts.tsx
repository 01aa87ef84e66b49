import { ClockCircleOutlined, FileOutlined, WarningOutlined } from '../../shared/ui/icons';
import { formatDateTimeIst } from '../../shared/format';
import { type Tone, ToneTag } from '../../shared/ui/ToneTag';
import type { Dispute, DisputeFile, DisputeReason, DisputeStatus } from './queries';
import './disputes.css';

/** What went wrong, in the buyer's words for the form (the API labels each dispute itself). */
export const disputeReasons: { value: DisputeReason; label: string; hint: string }[] = [
  { value: 'not_received', label: 'Tickets not received', hint: 'The tickets never reached my account or address.' },
  { value: 'wrong_ticket', label: 'Wrong tickets', hint: 'Different seats, date, event or number of tickets.' },
  { value: 'invalid_at_gate', label: 'Tickets invalid at the gate', hint: 'The venue did not accept the tickets.' },
  { value: 'other', label: 'Something else', hint: 'Tell us what happened.' },
];

/** The API's labels (dispute-status.ts), for the statuses a timeline entry moved between. */
export const disputeStatusLabels: Record<DisputeStatus, string> = {
  open: 'Open',
  awaiting_seller: 'Awaiting seller',
  under_review: 'Under review',
  resolved_refund: 'Resolved: buyer refunded',
  resolved_release: 'Resolved: payout released',
  withdrawn: 'Withdrawn',
};

/** Whose move it is: waiting on someone (yellow), being looked at (blue), decided (green), withdrawn (grey). */
const tones: Record<DisputeStatus, Tone> = {
  open: 'warning',
  awaiting_seller: 'warning',
  under_review: 'info',
  resolved_refund: 'success',
  resolved_release: 'success',
  withdrawn: 'neutral',
};

export function DisputeStatusTag({ dispute }: { dispute: Pick<Dispute, 'status' | 'status_label'> }) {
  return <ToneTag tone={tones[dispute.status] ?? 'neutral'}>{dispute.status_label}</ToneTag>;
}

/** Past a legal deadline (acknowledgement or resolution) and still open. */
export function OverdueTag({
  dispute,
}: {
  dispute: Pick<Dispute, 'overdue' | 'acknowledgement_overdue' | 'resolution_overdue'>;
}) {
  if (!dispute.overdue) return null;
  const which = dispute.resolution_overdue ? 'Resolution overdue' : 'Acknowledgement overdue';
  return (
    <ToneTag tone="danger">
      <WarningOutlined aria-hidden="true" /> {which}
    </ToneTag>
  );
}

/**
 * The desk's two promises (E-Commerce Rules 2020, rule 4(5)): acknowledged within 48 hours, resolved
 * within a month; each with its date in IST and whether it was kept.
 */
export function DisputeDeadlines({
  dispute,
}: {
  dispute: Pick<
    Dispute,
    | 'acknowledge_by'
    | 'acknowledged_at'
    | 'resolve_by'
    | 'closed_at'
    | 'acknowledgement_overdue'
    | 'resolution_overdue'
    | 'status'
  >;
}) {
  const withdrawn = dispute.status === 'withdrawn';
  return (
    <dl className="dispute-deadlines">
      <div className={dispute.acknowledgement_overdue ? 'is-overdue' : undefined}>
        <dt>
          <ClockCircleOutlined aria-hidden="true" /> Acknowledgement (within 48 hours)
        </dt>
        <dd>
          {dispute.acknowledged_at
            ? `Acknowledged ${formatDateTimeIst(dispute.acknowledged_at)}`
            : `${dispute.closed_at ? 'Was due' : 'Due'} by ${formatDateTimeIst(dispute.acknowledge_by)}`}
          {dispute.acknowledgement_overdue && <strong className="dispute-deadlines__late"> · Overdue</strong>}
        </dd>
      </div>
      <div className={dispute.resolution_overdue ? 'is-overdue' : undefined}>
        <dt>
          <ClockCircleOutlined aria-hidden="true" /> Resolution (within 30 days)
        </dt>
        <dd>
          {dispute.closed_at
            ? `${withdrawn ? 'Withdrawn' : 'Resolved'} ${formatDateTimeIst(dispute.closed_at)}`
            : `Due by ${formatDateTimeIst(dispute.resolve_by)}`}
          {dispute.resolution_overdue && <strong className="dispute-deadlines__late"> · Overdue</strong>}
        </dd>
      </div>
    </dl>
  );
}

/** A file of a dispute: a download for the parties and staff only (the server checks who asks). */
export function DisputeFileLinks({ files }: { files: readonly DisputeFile[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="dispute-files">
      {files.map((file) => (
        <li key={file.id}>
          <a href={file.url} target="_blank" rel="noopener noreferrer">
            <FileOutlined aria-hidden="true" /> {file.name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
