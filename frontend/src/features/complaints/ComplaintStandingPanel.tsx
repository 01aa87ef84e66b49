import { formatDateTimeIst } from '../../shared/format';
import type { ComplaintStanding } from './complaints';

const kinds = { dispute: 'Dispute', contact_message: 'Contact message' } as const;

/** One deadline of the rules' clock: met (when), or due by (and late, if so). */
function Deadline({ label, by, done, late }: { label: string; by: string; done: string | null; late: boolean }) {
  return (
    <div className={late ? 'complaint-standing__row is-overdue' : 'complaint-standing__row'}>
      <dt>{label}</dt>
      <dd>
        {done ? `Done ${formatDateTimeIst(done)}` : `Due by ${formatDateTimeIst(by)}`}
        {!done && late && <strong> (overdue)</strong>}
      </dd>
    </div>
  );
}

/** Where a complaint stands (ADR 67): no words of it and no one's name, only the clock's facts, in IST. */
export function ComplaintStandingPanel({ standing }: { standing: ComplaintStanding }) {
  return (
    <section className="complaint-standing" aria-labelledby="complaint-standing-heading" tabIndex={-1}>
      <h2 id="complaint-standing-heading" className="contact-card__title">
        {kinds[standing.kind]} {standing.tracking_number}
      </h2>
      <dl className="complaint-standing__list">
        <div className="complaint-standing__row">
          <dt>Status</dt>
          <dd>
            <strong>{standing.status_label}</strong>
          </dd>
        </div>
        <div className="complaint-standing__row">
          <dt>Filed</dt>
          <dd>{formatDateTimeIst(standing.filed_at)}</dd>
        </div>
        <Deadline
          label="Acknowledged"
          by={standing.acknowledge_by}
          done={standing.acknowledged_at ?? (standing.settled_at as string | null)}
          late={standing.acknowledgement_overdue}
        />
        <Deadline
          label="Settled"
          by={standing.resolve_by}
          done={standing.settled_at}
          late={standing.resolution_overdue}
        />
      </dl>
    </section>
  );
}
