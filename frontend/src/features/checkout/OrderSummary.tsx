import { Trans } from '@lingui/react/macro';
import {
  CalendarOutlined,
  CarOutlined,
  EnvironmentOutlined,
  MobileOutlined,
  TagsOutlined,
} from '../../shared/ui/icons';
import { useLingui } from '@lingui/react';
import { formatEventDate } from '../../shared/format';
import { useLocale } from '../../shared/i18n';
import { seatLabel, ticketTypeLabel } from '../events';
import type { CheckoutSummary } from './queries';

/** The event and the seats being bought: title, venue, date in IST, seat/section/row and type. */
export function OrderSummary({ summary }: { summary: CheckoutSummary }) {
  const locale = useLocale();
  const { event, listing } = summary;
  const { i18n } = useLingui();
  return (
    <section className="checkout-card" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-card__title">
        <Trans>Order summary</Trans>
      </h2>
      <p className="checkout-event">{event.title}</p>
      <ul className="checkout-facts">
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
          <span>{seatLabel(i18n, listing)}</span>
        </li>
        <li>
          {listing.ticket_type === 'physical' ? (
            <CarOutlined aria-hidden="true" />
          ) : (
            <MobileOutlined aria-hidden="true" />
          )}
          <span>{ticketTypeLabel(i18n, listing)}</span>
        </li>
      </ul>
    </section>
  );
}
