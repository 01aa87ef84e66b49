import { Injectable } from '@nestjs/common';
import { EVENT_MESSAGES as m } from '@ticketsetu/contracts/rules';
import { CatalogService, EventAdminService } from '../../catalog/index.js';
import { ListingError } from '../domain/listing-errors.js';
import { ListingQueries } from './listing-queries.js';

/**
 * Deleting an event, which only listings can allow: nothing sold or listed for it (catalog never
 * imports listings). The back office's Admin > Events calls it.
 */
@Injectable()
export class EventRemoval {
  constructor(
    private readonly catalog: CatalogService,
    private readonly events: EventAdminService,
    private readonly queries: ListingQueries,
  ) {}

  /**
   * Deletes an event nothing was listed for. One with sold tickets, or any listing, can only be
   * deactivated; a listing made while this runs is caught by the database's foreign key.
   */
  async delete(adminId: string, eventId: string): Promise<void> {
    const event = await this.catalog.getEvent(eventId);
    const counts = (await this.queries.ticketCounts([event.id])).get(event.id);
    if (counts && counts.soldTickets > 0) throw new ListingError('EVENT_IN_USE', m.hasSoldTickets);
    if (counts && counts.listings > 0) throw new ListingError('EVENT_IN_USE', m.hasListings);
    await this.events.delete(adminId, event.id);
  }
}
