import { CalendarOutlined, EnvironmentOutlined, TagsOutlined } from '../../shared/ui/icons';
import { useLingui } from '@lingui/react/macro';
import { formatEventDate } from '../../shared/format';
import { ticketCount, useLocale } from '../../shared/i18n';
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
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const available = ticketCount(i18n, event.available_tickets);
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
        <time dateTime={event.event_date}>{formatEventDate(event.event_date, locale)}</time>
      </li>
      <li>
        <TagsOutlined aria-hidden="true" />
        <span>{tickets ?? (isSoldOut(event) ? t`No tickets available` : t`${available} available`)}</span>
      </li>
    </ul>
  );
}
