import { Link } from '@tanstack/react-router';
import {
  ACCOUNT_DELETION,
  COMPANY_NAME,
  COOKIES,
  countInWords,
  GRIEVANCE_OFFICER,
  joinList,
  MIN_AGE,
  PAYMENT_GATEWAY,
  POLICIES_LAST_UPDATED,
  REGISTRATION_FIELDS,
  SUPPORT,
  TRANSFER_PLATFORMS,
} from '../../shared/site-facts';
import { AppLink } from '../../shared/ui/links';
import { ContentPage } from './ContentPage';
import { GrievanceOfficerBlock } from './facts';

const platforms = joinList(TRANSFER_PLATFORMS, 'or');

const uses = [
  {
    what: `Account details: your ${joinList(REGISTRATION_FIELDS)}`,
    why: `To create your account, confirm that you are ${MIN_AGE} or over, secure sign-in and contact you about your orders.`,
  },
  {
    what: 'Seller details: listing information, proof-of-ticket files, pickup addresses, UPI ID',
    why: 'To verify listings, arrange courier pickups and pay you for tickets you sell.',
  },
  {
    what: `Buyer details: delivery addresses, the email or ID of your ${platforms} account`,
    why: 'To get tickets to you: by courier, or by the seller’s in-app transfer to your account.',
  },
  {
    what: 'Payment and payout records: order IDs, amounts, status, dates',
    why: `To take payments through ${PAYMENT_GATEWAY}, make refunds and payouts, and keep the accounts the law requires. Card and bank details are entered on ${PAYMENT_GATEWAY}’s page and never reach us.`,
  },
  {
    what: 'Messages: what you send through the contact form or to support, and proof of transfer',
    why: 'To answer you, settle Buyer Guarantee claims and resolve disputes.',
  },
  {
    what: 'Technical data: IP address, browser type, times of requests',
    why: 'To keep the service secure, limit abuse (for example, too many sign-in attempts) and fix faults.',
  },
];

export function PrivacyPolicyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      eyebrow="Legal"
      intro={
        <p>
          What personal data {COMPANY_NAME} collects, why, who we share it with, how long we keep it, and the rights you
          have under India’s Digital Personal Data Protection Act, 2023.
        </p>
      }
      lastUpdated={POLICIES_LAST_UPDATED}
      sections={[
        {
          id: 'who-we-are',
          title: 'Who we are',
          content: (
            <p>
              {COMPANY_NAME} runs the ticket resale marketplace at this website and decides how your personal data is
              used for it, which makes us the data fiduciary under the Digital Personal Data Protection Act, 2023 (the
              DPDP Act). You can reach us at <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>.
            </p>
          ),
        },
        {
          id: 'what-and-why',
          title: 'What we collect and why',
          content: (
            <>
              <p>
                We collect only what we need to run the marketplace, and we use it only for the purposes below. We do
                not sell your data and we do not use it for advertising.
              </p>
              <div className="content-table-wrap">
                <table className="content-table content-table--stack">
                  <caption>Personal data we collect and what it is used for</caption>
                  <thead>
                    <tr>
                      <th scope="col">What</th>
                      <th scope="col">Why</th>
                    </tr>
                  </thead>
                  <tbody>
                    {uses.map((use) => (
                      <tr key={use.what}>
                        <th scope="row">{use.what}</th>
                        <td data-label="Why">{use.why}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p>
                By creating an account you consent to this use. You can withdraw consent at any time by deleting your
                account; it does not affect what we did before, or records the law requires us to keep.
              </p>
            </>
          ),
        },
        {
          id: 'sharing',
          title: 'Who we share it with',
          content: (
            <>
              <p>We share only what each party needs to do its part:</p>
              <ul>
                <li>
                  <strong>{PAYMENT_GATEWAY}</strong>, our payment gateway: your name, email, phone number and the
                  amount, to take your payment and send refunds.
                </li>
                <li>
                  <strong>Our SMS provider</strong>: your mobile number, to send one-time passwords.
                </li>
                <li>
                  <strong>Our email provider</strong>: your name and email address, to send order, listing and account
                  emails.
                </li>
                <li>
                  <strong>Our courier partner</strong>: names, phone numbers and pickup or delivery addresses, for
                  physical tickets only.
                </li>
                <li>
                  <strong>The other side of your sale</strong>: a seller of mobile tickets sees the {platforms} account
                  you entered at checkout, so they can transfer the tickets to it. Buyers and sellers do not see each
                  other’s phone numbers or addresses.
                </li>
                <li>
                  <strong>Our hosting and storage providers</strong>, who keep the data on our behalf under contract.
                </li>
                <li>
                  <strong>Authorities</strong>, when the law requires it, such as a valid request from the police or a
                  court.
                </li>
              </ul>
            </>
          ),
        },
        {
          id: 'cookies',
          title: 'Cookies',
          content: (
            <p>
              We use {countInWords(COOKIES.length)} cookies, only to keep you signed in, and nothing for analytics or
              advertising. The <Link to="/cookies">Cookie Policy</Link> lists them.
            </p>
          ),
        },
        {
          id: 'retention',
          title: 'How long we keep it',
          content: (
            <ul>
              <li>Account details: while your account is open.</li>
              <li>
                When you ask us to delete your account, we erase your personal data within {ACCOUNT_DELETION.within} of
                the request, once {ACCOUNT_DELETION.condition}. Your name, email, phone number, date of birth, addresses
                and UPI ID are erased, and your sign-in sessions are ended.
              </li>
              <li>
                Records of payments, refunds and payouts are kept for as long as tax and accounting laws require, linked
                to the anonymised account rather than to you.
              </li>
              <li>Contact messages and dispute evidence: as long as we need them to resolve the matter.</li>
            </ul>
          ),
        },
        {
          id: 'security',
          title: 'How we protect it',
          content: (
            <p>
              The site is served only over encrypted (HTTPS) connections. Passwords are stored as one-way hashes, never
              as text. Your session lives in cookies that page scripts cannot read. Only staff who need it for their
              work (for example, verifying listings or paying out) can see personal data.
            </p>
          ),
        },
        {
          id: 'rights',
          title: 'Your rights under the DPDP Act, 2023',
          content: (
            <>
              <ul>
                <li>
                  <strong>Access:</strong> ask for a summary of the personal data we hold about you, how we use it and
                  who we have shared it with.
                </li>
                <li>
                  <strong>Correction:</strong> correct, complete or update your details, most of them yourself on{' '}
                  <AppLink href="/profile">Your Profile</AppLink>.
                </li>
                <li>
                  <strong>Erasure:</strong> have your personal data erased by deleting your account (see below).
                </li>
                <li>
                  <strong>Grievance redressal:</strong> complain to our Grievance Officer, and if you are not satisfied,
                  to the Data Protection Board of India.
                </li>
                <li>
                  <strong>Nomination:</strong> nominate someone to exercise these rights for you in the event of your
                  death or incapacity.
                </li>
              </ul>
              <p>
                To use a right, email <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a> from
                the address on your account. We may ask you to confirm your identity first.
              </p>
            </>
          ),
        },
        {
          id: 'delete-account',
          title: 'How to delete your account',
          content: (
            <ol>
              <li>
                Sign in and open <AppLink href="/profile">Your Profile</AppLink>.
              </li>
              <li>
                Choose <strong>Delete my account</strong> and confirm. Your account closes at once and you are signed
                out.
              </li>
              <li>
                We erase your personal data within {ACCOUNT_DELETION.within}, once {ACCOUNT_DELETION.condition}. If
                something is still in progress, we finish it first and then erase your data.
              </li>
            </ol>
          ),
        },
        {
          id: 'children',
          title: 'Children',
          content: (
            <p>
              {COMPANY_NAME} is only for adults aged {MIN_AGE} or over. We do not knowingly collect personal data of
              children; if you believe a child has registered, please tell us and we will delete the account.
            </p>
          ),
        },
        {
          id: 'changes',
          title: 'Changes to this policy',
          content: (
            <p>
              When we change this policy we update the date at the top, and we email registered members about important
              changes before they take effect.
            </p>
          ),
        },
        {
          id: 'grievance',
          title: 'Grievance Officer',
          content: (
            <>
              <p>For any concern about your personal data, contact:</p>
              <GrievanceOfficerBlock />
            </>
          ),
        },
      ]}
    />
  );
}
