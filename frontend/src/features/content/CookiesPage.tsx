import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import {
  BROWSER_STORAGE,
  COMPANY_NAME,
  COOKIES,
  PAYMENT_GATEWAY,
  POLICIES_LAST_UPDATED,
  SUPPORT,
} from '../../shared/site-facts';
import { ContentPage } from './ContentPage';
import { CountInWords, Fact } from './Fact';
import { factIn } from './fact-words';

/** The cookie attribute's name, as browsers spell it. */
const HTTP_ONLY = 'HttpOnly';

export function CookiesPage() {
  const { t, i18n } = useLingui();
  return (
    <ContentPage
      page="/cookies"
      eyebrow={<Trans>Legal</Trans>}
      governedByEnglish
      intro={
        <p>
          <Trans>
            {COMPANY_NAME} sets <CountInWords count={COOKIES.length} /> cookies, only to keep you signed in. We use no
            analytics, advertising or tracking cookies, and no third-party scripts that set their own.
          </Trans>
        </p>
      }
      lastUpdated={POLICIES_LAST_UPDATED}
      sections={[
        {
          id: 'what',
          title: <Trans>What cookies are</Trans>,
          content: (
            <p>
              <Trans>
                A cookie is a small piece of text a website asks your browser to keep and send back on later visits. We
                use them for one thing: remembering that you have signed in, so you don’t have to enter your password on
                every page.
              </Trans>
            </p>
          ),
        },
        {
          id: 'cookies-we-set',
          title: <Trans>The cookies we set</Trans>,
          content: (
            <>
              <div className="content-table-wrap">
                <table className="content-table content-table--stack">
                  <caption>
                    <Trans>Every cookie set by {COMPANY_NAME}</Trans>
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <Trans>Name</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Purpose</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Lasts</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Sent with</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {COOKIES.map((cookie) => (
                      <tr key={cookie.name}>
                        <th scope="row">
                          <code>{cookie.name}</code>
                        </th>
                        <td data-label={t`Purpose`}>
                          <Fact of={cookie.purpose} />
                        </td>
                        <td data-label={t`Lasts`}>
                          <Fact of={cookie.lifetime} />
                        </td>
                        <td data-label={t`Sent with`}>
                          <Fact of={cookie.sentTo} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p>
                <Trans>
                  These cookies are <strong>strictly necessary</strong>: they are only set when you sign in, they are
                  marked {HTTP_ONLY} so no script on the page can read them, and they are deleted when you sign out.
                  Because the site cannot keep you signed in without them, they do not need your consent, and we do not
                  show a cookie banner.
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: 'browser-storage',
          title: <Trans>Other storage in your browser</Trans>,
          content: (
            <>
              <p>
                <Trans>
                  Besides cookies, the site keeps <CountInWords count={BROWSER_STORAGE.length} /> small items in your
                  browser’s storage. They contain no personal data, are never sent to us or anyone else, and are not
                  used for tracking:
                </Trans>
              </p>
              <ul>
                {BROWSER_STORAGE.map((item) => (
                  <li key={item.name}>
                    <code>{item.name}</code> ({factIn(i18n, item.kind).toLowerCase()}): <Fact of={item.purpose} />
                  </li>
                ))}
              </ul>
            </>
          ),
        },
        {
          id: 'third-parties',
          title: <Trans>Payment pages</Trans>,
          content: (
            <p>
              <Trans>
                When you pay, you leave {COMPANY_NAME} for {PAYMENT_GATEWAY}’s payment page. {PAYMENT_GATEWAY} may set
                its own cookies there, for security and fraud checks, under its own cookie and privacy policies.
              </Trans>
            </p>
          ),
        },
        {
          id: 'control',
          title: <Trans>Controlling cookies</Trans>,
          content: (
            <p>
              <Trans>
                You can see and delete cookies in your browser’s settings. If you block cookies for {COMPANY_NAME}, you
                can still browse events and read every page, but you will not be able to sign in, buy or sell.
              </Trans>
            </p>
          ),
        },
        {
          id: 'questions',
          title: <Trans>Questions</Trans>,
          content: (
            <p>
              <Trans>
                Email <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> or use the{' '}
                <Link to="/contact">contact form</Link>. Our <Link to="/privacy-policy">Privacy Policy</Link> explains
                how we handle your personal data.
              </Trans>
            </p>
          ),
        },
      ]}
    />
  );
}
