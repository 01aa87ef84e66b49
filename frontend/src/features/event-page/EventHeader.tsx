import { SafetyCertificateOutlined } from '@ant-design/icons';
import { type Paise, resaleCap, resaleCapLabel } from '@ticketsetu/contracts/money';
import { formatInr } from '../../shared/format';
import { EventImage } from '../events/EventImage';
import { EventMeta } from '../events/EventMeta';
import { isSoldOut, type EventPage } from '../events/queries';
import './event-page.css';

export function EventHeader({ event }: { event: EventPage }) {
  const soldOut = isSoldOut(event);
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
        <EventMeta event={event} large />
        {soldOut || event.min_price === null ? (
          <p className="event-hero__price event-hero__price--sold-out">Sold out</p>
        ) : (
          <p className="event-hero__price">{`Starting from ${formatInr(event.min_price)}`}</p>
        )}
        {cap && (
          <p className="event-hero__cap">
            <SafetyCertificateOutlined aria-hidden="true" /> Price capped at {resaleCapLabel(cap)}: no seller can ask
            more, so resale stays fair.
          </p>
        )}
        {event.description && <p className="event-hero__description">{event.description}</p>}
      </div>
    </header>
  );
}
