import { LockOutlined } from '../../shared/ui/icons';
import { formatInr, paise } from '@ticketsetu/contracts/money';
import { formatDateTimeIst } from '../../shared/format';
import { DisputeFileLinks, disputeStatusLabels } from './dispute-parts';
import type { TimelineEntry } from './queries';

type Actor = TimelineEntry['by'];

/** An entry as staff see it: also internal notes, marked as such. */
export type AnyTimelineEntry = TimelineEntry & { internal?: boolean };

/** Who wrote an entry, as the reader knows them: 'You' for their own side. */
function authorName(by: Actor, reader: Actor): string {
  if (by === reader) return by === 'staff' ? 'TicketSetu grievance desk' : 'You';
  if (by === 'staff') return 'TicketSetu grievance desk';
  return by === 'buyer' ? 'The buyer' : 'The seller';
}

/** What happened, in a line. */
function headline(entry: AnyTimelineEntry, reader: Actor): string {
  const who = authorName(entry.by, reader);
  switch (entry.kind) {
    case 'opened':
      return `${who} opened the dispute`;
    case 'acknowledged':
      return `${who} acknowledged the dispute`;
    case 'note':
      return 'Internal note (staff only)';
    case 'resolved':
      return entry.to_status === 'resolved_refund'
        ? `Resolved: ${entry.refund_amount ? `${formatInr(paise(entry.refund_amount))} refunded to the buyer` : 'the buyer is refunded'}`
        : 'Resolved: the seller’s payout is released';
    case 'withdrawn':
      return `${who} withdrew the dispute`;
    default:
      return `${who} wrote`;
  }
}

/**
 * A dispute's timeline, oldest first: who did what and when (IST), their words and files, and how the
 * status moved. `reader` is the side reading it (their own entries say 'You').
 */
export function DisputeTimeline({ entries, reader }: { entries: readonly AnyTimelineEntry[]; reader: Actor }) {
  return (
    <ol className="dispute-timeline" aria-label="Timeline">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className={`dispute-timeline__entry dispute-timeline__entry--${entry.by}${entry.internal ? ' is-internal' : ''}`}
        >
          <div className="dispute-timeline__head">
            <span className="dispute-timeline__what">
              {entry.internal && <LockOutlined aria-hidden="true" />} {headline(entry, reader)}
            </span>
            <time className="dispute-timeline__when" dateTime={entry.at}>
              {formatDateTimeIst(entry.at)}
            </time>
          </div>
          {entry.message && <p className="dispute-timeline__message">{entry.message}</p>}
          <DisputeFileLinks files={entry.files} />
          {entry.to_status && entry.from_status !== entry.to_status && (
            <p className="dispute-timeline__status">
              Status: {entry.from_status ? `${disputeStatusLabels[entry.from_status]} → ` : ''}
              {disputeStatusLabels[entry.to_status]}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
