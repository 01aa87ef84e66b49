import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { type AdminListPage, type AdminListWindow, idsIn } from '../../../shared/domain/admin-list.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { containsPattern } from '../../../shared/domain/text-search.js';
import { AdminListQuery, inOrder } from '../../../shared/infrastructure/database/admin-list-query.js';
import { AuditLog } from '../../audit/index.js';
import { CatalogService } from '../../catalog/index.js';
import { IdentityService } from '../../identity/index.js';
import { RATING_MESSAGES as m, SellerError } from '../domain/seller-errors.js';
import { SellerRating } from '../domain/seller-rating.entity.js';
import type { StaffRating } from './views.js';

export const staffRatingSorts = ['created_at', 'stars'] as const;
export const staffRatingFilters = ['with_comment', 'hidden'] as const;

/** Admin > Ratings: optionally only those with a comment (shown or hidden) or only hidden ones; searched, sorted and paged (ADR 27). */
export interface StaffRatingsQuery extends AdminListWindow<(typeof staffRatingSorts)[number]> {
  show?: (typeof staffRatingFilters)[number];
}

const sortColumn = { created_at: 'r.created_at', stars: 'r.stars' } as const;

/** Staff's side of ratings: the list, and hiding a comment (with the reason, audited) or showing it again. */
@Injectable()
export class StaffRatings {
  constructor(
    private readonly em: EntityManager,
    private readonly identity: IdentityService,
    private readonly catalog: CatalogService,
    private readonly audit: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Newest first by default. Search: the rating's id, the comment or answer's words, the event's title,
   * the buyer's or seller's name, email or phone.
   */
  async list(query: StaffRatingsQuery): Promise<AdminListPage<StaffRating>> {
    const list = new AdminListQuery('seller_ratings r');
    if (query.show === 'with_comment') list.where('r.comment is not null');
    if (query.show === 'hidden') list.where('r.comment_hidden_at is not null');
    if (query.search) {
      const pattern = containsPattern(query.search);
      const people = await this.identity.userIdsMatching(query.search);
      const events = await this.catalog.eventIdsMatching(query.search);
      list.anyOf([
        { sql: 'r.id::text ilike ?', params: [pattern] },
        { sql: 'r.comment ilike ?', params: [pattern] },
        { sql: 'r.reply ilike ?', params: [pattern] },
        idsIn('r.event_id', events),
        idsIn('r.buyer_id', people),
        idsIn('r.seller_id', people),
      ]);
    }
    const direction = query.order === 'asc' ? 'asc' : 'desc';
    const em = this.em.fork();
    const { ids, total } = await list.page(em, {
      idColumn: 'r.id',
      orderBy: `${sortColumn[query.sort]} ${direction}, r.id ${direction}`,
      limit: query.limit,
      offset: query.offset,
    });
    const ratings = inOrder(ids, ids.length ? await em.find(SellerRating, { id: { $in: ids } }) : []);
    const [people, events] = await Promise.all([
      this.identity.summaries(ratings.flatMap((r) => [r.buyerId, r.sellerId])),
      this.catalog.eventsByIds(ratings.map((r) => r.eventId)),
    ]);
    const person = (id: string) => {
      const p = people.get(id);
      return p ? { id: p.id, fullName: p.fullName, email: p.email } : null;
    };
    return {
      rows: ratings.map((r) => {
        const event = events.get(r.eventId);
        return {
          id: r.id,
          purchaseId: r.transferId,
          orderId: r.orderId,
          stars: r.stars,
          comment: r.comment,
          commentHiddenAt: r.commentHiddenAt,
          commentHiddenReason: r.commentHiddenReason,
          reply: r.reply,
          createdAt: r.createdAt,
          updatedAt: r.updatedAt,
          event: event ? { id: event.id, title: event.title } : null,
          buyer: person(r.buyerId),
          seller: person(r.sellerId),
        };
      }),
      total,
    };
  }

  /** Hides a rating's comment from everyone but its buyer and staff; the stars still count. In the audit log with the reason. */
  async hideComment(staffId: string, ratingId: string, reason: string | null | undefined): Promise<void> {
    await this.act(ratingId, async (em, rating) => {
      rating.hideComment(staffId, reason, this.clock.now());
      await this.audit.record(em, {
        actorId: staffId,
        kind: 'rating.comment_hidden',
        targetId: rating.id,
        before: { comment_hidden: false },
        after: { comment_hidden: true, comment_hidden_reason: rating.commentHiddenReason },
        at: this.clock.now(),
      });
    });
  }

  /** Shows a hidden comment again (a hide made in error); in the audit log. */
  async restoreComment(staffId: string, ratingId: string): Promise<void> {
    await this.act(ratingId, async (em, rating) => {
      const reason = rating.commentHiddenReason;
      rating.restoreComment();
      await this.audit.record(em, {
        actorId: staffId,
        kind: 'rating.comment_restored',
        targetId: rating.id,
        before: { comment_hidden: true, comment_hidden_reason: reason },
        after: { comment_hidden: false },
        at: this.clock.now(),
      });
    });
  }

  private async act(ratingId: string, change: (em: EntityManager, rating: SellerRating) => Promise<void>) {
    await this.em.fork().transactional(async (em) => {
      const rating = isUuid(ratingId)
        ? await em.findOne(SellerRating, { id: ratingId }, { lockMode: LockMode.PESSIMISTIC_WRITE })
        : null;
      if (!rating) throw new SellerError('RATING_NOT_FOUND', m.ratingNotFound);
      await change(em, rating);
    });
  }
}
