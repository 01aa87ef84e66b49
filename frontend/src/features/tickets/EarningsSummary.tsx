import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
    <dl className="earnings-summary" aria-label={t`Your earnings`}>
      <div className="earnings-summary__item">
        <dt>
          <Trans>Total Earnings</Trans>
        </dt>
        <dd>{formatInr(total_earnings)}</dd>
      </div>
      <div className="earnings-summary__item">
        <dt>
          <Trans>Paid to You</Trans>
        </dt>
        <dd>{formatInr(paid_out)}</dd>
      </div>
      {held_until_after_event > 0 && (
        <div className="earnings-summary__item">
          <dt>
            <Trans>Held Until After the Event</Trans>
          </dt>
          <dd>{formatInr(held_until_after_event)}</dd>
        </div>
      )}
      <div className="earnings-summary__item">
        <dt>
          <Trans>Total Tickets Sold</Trans>
        </dt>
        <dd>{total_tickets_sold}</dd>
      </div>
      <div className="earnings-summary__item">
        <dt>
          <Trans>Pending Transfers</Trans>
        </dt>
        <dd>{pending_transfers}</dd>
      </div>
      <div className="earnings-summary__item">
        <dt>
          <Trans>Completed Transfers</Trans>
        </dt>
        <dd>{completed_transfers}</dd>
      </div>
    </dl>
  );
}
