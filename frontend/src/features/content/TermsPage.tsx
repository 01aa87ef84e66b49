import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import {
  COMPANY_NAME,
  FEES,
  GOVERNING_LAW,
  MIN_AGE,
  PAYMENT_GATEWAY,
  POLICIES_LAST_UPDATED,
  PROOF_FILES,
  TICKET_PROOF_KINDS,
  REGISTRATION_FIELDS,
  SELLER_PAYOUT,
  SUPPORT,
  TICKETS_PER_LISTING,
  TRANSFER_PLATFORMS,
} from '../../shared/site-facts';
import { ContentPage } from './ContentPage';
import { Fact, FactList } from './Fact';
import { GrievanceOfficerBlock } from './facts';

export function TermsPage() {
  return (
    <ContentPage
      page="/terms-and-conditions"
      eyebrow={<Trans>Legal</Trans>}
      governedByEnglish
      intro={
        <p>
          <Trans>
            These terms are the agreement between you and {COMPANY_NAME} when you use our website to buy or sell event
            tickets. Please read them before you create an account: by using {COMPANY_NAME} you accept them.
          </Trans>
        </p>
      }
      lastUpdated={POLICIES_LAST_UPDATED}
      sections={[
        {
          id: 'about',
          title: <Trans>1. What TicketSetu is</Trans>,
          content: (
            <>
              <p>
                <Trans>
                  {COMPANY_NAME} is an online marketplace where people resell tickets for events in India to other
                  people. We are not the organiser of any event and we do not issue tickets. Sellers set their prices
                  and are responsible for the tickets they list; we verify listings, hold payments until the tickets are
                  transferred, and pay sellers out.
                </Trans>
              </p>
              <p>
                <Trans>
                  The event itself (its date, line-up, venue rules and entry conditions) is the organiser’s
                  responsibility. Our <Link to="/buyer-guarantee">Buyer Guarantee</Link> explains what we do when an
                  event is cancelled.
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: 'eligibility',
          title: <Trans>2. Who may use TicketSetu</Trans>,
          content: (
            <ul>
              <li>
                <Trans>
                  You must be at least {MIN_AGE} years old and able to enter into a binding contract under Indian law.
                </Trans>
              </li>
              <li>
                <Trans>
                  The service is for personal, non-commercial use: buying tickets for yourself and the people you go
                  with, and reselling tickets you bought for yourself but can no longer use. Ticket brokers and anyone
                  reselling as a business may not use {COMPANY_NAME}.
                </Trans>
              </li>
              <li>
                <Trans>You may hold one account, in your own name.</Trans>
              </li>
            </ul>
          ),
        },
        {
          id: 'account',
          title: <Trans>3. Your account</Trans>,
          content: (
            <>
              <p>
                <Trans>
                  To register we ask for your <FactList of={REGISTRATION_FIELDS} />. You agree that these details are
                  true and that you will keep them up to date from your profile. Our{' '}
                  <Link to="/privacy-policy">Privacy Policy</Link> explains how we use them.
                </Trans>
              </p>
              <p>
                <Trans>
                  Keep your password to yourself. You are responsible for what happens in your account until you tell us
                  that someone else has access to it.
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: 'buying',
          title: <Trans>4. Buying tickets</Trans>,
          content: (
            <ul>
              <li>
                <Trans>
                  The price of a ticket is set by its seller. Before you pay you see the ticket price, the{' '}
                  <Fact of={FEES.buyerLabel} /> and the total.
                </Trans>
              </li>
              <li>
                <Trans>
                  Payments are processed by {PAYMENT_GATEWAY}. We hold your payment until the transfer of your tickets
                  is complete.
                </Trans>
              </li>
              <li>
                <Trans>
                  You must give the correct <FactList of={TRANSFER_PLATFORMS} word="or" /> account for mobile tickets
                  and a delivery address where someone can receive physical tickets.
                </Trans>
              </li>
              <li>
                <Trans>
                  All sales are final once your payment is confirmed. Refunds are made only as described in our{' '}
                  <Link to="/refund-policy">Refund Policy</Link> and <Link to="/buyer-guarantee">Buyer Guarantee</Link>.
                </Trans>
              </li>
            </ul>
          ),
        },
        {
          id: 'selling',
          title: <Trans>5. Selling tickets: your obligations</Trans>,
          content: (
            <>
              <p>
                <Trans>When you list tickets, you promise that:</Trans>
              </p>
              <ul>
                <li>
                  <Trans>
                    the tickets are genuine, belong to you, and you have the right to resell them under the organiser’s
                    and the ticketing platform’s terms;
                  </Trans>
                </li>
                <li>
                  <Trans>
                    the listing is accurate: event, number of tickets ({TICKETS_PER_LISTING.min} to{' '}
                    {TICKETS_PER_LISTING.max} per listing), section, row, seat and ticket type;
                  </Trans>
                </li>
                <li>
                  <Trans>
                    the proof you upload (<Fact of={TICKET_PROOF_KINDS} />, up to {PROOF_FILES.maxSizeMb} MB per file)
                    is your own and shows the tickets you are selling;
                  </Trans>
                </li>
                <li>
                  <Trans>
                    you will not sell, transfer or use the same tickets anywhere else while they are listed or sold;
                  </Trans>
                </li>
                <li>
                  <Trans>
                    once your tickets sell, you will transfer mobile tickets to the buyer’s account through{' '}
                    <FactList of={TRANSFER_PLATFORMS} word="or" /> and upload proof without delay, or have physical
                    tickets ready for our courier partner at your pickup address;
                  </Trans>
                </li>
                <li>
                  <Trans>the {SELLER_PAYOUT.method} ID you give us is yours and correct.</Trans>
                </li>
              </ul>
              <p>
                <Trans>
                  Our team reviews every listing and may reject one that does not meet these terms, with a remark saying
                  why. If a transfer fails or a Buyer Guarantee claim against your tickets is upheld, you are not paid
                  for those tickets and we may recover a payout already made.
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: 'fees',
          title: <Trans>6. Fees and payouts</Trans>,
          content: (
            <ul>
              <li>
                <Trans>
                  Buyers pay the <Fact of={FEES.buyerLabel} />: <Fact of={FEES.buyer} />.
                </Trans>
              </li>
              <li>
                <Trans>
                  Sellers pay a platform fee: <Fact of={FEES.seller} />.
                </Trans>
              </li>
              <li>
                <Trans>
                  We pay sellers within <Fact of={SELLER_PAYOUT.window} /> of a confirmed transfer, to their{' '}
                  {SELLER_PAYOUT.method} ID. A seller's first three sales, and payouts while more than ₹25,000.00 is
                  owed to the seller, are paid after the event, once the buyer's dispute window has closed.
                </Trans>
              </li>
              <li>
                <Trans>Listing tickets and creating an account are free.</Trans>
              </li>
            </ul>
          ),
        },
        {
          id: 'prohibited',
          title: <Trans>7. What you must not do</Trans>,
          content: (
            <ul>
              <li>
                <Trans>
                  List tickets you do not have, fake or altered tickets, or screenshots taken from someone else.
                </Trans>
              </li>
              <li>
                <Trans>List tickets whose resale is forbidden by the organiser or by law.</Trans>
              </li>
              <li>
                <Trans>
                  Ask a buyer or seller to pay or be paid outside {COMPANY_NAME}, or share contact details to arrange
                  it.
                </Trans>
              </li>
              <li>
                <Trans>Use another person’s identity, phone number, payment method or UPI ID.</Trans>
              </li>
              <li>
                <Trans>Buy tickets in bulk to resell them, or use bots, scripts or scrapers on the site.</Trans>
              </li>
              <li>
                <Trans>Harass, threaten or mislead other members or our staff.</Trans>
              </li>
              <li>
                <Trans>Try to break, probe or overload our systems, or get around our security checks.</Trans>
              </li>
            </ul>
          ),
        },
        {
          id: 'suspension',
          title: <Trans>8. Suspending or closing accounts</Trans>,
          content: (
            <p>
              <Trans>
                We may hold payouts, cancel listings, or suspend or close an account that breaks these terms, that we
                reasonably suspect of fraud, or when the law requires it. You may close your account at any time from
                your profile; see the <Link to="/privacy-policy">Privacy Policy</Link> for what happens to your data.
              </Trans>
            </p>
          ),
        },
        {
          id: 'liability',
          title: <Trans>9. Our liability</Trans>,
          content: (
            <>
              <p>
                <Trans>
                  We are responsible for running the marketplace with reasonable care and for keeping the promises in
                  our Buyer Guarantee and Refund Policy. We are not responsible for the event itself, for decisions of
                  the organiser or the venue, or for losses we could not reasonably foresee, such as travel and hotel
                  costs.
                </Trans>
              </p>
              <p>
                <Trans>
                  Our total liability for any order is limited to the amount you paid for that order. Nothing in these
                  terms limits your rights under the Consumer Protection Act, 2019 or any liability that Indian law does
                  not allow us to limit.
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: 'changes',
          title: <Trans>10. Changes to these terms</Trans>,
          content: (
            <p>
              <Trans>
                We may update these terms, for example when we add a feature or the law changes. The date at the top
                shows the latest version. For important changes we will tell registered members by email before they
                take effect; orders already placed stay under the terms that applied when you paid.
              </Trans>
            </p>
          ),
        },
        {
          id: 'law',
          title: <Trans>11. Governing law and disputes</Trans>,
          content: (
            <p>
              <Trans>
                These terms are governed by the laws of <Fact of={GOVERNING_LAW.country} />. Please contact us first, so
                we can try to solve any problem together. Otherwise, disputes are subject to the jurisdiction of the
                courts at <Fact of={GOVERNING_LAW.courts} />, without affecting your right to approach a consumer
                commission under the Consumer Protection Act, 2019.
              </Trans>
            </p>
          ),
        },
        {
          id: 'grievance',
          title: <Trans>12. Grievance Officer and contact</Trans>,
          content: (
            <>
              <p>
                <Trans>
                  For help with an order, email <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> or use the{' '}
                  <Link to="/contact">contact form</Link> (support is open {SUPPORT.hours}). Complaints under the
                  Consumer Protection (E-Commerce) Rules, 2020 can be sent to our Grievance Officer:
                </Trans>
              </p>
              <GrievanceOfficerBlock />
            </>
          ),
        },
      ]}
    />
  );
}
