import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTimeIst } from '../../shared/format';
import { useLocale } from '../../shared/i18n';
import type { ComplaintStanding } from './complaints';

/** A contact message's label by its stage (the server's: backend complaint-lookup.ts contactLabels). */
const CONTACT_STAGES = {
  received: msg`Received`,
  acknowledged: msg`Being handled`,
  settled: msg`Closed`,
} as const;

/** One deadline of the rules' clock: met (when), or due by (and late, if so). */
function Deadline({ label, by, done, late }: { label: string; by: string; done: string | null; late: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const doneAt = done ? formatDateTimeIst(done, locale) : '';
  const dueBy = formatDateTimeIst(by, locale);
  return (
    <div className={late ? 'complaint-standing__row is-overdue' : 'complaint-standing__row'}>
      <dt>{label}</dt>
      <dd>
        {done ? t`Done ${doneAt}` : t`Due by ${dueBy}`}
        {!done && late && (
          <strong>
            {' '}
            <Trans>(overdue)</Trans>
          </strong>
        )}
      </dd>
    </div>
  );
}

/** Where a complaint stands (ADR 67): no words of it and no one's name, only the clock's facts, in IST. */
export function ComplaintStandingPanel({ standing }: { standing: ComplaintStanding }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const number = standing.tracking_number;
  // A dispute's label is its status's, which this page is not told: the server's words.
  const label = standing.kind === 'contact_message' ? i18n._(CONTACT_STAGES[standing.stage]) : standing.status_label;
  return (
    <section className="complaint-standing" aria-labelledby="complaint-standing-heading" tabIndex={-1}>
      <h2 id="complaint-standing-heading" className="contact-card__title">
        {standing.kind === 'dispute' ? t`Dispute ${number}` : t`Contact message ${number}`}
      </h2>
      <dl className="complaint-standing__list">
        <div className="complaint-standing__row">
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>
            <strong>{label}</strong>
          </dd>
        </div>
        <div className="complaint-standing__row">
          <dt>
            <Trans>Filed</Trans>
          </dt>
          <dd>{formatDateTimeIst(standing.filed_at, locale)}</dd>
        </div>
        <Deadline
          label={t`Acknowledged`}
          by={standing.acknowledge_by}
          done={standing.acknowledged_at ?? (standing.settled_at as string | null)}
          late={standing.acknowledgement_overdue}
        />
        <Deadline
          label={t`Settled`}
          by={standing.resolve_by}
          done={standing.settled_at}
          late={standing.resolution_overdue}
        />
      </dl>
    </section>
  );
}
