import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@ticketsetu/contracts/locales';
import { Button } from '../../shared/ui/Button';
import { errorMessage } from '../../shared/api/api-error';
import { formatDateTimeIst } from '../../shared/format';
import { useLocale } from '../../shared/i18n';
import { AppLink } from '../../shared/ui/links';
import { DisputeStatusTag, OverdueTag } from './dispute-parts';
import { disputeReasonLabel } from './dispute-words';
import { type Dispute, myDisputesQuery, openFirst } from './queries';

/** Where a dispute stands in a line: the next deadline while open, else when it closed. */
function disputeProgress(i18n: I18n, locale: Locale, dispute: Dispute): string {
  if (dispute.closed_at) {
    const closedAt = formatDateTimeIst(dispute.closed_at, locale);
    return dispute.status === 'withdrawn' ? i18n._(msg`Withdrawn ${closedAt}`) : i18n._(msg`Resolved ${closedAt}`);
  }
  if (!dispute.acknowledged_at) {
    const acknowledgeBy = formatDateTimeIst(dispute.acknowledge_by, locale);
    return i18n._(msg`To be acknowledged by ${acknowledgeBy}`);
  }
  const resolveBy = formatDateTimeIst(dispute.resolve_by, locale);
  return i18n._(msg`To be resolved by ${resolveBy}`);
}

/**
 * The disputes the person is a party to on one side: as buyer (under Your Purchases) or as seller
 * (under Your Listings). Open ones first. Nothing shows while there are none.
 */
export function DisputesList({ role }: { role: 'buyer' | 'seller' }) {
  const disputes = useQuery(myDisputesQuery());
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const title = role === 'buyer' ? t`Your disputes` : t`Disputes on your sales`;
  const headingId = `disputes-${role}-title`;

  if (disputes.isError) {
    return (
      <section className="disputes-section" aria-labelledby={headingId}>
        <h2 id={headingId} className="disputes-section__title">
          {title}
        </h2>
        <div className="disputes-section__error" role="alert">
          <p>{t`Failed to load disputes: ${errorMessage(disputes.error, i18n)}`}</p>
          <Button size="small" onClick={() => void disputes.refetch()}>
            {t`Retry`}
          </Button>
        </div>
      </section>
    );
  }
  const mine = openFirst((disputes.data ?? []).filter((dispute) => dispute.role === role));
  if (mine.length === 0) return null;

  return (
    <section className="disputes-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="disputes-section__title">
        {title}
      </h2>
      <ul className="disputes-list">
        {mine.map((dispute) => (
          <li key={dispute.id} className={`disputes-list__item${dispute.overdue ? ' is-overdue' : ''}`}>
            <div className="disputes-list__head">
              <AppLink href={`/disputes/${encodeURIComponent(dispute.id)}`} className="disputes-list__link">
                <span className="dispute-reference">{dispute.reference}</span>
                <span className="sr-only">: </span>
                <span className="disputes-list__event">{dispute.event?.title ?? t`Your purchase`}</span>
              </AppLink>
              <span className="disputes-list__tags">
                <DisputeStatusTag dispute={dispute} />
                <OverdueTag dispute={dispute} />
              </span>
            </div>
            <p className="disputes-list__meta">
              {disputeReasonLabel(i18n, dispute.reason, dispute.reason_label)} ·{' '}
              {disputeProgress(i18n, locale, dispute)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
