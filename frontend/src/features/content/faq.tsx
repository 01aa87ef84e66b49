import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  ACCOUNT_DELETION,
  FEES,
  GRIEVANCE_OFFICER,
  GUARANTEE_CLAIM_WINDOW,
  joinList,
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
import { RefundTimesTable } from './facts';

export interface FaqItem {
  /** Stable id: the item's anchor and its key in the accordion. */
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  /** Anchor of the group on /faq (the home page's 'Best Prices' tile links to #fees). */
  id: string;
  title: string;
  items: readonly FaqItem[];
}

const platforms = joinList(TRANSFER_PLATFORMS, 'or');

/** The one FAQ: the /faq page shows every group, the contact page a few of the items. */
export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'fees',
    title: 'Fees and prices',
    items: [
      {
        id: 'buyer-fees',
        question: 'What fees do I pay when I buy tickets?',
        answer: (
          <>
            <p>
              One line, shown as <strong>{FEES.buyerLabel}</strong>: {FEES.buyer}. The total you see at checkout is the
              total you pay. There are no hidden charges, no convenience fee added at the last step and no charge for
              paying by UPI.
            </p>
          </>
        ),
      },
      {
        id: 'seller-fees',
        question: 'What does it cost to sell?',
        answer: (
          <p>
            Listing is free. When your tickets sell, a platform fee is {FEES.seller}. You see the estimate before you
            submit the listing, and the sale email shows the exact fee and your earnings.
          </p>
        ),
      },
      {
        id: 'who-sets-prices',
        question: 'Who sets the ticket prices?',
        answer: (
          <p>
            Sellers set their own price per ticket. Every listing for an event is shown side by side and you can sort by
            price, so you always see the cheapest verified tickets first if you want to. We never add a margin to the
            seller’s price.
          </p>
        ),
      },
    ],
  },
  {
    id: 'buying',
    title: 'Buying tickets',
    items: [
      {
        id: 'how-to-pay',
        question: 'How do I pay?',
        answer: (
          <p>
            Checkout hands you to {PAYMENT_GATEWAY}, our payment gateway, where you can pay by{' '}
            {joinList(PAYMENT_METHODS)}. Your card and bank details are entered on {PAYMENT_GATEWAY}’s page and never
            reach TicketSetu.
          </p>
        ),
      },
      {
        id: 'payment-held',
        question: 'When does the seller get my money?',
        answer: (
          <p>
            Only after the tickets are yours. We hold your payment while the seller transfers the tickets, and release
            it to the seller once the transfer is confirmed. If the transfer fails, you are refunded in full.
          </p>
        ),
      },
      {
        id: 'receive-tickets',
        question: 'How will I receive my tickets?',
        answer: (
          <>
            <p>
              <strong>Mobile tickets</strong> move through the ticketing platform’s own transfer feature ({platforms}).
              At checkout you enter the email or ID of your account on that platform, the seller transfers the tickets
              to it, and they appear in your app.
            </p>
            <p>
              <strong>Physical tickets</strong> are collected from the seller by our courier partner and delivered to
              the address you choose at checkout. The courier’s name and tracking number appear under{' '}
              <AppLink href="/tickets">Your Tickets</AppLink>.
            </p>
          </>
        ),
      },
      {
        id: 'cancel-order',
        question: 'Can I cancel an order?',
        answer: (
          <p>
            All sales are final once your payment is confirmed, because the seller has already set the tickets aside for
            you. If something goes wrong on our side or the seller’s, the{' '}
            <Link to="/buyer-guarantee">Buyer Guarantee</Link> covers you.
          </p>
        ),
      },
    ],
  },
  {
    id: 'safety',
    title: 'Safety and verification',
    items: [
      {
        id: 'verification',
        question: 'How do you check that tickets are genuine?',
        answer: (
          <p>
            Every listing is reviewed by our team before anyone can buy it. Sellers upload proof of their tickets, we
            check those files against the event and the listing, and we flag screenshots that have been used before. A
            listing that fails the check is rejected and never shown.
          </p>
        ),
      },
      {
        id: 'transfer-fails',
        question: 'What if the seller never transfers my tickets?',
        answer: (
          <p>
            You get your money back in full, including the {FEES.buyerLabel}. A failed transfer is refunded without you
            having to ask; you can also raise a claim under the <Link to="/buyer-guarantee">Buyer Guarantee</Link>{' '}
            within {GUARANTEE_CLAIM_WINDOW} of the event’s scheduled start.
          </p>
        ),
      },
      {
        id: 'refund-time',
        question: 'How long does a refund take?',
        answer: (
          <>
            <p>
              We credit refunds to your original payment method within {REFUNDS.creditedWithin}. After that it is up to
              your bank:
            </p>
            <RefundTimesTable />
            <p>
              The full rules are in our <Link to="/refund-policy">Refund Policy</Link>.
            </p>
          </>
        ),
      },
    ],
  },
  {
    id: 'selling',
    title: 'Selling and payouts',
    items: [
      {
        id: 'how-to-sell',
        question: 'How do I sell my tickets?',
        answer: (
          <p>
            Choose <AppLink href="/sell">Sell Tickets</AppLink>, pick the event and enter the number of tickets (
            {TICKETS_PER_LISTING.min} to {TICKETS_PER_LISTING.max} per listing), your price per ticket and your seat
            details. Upload proof of the tickets as {TICKET_PROOF_KINDS} files of up to {PROOF_FILES.maxSizeMb} MB each,
            and add the UPI ID you want to be paid to. Our team reviews the listing and it goes on sale once verified.
          </p>
        ),
      },
      {
        id: 'payout-time',
        question: 'When do I get paid?',
        answer: (
          <p>
            We pay you within {SELLER_PAYOUT.window} of the transfer being confirmed, to your {SELLER_PAYOUT.method} ID.
            The amount is the sale price of the tickets sold minus the seller platform fee.{' '}
            {SELLER_PAYOUT.heldAfterEvent}
          </p>
        ),
      },
      {
        id: 'transfer-mobile',
        question: 'How do I transfer a mobile ticket to the buyer?',
        answer: (
          <p>
            Open <AppLink href="/tickets?tab=listings">Your Listings</AppLink> and choose{' '}
            <strong>Transfer Instructions</strong> on the sale: it shows the buyer’s account to send the tickets to. Use
            the transfer option in the {platforms} app, then choose <strong>Upload Proof</strong> and add a screenshot
            or PDF of the completed transfer.
          </p>
        ),
      },
    ],
  },
  {
    id: 'rewards',
    title: 'Rewards',
    items: [
      {
        id: 'rewards-rule',
        question: 'How do TicketSetu rewards work?',
        answer: (
          <p>
            Every ticket you buy counts. {REWARDS.rule} {REWARDS.exclusions}
          </p>
        ),
      },
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    items: [
      {
        id: 'who-can-use',
        question: 'Who can use TicketSetu?',
        answer: (
          <p>
            Anyone aged {MIN_AGE} or over, buying or selling tickets for their own personal, non-commercial use. See our{' '}
            <Link to="/terms-and-conditions">Terms and Conditions</Link>.
          </p>
        ),
      },
      {
        id: 'delete-account',
        question: 'How do I delete my account?',
        answer: (
          <p>
            Sign in, open <AppLink href="/profile">Your Profile</AppLink> and choose <strong>Delete my account</strong>.
            Your account closes at once, and we erase your personal data within {ACCOUNT_DELETION.within} of the
            request, once {ACCOUNT_DELETION.condition}. Details are in our{' '}
            <Link to="/privacy-policy">Privacy Policy</Link>.
          </p>
        ),
      },
      {
        id: 'contact-support',
        question: 'How do I reach support?',
        answer: (
          <p>
            Support is open {SUPPORT.hours}: email <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> or use the{' '}
            <Link to="/contact">contact form</Link>, and we reply within {SUPPORT.firstReplyWithin}. If you are not
            happy with our answer, write to our Grievance Officer at{' '}
            <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a>.
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
