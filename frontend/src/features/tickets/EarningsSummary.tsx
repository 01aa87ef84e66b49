import { useQuery } from '@tanstack/react-query';
import { formatInr } from '../../shared/format';
import { earningsQuery } from './queries';

/**
 * Your Listings' summary: what the seller has earned (the sales that stand), what has reached their UPI
 * id, what waits until after the events (a new seller's first sales, a large sum owed: ADR 44), and how
 * their transfers stand. While it loads
 * or when it fails (the spec: earnings errors are only logged) it takes no room.
 */
export function EarningsSummary() {
  const earnings = useQuery(earningsQuery());
  if (!earnings.data) return null;
  const {
    total_earnings,
    paid_out,
    held_until_after_event,
    total_tickets_sold,
    pending_transfers,
    completed_transfers,
  } = earnings.data;
  return (
    <dl className="earnings-summary" aria-label="Your earnings">
      <div className="earnings-summary__item">
        <dt>Total Earnings</dt>
        <dd>{formatInr(total_earnings)}</dd>
      </div>
      <div className="earnings-summary__item">
        <dt>Paid to You</dt>
        <dd>{formatInr(paid_out)}</dd>
      </div>
      {held_until_after_event > 0 && (
        <div className="earnings-summary__item">
          <dt>Held Until After the Event</dt>
          <dd>{formatInr(held_until_after_event)}</dd>
        </div>
      )}
      <div className="earnings-summary__item">
        <dt>Total Tickets Sold</dt>
        <dd>{total_tickets_sold}</dd>
      </div>
      <div className="earnings-summary__item">
        <dt>Pending Transfers</dt>
        <dd>{pending_transfers}</dd>
      </div>
      <div className="earnings-summary__item">
        <dt>Completed Transfers</dt>
        <dd>{completed_transfers}</dd>
      </div>
    </dl>
  );
}
