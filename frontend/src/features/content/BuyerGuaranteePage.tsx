import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { FEES, GUARANTEE_CLAIM_WINDOW, POLICIES_LAST_UPDATED, REFUNDS, SUPPORT } from '../../shared/site-facts';
import { AppLink } from '../../shared/ui/links';
import { ContactCta } from './ContactCta';
import { ContentPage } from './ContentPage';
import { Fact } from './Fact';
import { GrievanceOfficerBlock } from './facts';

export function BuyerGuaranteePage() {
  return (
    <ContentPage
      page="/buyer-guarantee"
      eyebrow={<Trans>Our 100% trust guarantee</Trans>}
      intro={
        <p>
          <Trans>
            If the tickets you bought on TicketSetu don’t reach you, don’t get you in, or the event is cancelled, you
            get your money back in full, including the <Fact of={FEES.buyerLabel} />.
          </Trans>
        </p>
      }
      lastUpdated={POLICIES_LAST_UPDATED}
      sections={[
        {
          id: 'promise',
          title: <Trans>Our promise</Trans>,
          content: (
            <>
              <p>
                <Trans>Every order on TicketSetu is protected from the moment you pay:</Trans>
              </p>
              <ul>
                <li>
                  <Trans>The listing you buy from has been checked by our team before it went on sale.</Trans>
                </li>
                <li>
                  <Trans>
                    Your payment is held by us, not paid to the seller, until the transfer of your tickets is complete.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    If one of the problems below happens, we refund the full amount you paid for the affected tickets,
                    fees included.
                  </Trans>
                </li>
              </ul>
            </>
          ),
        },
        {
          id: 'covered',
          title: <Trans>What the guarantee covers</Trans>,
          content: (
            <>
              <h3>
                <Trans>Tickets that are not transferred</Trans>
              </h3>
              <p>
                <Trans>
                  The seller does not transfer your mobile tickets, or our courier partner cannot collect your physical
                  tickets from the seller, in time for the event. Failed transfers are refunded without you having to
                  ask.
                </Trans>
              </p>
              <h3>
                <Trans>Invalid tickets</Trans>
              </h3>
              <p>
                <Trans>
                  The tickets you receive are not valid for entry: they were cancelled or already used, they are copies
                  or fakes, or they are for a different event, date or a lower category than the listing showed.
                </Trans>
              </p>
              <h3>
                <Trans>Cancelled events</Trans>
              </h3>
              <p>
                <Trans>
                  The organiser cancels the event and does not move it to a new date. You do not need to chase the
                  organiser or the seller: we refund you.
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: 'not-covered',
          title: <Trans>What it does not cover</Trans>,
          content: (
            <ul>
              <li>
                <Trans>
                  A change of plans. All sales are final once your payment is confirmed, so we can’t refund tickets you
                  no longer need; you are welcome to list them for resale.
                </Trans>
              </li>
              <li>
                <Trans>
                  Events that are postponed or moved to another venue when your tickets stay valid for the new date or
                  place.
                </Trans>
              </li>
              <li>
                <Trans>
                  Being refused entry for reasons that have nothing to do with the ticket, such as the venue’s age
                  limit, ID checks, late arrival, or the organiser’s rules on conduct and prohibited items.
                </Trans>
              </li>
              <li>
                <Trans>
                  A transfer that cannot be completed because the platform account or delivery address you gave at
                  checkout was wrong and not corrected when we asked.
                </Trans>
              </li>
              <li>
                <Trans>The performance itself: line-ups, set lengths, seat views or the weather.</Trans>
              </li>
              <li>
                <Trans>Tickets bought or paid for outside TicketSetu, even from a seller you met here.</Trans>
              </li>
              <li>
                <Trans>
                  Claims made more than <Fact of={GUARANTEE_CLAIM_WINDOW} /> after the event’s scheduled start.
                </Trans>
              </li>
            </ul>
          ),
        },
        {
          id: 'claim',
          title: <Trans>How to make a claim</Trans>,
          content: (
            <>
              <p>
                <Trans>
                  Contact us within <Fact of={GUARANTEE_CLAIM_WINDOW} /> of the event’s scheduled start, through the{' '}
                  <Link to="/contact">contact form</Link> or by email to{' '}
                  <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>. Use the subject “Buyer Guarantee claim” and
                  include:
                </Trans>
              </p>
              <ul>
                <li>
                  <Trans>the email address of your TicketSetu account and your order ID;</Trans>
                </li>
                <li>
                  <Trans>the event name and date, and the number of tickets affected;</Trans>
                </li>
                <li>
                  <Trans>what went wrong;</Trans>
                </li>
                <li>
                  <Trans>
                    any evidence you have: a screenshot of the error in the ticketing app, a message from the venue or
                    the organiser, or a photo of the tickets you received.
                  </Trans>
                </li>
              </ul>
              <p>
                <Trans>
                  Problem at the gate? Contact us straight away: support is open {SUPPORT.hours} and we may be able to
                  sort it out before the show starts.
                </Trans>
              </p>
              <h3>
                <Trans>What happens next</Trans>
              </h3>
              <ol>
                <li>
                  <Trans>
                    We acknowledge your claim within <Fact of={SUPPORT.firstReplyWithin} />.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    We check the order, the transfer and the seller’s proof, and ask the seller for their side.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    If the claim is covered, we refund you in full to your original payment method within{' '}
                    <Fact of={REFUNDS.creditedWithin} /> of our decision (see the{' '}
                    <Link to="/refund-policy">Refund Policy</Link> for bank times).
                  </Trans>
                </li>
              </ol>
              <p>
                <Trans>
                  You can follow your orders under <AppLink href="/tickets">Your Tickets</AppLink>.
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: 'sellers',
          title: <Trans>What this means for sellers</Trans>,
          content: (
            <p>
              <Trans>
                When a claim is upheld, the seller is not paid for the affected tickets, and any payout already made is
                recovered. Sellers who list invalid tickets lose their account. Read our{' '}
                <Link to="/terms-and-conditions">Terms and Conditions</Link> for sellers’ obligations.
              </Trans>
            </p>
          ),
        },
        {
          id: 'escalate',
          title: <Trans>If you disagree with our decision</Trans>,
          content: (
            <>
              <p>
                <Trans>
                  Write to our Grievance Officer, who will review the claim independently of the support team:
                </Trans>
              </p>
              <GrievanceOfficerBlock />
            </>
          ),
        },
      ]}
      footer={<ContactCta title={<Trans>Need to make a claim?</Trans>} />}
    />
  );
}
