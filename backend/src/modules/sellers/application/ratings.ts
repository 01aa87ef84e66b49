import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { isCompletedTransfer } from '@ticketsetu/contracts/transfers';
import type { AuthUser } from '../../../shared/domain/auth-user.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { CatalogService } from '../../catalog/index.js';
import { IdentityService } from '../../identity/index.js';
import { ListingQueries } from '../../listings/index.js';
import { type TransferSale, TransferQueries } from '../../transfers/index.js';
import { sharedContact } from '../domain/self-rating.js';
import { RATING_MESSAGES as m, SellerError } from '../domain/seller-errors.js';
import { SellerRating } from '../domain/seller-rating.entity.js';
import { type RatingRow, ratingColumns, toPublicRating } from './rating-rows.js';
import { SellerRecords } from './seller-records.js';
import { named, sql } from './sql.js';
import type { GivenRating, Page, ReceivedRating } from './views.js';

export interface RatingInput {
  stars?: unknown;
  comment?: string | null;
}

interface ReceivedRow extends RatingRow {
  counts: boolean;
  total: number;
}

/**
 * Buyers rate the seller of a purchase once it is complete, once, and may change it for 14 days; the
 * seller answers once (issue 35). Every id is the caller's own: anyone else's reads as not found.
 */
@Injectable()
export class Ratings {
  constructor(
    private readonly em: EntityManager,
    private readonly transfers: TransferQueries,
    private readonly listings: ListingQueries,
    private readonly identity: IdentityService,
    private readonly catalog: CatalogService,
    private readonly records: SellerRecords,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The buyer's rating of the seller for a purchase of theirs that is complete: once (the order's
   * unique index settles two at once), and never through an account sharing the seller's phone or UPI id.
   */
  async rate(buyer: AuthUser, purchaseId: string, input: RatingInput): Promise<GivenRating> {
    const sale = await this.purchaseOf(buyer, purchaseId);
    const em = this.em.fork();
    if (await em.count(SellerRating, { orderId: sale.orderId })) throw new SellerError('RATING_EXISTS', m.alreadyRated);
    if (!isCompletedTransfer(sale.status)) throw new SellerError('RATING_NOT_DUE', m.notComplete);
    await this.refuseSelfRating(buyer.id, sale.sellerId);
    const listing = await this.listings.forCheckout(sale.listingId);
    const rating = new SellerRating({
      orderId: sale.orderId,
      transferId: sale.transferId,
      sellerId: sale.sellerId,
      buyerId: buyer.id,
      eventId: listing!.eventId,
      stars: input.stars,
      comment: input.comment,
      at: this.clock.now(),
    });
    try {
      await em.persist(rating).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new SellerError('RATING_EXISTS', m.alreadyRated);
      throw error;
    }
    return given(rating);
  }

  /** The buyer changes their rating of a purchase, within 14 days of giving it. */
  async change(buyer: AuthUser, purchaseId: string, input: RatingInput): Promise<GivenRating> {
    const sale = await this.purchaseOf(buyer, purchaseId);
    return this.em.fork().transactional(async (em) => {
      const rating = await em.findOne(
        SellerRating,
        { orderId: sale.orderId, buyerId: buyer.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!rating) throw new SellerError('RATING_NOT_FOUND', m.ratingNotFound);
      rating.change(input, this.clock.now());
      return given(rating);
    });
  }

  /** The ratings the buyer has given, newest first. */
  async given(buyerId: string): Promise<GivenRating[]> {
    const ratings = await this.em.fork().find(SellerRating, { buyerId }, { orderBy: { createdAt: 'desc' } });
    return ratings.map(given);
  }

  /** The ratings a seller has received, newest first, each saying whether it counts in their average. */
  async received(sellerId: string, window: { limit: number; offset: number }): Promise<Page<ReceivedRating>> {
    const query = sql`${this.records.withRecords(sql`select ${sellerId}::uuid as id`)}
      select ${named(ratingColumns('sr'))}, c.id is not null as counts, count(*) over ()::int as total
        from seller_ratings sr left join counted c on c.id = sr.id
       where sr.seller_id = ${sellerId}
       order by sr.created_at desc, sr.id desc
       limit ${window.limit} offset ${window.offset}`;
    const rows = await this.em.fork().execute<ReceivedRow[]>(query.sql, query.params);
    const events = await this.catalog.eventsByIds(rows.map((r) => r.event_id));
    const total = rows[0]?.total ?? (window.offset > 0 ? await this.em.fork().count(SellerRating, { sellerId }) : 0);
    return {
      rows: rows.map((r) => ({ ...toPublicRating(r, events), counts: r.counts })),
      total,
    };
  }

  /** The seller's one answer to a rating of theirs. */
  async answer(seller: AuthUser, ratingId: string, text: string | null | undefined): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const rating = isUuid(ratingId)
        ? await em.findOne(
            SellerRating,
            { id: ratingId, sellerId: seller.id },
            { lockMode: LockMode.PESSIMISTIC_WRITE },
          )
        : null;
      if (!rating) throw new SellerError('RATING_NOT_FOUND', m.ratingNotFound);
      rating.answer(text, this.clock.now());
    });
  }

  /** The caller's own purchase; anyone else's, or none, is 'Purchase not found'. */
  private async purchaseOf(buyer: AuthUser, purchaseId: string): Promise<TransferSale> {
    const sale = await this.transfers.saleOf(purchaseId);
    if (!sale || sale.buyerId !== buyer.id) throw new SellerError('PURCHASE_NOT_FOUND', m.purchaseNotFound);
    return sale;
  }

  /** A buyer sharing a phone or UPI id (now or ever, on the profile or a listing) with the seller is the seller. */
  private async refuseSelfRating(buyerId: string, sellerId: string): Promise<void> {
    const [contacts, listingUpiIds] = await Promise.all([
      this.identity.contactPointsOf([buyerId, sellerId]),
      this.listings.upiIdsOnListings([buyerId, sellerId]),
    ]);
    const pointsOf = (id: string) => {
      const points = contacts.get(id) ?? { phones: [], upiIds: [] };
      return { phones: points.phones, upiIds: [...points.upiIds, ...(listingUpiIds.get(id) ?? [])] };
    };
    if (sharedContact(pointsOf(buyerId), pointsOf(sellerId))) throw new SellerError('SELF_RATING', m.selfRating);
  }
}

function given(r: SellerRating): GivenRating {
  return {
    id: r.id,
    purchaseId: r.transferId,
    sellerId: r.sellerId,
    stars: r.stars,
    comment: r.comment,
    commentHidden: r.commentHidden,
    reply: r.reply,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    editableUntil: r.editableUntil,
  };
}
