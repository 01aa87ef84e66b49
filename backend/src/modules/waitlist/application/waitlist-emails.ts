import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { formatInr } from '@ticketsetu/contracts/money';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { formatIst } from '../../../shared/domain/display.js';
import type { DomainEvent } from '../../../shared/domain/domain-events.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { CatalogService } from '../../catalog/index.js';
import { ListingQueries } from '../../listings/index.js';
import { WaitlistEntry } from '../domain/waitlist-entry.entity.js';
import { OFFER_MINUTES, WaitlistOffer } from '../domain/waitlist-offer.entity.js';
import { WaitlistMailer } from './waitlist-mailer.js';

/**
 * The waiting list's emails. The offer email: the seats held for the person, until when, and the link
 * straight to checkout. The expiry email: an offer they were told of ended without a purchase, the
 * seats went to the next person, and whether they still wait. Sent from the outbox (at least once);
 * `emailed_at` and `expiry_emailed_at` record them, so a delivery that runs again after a success
 * sends nothing twice. An offer that ended before its email went out is announced neither way.
 */
@Injectable()
export class WaitlistEmails implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly catalog: CatalogService,
    private readonly listings: ListingQueries,
    private readonly mailer: WaitlistMailer,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe('WaitlistOfferMade', 'waitlist.offer-email', (event) => this.offerMade(event));
    this.outbox.subscribe('WaitlistOfferExpired', 'waitlist.expiry-email', (event) => this.offerExpired(event));
  }

  private async offerMade(event: DomainEvent<'WaitlistOfferMade'>): Promise<void> {
    const em = this.em.fork();
    const offer = await em.findOne(WaitlistOffer, { id: event.payload.offerId });
    if (!offer || offer.emailedAt || offer.status !== 'offered') return;
    const [eventView, listing] = await Promise.all([
      this.catalog.getEvent(offer.eventId),
      this.listings.forCheckout(offer.listingId),
    ]);
    if (!listing) return;
    const tickets = ticketCount(offer.quantity);
    const sent = await this.mailer.sendTo(offer.userId, (firstName, publicUrl) => ({
      subject: `${tickets} for ${eventView.title} held for you`,
      text: [
        `Hi ${firstName},`,
        '',
        `Tickets you were waiting for are back. Everyone waiting was put in a random order, and it is your turn: we are holding ${tickets} for you for ${OFFER_MINUTES} minutes, until ${formatIst(offer.expiresAt)}.`,
        '',
        `Event: ${eventView.title}`,
        `Venue: ${eventView.venue}, ${eventView.city}`,
        `Date: ${formatIst(eventView.eventDate)}`,
        `Price per ticket: ${formatInr(listing.price)}`,
        `Number of tickets: ${offer.quantity}`,
        '',
        `Check out now: ${publicUrl}${offer.checkoutPath}`,
        '',
        'Not for you? Decline the offer on Your Tickets and the next person waiting gets them; you stay on the waiting list.',
        '',
        '— Team TicketSetu',
      ].join('\n'),
    }));
    if (sent) await em.nativeUpdate(WaitlistOffer, { id: offer.id, emailedAt: null }, { emailedAt: this.clock.now() });
  }

  private async offerExpired(event: DomainEvent<'WaitlistOfferExpired'>): Promise<void> {
    const em = this.em.fork();
    const offer = await em.findOne(WaitlistOffer, { id: event.payload.offerId });
    // Never told of the offer (it ended before its email went out): nothing to take back.
    if (!offer || offer.status !== 'expired' || !offer.emailedAt || offer.expiryEmailedAt) return;
    const [eventView, entry] = await Promise.all([
      this.catalog.getEvent(offer.eventId),
      em.findOne(WaitlistEntry, { id: offer.entryId }),
    ]);
    const tickets = ticketCount(offer.quantity);
    const sent = await this.mailer.sendTo(offer.userId, (firstName, publicUrl) => ({
      subject: `Your offer for ${eventView.title} has expired`,
      text: [
        `Hi ${firstName},`,
        '',
        `Your offer of ${tickets} for ${eventView.title} has expired: the tickets were not bought while we held them for you, so they have gone to the next person waiting. We are sorry you missed them this time.`,
        '',
        ...(entry?.isWaiting
          ? [
              'You are still on the waiting list for this event. When more tickets come up, everyone waiting is put in a random order again, and we will email you if it is your turn.',
              '',
            ]
          : []),
        `Event: ${eventView.title}`,
        `Venue: ${eventView.venue}, ${eventView.city}`,
        `Date: ${formatIst(eventView.eventDate)}`,
        '',
        `Your waiting lists: ${publicUrl}/tickets?tab=purchases`,
        '',
        '— Team TicketSetu',
      ].join('\n'),
    }));
    if (!sent) return;
    await em.nativeUpdate(
      WaitlistOffer,
      { id: offer.id, expiryEmailedAt: null },
      { expiryEmailedAt: this.clock.now() },
    );
  }
}

function ticketCount(quantity: number): string {
  return quantity === 1 ? '1 ticket' : `${quantity} tickets`;
}
