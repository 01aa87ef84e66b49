import { Injectable } from '@nestjs/common';
import type { Paise } from '@ticketsetu/contracts/money';
import { EVENT_MESSAGES as m } from '@ticketsetu/contracts/rules';
import type { AdminListPage } from '../../../shared/domain/admin-list.js';
import { type AdminEventsQuery, CatalogService, EventAdminService, type EventView } from '../../catalog/index.js';
import { ListingError } from '../domain/listing-errors.js';
import { ListingQueries } from './listing-queries.js';

/** An event in Admin > Events: the catalog's event with its ticket counts from the listings. */
export interface AdminEventRow {
  event: EventView;
  /** Tickets of verified listings (on sale or sold out). */
  totalTickets: number;
  /** On sale now: neither sold nor held (the public figure, ListingQueries.availability). */
  availableTickets: number;
  soldTickets: number;
  /** Listings in any status. */
  listings: number;
  minPrice: Paise | null;
}

/**
 * Admin > Events list and delete. They need the listings (counts; nothing sold or listed before a
 * delete), so they live here: catalog never imports listings. Create, edit, verify and activate are
 * catalog's (EventAdminService).
 */
@Injectable()
export class AdminEvents {
  constructor(
    private readonly catalog: CatalogService,
    private readonly events: EventAdminService,
    private readonly queries: ListingQueries,
  ) {}

  async list(query: AdminEventsQuery): Promise<AdminListPage<AdminEventRow>> {
    const page = await this.catalog.adminEvents(query);
    return { rows: await this.withCounts(page.rows), total: page.total };
  }

  async one(eventId: string): Promise<AdminEventRow> {
    return (await this.withCounts([await this.catalog.getEvent(eventId)]))[0]!;
  }

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

  private async withCounts(events: EventView[]): Promise<AdminEventRow[]> {
    const ids = events.map((e) => e.id);
    const [counts, availability] = await Promise.all([this.queries.ticketCounts(ids), this.queries.availability(ids)]);
    return events.map((event) => {
      const count = counts.get(event.id);
      const onSale = availability.get(event.id);
      return {
        event,
        totalTickets: count?.totalTickets ?? 0,
        availableTickets: onSale?.availableTickets ?? 0,
        soldTickets: count?.soldTickets ?? 0,
        listings: count?.listings ?? 0,
        minPrice: onSale?.minPrice ?? null,
      };
    });
  }
}
