import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  FEES,
  joinList,
  MIN_AGE,
  PAYMENT_GATEWAY,
  PAYMENT_METHODS,
  PROOF_FILES,
  TICKET_PROOF_KINDS,
  REWARDS,
  SELLER_PAYOUT,
  TICKETS_PER_LISTING,
  TRANSFER_PLATFORMS,
} from '../../shared/site-facts';
import { AppLink } from '../../shared/ui/links';
import { ContactCta } from './ContactCta';
import { ContentPage } from './ContentPage';

const platforms = joinList(TRANSFER_PLATFORMS, 'or');

function Steps({ steps }: { steps: { title: string; text: ReactNode }[] }) {
  return (
    <ol className="content-steps">
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

const buyerSteps = [
  {
    title: 'Find your event',
    text: (
      <>
        <Link to="/events">Browse events</Link> or search by event name, venue or category. Each event lists its
        verified tickets with the price, seat details and whether they are mobile or physical tickets.
      </>
    ),
  },
  {
    title: 'Choose your tickets',
    text: (
      <>
        Pick a listing and how many tickets you want. Before you pay you see the ticket price, the{' '}
        <strong>{FEES.buyerLabel}</strong> line and the total; nothing is added later.
      </>
    ),
  },
  {
    title: 'Pay securely',
    text: (
      <>
        Pay through {PAYMENT_GATEWAY} by {joinList(PAYMENT_METHODS, 'or')}. We hold your payment: the seller is not paid
        yet.
      </>
    ),
  },
  {
    title: 'Receive your tickets',
    text: (
      <>
        Mobile tickets arrive in your {platforms} account; physical tickets are delivered to your door by our courier
        partner (see{' '}
        <Link to="/how-it-works" hash="transfers">
          transfers
        </Link>{' '}
        below). Follow every step under <AppLink href="/tickets">Your Tickets</AppLink>.
      </>
    ),
  },
];

const sellerSteps = [
  {
    title: 'List your tickets',
    text: (
      <>
        Choose <AppLink href="/sell">Sell Tickets</AppLink>, pick the event and enter {TICKETS_PER_LISTING.min} to{' '}
        {TICKETS_PER_LISTING.max} tickets, your price per ticket and the seat details. Say whether they are mobile
        tickets ({platforms}) or physical tickets, upload proof as {TICKET_PROOF_KINDS} files of up to{' '}
        {PROOF_FILES.maxSizeMb} MB each, and add the {SELLER_PAYOUT.method} ID you want to be paid to.
      </>
    ),
  },
  {
    title: 'We verify the listing',
    text: 'Our team checks your proof against the event. You get an email when the listing is approved and goes on sale, or, if we reject it, the reason why.',
  },
  {
    title: 'Your tickets sell',
    text: 'When a buyer pays, we email you the sale price, the platform fee and your earnings. The buyer’s money is held safely by us.',
  },
  {
    title: 'Transfer to the buyer',
    text: (
      <>
        For mobile tickets, open <strong>Transfer Instructions</strong> on the sale in{' '}
        <AppLink href="/tickets?tab=listings">Your Listings</AppLink>, send the tickets to the buyer’s account in the
        app, then choose <strong>Upload Proof</strong>. For physical tickets, keep them ready: our courier partner
        collects them from your pickup address.
      </>
    ),
  },
  {
    title: 'Get paid',
    text: `Once the transfer is confirmed, we pay you within ${SELLER_PAYOUT.window} to your ${SELLER_PAYOUT.method} ID: the sale amount minus the seller platform fee.`,
  },
];

export function HowItWorksPage() {
  return (
    <ContentPage
      title="How TicketSetu works"
      eyebrow="Buying and selling"
      intro={
        <p>
          Every sale follows the same safe path: the listing is verified, the buyer’s payment is held, the tickets move
          through the official platform or by courier, and only then is the seller paid.
        </p>
      }
      sections={[
        { id: 'buyers', title: 'For buyers', content: <Steps steps={buyerSteps} /> },
        { id: 'sellers', title: 'For sellers', content: <Steps steps={sellerSteps} /> },
        {
          id: 'verified-sellers',
          title: 'Verified sellers and listings',
          content: (
            <>
              <p>You only ever see tickets that a person on our team has checked.</p>
              <ul>
                <li>
                  Every member is aged {MIN_AGE} or over and confirms their mobile number with a one-time password.
                </li>
                <li>
                  Every listing is reviewed before it goes on sale: we check the proof files the seller uploaded against
                  the event, section and quantity, and we flag screenshots that have been used before.
                </li>
                <li>Listings that fail the check are rejected with a remark and are never shown to buyers.</li>
                <li>
                  Sellers who don’t complete a transfer are not paid, the buyer is refunded in full, and repeat
                  offenders may lose their account.
                </li>
              </ul>
            </>
          ),
        },
        {
          id: 'payment-held',
          title: 'Your payment is held until the transfer is complete',
          content: (
            <>
              <p>
                When you pay, the money comes to TicketSetu through {PAYMENT_GATEWAY}, not to the seller. We release it
                to the seller only after the transfer is confirmed: the tickets are in your {platforms} account, or the
                courier has delivered them.
              </p>
              <p>
                If the transfer fails, you get your money back in full, including the {FEES.buyerLabel}. See the{' '}
                <Link to="/refund-policy">Refund Policy</Link> for how long refunds take.
              </p>
            </>
          ),
        },
        {
          id: 'transfers',
          title: 'How tickets are transferred',
          content: (
            <>
              <h3>Mobile tickets on {platforms}</h3>
              <p>
                Mobile tickets never leave the official platform. At checkout you enter the email or ID of your{' '}
                {platforms} account. The seller uses the platform’s own transfer feature to send the tickets to that
                account and uploads proof of the transfer, which our team confirms. The tickets then show in your app,
                in your name, ready for entry.
              </p>
              <h3>Physical tickets by courier</h3>
              <p>
                For printed tickets, choose a delivery address at checkout. Our courier partner collects the tickets
                from the seller’s pickup address and delivers them to you. The courier name and tracking number appear
                under <AppLink href="/tickets">Your Tickets</AppLink> once the courier has the tickets.
              </p>
            </>
          ),
        },
        {
          id: 'rewards',
          title: 'Rewards for regular fans',
          content: (
            <p>
              {REWARDS.rule} {REWARDS.exclusions} Questions? See the{' '}
              <Link to="/faq" hash="rewards">
                rewards FAQ
              </Link>
              .
            </p>
          ),
        },
      ]}
      footer={<ContactCta />}
    />
  );
}
