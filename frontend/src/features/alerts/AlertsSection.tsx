import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../shared/api/api-error';
import { formatEventDate } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { Button } from '../../shared/ui/Button';
import { AppLink } from '../../shared/ui/links';
import { alertSummary } from './AlertPanel';
import { ALERT_MESSAGES, myAlertsQuery, type TicketAlert, useRemoveAlert } from './queries';
import './alerts.css';

export const ALERTS_LOAD_FAILED = 'Failed to load your ticket alerts';

/** Your ticket alerts (under Your Purchases), each with Remove. Nothing shows while the fan has none. */
export function AlertsSection() {
  const alerts = useQuery(myAlertsQuery());
  if (alerts.isError) {
    return (
      <section className="alerts-section" aria-labelledby="alerts-title">
        <h2 id="alerts-title" className="alerts-section__title">
          Your ticket alerts
        </h2>
        <div role="alert">
          <p>
            {ALERTS_LOAD_FAILED}: {errorMessage(alerts.error)}
          </p>
          <Button size="small" onClick={() => void alerts.refetch()}>
            Retry
          </Button>
        </div>
      </section>
    );
  }
  if (!alerts.data || alerts.data.length === 0) return null;
  return (
    <section className="alerts-section" aria-labelledby="alerts-title">
      <h2 id="alerts-title" className="alerts-section__title">
        Your ticket alerts
      </h2>
      <p className="alerts-section__intro">
        We email you when a listing that fits is verified, at most once an hour per event, until it starts.
      </p>
      <ul className="alerts-list">
        {alerts.data.map((alert) => (
          <AlertCard key={alert.id} alert={alert} />
        ))}
      </ul>
    </section>
  );
}

function AlertCard({ alert }: { alert: TicketAlert }) {
  const remove = useRemoveAlert();
  const notify = useNotify();
  const headingId = `alert-${alert.id}`;
  return (
    <li className="alerts-list__item">
      <article aria-labelledby={headingId}>
        <div className="alerts-list__head">
          <h3 id={headingId} className="alerts-list__title">
            <AppLink href={`/event/${encodeURIComponent(alert.event.id)}`}>{alert.event.title}</AppLink>
          </h3>
          <Button
            size="small"
            loading={remove.isPending}
            aria-label={`Remove the ticket alert: ${alert.event.title}`}
            onClick={() =>
              remove.mutateAsync(alert.id).then(
                (answer) => notify(answer.message || ALERT_MESSAGES.removed),
                (error: unknown) => notify(errorMessage(error), { tone: 'error' }),
              )
            }
          >
            Remove
          </Button>
        </div>
        <p className="alerts-list__meta">
          {alert.event.venue}, {alert.event.city} · {formatEventDate(alert.event.event_date)}
        </p>
        <p className="alerts-list__wants">
          {alertSummary(alert)}
          {alert.sms ? ' · email and SMS' : ' · email'}
        </p>
      </article>
    </li>
  );
}
