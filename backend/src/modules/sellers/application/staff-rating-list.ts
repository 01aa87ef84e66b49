import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type AdminListPage, type AdminListWindow, idsIn } from '../../../shared/domain/admin-list.js';
import { containsPattern } from '../../../shared/domain/text-search.js';
import { AdminListQuery, inOrder } from '../../../shared/infrastructure/database/admin-list-query.js';
import { CatalogService } from '../../catalog/index.js';
import { IdentityService } from '../../identity/index.js';
import { SellerRating } from '../domain/seller-rating.entity.js';
import type { StaffRating } from './views.js';

export const staffRatingSorts = ['created_at', 'stars'] as const;
export const staffRatingFilters = ['with_comment', 'hidden'] as const;

/** Admin > Ratings: optionally only those with a comment (shown or hidden) or only hidden ones; searched, sorted and paged (ADR 27). */
export interface StaffRatingsQuery extends AdminListWindow<(typeof staffRatingSorts)[number]> {
  show?: (typeof staffRatingFilters)[number];
}

const sortColumn = { created_at: 'r.created_at', stars: 'r.stars' } as const;

/** Admin > Ratings' list, the read model the back office answers it from (ADR 71): plain rows. */
@Injectable()
export class StaffRatingList {
  constructor(
    private readonly em: EntityManager,
    private readonly identity: IdentityService,
    private readonly catalog: CatalogService,
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
}
