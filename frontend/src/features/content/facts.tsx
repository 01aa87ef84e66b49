import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { GRIEVANCE_OFFICER, REFUNDS } from '../../shared/site-facts';
import { Fact } from './Fact';

/** How long a refund takes to reach each kind of account, after we credit it. */
export function RefundTimesTable() {
  return (
    <div className="content-table-wrap">
      <table className="content-table">
        <caption>
          <Trans>
            After we credit a refund (within <Fact of={REFUNDS.creditedWithin} />
            ), your bank takes:
          </Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Paid with</Trans>
            </th>
            <th scope="col">
              <Trans>Shows in your account within</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {REFUNDS.bankTimes.map((row) => (
            <tr key={row.method}>
              <th scope="row">
                <Fact of={row.method} />
              </th>
              <td>
                <Fact of={row.time} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The grievance officer's details, as the Consumer Protection (E-Commerce) Rules 2020 require. */
/** The grievance officer (rule 4(5)), and the way to a complaint's tracking page unless this is it. */
export function GrievanceOfficerBlock({ trackLink = true }: { trackLink?: boolean }) {
  const { t } = useLingui();
  return (
    <address className="contact-block" aria-label={t`Grievance Officer`}>
      <p className="contact-block__name">
        <Fact of={GRIEVANCE_OFFICER.name} />
      </p>
      <p>
        <Fact of={GRIEVANCE_OFFICER.role} />
      </p>
      <p>
        <Trans>
          Email: <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a>
        </Trans>
      </p>
      <p>
        <Trans>
          Acknowledges every complaint within <Fact of={GRIEVANCE_OFFICER.acknowledgeWithin} /> and resolves it within{' '}
          <Fact of={GRIEVANCE_OFFICER.resolveWithin} /> of receiving it.
        </Trans>
      </p>
      {trackLink && (
        <p>
          <Trans>
            Have a tracking number? <Link to="/complaints/track">Track a complaint</Link>
          </Trans>
        </p>
      )}
    </address>
  );
}
