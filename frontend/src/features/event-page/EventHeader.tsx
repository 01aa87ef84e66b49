import { Trans, useLingui } from '@lingui/react/macro';
import { SafetyCertificateOutlined } from '../../shared/ui/icons';
import { type Paise, resaleCap } from '@ticketsetu/contracts/money';
import { formatInr } from '../../shared/format';
import { ticketCount } from '../../shared/i18n';
import { capLabel, EventImage } from '../events';
import { EventMeta } from '../events';
import { isSoldOut, type EventPage } from '../events';
import type { WaitlistOffer } from '../waitlist';
import './event-page.css';

export interface EventHeaderProps {
  event: EventPage;
  /** A waiting-list offer holding seats for the signed-in fan: not 'Sold out' to them. */
  held?: WaitlistOffer | null;
}

/** What the price line says: the lowest price, seats held for this fan, sold out, or nothing listed yet. */
function PriceLine({ event, held }: EventHeaderProps) {
  const { i18n, t } = useLingui();
  if (!isSoldOut(event) && event.min_price !== null) {
    const price = formatInr(event.min_price);
    return <p className="event-hero__price">{t`Starting from ${price}`}</p>;
  }
  if (held) {
    const tickets = ticketCount(i18n, held.quantity);
    return <p className="event-hero__price event-hero__price--held">{t`${tickets} held for you`}</p>;
  }
  if (event.ever_listed) {
    return (
      <p className="event-hero__price event-hero__price--sold-out">
        <Trans>Sold out</Trans>
      </p>
    );
  }
  return (
    <p className="event-hero__price event-hero__price--sold-out event-hero__price--not-yet">
      <Trans>Not on sale yet</Trans>
    </p>
  );
}

export function EventHeader({ event, held }: EventHeaderProps) {
  const { i18n, t } = useLingui();
  // The event's resale cap (ADR 28), so buyers see that no listing may ask more.
  const cap = resaleCap({
    capPercent: event.resale_cap_percent ?? null,
    capPrice: (event.resale_cap_price ?? null) as Paise | null,
  });
  const capText = cap ? capLabel(i18n, cap) : '';
  return (
    <header className="event-hero">
      <EventImage
        className="event-hero__image"
        title={event.title}
        imageUrl={event.image_url}
        categoryName={event.category?.name}
        eager
      />
      <div className="event-hero__details">
        {event.category && <p className="event-hero__category">{event.category.name}</p>}
        <h1 className="event-hero__title">{event.title}</h1>
        <EventMeta event={event} large tickets={held && isSoldOut(event) ? t`No other tickets available` : undefined} />
        <PriceLine event={event} held={held} />
        {cap && (
          <p className="event-hero__cap">
            <SafetyCertificateOutlined aria-hidden="true" />{' '}
            {t`Price capped at ${capText}: no seller can ask more, so resale stays fair.`}
          </p>
        )}
        {event.resale_not_permitted && (
          <p className="event-hero__cap event-hero__no-resale">
            <SafetyCertificateOutlined aria-hidden="true" />{' '}
            {t`Resale not permitted by the organiser: its tickets are name-based and cannot be listed here.`}
          </p>
        )}
        {event.description && <p className="event-hero__description">{event.description}</p>}
      </div>
    </header>
  );
}
