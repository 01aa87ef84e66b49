import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import {
  ACCESSIBILITY_PHONE,
  COMPANY_NAME,
  GRIEVANCE_OFFICER,
  PAYMENT_GATEWAY,
  POLICIES_LAST_UPDATED,
  SUPPORT,
  TRANSFER_PLATFORMS,
  WCAG_TARGET,
} from '../../shared/site-facts';
import { ContentPage } from './ContentPage';
import { Fact, FactList } from './Fact';

/** The standard's name, as it is written in every language. */
const WCAG = 'WCAG';

export function AccessibilityPage() {
  const { t } = useLingui();
  const wcag = t`${WCAG} ${WCAG_TARGET.version} level ${WCAG_TARGET.level}`;
  return (
    <ContentPage
      page="/accessibility"
      eyebrow={<Trans>Accessibility</Trans>}
      intro={
        <p>
          <Trans>
            Everyone should be able to buy and sell tickets on {COMPANY_NAME}, whatever device they use and however they
            use it. This statement explains how accessible the site is today and how to tell us when it falls short.
          </Trans>
        </p>
      }
      lastUpdated={POLICIES_LAST_UPDATED}
      sections={[
        {
          id: 'status',
          title: <Trans>Conformance status</Trans>,
          content: (
            <p>
              <Trans>
                We aim to meet the Web Content Accessibility Guidelines ({wcag}). {COMPANY_NAME} is{' '}
                <strong>
                  <Fact of={WCAG_TARGET.conformance} />
                </strong>{' '}
                with {wcag}: most of the site meets the standard, and the known exceptions are listed below.
              </Trans>
            </p>
          ),
        },
        {
          id: 'what-we-do',
          title: <Trans>What we do</Trans>,
          content: (
            <ul>
              <li>
                <Trans>
                  Every page can be used with a keyboard alone, with a visible focus outline and a “Skip to main
                  content” link.
                </Trans>
              </li>
              <li>
                <Trans>Pages use headings, landmarks and labelled form fields that screen readers announce.</Trans>
              </li>
              <li>
                <Trans>Text and controls meet the {WCAG_TARGET.level} colour contrast ratios.</Trans>
              </li>
              <li>
                <Trans>Pages work on screens as narrow as 360 pixels and when text is zoomed to 200%.</Trans>
              </li>
              <li>
                <Trans>Animations are reduced when your device asks for reduced motion.</Trans>
              </li>
              <li>
                <Trans>Messages such as errors and confirmations are shown in words, not only in colour.</Trans>
              </li>
              <li>
                <Trans>We test each release with automated accessibility checks and by hand with a keyboard.</Trans>
              </li>
            </ul>
          ),
        },
        {
          id: 'known-limits',
          title: <Trans>Known limitations</Trans>,
          content: (
            <ul>
              <li>
                <Trans>
                  Some drop-down lists (for example the number of tickets on an event page) do not announce every option
                  to all screen readers. You can still choose an option with the arrow keys and Enter.
                </Trans>
              </li>
              <li>
                <Trans>Event images come from organisers and may have only the event name as their description.</Trans>
              </li>
              <li>
                <Trans>
                  Proof-of-ticket and proof-of-transfer files are images or PDFs uploaded by sellers; we cannot make
                  their content accessible.
                </Trans>
              </li>
              <li>
                <Trans>
                  Payment happens on {PAYMENT_GATEWAY}’s page, and mobile ticket transfers in the{' '}
                  <FactList of={TRANSFER_PLATFORMS} /> apps. Their accessibility is outside our control.
                </Trans>
              </li>
            </ul>
          ),
        },
        {
          id: 'feedback',
          title: <Trans>Feedback and help</Trans>,
          content: (
            <>
              <p>
                <Trans>
                  If something on {COMPANY_NAME} is hard to use, or you need information in another format, tell us. We
                  can also help you complete a purchase or listing over the phone or by email.
                </Trans>
              </p>
              <ul>
                <li>
                  <Trans>
                    Phone: <a href={ACCESSIBILITY_PHONE.href}>{ACCESSIBILITY_PHONE.display}</a> (
                    <Fact of={ACCESSIBILITY_PHONE.hours} />)
                  </Trans>
                </li>
                <li>
                  <Trans>
                    Email: <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> (any time, {SUPPORT.hours})
                  </Trans>
                </li>
                <li>
                  <Trans>
                    Our <Link to="/contact">contact form</Link>
                  </Trans>
                </li>
              </ul>
              <p>
                <Trans>
                  We reply within <Fact of={SUPPORT.firstReplyWithin} />. If you are not satisfied with our response,
                  you can write to our Grievance Officer at{' '}
                  <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a>.
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: 'assessment',
          title: <Trans>How we assessed the site</Trans>,
          content: (
            <p>
              <Trans>
                This statement is based on our own evaluation: automated accessibility checks (axe) run on every page,
                plus manual testing with a keyboard and on phone-sized screens.
              </Trans>
            </p>
          ),
        },
      ]}
    />
  );
}
