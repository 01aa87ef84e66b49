import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LockOutlined } from '../../shared/ui/icons';
import { formatInr, paise } from '@ticketsetu/contracts/money';
import { formatDateTimeIst } from '../../shared/format';
import { useLocale } from '../../shared/i18n';
import { DisputeFileLinks } from './dispute-parts';
import { disputeStatusLabel } from './dispute-words';
import type { TimelineEntry } from './queries';

type Actor = TimelineEntry['by'];

/** An entry as staff see it: also internal notes, marked as such. */
export type AnyTimelineEntry = TimelineEntry & { internal?: boolean };

/** Who did what, as the reader knows them ('You' for their own side): whole sentences, each language its own order. */
const LINES = {
  you: {
    opened: msg`You opened the dispute`,
    acknowledged: msg`You acknowledged the dispute`,
    withdrawn: msg`You withdrew the dispute`,
    wrote: msg`You wrote`,
  },
  staff: {
    opened: msg`TicketSetu grievance desk opened the dispute`,
    acknowledged: msg`TicketSetu grievance desk acknowledged the dispute`,
    withdrawn: msg`TicketSetu grievance desk withdrew the dispute`,
    wrote: msg`TicketSetu grievance desk wrote`,
  },
  buyer: {
    opened: msg`The buyer opened the dispute`,
    acknowledged: msg`The buyer acknowledged the dispute`,
    withdrawn: msg`The buyer withdrew the dispute`,
    wrote: msg`The buyer wrote`,
  },
  seller: {
    opened: msg`The seller opened the dispute`,
    acknowledged: msg`The seller acknowledged the dispute`,
    withdrawn: msg`The seller withdrew the dispute`,
    wrote: msg`The seller wrote`,
  },
} as const;

/** Whose line it is: the desk is the desk even to staff; the reader's own side is 'You'. */
function author(by: Actor, reader: Actor): keyof typeof LINES {
  if (by === 'staff') return 'staff';
  return by === reader ? 'you' : by;
}

/** What happened, in a line. */
function headline(i18n: I18n, entry: AnyTimelineEntry, reader: Actor): string {
  const lines = LINES[author(entry.by, reader)];
  switch (entry.kind) {
    case 'opened':
    case 'acknowledged':
    case 'withdrawn':
      return i18n._(lines[entry.kind]);
    case 'note':
      return i18n._(msg`Internal note (staff only)`);
    case 'resolved': {
      if (entry.to_status !== 'resolved_refund') return i18n._(msg`Resolved: the seller’s payout is released`);
      const refund = entry.refund_amount ? formatInr(paise(entry.refund_amount)) : null;
      return refund
        ? i18n._(msg`Resolved: ${refund} refunded to the buyer`)
        : i18n._(msg`Resolved: the buyer is refunded`);
    }
    default:
      return i18n._(lines.wrote);
  }
}

/**
 * A dispute's timeline, oldest first: who did what and when (IST), their words and files, and how the
 * status moved. `reader` is the side reading it (their own entries say 'You').
 */
export function DisputeTimeline({ entries, reader }: { entries: readonly AnyTimelineEntry[]; reader: Actor }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  return (
    <ol className="dispute-timeline" aria-label={t`Timeline`}>
      {entries.map((entry) => (
        <li
          key={entry.id}
          className={`dispute-timeline__entry dispute-timeline__entry--${entry.by}${entry.internal ? ' is-internal' : ''}`}
        >
          <div className="dispute-timeline__head">
            <span className="dispute-timeline__what">
              {entry.internal && <LockOutlined aria-hidden="true" />} {headline(i18n, entry, reader)}
            </span>
            <time className="dispute-timeline__when" dateTime={entry.at}>
              {formatDateTimeIst(entry.at, locale)}
            </time>
          </div>
          {entry.message && <p className="dispute-timeline__message">{entry.message}</p>}
          <DisputeFileLinks files={entry.files} />
          {entry.to_status && entry.from_status !== entry.to_status && (
            <p className="dispute-timeline__status">
              {entry.from_status
                ? t`Status: ${disputeStatusLabel(i18n, entry.from_status)} → ${disputeStatusLabel(i18n, entry.to_status)}`
                : t`Status: ${disputeStatusLabel(i18n, entry.to_status)}`}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
