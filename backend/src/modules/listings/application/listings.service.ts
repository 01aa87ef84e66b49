import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { isUuid } from '../../../shared/domain/ids.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { AuthUser } from '../../../shared/http/auth.js';
import { PublicReadCache } from '../../../shared/http/public-read-cache.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { checkUpload, type CheckedFile } from '../../../shared/infrastructure/storage/file-checks.js';
import {
  FILE_STORAGE,
  type FileStorage,
  type StoredFile,
} from '../../../shared/infrastructure/storage/file-storage.js';
import { CatalogService, type EventView } from '../../catalog/application/catalog.service.js';
import type { Availability } from '../../catalog/application/catalog.service.js';
import { IdentityService } from '../../identity/application/identity.service.js';
import { ListingFile } from '../domain/listing-file.entity.js';
import { checkListingForm, type ListingForm } from '../domain/listing-form.js';
import { Listing, type NewListing, type TicketType } from '../domain/listing.entity.js';

export interface Upload {
  originalName: string;
  body: Buffer;
}

const NOT_FOUND = 'Ticket not found';

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
export class ListingsService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
    private readonly identity: IdentityService,
    private readonly outbox: Outbox,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly publicCache: PublicReadCache,
  ) {}

  onModuleInit(): void {
    // Erasing an account waits while the person has a listing under review or on sale.
    this.identity.registerPendingDuesCheck(
      'listings.live',
      async (userId) =>
        (await this.em
          .fork()
          .count(Listing, { sellerId: userId, status: { $in: ['pending_approval', 'available'] } })) > 0,
    );
  }

  /** The public event page: any event by id with its on-sale listings after the filters. */
  async eventPage(eventId: string, filter: OnSaleFilter): Promise<EventPageView> {
    const event = await this.catalog.getEvent(eventId);
    return { ...event, listings: await this.onSaleForEvent(event.id, filter) };
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

  /**
   * A seller lists tickets from the sell form: checked in the spec's order, files checked by
   * their bytes before anything is stored, then the listing waits for staff review.
   */
  async listFromForm(
    sellerId: string,
    form: ListingForm & Partial<Pick<NewListing, 'seatNumber' | 'section' | 'row'>>,
    uploads: Upload[],
  ): Promise<Listing> {
    const checked = checkListingForm(form);
    if ('problem' in checked) throw new DomainError('LISTING_INVALID', checked.problem);
    const pickupAddress = checked.form.pickupAddressId
      ? await this.identity.addressText(sellerId, checked.form.pickupAddressId)
      : null;

    const files: (CheckedFile & Upload)[] = [];
    for (const upload of uploads) {
      const result = await checkUpload(upload.body);
      if ('refused' in result) throw new DomainError('FILE_REFUSED', `${upload.originalName}: ${result.refused}`);
      files.push({ ...result, ...upload });
    }
    return this.create(
      {
        eventId: checked.form.eventId,
        sellerId,
        price: checked.form.price,
        quantity: checked.form.quantity,
        ticketType: checked.form.ticketType,
        mobileTicketType: checked.form.mobileTicketType,
        pickupAddress,
        upiId: checked.form.upiId,
        seatNumber: form.seatNumber?.trim() || null,
        section: form.section?.trim() || null,
        row: form.row?.trim() || null,
      },
      files,
    );
  }

  /** A new listing waits for staff review (pending_approval); TicketListed goes out with it. */
  async create(input: NewListing, files: (CheckedFile & Upload)[] = []): Promise<Listing> {
    const event = await this.catalog.getEvent(input.eventId).catch(() => null);
    if (!event || !event.is_active || event.event_date.getTime() <= Date.now()) {
      throw new DomainError('LISTING_INVALID', 'This event is no longer open for listings');
    }
    const listingId = randomUUID();
    const stored = files.map((f) => ({
      ...f,
      id: randomUUID(),
      key: `listings/${listingId}/${randomUUID()}.${f.extension}`,
    }));
    try {
      for (const f of stored) await this.storage.put(f.key, f.body, f.contentType);
      return await this.changeAvailability(input.eventId, async (em) => {
        const listing = new Listing(input);
        listing.id = listingId;
        listing.fileUrls = stored.map((f) => `/api/v1/listings/${listingId}/files/${f.id}`);
        await em.persist(listing).flush(); // the files reference it
        for (const f of stored) {
          const file = new ListingFile({
            listingId,
            storageKey: f.key,
            originalName: f.originalName,
            contentType: f.contentType,
            size: f.size,
            sha256: f.sha256,
          });
          file.id = f.id;
          em.persist(file);
        }
        await em.flush();
        await this.outbox.publish(em, 'TicketListed', { listingId });
        return listing;
      });
    } catch (error) {
      // Nothing of a failed listing stays behind in storage.
      await Promise.allSettled(stored.map((f) => this.storage.delete(f.key)));
      throw error;
    }
  }

  async verify(listingId: string, adminId: string, remarks: string | null): Promise<Listing> {
    return this.changeListing(listingId, async (listing, em) => {
      listing.verify(adminId, remarks, new Date());
      await em.flush();
      await this.outbox.publish(em, 'TicketVerified', { listingId, remarks });
    });
  }

  async reject(listingId: string, adminId: string, remarks: string | null): Promise<Listing> {
    return this.changeListing(listingId, async (listing, em) => {
      listing.reject(adminId, remarks, new Date());
      await em.flush();
      await this.outbox.publish(em, 'TicketRejected', { listingId, remarks });
    });
  }

  /** The seller takes their own listing down while nothing of it is sold. */
  async withdraw(listingId: string, sellerId: string): Promise<Listing> {
    return this.changeListing(listingId, (listing) => {
      if (listing.sellerId !== sellerId) throw new DomainError('LISTING_NOT_FOUND', NOT_FOUND);
      listing.withdraw();
    });
  }

  /** Staff notes on a listing (the Add Remarks modal), at any status. */
  async updateRemarks(listingId: string, remarks: string | null): Promise<Listing> {
    const listing = await this.findListing(this.em, listingId);
    listing.remarks = remarks;
    await this.em.flush();
    return listing;
  }

  /** A listing with its private details, for its seller or staff only (anyone else: not found). */
  async listingFor(viewer: AuthUser, listingId: string): Promise<Listing> {
    const listing = await this.findListing(this.em, listingId);
    if (listing.sellerId !== viewer.id && !viewer.isAdmin) throw new DomainError('LISTING_NOT_FOUND', NOT_FOUND);
    return listing;
  }

  async filesOf(listingIds: string[]): Promise<ListingFile[]> {
    if (listingIds.length === 0) return [];
    return this.em.find(ListingFile, { listingId: { $in: listingIds } }, { orderBy: { createdAt: 'asc' } });
  }

  /** One proof file, for the listing's seller or staff only. */
  async fileFor(viewer: AuthUser, listingId: string, fileId: string): Promise<StoredFile & { name: string }> {
    const listing = await this.listingFor(viewer, listingId);
    const file = isUuid(fileId) ? await this.em.findOne(ListingFile, { id: fileId, listingId: listing.id }) : null;
    const stored = file && (await this.storage.get(file.storageKey));
    if (!file || !stored) throw new DomainError('LISTING_NOT_FOUND', 'File not found');
    return { ...stored, name: file.originalName };
  }

  /** Other listings carrying a file with the same content as one of these listings' files. */
  async possibleDuplicates(listingIds: string[]): Promise<Map<string, string[]>> {
    if (listingIds.length === 0) return new Map();
    const rows = await this.em.execute<{ listing_id: string; other_listing_id: string }[]>(
      `select distinct mine.listing_id, other.listing_id as other_listing_id
         from listing_files mine
         join listing_files other on other.sha256 = mine.sha256 and other.listing_id <> mine.listing_id
        where mine.listing_id in (${listingIds.map(() => '?').join(', ')})`,
      listingIds,
    );
    const found = new Map<string, string[]>();
    for (const row of rows) found.set(row.listing_id, [...(found.get(row.listing_id) ?? []), row.other_listing_id]);
    return found;
  }

  async sellerListings(sellerId: string): Promise<Listing[]> {
    return this.em.find(Listing, { sellerId }, { orderBy: { listedAt: 'desc' } });
  }

  /** Staff review tabs: Pending Review, Verified (on sale or sold), Rejected. */
  async forReview(tab: 'pending' | 'verified' | 'rejected'): Promise<Listing[]> {
    const statuses = { pending: ['pending_approval'], verified: ['available', 'sold'], rejected: ['cancelled'] }[tab];
    return this.em.find(
      Listing,
      { status: { $in: statuses as Listing['status'][] } },
      { orderBy: { listedAt: tab === 'pending' ? 'asc' : 'desc' }, limit: 500 },
    );
  }

  /** Tickets paid for leave the listing's remaining quantity. */
  async recordSale(listingId: string, quantity: number): Promise<Listing> {
    return this.changeListing(listingId, (listing) => listing.recordSale(quantity));
  }

  private async findListing(em: EntityManager, listingId: string): Promise<Listing> {
    const listing = isUuid(listingId) ? await em.findOne(Listing, { id: listingId }) : null;
    if (!listing) throw new DomainError('LISTING_NOT_FOUND', NOT_FOUND);
    return listing;
  }

  private async changeListing(
    listingId: string,
    change: (listing: Listing, em: EntityManager) => void | Promise<void>,
  ): Promise<Listing> {
    const { eventId } = await this.findListing(this.em.fork(), listingId);
    return this.changeAvailability(eventId, async (em) => {
      const listing = await em.findOneOrFail(Listing, listingId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      await change(listing, em);
      return listing;
    });
  }

  /**
   * Every change to what is on sale goes through here: the event's row is locked first, so
   * concurrent changes to one event's listings queue up, and the catalog's availability
   * projection is rewritten from the listings in the same transaction.
   */
  private async changeAvailability<T>(eventId: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.em.transactional(async (em) => {
      await this.catalog.lockEventForAvailability(em, eventId);
      const changed = await work(em);
      await em.flush();
      await this.catalog.recordAvailability(em, eventId, await this.availabilityOf(em, eventId));
      return changed;
    });
    // After the commit: a read between a clear and the commit would cache the old figures.
    this.publicCache.clear();
    return result;
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
