import { Link } from '@tanstack/react-router';
import {
  FEES,
  GUARANTEE_CLAIM_WINDOW,
  joinList,
  PAYMENT_GATEWAY,
  POLICIES_LAST_UPDATED,
  REFUNDS,
  SELLER_PAYOUT,
  SUPPORT,
} from '../../shared/site-facts';
import { ContactCta } from './ContactCta';
import { ContentPage } from './ContentPage';
import { GrievanceOfficerBlock, RefundTimesTable } from './facts';

export function RefundPolicyPage() {
  return (
    <ContentPage
      title="Refund Policy"
      eyebrow="Policy"
      intro={
        <p>
          When you get your money back, how much, and how long it takes. This policy works together with our{' '}
          <Link to="/buyer-guarantee">Buyer Guarantee</Link>.
        </p>
      }
      lastUpdated={POLICIES_LAST_UPDATED}
      sections={[
        {
          id: 'summary',
          title: 'In short',
          content: (
            <ul>
              <li>All sales are final once your payment is confirmed.</li>
              <li>If the seller’s transfer fails, you are refunded in full, without having to ask.</li>
              <li>
                Tickets that never arrive, don’t work, or are for an event that is cancelled are covered by the Buyer
                Guarantee.
              </li>
              <li>
                We credit refunds within {REFUNDS.creditedWithin}; your bank then takes{' '}
                {joinList(REFUNDS.bankTimes.map((row) => `${row.time} for ${row.inProse}`))}.
              </li>
            </ul>
          ),
        },
        {
          id: 'sales-final',
          title: 'All sales are final once confirmed',
          content: (
            <p>
              Once {PAYMENT_GATEWAY} confirms your payment, the seller’s tickets are set aside for you and can no longer
              be sold to anyone else, so we cannot cancel an order because your plans have changed. If you can no longer
              go, you can list the tickets for resale on TicketSetu yourself.
            </p>
          ),
        },
        {
          id: 'when',
          title: 'When you get a refund',
          content: (
            <>
              <h3>The transfer fails</h3>
              <p>
                If the seller cannot complete the transfer (mobile tickets are not sent to your account, or our courier
                partner cannot collect physical tickets), the transfer is marked failed and a full refund is raised for
                you straight away.
              </p>
              <h3>A Buyer Guarantee claim is upheld</h3>
              <p>
                Tickets that are invalid for entry, or an event that is cancelled without a new date, are refunded when
                you claim within {GUARANTEE_CLAIM_WINDOW} of the event’s scheduled start. See the{' '}
                <Link to="/buyer-guarantee">Buyer Guarantee</Link> for what is covered and how to claim.
              </p>
              <h3>Your bank was debited but the payment failed</h3>
              <p>
                If money left your account but the order shows as failed, {PAYMENT_GATEWAY} reverses the payment
                automatically. If it has not come back within the bank times below, contact us with the order ID and we
                will chase it for you.
              </p>
            </>
          ),
        },
        {
          id: 'amount',
          title: 'How much is refunded',
          content: (
            <p>
              The full amount you paid for the affected tickets: the ticket price times the number of tickets, plus the{' '}
              {FEES.buyerLabel} charged on them. If only some of the tickets in an order are affected, we refund those
              tickets and their share of the fee. There are no cancellation or processing charges on a refund.
            </p>
          ),
        },
        {
          id: 'timing',
          title: 'How refunds are paid and how long they take',
          content: (
            <>
              <p>
                Refunds always go back to the payment method you used, through {PAYMENT_GATEWAY}. We credit the refund
                within {REFUNDS.creditedWithin} of it being approved (for a failed transfer, of the transfer being
                marked failed) and email you when it is on its way. Your bank then needs a little time to show it:
              </p>
              <RefundTimesTable />
              <p>Business days are banking days: weekends and bank holidays don’t count.</p>
            </>
          ),
        },
        {
          id: 'request',
          title: 'How to ask about a refund',
          content: (
            <p>
              Email <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> or use the{' '}
              <Link to="/contact">contact form</Link> with your order ID and the email address of your account. Support
              is open {SUPPORT.hours} and we reply within {SUPPORT.firstReplyWithin}.
            </p>
          ),
        },
        {
          id: 'sellers',
          title: 'For sellers',
          content: (
            <p>
              When a transfer fails or a Buyer Guarantee claim is upheld, the buyer is refunded and no payout is made
              for those tickets; a payout already made is recovered. For completed transfers, we pay you within{' '}
              {SELLER_PAYOUT.window} of the transfer being confirmed, to your {SELLER_PAYOUT.method} ID, minus the
              seller platform fee.
            </p>
          ),
        },
        {
          id: 'grievance',
          title: 'Complaints',
          content: (
            <>
              <p>If you are unhappy with how a refund was handled, write to our Grievance Officer:</p>
              <GrievanceOfficerBlock />
            </>
          ),
        },
      ]}
      footer={<ContactCta title="Questions about a refund?" />}
    />
  );
}
