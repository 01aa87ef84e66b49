import { SafetyCertificateOutlined } from '../../shared/ui/icons';
import { type Paise, resaleCap, resaleCapLabel } from '@ticketsetu/contracts/money';
import { RESALE_NOT_PERMITTED } from '@ticketsetu/contracts/rules';
import { formatInr, ticketCount } from '../../shared/format';
import { EventImage } from '../events';
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
  if (!isSoldOut(event) && event.min_price !== null) {
    return <p className="event-hero__price">{`Starting from ${formatInr(event.min_price)}`}</p>;
  }
  if (held) {
    return <p className="event-hero__price event-hero__price--held">{`${ticketCount(held.quantity)} held for you`}</p>;
  }
  if (event.ever_listed) return <p className="event-hero__price event-hero__price--sold-out">Sold out</p>;
  return <p className="event-hero__price event-hero__price--sold-out event-hero__price--not-yet">Not on sale yet</p>;
}

export function EventHeader({ event, held }: EventHeaderProps) {
  // The event's resale cap (ADR 28), so buyers see that no listing may ask more.
  const cap = resaleCap({
    capPercent: event.resale_cap_percent ?? null,
    capPrice: (event.resale_cap_price ?? null) as Paise | null,
  });
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
        <EventMeta event={event} large tickets={held && isSoldOut(event) ? 'No other tickets available' : undefined} />
        <PriceLine event={event} held={held} />
        {cap && (
          <p className="event-hero__cap">
            <SafetyCertificateOutlined aria-hidden="true" /> Price capped at {resaleCapLabel(cap)}: no seller can ask
            more, so resale stays fair.
          </p>
        )}
        {event.resale_not_permitted && (
          <p className="event-hero__cap event-hero__no-resale">
            <SafetyCertificateOutlined aria-hidden="true" /> {RESALE_NOT_PERMITTED}: its tickets are name-based and
            cannot be listed here.
          </p>
        )}
        {event.description && <p className="event-hero__description">{event.description}</p>}
      </div>
    </header>
  );
}
