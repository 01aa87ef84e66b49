import { Link } from '@tanstack/react-router';
import { FEES, GUARANTEE_CLAIM_WINDOW, POLICIES_LAST_UPDATED, REFUNDS, SUPPORT } from '../../shared/site-facts';
import { AppLink } from '../../shared/ui/links';
import { ContactCta } from './ContactCta';
import { ContentPage } from './ContentPage';
import { GrievanceOfficerBlock } from './facts';

export function BuyerGuaranteePage() {
  return (
    <ContentPage
      title="Buyer Guarantee"
      eyebrow="Our 100% trust guarantee"
      intro={
        <p>
          If the tickets you bought on TicketSetu don’t reach you, don’t get you in, or the event is cancelled, you get
          your money back in full, including the {FEES.buyerLabel}.
        </p>
      }
      lastUpdated={POLICIES_LAST_UPDATED}
      sections={[
        {
          id: 'promise',
          title: 'Our promise',
          content: (
            <>
              <p>Every order on TicketSetu is protected from the moment you pay:</p>
              <ul>
                <li>The listing you buy from has been checked by our team before it went on sale.</li>
                <li>
                  Your payment is held by us, not paid to the seller, until the transfer of your tickets is complete.
                </li>
                <li>
                  If one of the problems below happens, we refund the full amount you paid for the affected tickets,
                  fees included.
                </li>
              </ul>
            </>
          ),
        },
        {
          id: 'covered',
          title: 'What the guarantee covers',
          content: (
            <>
              <h3>Tickets that are not transferred</h3>
              <p>
                The seller does not transfer your mobile tickets, or our courier partner cannot collect your physical
                tickets from the seller, in time for the event. Failed transfers are refunded without you having to ask.
              </p>
              <h3>Invalid tickets</h3>
              <p>
                The tickets you receive are not valid for entry: they were cancelled or already used, they are copies or
                fakes, or they are for a different event, date or a lower category than the listing showed.
              </p>
              <h3>Cancelled events</h3>
              <p>
                The organiser cancels the event and does not move it to a new date. You do not need to chase the
                organiser or the seller: we refund you.
              </p>
            </>
          ),
        },
        {
          id: 'not-covered',
          title: 'What it does not cover',
          content: (
            <ul>
              <li>
                A change of plans. All sales are final once your payment is confirmed, so we can’t refund tickets you no
                longer need; you are welcome to list them for resale.
              </li>
              <li>
                Events that are postponed or moved to another venue when your tickets stay valid for the new date or
                place.
              </li>
              <li>
                Being refused entry for reasons that have nothing to do with the ticket, such as the venue’s age limit,
                ID checks, late arrival, or the organiser’s rules on conduct and prohibited items.
              </li>
              <li>
                A transfer that cannot be completed because the platform account or delivery address you gave at
                checkout was wrong and not corrected when we asked.
              </li>
              <li>The performance itself: line-ups, set lengths, seat views or the weather.</li>
              <li>Tickets bought or paid for outside TicketSetu, even from a seller you met here.</li>
              <li>Claims made more than {GUARANTEE_CLAIM_WINDOW} after the event’s scheduled start.</li>
            </ul>
          ),
        },
        {
          id: 'claim',
          title: 'How to make a claim',
          content: (
            <>
              <p>
                Contact us within {GUARANTEE_CLAIM_WINDOW} of the event’s scheduled start, through the{' '}
                <Link to="/contact">contact form</Link> or by email to{' '}
                <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>. Use the subject “Buyer Guarantee claim” and
                include:
              </p>
              <ul>
                <li>the email address of your TicketSetu account and your order ID;</li>
                <li>the event name and date, and the number of tickets affected;</li>
                <li>what went wrong;</li>
                <li>
                  any evidence you have: a screenshot of the error in the ticketing app, a message from the venue or the
                  organiser, or a photo of the tickets you received.
                </li>
              </ul>
              <p>
                Problem at the gate? Contact us straight away: support is open {SUPPORT.hours} and we may be able to
                sort it out before the show starts.
              </p>
              <h3>What happens next</h3>
              <ol>
                <li>We acknowledge your claim within {SUPPORT.firstReplyWithin}.</li>
                <li>We check the order, the transfer and the seller’s proof, and ask the seller for their side.</li>
                <li>
                  If the claim is covered, we refund you in full to your original payment method within{' '}
                  {REFUNDS.creditedWithin} of our decision (see the <Link to="/refund-policy">Refund Policy</Link> for
                  bank times).
                </li>
              </ol>
              <p>
                You can follow your orders under <AppLink href="/tickets">Your Tickets</AppLink>.
              </p>
            </>
          ),
        },
        {
          id: 'sellers',
          title: 'What this means for sellers',
          content: (
            <p>
              When a claim is upheld, the seller is not paid for the affected tickets, and any payout already made is
              recovered. Sellers who list invalid tickets lose their account. Read our{' '}
              <Link to="/terms-and-conditions">Terms and Conditions</Link> for sellers’ obligations.
            </p>
          ),
        },
        {
          id: 'escalate',
          title: 'If you disagree with our decision',
          content: (
            <>
              <p>Write to our Grievance Officer, who will review the claim independently of the support team:</p>
              <GrievanceOfficerBlock />
            </>
          ),
        },
      ]}
      footer={<ContactCta title="Need to make a claim?" />}
    />
  );
}
