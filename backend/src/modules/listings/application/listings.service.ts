import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { MicroCache } from '../../../shared/infrastructure/cache/micro-cache.js';
import { CatalogService, type EventView } from '../../catalog/application/catalog.service.js';
import type { Availability } from '../../catalog/application/catalog.service.js';
import { Listing, type NewListing, type TicketType } from '../domain/listing.entity.js';

export const listingSorts = ['price_asc', 'price_desc', 'date_asc', 'date_desc'] as const;
export type ListingSort = (typeof listingSorts)[number];

export interface OnSaleFilter {
  /** Only listings with at least this many tickets left. */
  quantity?: number;
  type?: TicketType;
  sort: ListingSort;
}

/** What anyone may see of a listing: no seller identity, UPI id, address or files. */
export interface PublicListingView {
  id: string;
  event_id: string;
  price: number;
  quantity: number;
  sold_quantity: number;
  available_quantity: number;
  seat_number: string | null;
  section: string | null;
  row: string | null;
  ticket_type: TicketType;
  mobile_ticket_type: string | null;
  status: string;
  listed_at: Date;
}

const orderBy: Record<ListingSort, string> = {
  price_asc: 'price asc, listed_at asc',
  price_desc: 'price desc, listed_at asc',
  date_asc: 'listed_at asc',
  date_desc: 'listed_at desc',
};

export type EventPageView = EventView & { listings: PublicListingView[] };

@Injectable()
export class ListingsService {
  private readonly eventPageCache: MicroCache<EventPageView>;

  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.eventPageCache = new MicroCache(config.CATALOG_CACHE_TTL_MS);
  }

  /** The public event page: any event by id with its on-sale listings after the filters. */
  eventPage(eventId: string, filter: OnSaleFilter): Promise<EventPageView> {
    return this.eventPageCache.get(JSON.stringify([eventId, filter]), async () => {
      const event = await this.catalog.getEvent(eventId);
      return { ...event, listings: await this.onSaleForEvent(event.id, filter) };
    });
  }

  /** The spec's "on sale" listings of one event: status available with tickets left. */
  async onSaleForEvent(eventId: string, filter: OnSaleFilter): Promise<PublicListingView[]> {
    const rows = await this.em.execute<PublicListingView[]>(
      `select id, event_id, price, quantity, sold_quantity, quantity - sold_quantity as available_quantity,
              seat_number, section, "row", ticket_type, mobile_ticket_type, status, listed_at
         from tickets
        where event_id = ? and status = 'available' and quantity - sold_quantity >= ?
          and (?::text is null or ticket_type = ?)
        order by ${orderBy[filter.sort]}, id`,
      [eventId, Math.max(filter.quantity ?? 1, 1), filter.type ?? null, filter.type ?? null],
    );
    return rows.map((row) => ({ ...row, listed_at: new Date(row.listed_at) }));
  }

  /** A seller's new listing; it waits for staff review (pending_approval). */
  async create(input: NewListing): Promise<Listing> {
    const event = await this.catalog.getEvent(input.eventId);
    if (!event.is_active || event.event_date.getTime() <= Date.now()) {
      throw new DomainError('LISTING_INVALID', 'This event is no longer open for listings');
    }
    return this.changeAvailability(input.eventId, async (em) => {
      const listing = new Listing(input);
      em.persist(listing);
      return listing;
    });
  }

  async verify(listingId: string, adminId: string, remarks: string | null): Promise<Listing> {
    return this.changeListing(listingId, (listing) => listing.verify(adminId, remarks, new Date()));
  }

  async reject(listingId: string, adminId: string, remarks: string | null): Promise<Listing> {
    return this.changeListing(listingId, (listing) => listing.reject(adminId, remarks, new Date()));
  }

  /** Tickets paid for leave the listing's remaining quantity. */
  async recordSale(listingId: string, quantity: number): Promise<Listing> {
    return this.changeListing(listingId, (listing) => listing.recordSale(quantity));
  }

  private async changeListing(listingId: string, change: (listing: Listing) => void): Promise<Listing> {
    const found = await this.em.fork().findOne(Listing, { id: listingId }, { fields: ['eventId'] });
    if (!found) throw new DomainError('LISTING_NOT_FOUND', 'Ticket not found');
    return this.changeAvailability(found.eventId, async (em) => {
      const listing = await em.findOneOrFail(Listing, listingId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      change(listing);
      return listing;
    });
  }

  /**
   * Every change to what is on sale goes through here: the event's row is locked first, so
   * concurrent changes to one event's listings queue up, and the catalog's availability
   * projection is rewritten from the listings in the same transaction.
   */
  private changeAvailability<T>(eventId: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.em.transactional(async (em) => {
      await this.catalog.lockEventForAvailability(em, eventId);
      const result = await work(em);
      await em.flush();
      await this.catalog.recordAvailability(em, eventId, await this.availabilityOf(em, eventId));
      this.eventPageCache.clear();
      return result;
    });
  }

  private async availabilityOf(em: EntityManager, eventId: string): Promise<Availability> {
    const [row] = await em.execute<{ available: number; min_price: number | null }[]>(
      `select coalesce(sum(quantity - sold_quantity), 0)::int as available, min(price) as min_price
         from tickets
        where event_id = ? and status = 'available' and quantity - sold_quantity > 0`,
      [eventId],
    );
    return { availableTickets: row?.available ?? 0, minPrice: row?.min_price ?? null };
  }
}
