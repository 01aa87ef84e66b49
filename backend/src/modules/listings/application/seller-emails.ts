import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { formatInr, formatIst } from '../../../shared/domain/display.js';
import type { DomainEvent } from '../../../shared/domain/domain-events.js';
import { MAIL_SENDER, type MailSender } from '../../../shared/infrastructure/mail/mail-sender.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { CatalogService } from '../../catalog/index.js';
import { IdentityService } from '../../identity/index.js';
import { Listing } from '../domain/listing.entity.js';

/**
 * The seller's emails about a listing, sent from the outbox (a mail failure is retried and never
 * touches the listing). Each handler records what it sent in `listing_emails`, so a delivery that
 * runs again after a success sends nothing twice.
 */
@Injectable()
export class SellerEmails implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly catalog: CatalogService,
    private readonly identity: IdentityService,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe('TicketListed', 'listings.seller-listing-email', (e) => this.send(e, 'listed'));
    this.outbox.subscribe('TicketVerified', 'listings.seller-verification-email', (e) => this.send(e, 'verified'));
    this.outbox.subscribe('TicketRejected', 'listings.seller-verification-email', (e) => this.send(e, 'rejected'));
    this.outbox.subscribe('ListingWithdrawn', 'listings.seller-withdrawal-email', async (e) => {
      if (e.payload.reason === 'resale_not_permitted') await this.send(e, 'resale_not_permitted');
    });
  }

  private async send(
    event: DomainEvent<'TicketListed' | 'TicketVerified' | 'TicketRejected' | 'ListingWithdrawn'>,
    kind: 'listed' | 'verified' | 'rejected' | 'resale_not_permitted',
  ): Promise<void> {
    const em = this.em.fork();
    const sent = await em.execute('select 1 from listing_emails where event_id = ? and kind = ?', [event.id, kind]);
    if (sent.length > 0) return; // an earlier run sent it
    const listing = await em.findOneOrFail(Listing, { id: event.payload.listingId });
    // The remark saved with the decision, even if staff edit the remarks later.
    const remarks = 'remarks' in event.payload ? (event.payload.remarks ?? null) : null;
    const [seller, eventView] = await Promise.all([
      this.identity.summaries([listing.sellerId]).then((m) => m.get(listing.sellerId)),
      this.catalog.getEvent(listing.eventId),
    ]);
    if (!seller) return;
    const firstName = seller.fullName?.split(' ')[0] || 'there';
    const facts = [
      `Event: ${eventView.title}`,
      `Venue: ${eventView.venue}, ${eventView.city}`,
      `Date: ${formatIst(eventView.eventDate)}`,
      `Price per ticket: ${formatInr(listing.price)}`,
      `Number of tickets: ${listing.quantity}`,
    ];
    const message = {
      listed: {
        subject: `Your tickets for ${eventView.title} are under review`,
        lines: [
          `Hi ${firstName},`,
          '',
          'Thank you for listing your tickets on TicketSetu. Our team is checking them now; you will get another email when they are live.',
          '',
          ...facts,
          '',
          'When a buyer pays, we hold the money until the ticket has reached them; then it is paid to your UPI id within ' +
            '24-48 hours (your first sales on TicketSetu, and payouts while more than ₹25,000.00 is owed to you, are paid after the event).',
        ],
      },
      verified: {
        subject: `Your tickets for ${eventView.title} are live`,
        lines: [
          `Hi ${firstName},`,
          '',
          'Good news: our team verified your listing and it is now visible to buyers.',
          '',
          ...facts,
          ...(remarks ? ['', `Remarks from our team: ${remarks}`] : []),
        ],
      },
      rejected: {
        subject: `Your listing for ${eventView.title} could not be verified`,
        lines: [
          `Hi ${firstName},`,
          '',
          'Our team could not verify your listing, so it will not be shown to buyers.',
          '',
          ...facts,
          '',
          `Remarks from our team: ${remarks ?? 'none'}`,
          '',
          'You are welcome to list again with clear proof of your booking. Reply to support@ticketsetu.in with any questions.',
        ],
      },
      resale_not_permitted: {
        subject: `Your listing for ${eventView.title} was taken down`,
        lines: [
          `Hi ${firstName},`,
          '',
          'The organiser of this event does not permit resale (its tickets are name-based and cannot be transferred), ' +
            'so we have taken your listing down and no more of its tickets will be sold.',
          '',
          ...facts,
          '',
          'Tickets a buyer has already paid for, or is paying for now, go ahead as before, and you are paid for them as usual. ' +
            'Reply to support@ticketsetu.in with any questions.',
        ],
      },
    }[kind];
    await this.mail.send({
      to: seller.email,
      subject: message.subject,
      text: [...message.lines, '', '— Team TicketSetu'].join('\n'),
    });
    await em.execute('insert into listing_emails (event_id, kind) values (?, ?) on conflict do nothing', [
      event.id,
      kind,
    ]);
  }
}
