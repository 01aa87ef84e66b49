import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { SUPPORT } from '../../shared/site-facts';
import { ClockCircleOutlined, MailOutlined } from '../../shared/ui/icons';
import { SocialLinks } from '../../shared/ui/SocialLinks';
import { usePageTitle } from '../../shared/usePageTitle';
import { ContentHero } from '../content';
import { GrievanceOfficerBlock } from '../content';
import { CONTACT_FAQ_IDS, faqItems } from '../content';
import { factIn, FaqList } from '../content';
import { ContactForm } from './ContactForm';
import './contact.css';

export function ContactPage() {
  const { i18n, t } = useLingui();
  usePageTitle(t`Contact us`);
  const hours = SUPPORT.hours;
  // site-facts' reply time, in the reader's language.
  const replyWithin = factIn(i18n, SUPPORT.firstReplyWithin);
  return (
    <div className="content-page contact-page">
      <ContentHero
        title={t`Contact us`}
        eyebrow={t`Support`}
        intro={
          <p>
            <Trans>
              Questions about an order, a listing or your account? Our support team is here {hours} and replies within{' '}
              {replyWithin}.
            </Trans>
          </p>
        }
      />

      <div className="container contact-layout">
        <section className="contact-card contact-card--form" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="contact-card__title">
            <Trans>Send us a message</Trans>
          </h2>
          <ContactForm />
        </section>

        <aside className="contact-aside" aria-label={t`Other ways to reach us`}>
          <section className="contact-card" aria-labelledby="support-heading">
            <h2 id="support-heading" className="contact-card__title">
              <Trans>Customer support</Trans>
            </h2>
            <p className="contact-fact">
              <MailOutlined aria-hidden="true" />
              <span>
                <Trans>
                  Email <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
                </Trans>
              </span>
            </p>
            <p className="contact-fact">
              <ClockCircleOutlined aria-hidden="true" />
              <span>
                <Trans>
                  Open {hours}; we reply within {replyWithin}.
                </Trans>
              </span>
            </p>
            <p className="contact-card__more">
              <Trans>
                Quick answers are in the <Link to="/help">Help Center</Link>.
              </Trans>
            </p>
          </section>

          <section className="contact-card" aria-labelledby="grievance-heading">
            <h2 id="grievance-heading" className="contact-card__title">
              <Trans>Grievance Officer</Trans>
            </h2>
            <p>
              <Trans>
                If we haven’t resolved your complaint, write to our Grievance Officer under the Consumer Protection
                (E-Commerce) Rules, 2020.
              </Trans>
            </p>
            <GrievanceOfficerBlock />
          </section>

          <section className="contact-card" aria-labelledby="social-heading">
            <h2 id="social-heading" className="contact-card__title">
              <Trans>Follow us</Trans>
            </h2>
            <SocialLinks className="social-links social-links--light" />
          </section>
        </aside>
      </div>

      <section className="container contact-faq" aria-labelledby="contact-faq-heading">
        <h2 id="contact-faq-heading" className="contact-card__title">
          <Trans>Frequently asked questions</Trans>
        </h2>
        <div className="content-body">
          <FaqList items={faqItems(CONTACT_FAQ_IDS)} />
          <p>
            <Link to="/faq">
              <Trans>See all frequently asked questions</Trans>
            </Link>
          </p>
        </div>
      </section>
    </div>
  );
}
