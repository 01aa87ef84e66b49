import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClockCircleOutlined, InfoCircleOutlined } from '../../shared/ui/icons';
import { useId } from 'react';
import { formatInr, paise } from '@ticketsetu/contracts/money';
import { errorMessage } from '../../shared/api/api-error';
import { formatDateTimeIst } from '../../shared/format';
import { ticketCount, useLocale } from '../../shared/i18n';
import { useNotify } from '../../shared/notify';
import { ButtonLink } from '../../shared/ui/links';
import { ConfirmButton } from '../../shared/ui/ConfirmButton';
import { formatMinutesSeconds, useSecondsLeft } from '../../shared/useSecondsLeft';
import { seatLabel } from '../events';
import { offerCheckoutPath, useDeclineOffer, WAITLIST_MESSAGES, type WaitlistOffer } from './queries';
import './waitlist.css';

/** The seats of an offer: '2 tickets · Gold · Row F · ₹1,800.00 per ticket · Mobile Transfer'. */
function offeredSeats(i18n: I18n, offer: WaitlistOffer): string | null {
  if (!offer.listing) return null;
  const seat = seatLabel(i18n, offer.listing);
  const price = formatInr(paise(offer.listing.price));
  const type = i18n._(offer.listing.ticket_type === 'physical' ? msg`Physical Ticket` : msg`Mobile Transfer`);
  return i18n._(msg`${seat} · ${price} per ticket · ${type}`);
}

export interface OfferPanelProps {
  offer: WaitlistOffer;
  /**
   * The event page's version: a heading of its own, the deadline on a line of its own and larger, for
   * a fan arriving from the offer email. Otherwise one line in a waiting-list entry (Your Tickets).
   */
  prominent?: boolean;
}

/**
 * Seats held for the person: until when (the server's expiry time, in IST, with a countdown), what
 * they are, Buy now (the checkout with the offer, as the email's link) and Decline.
 */
export function OfferPanel({ offer, prominent = false }: OfferPanelProps) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const decline = useDeclineOffer();
  const notify = useNotify();
  const headingId = useId();
  const secondsLeft = useSecondsLeft(offer.status === 'offered' ? Date.parse(offer.expires_at) : null);
  const checkout = offerCheckoutPath(offer);
  const seats = offeredSeats(i18n, offer);
  const tickets = ticketCount(i18n, offer.quantity);
  const expires = formatDateTimeIst(offer.expires_at, locale);

  const confirmDecline = () =>
    decline.mutateAsync(offer.id).then(
      () => notify(i18n._(WAITLIST_MESSAGES.declined)),
      (error: unknown) => notify(errorMessage(error, i18n), { tone: 'error' }),
    );

  const left = secondsLeft === null ? '' : formatMinutesSeconds(secondsLeft);
  const timer = secondsLeft !== null && (
    <span className="waitlist-offer__timer" role="timer" aria-label={t`Time left on the offer`}>
      {t`(${left} left)`}
    </span>
  );
  const until =
    offer.status === 'offered' &&
    (prominent ? (
      <>
        <Trans>
          Buy by <strong>{expires}</strong>
        </Trans>{' '}
        {timer}
      </>
    ) : (
      <>
        {' '}
        {t`until ${expires}`} {timer}
      </>
    ));

  return (
    <section
      className={`waitlist-offer${prominent ? ' waitlist-offer--prominent' : ''}`}
      {...(prominent ? { 'aria-labelledby': headingId } : { 'aria-label': t`Tickets held for you` })}
    >
      {prominent ? (
        <>
          <h2 id={headingId} className="waitlist-offer__heading">
            <ClockCircleOutlined aria-hidden="true" /> {t`${tickets} held for you`}
          </h2>
          {until && <p className="waitlist-offer__deadline">{until}</p>}
        </>
      ) : (
        <p className="waitlist-offer__title">
          <ClockCircleOutlined aria-hidden="true" /> {t`${tickets} held for you`}
          {until}
        </p>
      )}
      {seats && <p className="waitlist-offer__listing">{seats}</p>}
      {offer.status === 'in_checkout' ? (
        <p className="waitlist-offer__text">
          <Trans>You started paying for these seats. Finish the payment to get them.</Trans>
        </p>
      ) : prominent ? (
        <p className="waitlist-offer__text">
          <Trans>
            It is your turn on the waiting list: nobody else can buy these seats until then. After that they go to the
            next person waiting. Not for you? Decline, and the next person gets them sooner.
          </Trans>
        </p>
      ) : (
        <p className="waitlist-offer__text">
          <Trans>Buy them before the time runs out, or decline so the next person gets them sooner.</Trans>
        </p>
      )}
      <div className="waitlist-offer__actions">
        {checkout && (
          <ButtonLink href={checkout} type="primary" size={prominent ? 'large' : undefined} className="btn-saffron">
            {offer.status === 'in_checkout' ? t`Continue to checkout` : t`Buy now`}
          </ButtonLink>
        )}
        {offer.status === 'offered' && (
          <ConfirmButton
            title={t`Decline these tickets?`}
            description={t`The seats go to the next person waiting. You stay on the waiting list for other tickets.`}
            okText={t`Decline`}
            dangerous
            cancelText={t`Keep them`}
            onConfirm={confirmDecline}
            size={prominent ? 'large' : undefined}
            loading={decline.isPending}
          >
            <Trans>Decline</Trans>
          </ConfirmButton>
        )}
      </div>
    </section>
  );
}

/** The person's latest offer ran out unbought: what it was, that the seats went on, and that they still wait. */
export function LapsedOfferNotice({ offer }: { offer: WaitlistOffer }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const seats = offeredSeats(i18n, offer);
  const tickets = ticketCount(i18n, offer.quantity);
  const expires = formatDateTimeIst(offer.expires_at, locale);
  return (
    <div className="waitlist-lapsed">
      <p className="waitlist-lapsed__title">
        <InfoCircleOutlined aria-hidden="true" /> {t`Your offer of ${tickets} expired`}
      </p>
      <p className="waitlist-lapsed__text">
        {seats
          ? t`The seats held for you until ${expires} (${seats}) were not bought, so they went to the next person waiting. You are still on the waiting list: if more tickets come up and it is your turn, we will email you.`
          : t`The seats held for you until ${expires} were not bought, so they went to the next person waiting. You are still on the waiting list: if more tickets come up and it is your turn, we will email you.`}
      </p>
    </div>
  );
}
