import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, errorMessage } from '../../shared/api/api-error';
import { formatDateTimeIst } from '../../shared/format';
import { ticketCount, useLocale } from '../../shared/i18n';
import { Alert, SkeletonText } from '../../shared/ui';
import { ClockCircleOutlined } from '../../shared/ui/icons';
import { AppLink } from '../../shared/ui/links';
import type { WaitlistOffer } from '../waitlist';
import { formatMinutesSeconds } from '../../shared/useSecondsLeft';

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
  const { i18n, t } = useLingui();
  const locale = useLocale();
  if (loading) {
    return (
      <div className="offer-notice" role="status" aria-label={t`Reading your waiting-list offer`}>
        <SkeletonText title={false} lines={['100%', '61%']} />
      </div>
    );
  }
  if (live && offer) {
    const tickets = ticketCount(i18n, offer.quantity);
    const until = formatDateTimeIst(offer.expires_at, locale);
    const timeLeft = secondsLeft === null ? null : formatMinutesSeconds(secondsLeft);
    const timer = (
      <span className="offer-notice__timer" role="timer" aria-label={t`Time left on the offer`}>
        {timeLeft}
      </span>
    );
    return (
      <section className="offer-notice" aria-label={t`Your waiting-list offer`}>
        <p className="offer-notice__title">
          <ClockCircleOutlined aria-hidden="true" /> <Trans>{tickets} held for you from the waiting list</Trans>
        </p>
        {offer.status === 'offered' ? (
          <p className="offer-notice__text">
            {timeLeft === null ? (
              <Trans>
                Pay by <strong>{until}</strong>. After that the seats go to the next person waiting.
              </Trans>
            ) : (
              <Trans>
                Pay by <strong>{until}</strong> ({timer} left). After that the seats go to the next person waiting.
              </Trans>
            )}
          </p>
        ) : (
          <p className="offer-notice__text">
            <Trans>Your payment for these seats has started: finish it to get them.</Trans>
          </p>
        )}
      </section>
    );
  }
  if (offer) {
    return (
      <Alert
        className="offer-notice--ended"
        type="warning"
        title={t`This waiting-list offer has ended`}
        description={t`The seats held for you went to the next person waiting, or the offer was used. You are still on the waiting list for other tickets.`}
      />
    );
  }
  // Not found (or an offer of theirs for other tickets than this link's): nothing is said of whose it is.
  // The API answers an offer of someone else's exactly as one that does not exist: so does this page.
  if (!error || (error instanceof ApiError && error.status === 404)) {
    return (
      <Alert
        className="offer-notice--ended"
        type="warning"
        title={t`This offer link is not for your account`}
        description={
          <Trans>
            A waiting-list offer can only be used by the account it was sent to. If the offer email came to you, sign in
            with that email address. Your own offers are on{' '}
            <AppLink href="/tickets?tab=purchases">Your Tickets</AppLink>.
          </Trans>
        }
      />
    );
  }
  return (
    <Alert
      className="offer-notice--ended"
      type="error"
      title={errorMessage(error, i18n)}
      description={t`We could not read this offer. Please try again in a moment.`}
    />
  );
}
