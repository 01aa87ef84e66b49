import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatInr } from '../../shared/format';
import { EventImage } from './EventImage';
import { EventMeta } from './EventMeta';
import { isSoldOut, type EventSummary } from './queries';
import './events.css';

export interface EventCardProps {
  event: EventSummary;
  /** Keeps headings in order: h3 under a section's h2 (default), h2 directly under a page's h1. */
  headingLevel?: 2 | 3;
  /** Buttons in the card's footer (sell, share); they sit above the card-wide link. */
  actions?: ReactNode;
}

/** An event in a list: the whole card opens /event/{id}. */
export function EventCard({ event, headingLevel = 3, actions }: EventCardProps) {
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const soldOut = isSoldOut(event);
  const category = event.category?.name;
  const price = event.min_price === null ? '' : formatInr(event.min_price);

  return (
    <article className="event-card">
      <div className="event-card__media">
        <EventImage title={event.title} imageUrl={event.image_url} categoryName={category} />
        {category && <span className="event-card__category">{category}</span>}
      </div>
      <div className="event-card__body">
        <Heading className="event-card__title">
          <Link to="/event/$id" params={{ id: event.id }} className="event-card__link">
            {event.title}
          </Link>
        </Heading>
        <EventMeta event={event} />
        <div className="event-card__footer">
          {soldOut || event.min_price === null ? (
            <p className="event-card__price event-card__price--sold-out">
              <Trans>Sold out</Trans>
            </p>
          ) : (
            <p className="event-card__price">{t`Starting from ${price}`}</p>
          )}
          {actions && <div className="event-card__actions">{actions}</div>}
        </div>
      </div>
    </article>
  );
}
