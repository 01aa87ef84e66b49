import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../shared/usePageTitle';
import { ContentHero, GrievanceOfficerBlock } from '../content';
import '../contact'; // its page's layout (.contact-layout, .contact-card), which this page shares
import { TrackComplaintForm } from './TrackComplaintForm';
import './complaints.css';

/**
 * /complaints/track (ADR 67): anyone looks a complaint — a contact message or a dispute — up by its
 * tracking number and the email it was filed with, without signing in. Server-rendered without antd
 * (ADR 57). The grievance officer is the one the rest of the site names (site-facts).
 */
export function TrackComplaintPage() {
  const { t } = useLingui();
  usePageTitle(t`Track a complaint`);
  return (
    <div className="content-page complaint-page">
      <ContentHero
        title={t`Track a complaint`}
        eyebrow={t`Support`}
        intro={
          <p>
            <Trans>
              Every message and dispute gets a tracking number. We acknowledge each within 48 hours and settle it within
              one month.
            </Trans>
          </p>
        }
      />
      <div className="container contact-layout">
        <section className="contact-card contact-card--form" aria-labelledby="complaint-form-heading">
          <h2 id="complaint-form-heading" className="contact-card__title">
            <Trans>Find your complaint</Trans>
          </h2>
          <TrackComplaintForm />
        </section>
        <section className="contact-card" aria-labelledby="complaint-officer-heading">
          <h2 id="complaint-officer-heading" className="contact-card__title">
            <Trans>Grievance Officer</Trans>
          </h2>
          <p>
            <Trans>
              If a deadline has passed, or you are not satisfied with the answer, write to our Grievance Officer under
              the Consumer Protection (E-Commerce) Rules, 2020.
            </Trans>
          </p>
          <GrievanceOfficerBlock trackLink={false} />
        </section>
      </div>
    </div>
  );
}
