import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import {
  ACCOUNT_DELETION,
  COMPANY_NAME,
  COOKIES,
  GRIEVANCE_OFFICER,
  MIN_AGE,
  PAYMENT_GATEWAY,
  POLICIES_LAST_UPDATED,
  REGISTRATION_FIELDS,
  SUPPORT,
  TRANSFER_PLATFORMS,
} from '../../shared/site-facts';
import { AppLink } from '../../shared/ui/links';
import { ContentPage } from './ContentPage';
import { CountInWords, Fact, FactList } from './Fact';
import { GrievanceOfficerBlock } from './facts';

const uses: { what: ReactNode; why: ReactNode }[] = [
  {
    what: (
      <Trans>
        Account details: your <FactList of={REGISTRATION_FIELDS} />
      </Trans>
    ),
    why: (
      <Trans>
        To create your account, confirm that you are {MIN_AGE} or over, secure sign-in and contact you about your
        orders.
      </Trans>
    ),
  },
  {
    what: <Trans>Seller details: listing information, proof-of-ticket files, pickup addresses, UPI ID</Trans>,
    why: <Trans>To verify listings, arrange courier pickups and pay you for tickets you sell.</Trans>,
  },
  {
    what: (
      <Trans>
        Buyer details: delivery addresses, the email or ID of your <FactList of={TRANSFER_PLATFORMS} word="or" />{' '}
        account
      </Trans>
    ),
    why: <Trans>To get tickets to you: by courier, or by the seller’s in-app transfer to your account.</Trans>,
  },
  {
    what: <Trans>Payment and payout records: order IDs, amounts, status, dates</Trans>,
    why: (
      <Trans>
        To take payments through {PAYMENT_GATEWAY}, make refunds and payouts, and keep the accounts the law requires.
        Card and bank details are entered on {PAYMENT_GATEWAY}’s page and never reach us.
      </Trans>
    ),
  },
  {
    what: <Trans>Messages: what you send through the contact form or to support, and proof of transfer</Trans>,
    why: <Trans>To answer you, settle Buyer Guarantee claims and resolve disputes.</Trans>,
  },
  {
    what: <Trans>Technical data: IP address, browser type, times of requests</Trans>,
    why: (
      <Trans>To keep the service secure, limit abuse (for example, too many sign-in attempts) and fix faults.</Trans>
    ),
  },
];

export function PrivacyPolicyPage() {
  const { t } = useLingui();
  return (
    <ContentPage
      page="/privacy-policy"
      eyebrow={<Trans>Legal</Trans>}
      governedByEnglish
      intro={
        <p>
          <Trans>
            What personal data {COMPANY_NAME} collects, why, who we share it with, how long we keep it, and the rights
            you have under India’s Digital Personal Data Protection Act, 2023.
          </Trans>
        </p>
      }
      lastUpdated={POLICIES_LAST_UPDATED}
      sections={[
        {
          id: 'who-we-are',
          title: <Trans>Who we are</Trans>,
          content: (
            <p>
              <Trans>
                {COMPANY_NAME} runs the ticket resale marketplace at this website and decides how your personal data is
                used for it, which makes us the data fiduciary under the Digital Personal Data Protection Act, 2023 (the
                DPDP Act). You can reach us at <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>.
              </Trans>
            </p>
          ),
        },
        {
          id: 'what-and-why',
          title: <Trans>What we collect and why</Trans>,
          content: (
            <>
              <p>
                <Trans>
                  We collect only what we need to run the marketplace, and we use it only for the purposes below. We do
                  not sell your data and we do not use it for advertising.
                </Trans>
              </p>
              <div className="content-table-wrap">
                <table className="content-table content-table--stack">
                  <caption>
                    <Trans>Personal data we collect and what it is used for</Trans>
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <Trans>What</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Why</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {uses.map((use, index) => (
                      <tr key={index}>
                        <th scope="row">{use.what}</th>
                        <td data-label={t`Why`}>{use.why}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p>
                <Trans>
                  By creating an account you consent to this use. You can withdraw consent at any time by deleting your
                  account; it does not affect what we did before, or records the law requires us to keep.
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: 'sharing',
          title: <Trans>Who we share it with</Trans>,
          content: (
            <>
              <p>
                <Trans>We share only what each party needs to do its part:</Trans>
              </p>
              <ul>
                <li>
                  <Trans>
                    <strong>{PAYMENT_GATEWAY}</strong>, our payment gateway: your name, email, phone number and the
                    amount, to take your payment and send refunds.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    <strong>Our SMS provider</strong>: your mobile number, to send one-time passwords.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    <strong>Our email provider</strong>: your name and email address, to send order, listing and account
                    emails.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    <strong>Our courier partner</strong>: names, phone numbers and pickup or delivery addresses, for
                    physical tickets only.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    <strong>The other side of your sale</strong>: a seller of mobile tickets sees the{' '}
                    <FactList of={TRANSFER_PLATFORMS} word="or" /> account you entered at checkout, so they can transfer
                    the tickets to it. Buyers and sellers do not see each other’s phone numbers or addresses.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    <strong>Our hosting and storage providers</strong>, who keep the data on our behalf under contract.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    <strong>Authorities</strong>, when the law requires it, such as a valid request from the police or a
                    court.
                  </Trans>
                </li>
              </ul>
            </>
          ),
        },
        {
          id: 'cookies',
          title: <Trans>Cookies</Trans>,
          content: (
            <p>
              <Trans>
                We use <CountInWords count={COOKIES.length} /> cookies, only to keep you signed in, and nothing for
                analytics or advertising. The <Link to="/cookies">Cookie Policy</Link> lists them.
              </Trans>
            </p>
          ),
        },
        {
          id: 'retention',
          title: <Trans>How long we keep it</Trans>,
          content: (
            <ul>
              <li>
                <Trans>Account details: while your account is open.</Trans>
              </li>
              <li>
                <Trans>
                  When you ask us to delete your account, we erase your personal data within{' '}
                  <Fact of={ACCOUNT_DELETION.within} /> of the request, once <Fact of={ACCOUNT_DELETION.condition} />.
                  Your name, email, phone number, date of birth, addresses and UPI ID are erased, and your sign-in
                  sessions are ended.
                </Trans>
              </li>
              <li>
                <Trans>
                  Records of payments, refunds and payouts are kept for as long as tax and accounting laws require,
                  linked to the anonymised account rather than to you.
                </Trans>
              </li>
              <li>
                <Trans>Contact messages and dispute evidence: as long as we need them to resolve the matter.</Trans>
              </li>
            </ul>
          ),
        },
        {
          id: 'security',
          title: <Trans>How we protect it</Trans>,
          content: (
            <p>
              <Trans>
                The site is served only over encrypted (HTTPS) connections. Passwords are stored as one-way hashes,
                never as text. Your session lives in cookies that page scripts cannot read. Only staff who need it for
                their work (for example, verifying listings or paying out) can see personal data.
              </Trans>
            </p>
          ),
        },
        {
          id: 'rights',
          title: <Trans>Your rights under the DPDP Act, 2023</Trans>,
          content: (
            <>
              <ul>
                <li>
                  <Trans>
                    <strong>Access:</strong> ask for a summary of the personal data we hold about you, how we use it and
                    who we have shared it with.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    <strong>Correction:</strong> correct, complete or update your details, most of them yourself on{' '}
                    <AppLink href="/profile">Your Profile</AppLink>.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    <strong>Erasure:</strong> have your personal data erased by deleting your account (see below).
                  </Trans>
                </li>
                <li>
                  <Trans>
                    <strong>Grievance redressal:</strong> complain to our Grievance Officer, and if you are not
                    satisfied, to the Data Protection Board of India.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    <strong>Nomination:</strong> nominate someone to exercise these rights for you in the event of your
                    death or incapacity.
                  </Trans>
                </li>
              </ul>
              <p>
                <Trans>
                  To use a right, email <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a> from
                  the address on your account. We may ask you to confirm your identity first.
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: 'delete-account',
          title: <Trans>How to delete your account</Trans>,
          content: (
            <ol>
              <li>
                <Trans>
                  Sign in and open <AppLink href="/profile">Your Profile</AppLink>.
                </Trans>
              </li>
              <li>
                <Trans>
                  Choose <strong>Delete my account</strong> and confirm. Your account closes at once and you are signed
                  out.
                </Trans>
              </li>
              <li>
                <Trans>
                  We erase your personal data within <Fact of={ACCOUNT_DELETION.within} />, once{' '}
                  <Fact of={ACCOUNT_DELETION.condition} />. If something is still in progress, we finish it first and
                  then erase your data.
                </Trans>
              </li>
            </ol>
          ),
        },
        {
          id: 'children',
          title: <Trans>Children</Trans>,
          content: (
            <p>
              <Trans>
                {COMPANY_NAME} is only for adults aged {MIN_AGE} or over. We do not knowingly collect personal data of
                children; if you believe a child has registered, please tell us and we will delete the account.
              </Trans>
            </p>
          ),
        },
        {
          id: 'changes',
          title: <Trans>Changes to this policy</Trans>,
          content: (
            <p>
              <Trans>
                When we change this policy we update the date at the top, and we email registered members about
                important changes before they take effect.
              </Trans>
            </p>
          ),
        },
        {
          id: 'grievance',
          title: <Trans>Grievance Officer</Trans>,
          content: (
            <>
              <p>
                <Trans>For any concern about your personal data, contact:</Trans>
              </p>
              <GrievanceOfficerBlock />
            </>
          ),
        },
      ]}
    />
  );
}
