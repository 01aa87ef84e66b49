import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import type { DomainEvent } from '../../../shared/domain/domain-events.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { CatalogService, isOpenForSale } from '../../catalog/index.js';
import { InventoryService, ListingQueries } from '../../listings/index.js';
import { matchParams, QUEUE_MATCHING_ALERTS } from './alert-match.sql.js';

/** The advisory-lock key space of ticket alerts (two-key locks do not collide with one-key ones). */
const ALERT_LOCKS = 20261214;

/**
 * A verified listing meets the alerts of its event (ADR 66): one statement queues a delivery for every
 * live alert it answers, and one outbox event tells the sender. Transactional: the deliveries, the event
 * and the done mark of this handler commit together, so a repeated delivery queues nothing new. Matches
 * for one event run one at a time (its advisory lock), so two listings verified at once cannot both pass
 * a fan's hourly limit.
 */
@Injectable()
export class AlertMatch implements OnModuleInit {
  constructor(
    private readonly outbox: Outbox,
    private readonly listings: ListingQueries,
    private readonly inventory: InventoryService,
    private readonly catalog: CatalogService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribeTransactional('TicketVerified', 'alerts.match', async (event, em) => {
      await this.listingVerified(event, em);
    });
  }

  /** Queues the deliveries of a verified listing; answers how many (0 when the event has started). */
  async listingVerified(event: DomainEvent<'TicketVerified'>, em: EntityManager): Promise<number> {
    const listing = await this.listings.forCheckout(event.payload.listingId);
    if (!listing) return 0;
    const now = this.clock.now();
    // Alerts end when the event starts: the sweep marks them, this makes sure none is sent meanwhile.
    if (!isOpenForSale(await this.catalog.getEvent(listing.eventId), now)) return 0;
    await em.execute('select pg_advisory_xact_lock(?, hashtext(?))', [ALERT_LOCKS, listing.eventId.toLowerCase()]);
    const available = await this.inventory.availableNow(listing.id, em);
    if (available === 0) return 0;
    const [row] = await em.execute<{ queued: number }[]>(
      QUEUE_MATCHING_ALERTS,
      matchParams({ ...listing, available }, now),
    );
    const count = row?.queued ?? 0;
    if (count > 0) {
      await this.outbox.publish(em, 'TicketAlertsQueued', { listingId: listing.id, eventId: listing.eventId });
    }
    return count;
  }
}
