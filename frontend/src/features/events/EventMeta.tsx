import { CalendarOutlined, EnvironmentOutlined, TagsOutlined } from '../../shared/ui/icons';
import { formatEventDate, ticketCount } from '../../shared/format';
import { isSoldOut, type EventSummary } from './queries';
import './events.css';

export interface EventMetaProps {
  event: EventSummary;
  large?: boolean;
  /** What the tickets line says instead (the event page of a fan whose seats are held). */
  tickets?: string;
}

/** Venue, date (IST) and tickets left: the same facts on an event card and on the event's page. */
export function EventMeta({ event, large = false, tickets }: EventMetaProps) {
  return (
    <ul className={large ? 'event-meta event-meta--large' : 'event-meta'}>
      <li>
        <EnvironmentOutlined aria-hidden="true" />
        <span>
          {event.venue}, {event.city}
        </span>
      </li>
      <li>
        <CalendarOutlined aria-hidden="true" />
        <time dateTime={event.event_date}>{formatEventDate(event.event_date)}</time>
      </li>
      <li>
        <TagsOutlined aria-hidden="true" />
        <span>
          {tickets ?? (isSoldOut(event) ? 'No tickets available' : `${ticketCount(event.available_tickets)} available`)}
        </span>
      </li>
    </ul>
  );
}
