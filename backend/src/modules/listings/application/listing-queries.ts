import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Paise } from '@ticketsetu/contracts/money';
import type { SqlPart } from '../../../shared/domain/admin-list.js';
import { isUuid, uuidArray } from '../../../shared/domain/ids.js';
import type { AuthUser } from '../../../shared/domain/auth-user.js';
import { Coalescer } from '../../../shared/infrastructure/coalescer.js';
import { CatalogService, type UpcomingEventsQuery } from '../../catalog/index.js';
import { ListingError, LISTING_NOT_FOUND } from '../domain/listing-errors.js';
import { VERIFIED_STATUSES } from '../domain/listing-status.js';
import { ListingFile } from '../domain/listing-file.entity.js';
import { Listing } from '../domain/listing.entity.js';
import type { TicketType } from '../domain/ticket-kinds.js';
import { onSaleSql, remainingOf, remainingSql } from '../domain/on-sale.js';
import type { CheckoutListingView, EventOnSale, EventPageView, OwnListingView, PublicListingView } from './views.js';

export const listingSorts = ['price_asc', 'price_desc', 'date_asc', 'date_desc'] as const;
export type ListingSort = (typeof listingSorts)[number];

export interface OnSaleFilter {
  /** Only listings with at least this many tickets left. */
  quantity?: number;
  type?: TicketType;
  sort: ListingSort;
}

const orderBy: Record<ListingSort, string> = {
  price_asc: 'price asc, listed_at asc',
  price_desc: 'price desc, listed_at asc',
  date_asc: 'listed_at asc',
  date_desc: 'listed_at desc',
};

interface PublicListingRow {
  id: string;
  event_id: string;
  seller_id: string;
  price: Paise;
  quantity: number;
  sold_quantity: number;
  available_quantity: number;
  seat_number: string | null;
  section: string | null;
  row: string | null;
  ticket_type: TicketType;
  mobile_ticket_type: PublicListingView['mobileTicketType'];
  status: PublicListingView['status'];
  listed_at: string | Date;
}

/** Reads of listings: the public event list and page, and a seller's or staff member's own view. */
@Injectable()
export class ListingQueries {
  private readonly checkoutReads = new Coalescer((ids: string[]) => this.readForCheckout(ids));

  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
  ) {}

  /** Listings waiting for staff review (status pending_approval): the admin dashboard's count. */
  async countPendingApproval(): Promise<number> {
    return this.em.fork().count(Listing, { status: 'pending_approval' });
  }

  /** Checkout holds keeping seats now. */
  async countActiveHolds(): Promise<number> {
    const [row] = await this.em
      .fork()
      .execute<{ n: number }[]>(`select count(*)::int as n from listing_holds where status = 'held'`);
    return row?.n ?? 0;
  }

  /** Upcoming events with what is on sale: available tickets (not sold, not held) and the lowest price. */
  async upcomingEvents(query: UpcomingEventsQuery): Promise<EventOnSale[]> {
    const events = await this.catalog.listUpcomingEvents(query);
    const figures = await this.availability(events.map((e) => e.id));
    return events.map((event) => ({ event, ...(figures.get(event.id) ?? { availableTickets: 0, minPrice: null }) }));
  }

  /**
   * The public event page: an active event by id (also one that has started, for those holding its
   * tickets), its figures and its on-sale listings after the filters. A deactivated event is
   * 'Event not found' here, as it is gone from the list.
   */
  async eventPage(eventId: string, filter: OnSaleFilter): Promise<EventPageView> {
    const event = await this.catalog.getEvent(eventId);
    if (!event.isActive) throw new ListingError('EVENT_NOT_FOUND', 'Event not found');
    const [figures, listings, everListed] = await Promise.all([
      this.availability([event.id]),
      this.onSale(event.id, filter),
      this.everListed(event.id),
    ]);
    return { event, ...(figures.get(event.id) ?? { availableTickets: 0, minPrice: null }), listings, everListed };
  }

  /**
   * Whether staff verified a listing of the event that stays up (on sale, or sold out): with nothing
   * on sale now, the event is sold out rather than not listed yet. The same for everyone (ADR 6).
   */
  private async everListed(eventId: string): Promise<boolean> {
    const [row] = await this.em.execute<{ listed: boolean }[]>(
      'select exists (select 1 from tickets where event_id = ? and status = any(?::text[])) as listed',
      [eventId, `{${VERIFIED_STATUSES.join(',')}}`],
    );
    return Boolean(row?.listed);
  }

  /**
   * The spec's availability per event (section 5): the sum of remaining quantity and the lowest price
   * over on-sale listings. One aggregate over the partial index `tickets_on_sale_idx` (ADR 16).
   */
  async availability(eventIds: string[]): Promise<Map<string, { availableTickets: number; minPrice: Paise | null }>> {
    if (eventIds.length === 0) return new Map();
    const rows = await this.em.execute<{ event_id: string; available: number; min_price: Paise }[]>(
      `select t.event_id, sum(${remainingSql('t')})::int as available, min(t.price) as min_price
         from tickets t
        where t.event_id = any(?::uuid[]) and ${onSaleSql('t')}
        group by t.event_id`,
      [uuidArray(eventIds)],
    );
    return new Map(rows.map((r) => [r.event_id, { availableTickets: r.available, minPrice: r.min_price }]));
  }

  /**
   * Staff's ticket counts per event (Admin > Events): total = tickets of verified listings (on sale
   * or sold out), sold = tickets sold, listings = listings in any status (an event with any cannot
   * be deleted).
   */
  async ticketCounts(
    eventIds: string[],
  ): Promise<Map<string, { totalTickets: number; soldTickets: number; listings: number }>> {
    const ids = eventIds.filter((id) => isUuid(id));
    if (ids.length === 0) return new Map();
    const rows = await this.em.execute<{ event_id: string; total: number; sold: number; listings: number }[]>(
      `select t.event_id,
              coalesce(sum(t.quantity) filter (where t.status = any(?::text[])), 0)::int as total,
              coalesce(sum(t.sold_quantity), 0)::int as sold,
              count(*)::int as listings
         from tickets t
        where t.event_id = any(?::uuid[])
        group by t.event_id`,
      [`{${VERIFIED_STATUSES.join(',')}}`, uuidArray(ids)],
    );
    return new Map(rows.map((r) => [r.event_id, { totalTickets: r.total, soldTickets: r.sold, listings: r.listings }]));
  }

  private async onSale(eventId: string, filter: OnSaleFilter): Promise<PublicListingView[]> {
    const rows = await this.em.execute<PublicListingRow[]>(
      `select t.id, t.event_id, t.seller_id, t.price, t.quantity, t.sold_quantity, ${remainingSql('t')} as available_quantity,
              t.seat_number, t.section, t."row", t.ticket_type, t.mobile_ticket_type, t.status, t.listed_at
         from tickets t
        where t.event_id = ? and ${onSaleSql('t')} and ${remainingSql('t')} >= ?
          and (?::text is null or t.ticket_type = ?)
        order by ${orderBy[filter.sort]}, t.id`,
      [eventId, Math.max(filter.quantity ?? 1, 1), filter.type ?? null, filter.type ?? null],
    );
    return rows.map((r) => ({
      id: r.id,
      eventId: r.event_id,
      sellerId: r.seller_id,
      price: r.price,
      quantity: r.quantity,
      soldQuantity: r.sold_quantity,
      availableQuantity: r.available_quantity,
      seatNumber: r.seat_number,
      section: r.section,
      row: r.row,
      ticketType: r.ticket_type,
      mobileTicketType: r.mobile_ticket_type,
      status: r.status,
      listedAt: new Date(r.listed_at),
    }));
  }

  /**
   * Any listing by id as checkout sees it (no private seller details), or null when there is none.
   * A rush of Pays asks for the same few listings hundreds of times at once: reads asked for
   * together share one statement (each still started after it was asked: never a stale answer).
   */
  async forCheckout(listingId: string): Promise<CheckoutListingView | null> {
    return isUuid(listingId) ? this.checkoutReads.load(listingId.toLowerCase()) : null;
  }

  private async readForCheckout(ids: string[]): Promise<(CheckoutListingView | null)[]> {
    const listings = await this.em.fork().find(Listing, { id: { $in: [...new Set(ids)] } });
    // One object answers every Pay that asked for the listing: frozen, so none can change another's.
    const views = new Map(listings.map((listing) => [listing.id, Object.freeze(checkoutView(listing))]));
    return ids.map((id) => views.get(id) ?? null);
  }

  /** Where a listing's seller is paid (the payouts module): the UPI id given when listing, or null for no such listing. */
  async payoutDetails(listingId: string): Promise<{ sellerId: string; upiId: string } | null> {
    const listing = isUuid(listingId) ? await this.em.fork().findOne(Listing, { id: listingId }) : null;
    return listing && { sellerId: listing.sellerId, upiId: listing.upiId };
  }

  /**
   * The sellers (of those the subquery gives) who have a public profile (ADR 65): at least one listing
   * of theirs passed staff review (on sale, sold out, or withdrawn after it was verified). A subquery of
   * `seller_id`.
   */
  sellersWithVerifiedListings(sellerIds: SqlPart): SqlPart {
    return {
      sql: `select distinct t.seller_id from tickets t
             where t.seller_id in (${sellerIds.sql})
               and (t.status = any('{${VERIFIED_STATUSES.join(',')}}'::text[])
                    or (t.status = 'withdrawn' and t.decided_at is not null))`,
      params: sellerIds.params,
    };
  }

  /** The sellers with a listing on sale for the event: the profiles its page shows. A subquery of `seller_id`. */
  sellersOnSale(eventId: string): SqlPart {
    return {
      sql: `select distinct t.seller_id from tickets t where t.event_id = ? and ${onSaleSql('t')}`,
      params: [eventId],
    };
  }

  /**
   * The sellers (of those the subquery gives) with a listing whose proofs were fingerprinted with a ticket
   * code found and no conflict: the "Proof code checked" badge (ADR 65). A withdrawn or rejected listing
   * does not count, nor one flagged as carrying the same code as another listing (ADR 62).
   */
  sellersWithCheckedProofs(sellerIds: SqlPart): SqlPart {
    return {
      sql: `select t.seller_id from tickets t
             where t.seller_id in (${sellerIds.sql})
               and t.status not in ('withdrawn', 'cancelled')
               and t.proofs_checked_at is not null
               and exists (select 1 from proof_codes c where c.listing_id = t.id)
               and not exists (select 1 from listing_flags f where f.listing_id = t.id and f.kind = 'same_code')`,
      params: sellerIds.params,
    };
  }

  /** Every UPI id each seller gave on a listing (lower case), for the refusal of rating oneself. */
  async upiIdsOnListings(sellerIds: string[]): Promise<Map<string, string[]>> {
    const ids = sellerIds.filter((id) => isUuid(id));
    if (ids.length === 0) return new Map();
    const rows = await this.em
      .fork()
      .execute<{ seller_id: string; upi_id: string }[]>(
        'select distinct seller_id, lower(trim(upi_id)) as upi_id from tickets where seller_id = any(?::uuid[])',
        [uuidArray(ids)],
      );
    const found = new Map<string, string[]>();
    for (const row of rows) found.set(row.seller_id, [...(found.get(row.seller_id) ?? []), row.upi_id]);
    return found;
  }

  /** A seller's own listings, newest first, with their events and files. */
  async sellerListings(sellerId: string): Promise<OwnListingView[]> {
    return this.describe(await this.em.find(Listing, { sellerId }, { orderBy: { listedAt: 'desc' } }));
  }

  /** A listing with its private details, for its seller or staff only (anyone else: not found). */
  async listingFor(viewer: AuthUser, listingId: string): Promise<OwnListingView> {
    const listing = await this.findVisible(viewer, listingId);
    return (await this.describe([listing]))[0]!;
  }

  /** The entity, when the viewer is its seller or staff; 'Ticket not found' otherwise. */
  async findVisible(viewer: AuthUser, listingId: string, em: EntityManager = this.em): Promise<Listing> {
    const listing = isUuid(listingId) ? await em.findOne(Listing, { id: listingId }) : null;
    if (!listing || (listing.sellerId !== viewer.id && !viewer.isAdmin)) {
      throw new ListingError('LISTING_NOT_FOUND', LISTING_NOT_FOUND);
    }
    return listing;
  }

  /** Seats of sales that did not stand, by `<listing id>:<outcome>` (failed or refunded). */
  private async undoneSeats(listingIds: string[]): Promise<Map<string, number>> {
    if (listingIds.length === 0) return new Map();
    const rows = await this.em.execute<{ listing_id: string; outcome: string; seats: number }[]>(
      `select listing_id, outcome, sum(quantity)::int as seats from listing_undone_sales
        where listing_id = any(?::uuid[]) group by listing_id, outcome`,
      [uuidArray(listingIds)],
    );
    return new Map(rows.map((r) => [`${r.listing_id}:${r.outcome}`, r.seats]));
  }

  /** Listings with their events and proof files, as their seller or staff see them. */
  async describe(listings: Listing[]): Promise<OwnListingView[]> {
    const ids = listings.map((l) => l.id);
    const [events, files, undone] = await Promise.all([
      this.catalog.eventsByIds(listings.map((l) => l.eventId)),
      ids.length ? this.em.find(ListingFile, { listingId: { $in: ids } }) : [],
      this.undoneSeats(ids),
    ]);
    return listings.map((l) => ({
      id: l.id,
      eventId: l.eventId,
      sellerId: l.sellerId,
      event: events.get(l.eventId) ?? null,
      price: l.price,
      quantity: l.quantity,
      soldQuantity: l.soldQuantity,
      failedQuantity: undone.get(`${l.id}:failed`) ?? 0,
      refundedQuantity: undone.get(`${l.id}:refunded`) ?? 0,
      heldQuantity: l.heldQuantity,
      faceValue: l.faceValue,
      availableQuantity: remainingOf(l),
      seatNumber: l.seatNumber,
      section: l.section,
      row: l.row,
      ticketType: l.ticketType,
      mobileTicketType: l.mobileTicketType,
      pickupAddress: l.pickupAddress,
      upiId: l.upiId,
      upiName: l.upiName,
      fileUrls: l.fileUrls,
      files: l.inSentOrder(files.filter((f) => f.listingId === l.id)).map((f) => ({
        id: f.id,
        name: f.originalName,
        contentType: f.contentType,
        size: f.size,
        url: `/api/v1/listings/${l.id}/files/${f.id}`,
      })),
      status: l.status,
      remarks: l.remarks,
      decidedBy: l.decidedBy,
      decidedAt: l.decidedAt,
      proofsCheckedAt: l.proofsCheckedAt,
      listedAt: l.listedAt,
    }));
  }
}

function checkoutView(listing: Listing): CheckoutListingView {
  return {
    id: listing.id,
    eventId: listing.eventId,
    sellerId: listing.sellerId,
    price: listing.price,
    quantity: listing.quantity,
    soldQuantity: listing.soldQuantity,
    heldQuantity: listing.heldQuantity,
    availableQuantity: remainingOf(listing),
    isOnSale: listing.isOnSale,
    seatNumber: listing.seatNumber,
    section: listing.section,
    row: listing.row,
    ticketType: listing.ticketType,
    mobileTicketType: listing.mobileTicketType,
    status: listing.status,
    listedAt: listing.listedAt,
  };
}
