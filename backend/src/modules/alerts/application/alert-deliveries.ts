import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { formatInr } from '@ticketsetu/contracts/money';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { formatIst } from '../../../shared/domain/display.js';
import type { DomainEvent } from '../../../shared/domain/domain-events.js';
import { MAIL_SENDER, type MailSender } from '../../../shared/infrastructure/mail/mail-sender.js';
import { firstNameOf, letter } from '../../../shared/infrastructure/mail/mail-once.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { CatalogService, type EventView } from '../../catalog/index.js';
import { IdentityService, SMS_SENDER, type SmsSender, type UserSummary } from '../../identity/index.js';
import { type CheckoutListingView, ListingQueries } from '../../listings/index.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

/** How many deliveries one transaction locks and sends. */
const BATCH = 100;

interface DueRow {
  id: string;
  alert_id: string;
  user_id: string;
  sms: boolean;
  alert_active: boolean;
}

/**
 * Sends the queued deliveries of a listing (ADR 66): an email with a link straight to the listing's
 * checkout and a one-click unsubscribe link, and an SMS to a fan who chose it. Each batch of rows is
 * locked FOR UPDATE SKIP LOCKED and marked done in the transaction that sent it, so a second replica
 * never takes the same rows and a repeated outbox delivery finds nothing left to send. A delivery
 * whose alert was removed meanwhile, or whose listing is no longer on sale, is skipped.
 */
@Injectable()
export class AlertDeliveries implements OnModuleInit {
  private readonly logger = new Logger('AlertDeliveries');

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly catalog: CatalogService,
    private readonly identity: IdentityService,
    private readonly listings: ListingQueries,
    private readonly links: UnsubscribeLinks,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe('TicketAlertsQueued', 'alerts.send', async (event) => {
      await this.send(event);
    });
  }

  /** Sends every due delivery of the listing, a batch per transaction; answers how many were sent. */
  async send(event: DomainEvent<'TicketAlertsQueued'>): Promise<number> {
    const { listingId, eventId } = event.payload;
    const [listing, eventView] = await Promise.all([
      this.listings.forCheckout(listingId),
      this.catalog.getEvent(eventId),
    ]);
    let sent = 0;
    let failure: unknown = null;
    while (failure === null) {
      const batch = await this.em.fork().transactional(async (tx) => {
        const due = await tx.execute<DueRow[]>(
          `select d.id, d.alert_id, d.user_id, d.sms, a.status = 'active' as alert_active
             from ticket_alert_deliveries d join ticket_alerts a on a.id = d.alert_id
            where d.listing_id = ? and d.done_at is null
            order by d.queued_at, d.id limit ? for update of d skip locked`,
          [listingId, BATCH],
        );
        if (due.length === 0) return null;
        const people = await this.identity.summaries(due.map((d) => d.user_id));
        const onSale = Boolean(listing?.isOnSale) && eventView.eventDate > this.clock.now();
        let count = 0;
        for (const row of due) {
          const person = people.get(row.user_id);
          const go = onSale && row.alert_active && person !== undefined;
          if (go) {
            try {
              await this.deliver(row, person, listing!, eventView);
            } catch (error) {
              // The mails sent so far stay marked (this transaction commits); the outbox retries the rest.
              failure = error;
              break;
            }
            count++;
          }
          await tx.execute('update ticket_alert_deliveries set done_at = ?, outcome = ? where id = ?', [
            this.clock.now(),
            go ? 'sent' : 'skipped',
            row.id,
          ]);
        }
        return count;
      });
      if (batch === null) return sent;
      sent += batch;
    }
    throw failure;
  }

  private async deliver(row: DueRow, person: UserSummary, listing: CheckoutListingView, event: EventView) {
    const checkout = `${this.config.PUBLIC_URL}/checkout/${listing.id}`;
    const unsubscribe = `${this.config.PUBLIC_URL}/api/v1/alerts/unsubscribe?alert=${this.links.sign(row.alert_id)}`;
    await this.mail.send({
      to: person.email,
      subject: `Tickets for ${event.title} are listed`,
      // RFC 8058: mail software offers its own Unsubscribe button, which POSTs the one-click form to the link.
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      text: letter(firstNameOf(person.fullName), [
        `Tickets you asked us to look out for are on sale: ${formatInr(listing.price)} per ticket.`,
        '',
        `Event: ${event.title}`,
        `Venue: ${event.venue}, ${event.city}`,
        `Date: ${formatIst(event.eventDate)}`,
        `Price per ticket: ${formatInr(listing.price)}`,
        '',
        `Buy them now: ${checkout}`,
        '',
        'First come, first served: someone else may buy them before you. We tell you about this event at most once an hour.',
        '',
        `Stop these alerts for ${event.title} (one click, no sign-in): ${unsubscribe}`,
      ]),
    });
    if (!row.sms || !person.phone) return;
    try {
      await this.sms.sendNotice(person.phone, {
        text: `TicketSetu: tickets for ${event.title} are listed at ${formatInr(listing.price)}. Buy: ${checkout}`,
        variables: { event: event.title, link: checkout },
      });
    } catch (error) {
      // The email went: a failed text is logged, never a reason to email the fan again.
      this.logger.warn(`Ticket alert SMS for delivery ${row.id} failed: ${String(error)}`);
    }
  }
}
