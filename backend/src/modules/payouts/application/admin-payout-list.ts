import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { Paise } from '@ticketsetu/contracts/money';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { type AdminListPage, type AdminListWindow, idsIn } from '../../../shared/domain/admin-list.js';
import { containsPattern } from '../../../shared/domain/text-search.js';
import { AdminListQuery, inOrder } from '../../../shared/infrastructure/database/admin-list-query.js';
import { CatalogService } from '../../catalog/index.js';
import { IdentityService, type UserSummary } from '../../identity/index.js';
import { OrderQueries } from '../../orders/index.js';
import { payoutReleaseLimits } from '../domain/payout-release.js';
import type { PayoutStatus, PayoutType } from '../domain/payout-status.js';
import { Payout } from '../domain/payout.entity.js';
import { SellerPayout } from '../domain/seller-payout.entity.js';
import { PayoutStore } from './payout-store.js';
import { exposureLimitOf, toPayoutView, type PayoutView } from './read-models.js';

/** A payout as Admin > Payouts lists it: with the person paid, the sale it is for, and whether a dispute holds it. */
export interface AdminPayoutView extends PayoutView {
  user: UserSummary | null;
  onHold: boolean;
  /** Held for high exposure: the limit (paise) the seller's unpaid total is above. */
  releaseExposureLimit: Paise | null;
  sale: { eventId: string; eventTitle: string | null; eventDate: Date | null; quantity: number } | null;
}

export const adminPayoutSorts = ['created_at', 'amount'] as const;
export type AdminPayoutSort = (typeof adminPayoutSorts)[number];
const payoutSortColumn: Record<AdminPayoutSort, string> = { created_at: 'p.created_at', amount: 'p.amount' };

/** Admin > Payouts: a status (the tab) and a type, searched, sorted and paged. */
export interface AdminPayoutsQuery extends AdminListWindow<AdminPayoutSort> {
  status?: PayoutStatus;
  type?: PayoutType;
}

/** Admin > Payouts' list (tabs by status, filter by type) and its rows: each with the person paid, the sale and the holds. */
@Injectable()
export class AdminPayoutList {
  constructor(
    private readonly em: EntityManager,
    private readonly store: PayoutStore,
    private readonly identity: IdentityService,
    private readonly orders: OrderQueries,
    private readonly catalog: CatalogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Newest first by default, optionally of one status and one type (ADR 27). Search: the person's name,
   * email or phone, the payout's, transfer's or transaction's id (in part), the UTR, the UPI id paid or
   * the payment id refunded.
   */
  async list(query: AdminPayoutsQuery): Promise<AdminListPage<AdminPayoutView>> {
    const list = new AdminListQuery('payouts p');
    if (query.status) list.where('p.status = ?', query.status);
    if (query.type) list.where('p.type = ?', query.type);
    if (query.search) {
      const pattern = containsPattern(query.search);
      const people = await this.identity.userIdsMatching(query.search);
      list.anyOf([
        { sql: 'p.id::text ilike ?', params: [pattern] },
        { sql: 'p.ticket_transfer_id::text ilike ?', params: [pattern] },
        { sql: 'p.transaction_id::text ilike ?', params: [pattern] },
        { sql: 'p.utr ilike ?', params: [pattern] },
        { sql: 'p.payout_details ilike ?', params: [pattern] },
        { sql: 'p.requested_upi_id ilike ?', params: [pattern] },
        idsIn('p.user_id', people),
      ]);
    }
    const direction = query.order === 'desc' ? 'desc' : 'asc';
    const em = this.em.fork();
    const { ids, total } = await list.page(em, {
      idColumn: 'p.id',
      orderBy: `${payoutSortColumn[query.sort]} ${direction}, p.id ${direction}`,
      limit: query.limit,
      offset: query.offset,
    });
    const payouts = inOrder(ids, ids.length ? await em.find(Payout, { id: { $in: ids } }) : []);
    return { rows: await this.describe(payouts), total };
  }

  /** Payouts as Admin > Payouts lists them: with the person, the sale and the holds. */
  async describe(payouts: Payout[]): Promise<AdminPayoutView[]> {
    const [people, held, orders] = await Promise.all([
      this.identity.summaries(payouts.map((p) => p.userId)),
      this.store.heldAmong(payouts.map((p) => p.transferId)),
      this.orders.byIds(payouts.map((p) => p.orderId)),
    ]);
    const events = await this.catalog.eventsByIds([...orders.values()].map((o) => o.eventId));
    return payouts.map((p) => {
      const order = orders.get(p.orderId);
      const event = order && events.get(order.eventId);
      const view = toPayoutView(p);
      return {
        ...view,
        user: people.get(p.userId) ?? null,
        onHold: held.has(p.transferId) && p instanceof SellerPayout,
        releaseExposureLimit: exposureLimitOf(view, payoutReleaseLimits(this.config)),
        sale: order
          ? {
              eventId: order.eventId,
              eventTitle: event?.title ?? null,
              eventDate: event?.eventDate ?? null,
              quantity: order.quantity,
            }
          : null,
      };
    });
  }
}
