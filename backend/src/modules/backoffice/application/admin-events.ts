import { Injectable } from '@nestjs/common';
import type { Paise } from '@ticketsetu/contracts/money';
import type { AdminListPage } from '../../../shared/domain/admin-list.js';
import { type AdminEventsQuery, CatalogService, type EventView } from '../../catalog/index.js';
import { ListingQueries } from '../../listings/index.js';

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

/** Admin > Events list and one event: the catalog's page of events, with the listings' counts for it. */
@Injectable()
export class AdminEvents {
  constructor(
    private readonly catalog: CatalogService,
    private readonly queries: ListingQueries,
  ) {}

  async list(query: AdminEventsQuery): Promise<AdminListPage<AdminEventRow>> {
    const page = await this.catalog.adminEvents(query);
    return { rows: await this.withCounts(page.rows), total: page.total };
  }

  async one(eventId: string): Promise<AdminEventRow> {
    return (await this.withCounts([await this.catalog.getEvent(eventId)]))[0]!;
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
