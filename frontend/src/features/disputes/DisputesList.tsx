import { useQuery } from '@tanstack/react-query';
import { Button } from '../../shared/ui/Button';
import { errorMessage } from '../../shared/api/api-error';
import { formatDateTimeIst } from '../../shared/format';
import { AppLink } from '../../shared/ui/links';
import { DISPUTE_MESSAGES } from './dispute-messages';
import { DisputeStatusTag, OverdueTag } from './dispute-parts';
import { type Dispute, myDisputesQuery, openFirst } from './queries';

/** Where a dispute stands in a line: the next deadline while open, else when it closed. */
export function disputeProgress(dispute: Dispute): string {
  if (dispute.closed_at) {
    return `${dispute.status === 'withdrawn' ? 'Withdrawn' : 'Resolved'} ${formatDateTimeIst(dispute.closed_at)}`;
  }
  if (!dispute.acknowledged_at) return `To be acknowledged by ${formatDateTimeIst(dispute.acknowledge_by)}`;
  return `To be resolved by ${formatDateTimeIst(dispute.resolve_by)}`;
}

/**
 * The disputes the person is a party to on one side: as buyer (under Your Purchases) or as seller
 * (under Your Listings). Open ones first. Nothing shows while there are none.
 */
export function DisputesList({ role }: { role: 'buyer' | 'seller' }) {
  const disputes = useQuery(myDisputesQuery());
  const title = role === 'buyer' ? 'Your disputes' : 'Disputes on your sales';
  const headingId = `disputes-${role}-title`;

  if (disputes.isError) {
    return (
      <section className="disputes-section" aria-labelledby={headingId}>
        <h2 id={headingId} className="disputes-section__title">
          {title}
        </h2>
        <div className="disputes-section__error" role="alert">
          <p>
            {DISPUTE_MESSAGES.loadFailed}: {errorMessage(disputes.error)}
          </p>
          <Button size="small" onClick={() => void disputes.refetch()}>
            Retry
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
                <span className="disputes-list__event">{dispute.event?.title ?? 'Your purchase'}</span>
              </AppLink>
              <span className="disputes-list__tags">
                <DisputeStatusTag dispute={dispute} />
                <OverdueTag dispute={dispute} />
              </span>
            </div>
            <p className="disputes-list__meta">
              {dispute.reason_label} · {disputeProgress(dispute)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
