import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../shared/api/api-error';
import { formatEventDate } from '../../shared/format';
import { useLocale } from '../../shared/i18n';
import { useNotify } from '../../shared/notify';
import { Button } from '../../shared/ui/Button';
import { AppLink } from '../../shared/ui/links';
import { alertSummary } from './AlertPanel';
import { ALERT_MESSAGES, myAlertsQuery, type TicketAlert, useRemoveAlert } from './queries';
import './alerts.css';

/** Your ticket alerts (under Your Purchases), each with Remove. Nothing shows while the fan has none. */
export function AlertsSection() {
  const { i18n, t } = useLingui();
  const alerts = useQuery(myAlertsQuery());
  if (alerts.isError) {
    const error = errorMessage(alerts.error, i18n);
    return (
      <section className="alerts-section" aria-labelledby="alerts-title">
        <h2 id="alerts-title" className="alerts-section__title">
          <Trans>Your ticket alerts</Trans>
        </h2>
        <div role="alert">
          <p>{t`Failed to load your ticket alerts: ${error}`}</p>
          <Button size="small" onClick={() => void alerts.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      </section>
    );
  }
  if (!alerts.data || alerts.data.length === 0) return null;
  return (
    <section className="alerts-section" aria-labelledby="alerts-title">
      <h2 id="alerts-title" className="alerts-section__title">
        <Trans>Your ticket alerts</Trans>
      </h2>
      <p className="alerts-section__intro">
        <Trans>
          We email you when a listing that fits is verified, at most once an hour per event, until it starts.
        </Trans>
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
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const remove = useRemoveAlert();
  const notify = useNotify();
  const headingId = `alert-${alert.id}`;
  const summary = alertSummary(i18n, alert);
  const eventTitle = alert.event.title;
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
            aria-label={t`Remove the ticket alert: ${eventTitle}`}
            onClick={() =>
              remove.mutateAsync(alert.id).then(
                () => notify(i18n._(ALERT_MESSAGES.removed)),
                (error: unknown) => notify(errorMessage(error, i18n), { tone: 'error' }),
              )
            }
          >
            <Trans>Remove</Trans>
          </Button>
        </div>
        <p className="alerts-list__meta">
          {alert.event.venue}, {alert.event.city} · {formatEventDate(alert.event.event_date, locale)}
        </p>
        <p className="alerts-list__wants">{alert.sms ? t`${summary} · email and SMS` : t`${summary} · email`}</p>
      </article>
    </li>
  );
}
