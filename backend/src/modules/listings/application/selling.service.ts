import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { LISTING_MESSAGES } from '@ticketsetu/contracts/rules';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { type KeyedRequest, refuseOtherRequest } from '../../../shared/domain/request-fingerprint.js';
import type { UploadedFileOnDisk } from '../../../shared/infrastructure/storage/file-checks.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { UPI_ID_NOT_CONFIRMED, UpiIdConfirmations } from '../../../shared/infrastructure/upi-id-confirmations.js';
import { sameUpiId } from '../../../shared/domain/upi-id.js';
import { CatalogService } from '../../catalog/index.js';
import { IdentityService } from '../../identity/index.js';
import { ListingError, LISTING_NOT_FOUND } from '../domain/listing-errors.js';
import {
  checkListingForm,
  checkResaleCap,
  type EventResaleCap,
  type ListingForm,
  NO_RESALE_CAP,
} from '../domain/listing-form.js';
import { Listing, type NewListing } from '../domain/listing.entity.js';
import { ListingFiles } from './listing-files.js';

export type SellForm = ListingForm & {
  seatNumber?: string;
  section?: string;
  row?: string;
  /** From the UPI id check (ADR 45), when the UPI id's name is checked. */
  upiIdConfirmation?: string;
};

/** Selling: a seller lists tickets from the sell form, and may withdraw them while nothing is sold. */
@Injectable()
export class SellingService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly catalog: CatalogService,
    private readonly identity: IdentityService,
    private readonly files: ListingFiles,
    private readonly upiIdConfirmations: UpiIdConfirmations,
    @Inject(CLOCK) private readonly clock: Clock,
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

  /**
   * Checks the form in the spec's order and the files by their bytes before anything is stored; then
   * the listing waits for staff review (pending_approval) and records TicketListed. A request repeated
   * with its Idempotency-Key (`keyed`) gets the listing it made; the key with another request is refused.
   */
  async list(sellerId: string, form: SellForm, uploads: UploadedFileOnDisk[], keyed?: KeyedRequest): Promise<Listing> {
    const made = keyed ? await this.madeWith(sellerId, keyed) : null;
    if (made) return made;
    const checked = checkListingForm(form, await this.resaleCapOf(form.eventId?.trim() ?? ''));
    if ('problem' in checked) throw new ListingError('LISTING_INVALID', checked.problem, checked.field);
    const upiName = await this.confirmedUpiName(sellerId, checked.form.upiId, form.upiIdConfirmation);
    const pickupAddress = checked.form.pickupAddressId
      ? await this.identity.addressText(sellerId, checked.form.pickupAddressId)
      : null;
    const files = await this.files.check(uploads);
    const { pickupAddressId: _, ...details } = checked.form;
    return this.create(
      {
        ...details,
        sellerId,
        upiName,
        pickupAddress,
        seatNumber: form.seatNumber?.trim() || null,
        section: form.section?.trim() || null,
        row: form.row?.trim() || null,
        listedAt: this.clock.now(),
        creationKey: keyed?.key ?? null,
        creationFingerprint: keyed?.fingerprint ?? null,
      },
      files,
    );
  }

  /**
   * A new listing of an event open for sale, within the event's resale cap (checked here too, for
   * every caller); files go to storage first and are removed if it fails.
   */
  async create(
    input: Omit<NewListing, 'id' | 'fileUrls'>,
    files: Awaited<ReturnType<ListingFiles['check']>> = [],
  ): Promise<Listing> {
    if (!(await this.catalog.isOpenForSale(input.eventId))) {
      throw new ListingError('EVENT_CLOSED', 'This event is no longer open for listings', 'eventId');
    }
    const event = (await this.catalog.eventsByIds([input.eventId])).get(input.eventId);
    if (event?.resaleNotPermittedAt) {
      throw new ListingError('RESALE_NOT_PERMITTED', LISTING_MESSAGES.resaleNotPermitted, 'eventId');
    }
    const capProblem = checkResaleCap(input.price, input.faceValue ?? null, await this.resaleCapOf(input.eventId));
    if (capProblem) throw new ListingError('LISTING_INVALID', capProblem.problem, capProblem.field);
    const listingId = randomUUID();
    const stored = await this.files.store(listingId, files);
    try {
      return await this.uow.run(async (em) => {
        const listing = new Listing({
          ...input,
          id: listingId,
          fileUrls: stored.map((f) => `/api/v1/listings/${listingId}/files/${f.id}`),
        });
        await em.persist(listing).flush(); // the files reference it
        this.files.record(em, listingId, stored);
        return listing;
      });
    } catch (error) {
      await this.files.discard(stored);
      // The same request twice at once: the other one made the listing.
      if (error instanceof UniqueConstraintViolationException && input.creationKey) {
        const made = await this.madeWith(input.sellerId, {
          key: input.creationKey,
          fingerprint: input.creationFingerprint ?? '',
        });
        if (made) return made;
      }
      throw error;
    }
  }

  /** The listing the key made, if any; refused (422) when it was made by another request. */
  private async madeWith(sellerId: string, keyed: KeyedRequest): Promise<Listing | null> {
    const made = await this.em.fork().findOne(Listing, { sellerId, creationKey: keyed.key });
    if (made) refuseOtherRequest(made.creationFingerprint, keyed.fingerprint);
    return made;
  }

  /**
   * While names are checked (ADR 45), the listing's UPI id needs the seller's confirmation of its
   * registered name, unless it is the profile's own id whose name they confirmed there. Returns the name
   * to keep with the listing (null when names are not checked).
   */
  private async confirmedUpiName(sellerId: string, upiId: string, confirmation?: string): Promise<string | null> {
    if (!this.upiIdConfirmations.required) return null;
    const seller = (await this.identity.summaries([sellerId])).get(sellerId);
    if (seller?.upiName && sameUpiId(seller.upiId, upiId)) return seller.upiName;
    const confirmed = this.upiIdConfirmations.check(confirmation, { userId: sellerId, upiId });
    if (!confirmed.ok) throw new ListingError('LISTING_INVALID', UPI_ID_NOT_CONFIRMED, 'upiId');
    return confirmed.registeredName;
  }

  /** The event's resale cap; none for an unknown event (the listing is then refused as closed). */
  private async resaleCapOf(eventId: string): Promise<EventResaleCap> {
    const event = (await this.catalog.eventsByIds([eventId])).get(eventId);
    return event ? { capPercent: event.resaleCapPercent, capPrice: event.resaleCapPrice } : NO_RESALE_CAP;
  }

  /** The seller takes their own listing down while nothing of it is sold or held. */
  async withdraw(listingId: string, sellerId: string): Promise<Listing> {
    return this.uow.run(async (em) => {
      // Locked: a hold being taken this instant either comes first (and is seen) or finds it withdrawn.
      const listing = isUuid(listingId)
        ? await em.findOne(Listing, { id: listingId, sellerId }, { lockMode: LockMode.PESSIMISTIC_WRITE })
        : null;
      if (!listing) throw new ListingError('LISTING_NOT_FOUND', LISTING_NOT_FOUND);
      listing.withdraw();
      return listing;
    });
  }
}
