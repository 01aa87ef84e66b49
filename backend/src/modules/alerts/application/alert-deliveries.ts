import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import type { DomainEvent } from '../../../shared/domain/domain-events.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { CatalogService } from '../../catalog/index.js';
import { IdentityService } from '../../identity/index.js';
import { ListingQueries } from '../../listings/index.js';
import { AlertMessages, type DueDelivery } from './alert-messages.js';

/** How many deliveries one transaction locks and sends. */
const BATCH = 100;

interface DueRow extends DueDelivery {
  user_id: string;
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
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly catalog: CatalogService,
    private readonly identity: IdentityService,
    private readonly listings: ListingQueries,
    private readonly messages: AlertMessages,
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
              await this.messages.deliver(row, person, listing!, eventView);
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
}
