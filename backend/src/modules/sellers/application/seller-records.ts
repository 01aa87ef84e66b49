import { Injectable } from '@nestjs/common';
import type { SqlPart } from '../../../shared/domain/admin-list.js';
import { DisputeQueries } from '../../disputes/index.js';
import { PayoutsService } from '../../payouts/index.js';
import { TransferQueries } from '../../transfers/index.js';
import { ratingCountsSql, saleOutcomeSql } from '../domain/seller-record.js';
import { named, sql } from './sql.js';

/**
 * The `with` parts every read of a seller's record starts from (ADR 65), in one statement: for the
 * sellers `candidates` gives (a subquery of `id`), each sale (`record`: transfer, order, seller, when
 * sold, its `outcome` and how its disputes stand) and the ratings that count (`counted`). Each module's
 * rows come from that module's own subquery: transfers' sales, payouts' refunds, disputes' states.
 */
@Injectable()
export class SellerRecords {
  constructor(
    private readonly transfers: TransferQueries,
    private readonly payouts: PayoutsService,
    private readonly disputes: DisputeQueries,
  ) {}

  withRecords(candidates: SqlPart): SqlPart {
    const outcome = saleOutcomeSql('s.status', 'r.transfer_id is not null');
    return sql`with candidate as (${candidates}),
      sale as (${this.transfers.salesOfSellers(named('select id from candidate'))}),
      refunded as (${this.payouts.refundedTransfers(named('select transfer_id from sale'))}),
      disputed as (${this.disputes.disputeStatesOf(named('select order_id from sale'))}),
      record as (
        select s.transfer_id, s.order_id, s.seller_id, s.sold_at, ${named(outcome)} as outcome,
               coalesce(d.dispute_open, false) as dispute_open, coalesce(d.dispute_refunded, false) as dispute_refunded
          from sale s
          left join refunded r on r.transfer_id = s.transfer_id
          left join disputed d on d.order_id = s.order_id),
      counted as (
        select sr.*, x.outcome from seller_ratings sr join record x on x.transfer_id = sr.transfer_id
         where ${named(ratingCountsSql('x.outcome', 'x.dispute_open', 'x.dispute_refunded'))})`;
  }
}
