import { ClockCircleOutlined, HourglassOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { formatInr, paise } from '@ticketsetu/contracts/money';
import { errorMessage } from '../../shared/api/api-error';
import { formatDateTimeIst, formatEventDate, ticketCount } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { AppLink, ButtonLink } from '../../shared/ui/links';
import { popupInMain } from '../../shared/ui/popup';
import { formatMinutesSeconds, useSecondsLeft } from '../checkout/useSecondsLeft';
import { seatLabel } from '../event-page/ListingCard';
import { useNow } from '../tickets/useNow';
import {
  isLiveOffer,
  myWaitlistQuery,
  offerCheckoutPath,
  useDeclineOffer,
  useLeaveWaitlist,
  WAITLIST_MESSAGES,
  type WaitlistEntry,
  type WaitlistOffer,
  waitlistTypeLabel,
} from './queries';
import './waitlist.css';

export const WAITLIST_LOAD_FAILED = 'Failed to load your waiting lists';

/**
 * Your waiting lists (under Your Purchases): each event waited on, and any seats held for the person
 * now — until when, Buy now (the checkout with the offer) and Decline — and Leave. Nothing shows while
 * the person waits on no event.
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
  const live = isLiveOffer(entry.offer, useNow(15_000));
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
          <Popconfirm
            title="Leave this waiting list?"
            description={
              live && entry.offer?.status === 'offered'
                ? 'The seats held for you go to the next person waiting.'
                : 'You will not be offered tickets for this event.'
            }
            okText="Leave"
            okButtonProps={{ danger: true }}
            cancelText="Stay"
            getPopupContainer={popupInMain}
            onConfirm={confirmLeave}
          >
            <Button size="small" loading={leave.isPending} aria-label={`Leave the waiting list: ${entry.event.title}`}>
              Leave
            </Button>
          </Popconfirm>
        </div>
        <p className="waitlist-entry__meta">
          {entry.event.venue}, {entry.event.city} · {formatEventDate(entry.event.event_date)}
        </p>
        <p className="waitlist-entry__wants">
          <HourglassOutlined aria-hidden="true" /> Waiting for {ticketCount(entry.quantity)} (
          {waitlistTypeLabel(entry.ticket_type)}) since {formatDateTimeIst(entry.joined_at)}
        </p>
        {live && entry.offer && <OfferPanel offer={entry.offer} />}
      </article>
    </li>
  );
}

/** Seats held for the person: until when (with a countdown), what they are, Buy now and Decline. */
function OfferPanel({ offer }: { offer: WaitlistOffer }) {
  const decline = useDeclineOffer();
  const notify = useNotify();
  const secondsLeft = useSecondsLeft(offer.status === 'offered' ? Date.parse(offer.expires_at) : null);
  const checkout = offerCheckoutPath(offer);
  const ended = secondsLeft === 0;

  const confirmDecline = () =>
    decline.mutateAsync(offer.id).then(
      () => notify(WAITLIST_MESSAGES.declined),
      (error: unknown) => notify(errorMessage(error), { tone: 'error' }),
    );

  if (ended) {
    return (
      <p className="waitlist-offer waitlist-offer--ended">
        The seats held for you went to the next person. You are still on the waiting list for other tickets.
      </p>
    );
  }
  return (
    <section className="waitlist-offer" aria-label="Tickets held for you">
      <p className="waitlist-offer__title">
        <ClockCircleOutlined aria-hidden="true" /> {ticketCount(offer.quantity)} held for you
        {offer.status === 'offered' && secondsLeft !== null && (
          <>
            {' '}
            until {formatDateTimeIst(offer.expires_at)}{' '}
            <span className="waitlist-offer__timer" role="timer" aria-label="Time left on the offer">
              ({formatMinutesSeconds(secondsLeft)} left)
            </span>
          </>
        )}
      </p>
      {offer.listing && (
        <p className="waitlist-offer__listing">
          {seatLabel(offer.listing)} · {formatInr(paise(offer.listing.price))} per ticket ·{' '}
          {offer.listing.ticket_type === 'physical' ? 'Physical Ticket' : 'Mobile Transfer'}
        </p>
      )}
      {offer.status === 'in_checkout' ? (
        <p className="waitlist-offer__text">You started paying for these seats. Finish the payment to get them.</p>
      ) : (
        <p className="waitlist-offer__text">
          Buy them before the time runs out, or decline so the next person gets them sooner.
        </p>
      )}
      <div className="waitlist-offer__actions">
        {checkout && (
          <ButtonLink href={checkout} type="primary" className="btn-saffron">
            {offer.status === 'in_checkout' ? 'Continue to checkout' : 'Buy now'}
          </ButtonLink>
        )}
        {offer.status === 'offered' && (
          <Popconfirm
            title="Decline these tickets?"
            description="The seats go to the next person waiting. You stay on the waiting list for other tickets."
            okText="Decline"
            okButtonProps={{ danger: true }}
            cancelText="Keep them"
            getPopupContainer={popupInMain}
            onConfirm={confirmDecline}
          >
            <Button loading={decline.isPending}>Decline</Button>
          </Popconfirm>
        )}
      </div>
    </section>
  );
}
