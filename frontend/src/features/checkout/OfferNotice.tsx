import { ApiError, errorMessage } from '../../shared/api/api-error';
import { formatDateTimeIst, ticketCount } from '../../shared/format';
import { Alert, SkeletonText } from '../../shared/ui';
import { ClockCircleOutlined } from '../../shared/ui/icons';
import { AppLink } from '../../shared/ui/links';
import type { WaitlistOffer } from '../waitlist';
import { formatMinutesSeconds } from '../../shared/useSecondsLeft';

export const OFFER_MESSAGES = {
  ended: 'This waiting-list offer has ended',
  endedText:
    'The seats held for you went to the next person waiting, or the offer was used. You are still on the waiting list for other tickets.',
  // The API answers an offer of someone else's exactly as one that does not exist: so does this page.
  notYours: 'This offer link is not for your account',
  notYoursText:
    'A waiting-list offer can only be used by the account it was sent to. If the offer email came to you, sign in with that email address.',
  unreadableText: 'We could not read this offer. Please try again in a moment.',
} as const;

export interface OfferNoticeProps {
  /** The offer, once read (undefined while loading, when it cannot be read, or when it is for another listing). */
  offer: WaitlistOffer | undefined;
  live: boolean;
  secondsLeft: number | null;
  loading: boolean;
  error: unknown;
}

/**
 * The checkout of a waiting-list offer: the seats held for the buyer and until when (IST, with a
 * countdown), or why the offer no longer holds them.
 */
export function OfferNotice({ offer, live, secondsLeft, loading, error }: OfferNoticeProps) {
  if (loading) {
    return (
      <div className="offer-notice" role="status" aria-label="Reading your waiting-list offer">
        <SkeletonText title={false} lines={['100%', '61%']} />
      </div>
    );
  }
  if (live && offer) {
    return (
      <section className="offer-notice" aria-label="Your waiting-list offer">
        <p className="offer-notice__title">
          <ClockCircleOutlined aria-hidden="true" /> {ticketCount(offer.quantity)} held for you from the waiting list
        </p>
        {offer.status === 'offered' ? (
          <p className="offer-notice__text">
            Pay by <strong>{formatDateTimeIst(offer.expires_at)}</strong>
            {secondsLeft !== null && (
              <>
                {' '}
                (
                <span className="offer-notice__timer" role="timer" aria-label="Time left on the offer">
                  {formatMinutesSeconds(secondsLeft)}
                </span>{' '}
                left)
              </>
            )}
            . After that the seats go to the next person waiting.
          </p>
        ) : (
          <p className="offer-notice__text">Your payment for these seats has started: finish it to get them.</p>
        )}
      </section>
    );
  }
  if (offer) {
    return (
      <Alert
        className="offer-notice--ended"
        type="warning"
        title={OFFER_MESSAGES.ended}
        description={OFFER_MESSAGES.endedText}
      />
    );
  }
  // Not found (or an offer of theirs for other tickets than this link's): nothing is said of whose it is.
  if (!error || (error instanceof ApiError && error.status === 404)) {
    return (
      <Alert
        className="offer-notice--ended"
        type="warning"
        title={OFFER_MESSAGES.notYours}
        description={
          <>
            {OFFER_MESSAGES.notYoursText} Your own offers are on{' '}
            <AppLink href="/tickets?tab=purchases">Your Tickets</AppLink>.
          </>
        }
      />
    );
  }
  return (
    <Alert
      className="offer-notice--ended"
      type="error"
      title={errorMessage(error)}
      description={OFFER_MESSAGES.unreadableText}
    />
  );
}
