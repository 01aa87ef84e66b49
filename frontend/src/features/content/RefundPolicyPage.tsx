import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import {
  FEES,
  GUARANTEE_CLAIM_WINDOW,
  PAYMENT_GATEWAY,
  POLICIES_LAST_UPDATED,
  REFUNDS,
  SELLER_PAYOUT,
  SUPPORT,
} from '../../shared/site-facts';
import { ContactCta } from './ContactCta';
import { ContentPage } from './ContentPage';
import { Fact } from './Fact';
import { factIn, joinIn } from './fact-words';
import { GrievanceOfficerBlock, RefundTimesTable } from './facts';

export function RefundPolicyPage() {
  const { t, i18n } = useLingui();
  const bankTimes = joinIn(
    i18n,
    REFUNDS.bankTimes.map((row) => {
      const time = factIn(i18n, row.time);
      const method = factIn(i18n, row.inProse);
      return t`${time} for ${method}`;
    }),
  );
  return (
    <ContentPage
      page="/refund-policy"
      eyebrow={<Trans>Policy</Trans>}
      governedByEnglish
      intro={
        <p>
          <Trans>
            When you get your money back, how much, and how long it takes. This policy works together with our{' '}
            <Link to="/buyer-guarantee">Buyer Guarantee</Link>.
          </Trans>
        </p>
      }
      lastUpdated={POLICIES_LAST_UPDATED}
      sections={[
        {
          id: 'summary',
          title: <Trans>In short</Trans>,
          content: (
            <ul>
              <li>
                <Trans>All sales are final once your payment is confirmed.</Trans>
              </li>
              <li>
                <Trans>If the seller’s transfer fails, you are refunded in full, without having to ask.</Trans>
              </li>
              <li>
                <Trans>
                  Tickets that never arrive, don’t work, or are for an event that is cancelled are covered by the Buyer
                  Guarantee.
                </Trans>
              </li>
              <li>
                <Trans>
                  We credit refunds within <Fact of={REFUNDS.creditedWithin} />; your bank then takes {bankTimes}.
                </Trans>
              </li>
            </ul>
          ),
        },
        {
          id: 'sales-final',
          title: <Trans>All sales are final once confirmed</Trans>,
          content: (
            <p>
              <Trans>
                Once {PAYMENT_GATEWAY} confirms your payment, the seller’s tickets are set aside for you and can no
                longer be sold to anyone else, so we cannot cancel an order because your plans have changed. If you can
                no longer go, you can list the tickets for resale on TicketSetu yourself.
              </Trans>
            </p>
          ),
        },
        {
          id: 'when',
          title: <Trans>When you get a refund</Trans>,
          content: (
            <>
              <h3>
                <Trans>The transfer fails</Trans>
              </h3>
              <p>
                <Trans>
                  If the seller cannot complete the transfer (mobile tickets are not sent to your account, or our
                  courier partner cannot collect physical tickets), the transfer is marked failed and a full refund is
                  raised for you straight away.
                </Trans>
              </p>
              <h3>
                <Trans>A Buyer Guarantee claim is upheld</Trans>
              </h3>
              <p>
                <Trans>
                  Tickets that are invalid for entry, or an event that is cancelled without a new date, are refunded
                  when you claim within <Fact of={GUARANTEE_CLAIM_WINDOW} /> of the event’s scheduled start. See the{' '}
                  <Link to="/buyer-guarantee">Buyer Guarantee</Link> for what is covered and how to claim.
                </Trans>
              </p>
              <h3>
                <Trans>Your bank was debited but the payment failed</Trans>
              </h3>
              <p>
                <Trans>
                  If money left your account but the order shows as failed, {PAYMENT_GATEWAY} reverses the payment
                  automatically. If it has not come back within the bank times below, contact us with the order ID and
                  we will chase it for you.
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: 'amount',
          title: <Trans>How much is refunded</Trans>,
          content: (
            <p>
              <Trans>
                The full amount you paid for the affected tickets: the ticket price times the number of tickets, plus
                the <Fact of={FEES.buyerLabel} /> charged on them. If only some of the tickets in an order are affected,
                we refund those tickets and their share of the fee. There are no cancellation or processing charges on a
                refund.
              </Trans>
            </p>
          ),
        },
        {
          id: 'timing',
          title: <Trans>How refunds are paid and how long they take</Trans>,
          content: (
            <>
              <p>
                <Trans>
                  Refunds always go back to the payment method you used, through {PAYMENT_GATEWAY}. We credit the refund
                  within <Fact of={REFUNDS.creditedWithin} /> of it being approved (for a failed transfer, of the
                  transfer being marked failed) and email you when it is on its way. Your bank then needs a little time
                  to show it:
                </Trans>
              </p>
              <RefundTimesTable />
              <p>
                <Trans>Business days are banking days: weekends and bank holidays don’t count.</Trans>
              </p>
            </>
          ),
        },
        {
          id: 'request',
          title: <Trans>How to ask about a refund</Trans>,
          content: (
            <p>
              <Trans>
                Email <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> or use the{' '}
                <Link to="/contact">contact form</Link> with your order ID and the email address of your account.
                Support is open {SUPPORT.hours} and we reply within <Fact of={SUPPORT.firstReplyWithin} />.
              </Trans>
            </p>
          ),
        },
        {
          id: 'sellers',
          title: <Trans>For sellers</Trans>,
          content: (
            <p>
              <Trans>
                When a transfer fails or a Buyer Guarantee claim is upheld, the buyer is refunded and no payout is made
                for those tickets; a payout already made is recovered. For completed transfers, we pay you within{' '}
                <Fact of={SELLER_PAYOUT.window} /> of the transfer being confirmed, to your {SELLER_PAYOUT.method} ID,
                minus the seller platform fee.
              </Trans>
            </p>
          ),
        },
        {
          id: 'grievance',
          title: <Trans>Complaints</Trans>,
          content: (
            <>
              <p>
                <Trans>If you are unhappy with how a refund was handled, write to our Grievance Officer:</Trans>
              </p>
              <GrievanceOfficerBlock />
            </>
          ),
        },
      ]}
      footer={<ContactCta title={<Trans>Questions about a refund?</Trans>} />}
    />
  );
}
