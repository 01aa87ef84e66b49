import { Link } from '@tanstack/react-router';
import {
  BROWSER_STORAGE,
  COMPANY_NAME,
  COOKIES,
  countInWords,
  PAYMENT_GATEWAY,
  POLICIES_LAST_UPDATED,
  SUPPORT,
} from '../../shared/site-facts';
import { ContentPage } from './ContentPage';

export function CookiesPage() {
  return (
    <ContentPage
      title="Cookie Policy"
      eyebrow="Legal"
      intro={
        <p>
          {COMPANY_NAME} sets {countInWords(COOKIES.length)} cookies, only to keep you signed in. We use no analytics,
          advertising or tracking cookies, and no third-party scripts that set their own.
        </p>
      }
      lastUpdated={POLICIES_LAST_UPDATED}
      sections={[
        {
          id: 'what',
          title: 'What cookies are',
          content: (
            <p>
              A cookie is a small piece of text a website asks your browser to keep and send back on later visits. We
              use them for one thing: remembering that you have signed in, so you don’t have to enter your password on
              every page.
            </p>
          ),
        },
        {
          id: 'cookies-we-set',
          title: 'The cookies we set',
          content: (
            <>
              <div className="content-table-wrap">
                <table className="content-table content-table--stack">
                  <caption>Every cookie set by {COMPANY_NAME}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Purpose</th>
                      <th scope="col">Lasts</th>
                      <th scope="col">Sent with</th>
                    </tr>
                  </thead>
                  <tbody>
                    {COOKIES.map((cookie) => (
                      <tr key={cookie.name}>
                        <th scope="row">
                          <code>{cookie.name}</code>
                        </th>
                        <td data-label="Purpose">{cookie.purpose}</td>
                        <td data-label="Lasts">{cookie.lifetime}</td>
                        <td data-label="Sent with">{cookie.sentTo}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p>
                These cookies are <strong>strictly necessary</strong>: they are only set when you sign in, they are
                marked HttpOnly so no script on the page can read them, and they are deleted when you sign out. Because
                the site cannot keep you signed in without them, they do not need your consent, and we do not show a
                cookie banner.
              </p>
            </>
          ),
        },
        {
          id: 'browser-storage',
          title: 'Other storage in your browser',
          content: (
            <>
              <p>
                Besides cookies, the site keeps {countInWords(BROWSER_STORAGE.length)} small items in your browser’s
                storage. They contain no personal data, are never sent to us or anyone else, and are not used for
                tracking:
              </p>
              <ul>
                {BROWSER_STORAGE.map((item) => (
                  <li key={item.name}>
                    <code>{item.name}</code> ({item.kind.toLowerCase()}): {item.purpose}
                  </li>
                ))}
              </ul>
            </>
          ),
        },
        {
          id: 'third-parties',
          title: 'Payment pages',
          content: (
            <p>
              When you pay, you leave {COMPANY_NAME} for {PAYMENT_GATEWAY}’s payment page. {PAYMENT_GATEWAY} may set its
              own cookies there, for security and fraud checks, under its own cookie and privacy policies.
            </p>
          ),
        },
        {
          id: 'control',
          title: 'Controlling cookies',
          content: (
            <p>
              You can see and delete cookies in your browser’s settings. If you block cookies for {COMPANY_NAME}, you
              can still browse events and read every page, but you will not be able to sign in, buy or sell.
            </p>
          ),
        },
        {
          id: 'questions',
          title: 'Questions',
          content: (
            <p>
              Email <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> or use the{' '}
              <Link to="/contact">contact form</Link>. Our <Link to="/privacy-policy">Privacy Policy</Link> explains how
              we handle your personal data.
            </p>
          ),
        },
      ]}
    />
  );
}
