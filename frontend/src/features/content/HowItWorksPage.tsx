import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  FEES,
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
import { Fact, FactList } from './Fact';

function Steps({ steps }: { steps: { title: ReactNode; text: ReactNode }[] }) {
  return (
    <ol className="content-steps">
      {steps.map((step, index) => (
        <li key={index}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

const buyerSteps = [
  {
    title: <Trans>Find your event</Trans>,
    text: (
      <Trans>
        <Link to="/events">Browse events</Link> or search by event name, venue or category. Each event lists its
        verified tickets with the price, seat details and whether they are mobile or physical tickets.
      </Trans>
    ),
  },
  {
    title: <Trans>Choose your tickets</Trans>,
    text: (
      <Trans>
        Pick a listing and how many tickets you want. Before you pay you see the ticket price, the{' '}
        <strong>
          <Fact of={FEES.buyerLabel} />
        </strong>{' '}
        line and the total; nothing is added later.
      </Trans>
    ),
  },
  {
    title: <Trans>Pay securely</Trans>,
    text: (
      <Trans>
        Pay through {PAYMENT_GATEWAY} by <FactList of={PAYMENT_METHODS} word="or" />. We hold your payment: the seller
        is not paid yet.
      </Trans>
    ),
  },
  {
    title: <Trans>Receive your tickets</Trans>,
    text: (
      <Trans>
        Mobile tickets arrive in your <FactList of={TRANSFER_PLATFORMS} word="or" /> account; physical tickets are
        delivered to your door by our courier partner (see{' '}
        <Link to="/how-it-works" hash="transfers">
          transfers
        </Link>{' '}
        below). Follow every step under <AppLink href="/tickets">Your Tickets</AppLink>.
      </Trans>
    ),
  },
];

const sellerSteps = [
  {
    title: <Trans>List your tickets</Trans>,
    text: (
      <Trans>
        Choose <AppLink href="/sell">Sell Tickets</AppLink>, pick the event and enter {TICKETS_PER_LISTING.min} to{' '}
        {TICKETS_PER_LISTING.max} tickets, your price per ticket and the seat details. Say whether they are mobile
        tickets (<FactList of={TRANSFER_PLATFORMS} word="or" />) or physical tickets, upload proof as{' '}
        <Fact of={TICKET_PROOF_KINDS} /> files of up to {PROOF_FILES.maxSizeMb} MB each, and add the{' '}
        {SELLER_PAYOUT.method} ID you want to be paid to.
      </Trans>
    ),
  },
  {
    title: <Trans>We verify the listing</Trans>,
    text: (
      <Trans>
        Our team checks your proof against the event. You get an email when the listing is approved and goes on sale,
        or, if we reject it, the reason why.
      </Trans>
    ),
  },
  {
    title: <Trans>Your tickets sell</Trans>,
    text: (
      <Trans>
        When a buyer pays, we email you the sale price, the platform fee and your earnings. The buyer’s money is held
        safely by us.
      </Trans>
    ),
  },
  {
    title: <Trans>Transfer to the buyer</Trans>,
    text: (
      <Trans>
        For mobile tickets, open{' '}
        <strong>
          <Trans>Transfer Instructions</Trans>
        </strong>{' '}
        on the sale in <AppLink href="/tickets?tab=listings">Your Listings</AppLink>, send the tickets to the buyer’s
        account in the app, then choose{' '}
        <strong>
          <Trans>Upload Proof</Trans>
        </strong>
        . For physical tickets, keep them ready: our courier partner collects them from your pickup address.
      </Trans>
    ),
  },
  {
    title: <Trans>Get paid</Trans>,
    text: (
      <Trans>
        Once the transfer is confirmed, we pay you within <Fact of={SELLER_PAYOUT.window} /> to your{' '}
        {SELLER_PAYOUT.method} ID: the sale amount minus the seller platform fee.
      </Trans>
    ),
  },
];

export function HowItWorksPage() {
  return (
    <ContentPage
      page="/how-it-works"
      eyebrow={<Trans>Buying and selling</Trans>}
      intro={
        <p>
          <Trans>
            Every sale follows the same safe path: the listing is verified, the buyer’s payment is held, the tickets
            move through the official platform or by courier, and only then is the seller paid.
          </Trans>
        </p>
      }
      sections={[
        { id: 'buyers', title: <Trans>For buyers</Trans>, content: <Steps steps={buyerSteps} /> },
        { id: 'sellers', title: <Trans>For sellers</Trans>, content: <Steps steps={sellerSteps} /> },
        {
          id: 'verified-sellers',
          title: <Trans>Verified sellers and listings</Trans>,
          content: (
            <>
              <p>
                <Trans>You only ever see tickets that a person on our team has checked.</Trans>
              </p>
              <ul>
                <li>
                  <Trans>
                    Every member is aged {MIN_AGE} or over and confirms their mobile number with a one-time password.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    Every listing is reviewed before it goes on sale: we check the proof files the seller uploaded
                    against the event, section and quantity, and we flag screenshots that have been used before.
                  </Trans>
                </li>
                <li>
                  <Trans>Listings that fail the check are rejected with a remark and are never shown to buyers.</Trans>
                </li>
                <li>
                  <Trans>
                    Sellers who don’t complete a transfer are not paid, the buyer is refunded in full, and repeat
                    offenders may lose their account.
                  </Trans>
                </li>
              </ul>
            </>
          ),
        },
        {
          id: 'payment-held',
          title: <Trans>Your payment is held until the transfer is complete</Trans>,
          content: (
            <>
              <p>
                <Trans>
                  When you pay, the money comes to TicketSetu through {PAYMENT_GATEWAY}, not to the seller. We release
                  it to the seller only after the transfer is confirmed: the tickets are in your{' '}
                  <FactList of={TRANSFER_PLATFORMS} word="or" /> account, or the courier has delivered them.
                </Trans>
              </p>
              <p>
                <Trans>
                  If the transfer fails, you get your money back in full, including the <Fact of={FEES.buyerLabel} />.
                  See the <Link to="/refund-policy">Refund Policy</Link> for how long refunds take.
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: 'transfers',
          title: <Trans>How tickets are transferred</Trans>,
          content: (
            <>
              <h3>
                <Trans>
                  Mobile tickets on <FactList of={TRANSFER_PLATFORMS} word="or" />
                </Trans>
              </h3>
              <p>
                <Trans>
                  Mobile tickets never leave the official platform. At checkout you enter the email or ID of your{' '}
                  <FactList of={TRANSFER_PLATFORMS} word="or" /> account. The seller uses the platform’s own transfer
                  feature to send the tickets to that account and uploads proof of the transfer, which our team
                  confirms. The tickets then show in your app, in your name, ready for entry.
                </Trans>
              </p>
              <h3>
                <Trans>Physical tickets by courier</Trans>
              </h3>
              <p>
                <Trans>
                  For printed tickets, choose a delivery address at checkout. Our courier partner collects the tickets
                  from the seller’s pickup address and delivers them to you. The courier name and tracking number appear
                  under <AppLink href="/tickets">Your Tickets</AppLink> once the courier has the tickets.
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: 'rewards',
          title: <Trans>Rewards for regular fans</Trans>,
          content: (
            <p>
              <Trans>
                <Fact of={REWARDS.rule} /> <Fact of={REWARDS.exclusions} /> Questions? See the{' '}
                <Link to="/faq" hash="rewards">
                  rewards FAQ
                </Link>
                .
              </Trans>
            </p>
          ),
        },
      ]}
      footer={<ContactCta />}
    />
  );
}
