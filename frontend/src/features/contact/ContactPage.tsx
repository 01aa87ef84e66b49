import { Link } from '@tanstack/react-router';
import { SUPPORT } from '../../shared/site-facts';
import { ClockCircleOutlined, MailOutlined } from '../../shared/ui/icons';
import { SocialLinks } from '../../shared/ui/SocialLinks';
import { usePageTitle } from '../../shared/usePageTitle';
import { ContentHero } from '../content';
import { GrievanceOfficerBlock } from '../content';
import { CONTACT_FAQ_IDS, faqItems } from '../content';
import { FaqList } from '../content';
import { ContactForm } from './ContactForm';
import './contact.css';

export function ContactPage() {
  usePageTitle('Contact us');
  return (
    <div className="content-page contact-page">
      <ContentHero
        title="Contact us"
        eyebrow="Support"
        intro={
          <p>
            Questions about an order, a listing or your account? Our support team is here {SUPPORT.hours} and replies
            within {SUPPORT.firstReplyWithin}.
          </p>
        }
      />

      <div className="container contact-layout">
        <section className="contact-card contact-card--form" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="contact-card__title">
            Send us a message
          </h2>
          <ContactForm />
        </section>

        <aside className="contact-aside" aria-label="Other ways to reach us">
          <section className="contact-card" aria-labelledby="support-heading">
            <h2 id="support-heading" className="contact-card__title">
              Customer support
            </h2>
            <p className="contact-fact">
              <MailOutlined aria-hidden="true" />
              <span>
                Email <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
              </span>
            </p>
            <p className="contact-fact">
              <ClockCircleOutlined aria-hidden="true" />
              <span>
                Open {SUPPORT.hours}; we reply within {SUPPORT.firstReplyWithin}.
              </span>
            </p>
            <p className="contact-card__more">
              Quick answers are in the <Link to="/help">Help Center</Link>.
            </p>
          </section>

          <section className="contact-card" aria-labelledby="grievance-heading">
            <h2 id="grievance-heading" className="contact-card__title">
              Grievance Officer
            </h2>
            <p>
              If we haven’t resolved your complaint, write to our Grievance Officer under the Consumer Protection
              (E-Commerce) Rules, 2020.
            </p>
            <GrievanceOfficerBlock />
          </section>

          <section className="contact-card" aria-labelledby="social-heading">
            <h2 id="social-heading" className="contact-card__title">
              Follow us
            </h2>
            <SocialLinks className="social-links social-links--light" />
          </section>
        </aside>
      </div>

      <section className="container contact-faq" aria-labelledby="contact-faq-heading">
        <h2 id="contact-faq-heading" className="contact-card__title">
          Frequently asked questions
        </h2>
        <div className="content-body">
          <FaqList items={faqItems(CONTACT_FAQ_IDS)} />
          <p>
            <Link to="/faq">See all frequently asked questions</Link>
          </p>
        </div>
      </section>
    </div>
  );
}
