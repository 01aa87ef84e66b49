import { HourglassOutlined } from '../../shared/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../shared/api/api-error';
import { formatDateTimeIst, formatEventDate, ticketCount } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { AppLink } from '../../shared/ui/links';
import { Button } from '../../shared/ui/Button';
import { ConfirmButton } from '../../shared/ui/ConfirmButton';
import { useEntryOffer } from './offer-state';
import { LapsedOfferNotice, OfferPanel } from './OfferPanel';
import { myWaitlistQuery, useLeaveWaitlist, WAITLIST_MESSAGES, type WaitlistEntry, waitlistTypeLabel } from './queries';
import './waitlist.css';

export const WAITLIST_LOAD_FAILED = 'Failed to load your waiting lists';

/**
 * Your waiting lists (under Your Purchases): each event waited on, and any seats held for the person
 * now — until when, Buy now (the checkout with the offer) and Decline — or the offer that lapsed, and
 * Leave. Nothing shows while the person waits on no event.
 */
export function WaitlistSection() {
  const entries = useQuery(myWaitlistQuery());
  if (entries.isError) {
    return (
      <section className="waitlist-section" aria-labelledby="waitlist-title">
        <h2 id="waitlist-title" className="waitlist-section__title">
          Your waiting lists
        </h2>
        <div className="waitlist-section__error" role="alert">
          <p>
            {WAITLIST_LOAD_FAILED}: {errorMessage(entries.error)}
          </p>
          <Button size="small" onClick={() => void entries.refetch()}>
            Retry
          </Button>
        </div>
      </section>
    );
  }
  if (!entries.data || entries.data.length === 0) return null;
  return (
    <section className="waitlist-section" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title" className="waitlist-section__title">
        Your waiting lists
      </h2>
      <p className="waitlist-section__intro">
        When tickets come up, everyone waiting who fits is put in a random order, and seats are held for each in turn
        for 15 minutes. We email you when it is your turn.
      </p>
      <ul className="waitlist-entries">
        {entries.data.map((entry) => (
          <WaitlistEntryCard key={entry.id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

function WaitlistEntryCard({ entry }: { entry: WaitlistEntry }) {
  const leave = useLeaveWaitlist();
  const notify = useNotify();
  const { live, lapsed } = useEntryOffer(entry);
  const headingId = `waitlist-${entry.id}`;

  const confirmLeave = () =>
    leave.mutateAsync(entry.id).then(
      (answer) => notify(answer.message || WAITLIST_MESSAGES.left),
      (error: unknown) => notify(errorMessage(error), { tone: 'error' }),
    );

  return (
    <li className={`waitlist-entry${live ? ' has-offer' : ''}`}>
      <article aria-labelledby={headingId}>
        <div className="waitlist-entry__head">
          <h3 id={headingId} className="waitlist-entry__title">
            <AppLink href={`/event/${encodeURIComponent(entry.event.id)}`}>{entry.event.title}</AppLink>
          </h3>
          <ConfirmButton
            title="Leave this waiting list?"
            description={
              live?.status === 'offered'
                ? 'The seats held for you go to the next person waiting.'
                : 'You will not be offered tickets for this event.'
            }
            okText="Leave"
            dangerous
            cancelText="Stay"
            onConfirm={confirmLeave}
            size="small"
            loading={leave.isPending}
            aria-label={`Leave the waiting list: ${entry.event.title}`}
          >
            Leave
          </ConfirmButton>
        </div>
        <p className="waitlist-entry__meta">
          {entry.event.venue}, {entry.event.city} · {formatEventDate(entry.event.event_date)}
        </p>
        <p className="waitlist-entry__wants">
          <HourglassOutlined aria-hidden="true" /> Waiting for {ticketCount(entry.quantity)} (
          {waitlistTypeLabel(entry.ticket_type)}) since {formatDateTimeIst(entry.joined_at)}
        </p>
        {live && <OfferPanel offer={live} />}
        {lapsed && <LapsedOfferNotice offer={lapsed} />}
      </article>
    </li>
  );
}
