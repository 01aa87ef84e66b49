import { Link } from '@tanstack/react-router';
import {
  ACCESSIBILITY_PHONE,
  COMPANY_NAME,
  GRIEVANCE_OFFICER,
  joinList,
  PAYMENT_GATEWAY,
  POLICIES_LAST_UPDATED,
  SUPPORT,
  TRANSFER_PLATFORMS,
  WCAG_TARGET,
} from '../../shared/site-facts';
import { ContentPage } from './ContentPage';

const wcag = `WCAG ${WCAG_TARGET.version} level ${WCAG_TARGET.level}`;

export function AccessibilityPage() {
  return (
    <ContentPage
      title="Accessibility Statement"
      eyebrow="Accessibility"
      intro={
        <p>
          Everyone should be able to buy and sell tickets on {COMPANY_NAME}, whatever device they use and however they
          use it. This statement explains how accessible the site is today and how to tell us when it falls short.
        </p>
      }
      lastUpdated={POLICIES_LAST_UPDATED}
      sections={[
        {
          id: 'status',
          title: 'Conformance status',
          content: (
            <p>
              We aim to meet the Web Content Accessibility Guidelines ({wcag}). {COMPANY_NAME} is{' '}
              <strong>{WCAG_TARGET.conformance}</strong> with {wcag}: most of the site meets the standard, and the known
              exceptions are listed below.
            </p>
          ),
        },
        {
          id: 'what-we-do',
          title: 'What we do',
          content: (
            <ul>
              <li>
                Every page can be used with a keyboard alone, with a visible focus outline and a “Skip to main content”
                link.
              </li>
              <li>Pages use headings, landmarks and labelled form fields that screen readers announce.</li>
              <li>Text and controls meet the {WCAG_TARGET.level} colour contrast ratios.</li>
              <li>Pages work on screens as narrow as 360 pixels and when text is zoomed to 200%.</li>
              <li>Animations are reduced when your device asks for reduced motion.</li>
              <li>Messages such as errors and confirmations are shown in words, not only in colour.</li>
              <li>We test each release with automated accessibility checks and by hand with a keyboard.</li>
            </ul>
          ),
        },
        {
          id: 'known-limits',
          title: 'Known limitations',
          content: (
            <ul>
              <li>
                Some drop-down lists (for example the number of tickets on an event page) do not announce every option
                to all screen readers. You can still choose an option with the arrow keys and Enter.
              </li>
              <li>Event images come from organisers and may have only the event name as their description.</li>
              <li>
                Proof-of-ticket and proof-of-transfer files are images or PDFs uploaded by sellers; we cannot make their
                content accessible.
              </li>
              <li>
                Payment happens on {PAYMENT_GATEWAY}’s page, and mobile ticket transfers in the{' '}
                {joinList(TRANSFER_PLATFORMS)} apps. Their accessibility is outside our control.
              </li>
            </ul>
          ),
        },
        {
          id: 'feedback',
          title: 'Feedback and help',
          content: (
            <>
              <p>
                If something on {COMPANY_NAME} is hard to use, or you need information in another format, tell us. We
                can also help you complete a purchase or listing over the phone or by email.
              </p>
              <ul>
                <li>
                  Phone: <a href={ACCESSIBILITY_PHONE.href}>{ACCESSIBILITY_PHONE.display}</a> (
                  {ACCESSIBILITY_PHONE.hours})
                </li>
                <li>
                  Email: <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> (any time, {SUPPORT.hours})
                </li>
                <li>
                  Our <Link to="/contact">contact form</Link>
                </li>
              </ul>
              <p>
                We reply within {SUPPORT.firstReplyWithin}. If you are not satisfied with our response, you can write to
                our Grievance Officer at <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a>.
              </p>
            </>
          ),
        },
        {
          id: 'assessment',
          title: 'How we assessed the site',
          content: (
            <p>
              This statement is based on our own evaluation: automated accessibility checks (axe) run on every page,
              plus manual testing with a keyboard and on phone-sized screens.
            </p>
          ),
        },
      ]}
    />
  );
}
