import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type AdminListPage, type AdminListWindow, idsIn } from '../../../shared/domain/admin-list.js';
import { containsPattern } from '../../../shared/domain/text-search.js';
import { AdminListQuery, inOrder } from '../../../shared/infrastructure/database/admin-list-query.js';
import { CatalogService } from '../../catalog/index.js';
import { IdentityService } from '../../identity/index.js';
import { Listing } from '../domain/listing.entity.js';
import type { TicketType } from '../domain/ticket-kinds.js';
import type { ProofFlagKind } from '../domain/proof-verdict.js';
import { ListingFiles } from './listing-files.js';
import { ListingQueries } from './listing-queries.js';
import { ProofFlags } from './proof-flags.js';
import type { ReviewListingView } from './views.js';

export const reviewTabs = ['pending', 'verified', 'rejected'] as const;
export type ReviewTab = (typeof reviewTabs)[number];
export const reviewSorts = ['listed_at', 'price'] as const;
export type ReviewSort = (typeof reviewSorts)[number];

/**
 * The statuses of each tab, as SQL text: fixed, so the planner matches the partial index of each tab
 * (tickets_review_*_idx, Migration20261130000000_admin_lists).
 */
const tabStatuses: Record<ReviewTab, string> = {
  pending: "t.status = 'pending_approval'",
  verified: "t.status in ('available', 'sold')",
  rejected: "t.status = 'cancelled'",
};
const sortColumn: Record<ReviewSort, string> = { listed_at: 't.listed_at', price: 't.price' };

/** Admin > Tickets: a tab, optionally one ticket type, searched, sorted and paged (ADR 27). */
export interface ReviewQuery extends AdminListWindow<ReviewSort> {
  tab: ReviewTab;
  type?: TicketType;
  /** Only listings whose proofs carry this flag (ADR 62). */
  flag?: ProofFlagKind;
}

/** Admin > Tickets' queues, the read model the back office lists (ADR 71): plain rows. */
@Injectable()
export class ReviewList {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: ListingQueries,
    private readonly files: ListingFiles,
    private readonly flags: ProofFlags,
    private readonly identity: IdentityService,
    private readonly catalog: CatalogService,
  ) {}

  /**
   * Tabs Pending Review (oldest first by default), Verified (on sale or sold) and Rejected (newest first).
   * Search: the event's title, the seller's name, email or phone, the listing's id (in part) or UPI id.
   */
  async list(query: ReviewQuery): Promise<AdminListPage<ReviewListingView>> {
    const list = new AdminListQuery('tickets t').where(tabStatuses[query.tab]);
    if (query.type) list.where('t.ticket_type = ?', query.type);
    if (query.flag) {
      const having = ProofFlags.having(query.flag);
      list.where(having.sql, ...having.params);
    }
    if (query.search) {
      const pattern = containsPattern(query.search);
      const events = await this.catalog.eventIdsMatching(query.search);
      const sellers = await this.identity.userIdsMatching(query.search);
      list.anyOf([
        { sql: 't.id::text ilike ?', params: [pattern] },
        { sql: 't.upi_id ilike ?', params: [pattern] },
        idsIn('t.event_id', events),
        idsIn('t.seller_id', sellers),
      ]);
    }
    const direction = query.order === 'desc' ? 'desc' : 'asc';
    const em = this.em.fork();
    const { ids, total } = await list.page(em, {
      idColumn: 't.id',
      orderBy: `${sortColumn[query.sort]} ${direction}, t.id ${direction}`,
      limit: query.limit,
      offset: query.offset,
    });
    const listings = ids.length ? await em.find(Listing, { id: { $in: ids } }) : [];
    return { rows: await this.describe(inOrder(ids, listings)), total };
  }

  /** Listings as staff review them: with the seller, possible duplicates and the proofs' flags. */
  async describe(listings: Listing[]): Promise<ReviewListingView[]> {
    const ids = listings.map((l) => l.id);
    const [views, sellers, duplicates, flags] = await Promise.all([
      this.queries.describe(listings),
      this.identity.summaries(listings.map((l) => l.sellerId)),
      this.files.possibleDuplicates(ids),
      this.flags.of(ids),
    ]);
    return views.map((view) => {
      const seller = sellers.get(view.sellerId);
      return {
        ...view,
        seller: {
          id: view.sellerId,
          fullName: seller?.fullName ?? null,
          email: seller?.email ?? '',
          phone: seller?.phone ?? null,
        },
        possibleDuplicateOf: duplicates.get(view.id) ?? [],
        proofFlags: flags.get(view.id) ?? [],
      };
    });
  }
}
