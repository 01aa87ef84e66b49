import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type AdminListPage, type AdminListWindow, idsIn } from '../../../shared/domain/admin-list.js';
import { containsPattern } from '../../../shared/domain/text-search.js';
import { AdminListQuery, inOrder } from '../../../shared/infrastructure/database/admin-list-query.js';
import { IdentityService } from '../../identity/index.js';
import type { PayoutStatus, PayoutType } from '../domain/payout-status.js';
import { Payout } from '../domain/payout.entity.js';
import { type AdminPayoutView, AdminPayouts } from './admin-payouts.js';

export const adminPayoutSorts = ['created_at', 'amount'] as const;
export type AdminPayoutSort = (typeof adminPayoutSorts)[number];
const payoutSortColumn: Record<AdminPayoutSort, string> = { created_at: 'p.created_at', amount: 'p.amount' };

/** Admin > Payouts: a status (the tab) and a type, searched, sorted and paged. */
export interface AdminPayoutsQuery extends AdminListWindow<AdminPayoutSort> {
  status?: PayoutStatus;
  type?: PayoutType;
}

/** Admin > Payouts' list, the read model the back office answers it from (ADR 71): plain rows. */
@Injectable()
export class AdminPayoutList {
  constructor(
    private readonly em: EntityManager,
    private readonly identity: IdentityService,
    private readonly payouts: AdminPayouts,
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
    return { rows: await this.payouts.describe(payouts), total };
  }
}
