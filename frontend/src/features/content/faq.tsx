import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  ACCOUNT_DELETION,
  FEES,
  GRIEVANCE_OFFICER,
  GUARANTEE_CLAIM_WINDOW,
  MIN_AGE,
  PAYMENT_GATEWAY,
  PAYMENT_METHODS,
  PROOF_FILES,
  TICKET_PROOF_KINDS,
  REFUNDS,
  REWARDS,
  SELLER_PAYOUT,
  SUPPORT,
  TICKETS_PER_LISTING,
  TRANSFER_PLATFORMS,
} from '../../shared/site-facts';
import { AppLink } from '../../shared/ui/links';
import { Fact, FactList } from './Fact';
import { RefundTimesTable } from './facts';

export interface FaqItem {
  /** Stable id: the item's anchor and its key in the accordion. */
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

export interface FaqGroup {
  /** Anchor of the group on /faq (the home page's 'Best Prices' tile links to #fees). */
  id: string;
  title: ReactNode;
  items: readonly FaqItem[];
}

/** The one FAQ: the /faq page shows every group, the contact page a few of the items. */
export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'fees',
    title: <Trans>Fees and prices</Trans>,
    items: [
      {
        id: 'buyer-fees',
        question: <Trans>What fees do I pay when I buy tickets?</Trans>,
        answer: (
          <>
            <p>
              <Trans>
                One line, shown as{' '}
                <strong>
                  <Fact of={FEES.buyerLabel} />
                </strong>
                : <Fact of={FEES.buyer} />. The total you see at checkout is the total you pay. There are no hidden
                charges, no convenience fee added at the last step and no charge for paying by UPI.
              </Trans>
            </p>
          </>
        ),
      },
      {
        id: 'seller-fees',
        question: <Trans>What does it cost to sell?</Trans>,
        answer: (
          <p>
            <Trans>
              Listing is free. When your tickets sell, a platform fee is <Fact of={FEES.seller} />. You see the estimate
              before you submit the listing, and the sale email shows the exact fee and your earnings.
            </Trans>
          </p>
        ),
      },
      {
        id: 'who-sets-prices',
        question: <Trans>Who sets the ticket prices?</Trans>,
        answer: (
          <p>
            <Trans>
              Sellers set their own price per ticket. Every listing for an event is shown side by side and you can sort
              by price, so you always see the cheapest verified tickets first if you want to. We never add a margin to
              the seller’s price.
            </Trans>
          </p>
        ),
      },
    ],
  },
  {
    id: 'buying',
    title: <Trans>Buying tickets</Trans>,
    items: [
      {
        id: 'how-to-pay',
        question: <Trans>How do I pay?</Trans>,
        answer: (
          <p>
            <Trans>
              Checkout hands you to {PAYMENT_GATEWAY}, our payment gateway, where you can pay by{' '}
              <FactList of={PAYMENT_METHODS} />. Your card and bank details are entered on {PAYMENT_GATEWAY}’s page and
              never reach TicketSetu.
            </Trans>
          </p>
        ),
      },
      {
        id: 'payment-held',
        question: <Trans>When does the seller get my money?</Trans>,
        answer: (
          <p>
            <Trans>
              Only after the tickets are yours. We hold your payment while the seller transfers the tickets, and release
              it to the seller once the transfer is confirmed. If the transfer fails, you are refunded in full.
            </Trans>
          </p>
        ),
      },
      {
        id: 'receive-tickets',
        question: <Trans>How will I receive my tickets?</Trans>,
        answer: (
          <>
            <p>
              <Trans>
                <strong>Mobile tickets</strong> move through the ticketing platform’s own transfer feature (
                <FactList of={TRANSFER_PLATFORMS} word="or" />
                ). At checkout you enter the email or ID of your account on that platform, the seller transfers the
                tickets to it, and they appear in your app.
              </Trans>
            </p>
            <p>
              <Trans>
                <strong>Physical tickets</strong> are collected from the seller by our courier partner and delivered to
                the address you choose at checkout. The courier’s name and tracking number appear under{' '}
                <AppLink href="/tickets">Your Tickets</AppLink>.
              </Trans>
            </p>
          </>
        ),
      },
      {
        id: 'cancel-order',
        question: <Trans>Can I cancel an order?</Trans>,
        answer: (
          <p>
            <Trans>
              All sales are final once your payment is confirmed, because the seller has already set the tickets aside
              for you. If something goes wrong on our side or the seller’s, the{' '}
              <Link to="/buyer-guarantee">Buyer Guarantee</Link> covers you.
            </Trans>
          </p>
        ),
      },
    ],
  },
  {
    id: 'safety',
    title: <Trans>Safety and verification</Trans>,
    items: [
      {
        id: 'verification',
        question: <Trans>How do you check that tickets are genuine?</Trans>,
        answer: (
          <p>
            <Trans>
              Every listing is reviewed by our team before anyone can buy it. Sellers upload proof of their tickets, we
              check those files against the event and the listing, and we flag screenshots that have been used before. A
              listing that fails the check is rejected and never shown.
            </Trans>
          </p>
        ),
      },
      {
        id: 'transfer-fails',
        question: <Trans>What if the seller never transfers my tickets?</Trans>,
        answer: (
          <p>
            <Trans>
              You get your money back in full, including the <Fact of={FEES.buyerLabel} />. A failed transfer is
              refunded without you having to ask; you can also raise a claim under the{' '}
              <Link to="/buyer-guarantee">Buyer Guarantee</Link> within <Fact of={GUARANTEE_CLAIM_WINDOW} /> of the
              event’s scheduled start.
            </Trans>
          </p>
        ),
      },
      {
        id: 'refund-time',
        question: <Trans>How long does a refund take?</Trans>,
        answer: (
          <>
            <p>
              <Trans>
                We credit refunds to your original payment method within <Fact of={REFUNDS.creditedWithin} />. After
                that it is up to your bank:
              </Trans>
            </p>
            <RefundTimesTable />
            <p>
              <Trans>
                The full rules are in our <Link to="/refund-policy">Refund Policy</Link>.
              </Trans>
            </p>
          </>
        ),
      },
    ],
  },
  {
    id: 'selling',
    title: <Trans>Selling and payouts</Trans>,
    items: [
      {
        id: 'how-to-sell',
        question: <Trans>How do I sell my tickets?</Trans>,
        answer: (
          <p>
            <Trans>
              Choose <AppLink href="/sell">Sell Tickets</AppLink>, pick the event and enter the number of tickets (
              {TICKETS_PER_LISTING.min} to {TICKETS_PER_LISTING.max} per listing), your price per ticket and your seat
              details. Upload proof of the tickets as <Fact of={TICKET_PROOF_KINDS} /> files of up to{' '}
              {PROOF_FILES.maxSizeMb} MB each, and add the UPI ID you want to be paid to. Our team reviews the listing
              and it goes on sale once verified.
            </Trans>
          </p>
        ),
      },
      {
        id: 'payout-time',
        question: <Trans>When do I get paid?</Trans>,
        answer: (
          <p>
            <Trans>
              We pay you within <Fact of={SELLER_PAYOUT.window} /> of the transfer being confirmed, to your{' '}
              {SELLER_PAYOUT.method} ID. The amount is the sale price of the tickets sold minus the seller platform fee.{' '}
              <Fact of={SELLER_PAYOUT.heldAfterEvent} />
            </Trans>
          </p>
        ),
      },
      {
        id: 'transfer-mobile',
        question: <Trans>How do I transfer a mobile ticket to the buyer?</Trans>,
        answer: (
          <p>
            <Trans>
              Open <AppLink href="/tickets?tab=listings">Your Listings</AppLink> and choose{' '}
              <strong>Transfer Instructions</strong> on the sale: it shows the buyer’s account to send the tickets to.
              Use the transfer option in the <FactList of={TRANSFER_PLATFORMS} word="or" /> app, then choose{' '}
              <strong>Upload Proof</strong> and add a screenshot or PDF of the completed transfer.
            </Trans>
          </p>
        ),
      },
    ],
  },
  {
    id: 'rewards',
    title: <Trans>Rewards</Trans>,
    items: [
      {
        id: 'rewards-rule',
        question: <Trans>How do TicketSetu rewards work?</Trans>,
        answer: (
          <p>
            <Trans>
              Every ticket you buy counts. <Fact of={REWARDS.rule} /> <Fact of={REWARDS.exclusions} />
            </Trans>
          </p>
        ),
      },
    ],
  },
  {
    id: 'account',
    title: <Trans>Your account</Trans>,
    items: [
      {
        id: 'who-can-use',
        question: <Trans>Who can use TicketSetu?</Trans>,
        answer: (
          <p>
            <Trans>
              Anyone aged {MIN_AGE} or over, buying or selling tickets for their own personal, non-commercial use. See
              our <Link to="/terms-and-conditions">Terms and Conditions</Link>.
            </Trans>
          </p>
        ),
      },
      {
        id: 'delete-account',
        question: <Trans>How do I delete my account?</Trans>,
        answer: (
          <p>
            <Trans>
              Sign in, open <AppLink href="/profile">Your Profile</AppLink> and choose{' '}
              <strong>Delete my account</strong>. Your account closes at once, and we erase your personal data within{' '}
              <Fact of={ACCOUNT_DELETION.within} /> of the request, once <Fact of={ACCOUNT_DELETION.condition} />.
              Details are in our <Link to="/privacy-policy">Privacy Policy</Link>.
            </Trans>
          </p>
        ),
      },
      {
        id: 'contact-support',
        question: <Trans>How do I reach support?</Trans>,
        answer: (
          <p>
            <Trans>
              Support is open {SUPPORT.hours}: email <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> or use the{' '}
              <Link to="/contact">contact form</Link>, and we reply within <Fact of={SUPPORT.firstReplyWithin} />. If
              you are not happy with our answer, write to our Grievance Officer at{' '}
              <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a>.
            </Trans>
          </p>
        ),
      },
    ],
  },
];

export const ALL_FAQ_ITEMS: readonly FaqItem[] = FAQ_GROUPS.flatMap((group) => group.items);

/** The questions the contact page answers before people write in. */
export const CONTACT_FAQ_IDS = [
  'receive-tickets',
  'transfer-fails',
  'refund-time',
  'payout-time',
  'buyer-fees',
  'delete-account',
] as const;

export function faqItems(ids: readonly string[]): FaqItem[] {
  return ids.map((id) => {
    const item = ALL_FAQ_ITEMS.find((candidate) => candidate.id === id);
    if (!item) throw new Error(`No FAQ item ${id}`);
    return item;
  });
}
