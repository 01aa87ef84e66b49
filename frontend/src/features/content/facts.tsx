import { Link } from '@tanstack/react-router';
import { GRIEVANCE_OFFICER, REFUNDS } from '../../shared/site-facts';

/** How long a refund takes to reach each kind of account, after we credit it. */
export function RefundTimesTable() {
  return (
    <div className="content-table-wrap">
      <table className="content-table">
        <caption>After we credit a refund (within {REFUNDS.creditedWithin}), your bank takes:</caption>
        <thead>
          <tr>
            <th scope="col">Paid with</th>
            <th scope="col">Shows in your account within</th>
          </tr>
        </thead>
        <tbody>
          {REFUNDS.bankTimes.map((row) => (
            <tr key={row.method}>
              <th scope="row">{row.method}</th>
              <td>{row.time}</td>
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
  return (
    <address className="contact-block" aria-label="Grievance Officer">
      <p className="contact-block__name">{GRIEVANCE_OFFICER.name}</p>
      <p>{GRIEVANCE_OFFICER.role}</p>
      <p>
        Email: <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a>
      </p>
      <p>
        Acknowledges every complaint within {GRIEVANCE_OFFICER.acknowledgeWithin} and resolves it within{' '}
        {GRIEVANCE_OFFICER.resolveWithin} of receiving it.
      </p>
      {trackLink && (
        <p>
          Have a tracking number? <Link to="/complaints/track">Track a complaint</Link>
        </p>
      )}
    </address>
  );
}
