import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { buyerRefunded, LedgerService, refundedBefore } from '../../ledger/index.js';
import { type OrderRecord, OrderQueries, SettlementService } from '../../orders/index.js';
import { TaxDocuments } from '../../tax/index.js';
import type { BuyerRefund } from '../domain/buyer-refund.entity.js';
import { PAYOUT_MESSAGES as m, PayoutError } from '../domain/payout-errors.js';

/** A buyer refund whose money went back (the gateway completed it, or nothing was to be paid in cash). */
@Injectable()
export class RefundCompletion {
  constructor(
    private readonly orders: OrderQueries,
    private readonly ledger: LedgerService,
    private readonly taxDocuments: TaxDocuments,
    private readonly settlement: SettlementService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The money went back: buyerRefunded posted once (its key is the refund's id), the row processed,
   * and the order refunded once the buyer has had everything back. Under the transfer's lock.
   */
  async complete(em: EntityManager, refund: BuyerRefund, gatewayRefundId: string | null, known?: OrderRecord) {
    const order = known ?? (await this.orders.byIds([refund.orderId])).get(refund.orderId);
    if (!order) throw new PayoutError('TRANSACTION_NOT_FOUND', m.transactionNotFound);
    const now = this.clock.now();
    if (!refund.refundReached('COMPLETED', now, null, gatewayRefundId)) return;
    const before = refundedBefore(await this.ledger.entriesForOrder(order.id), order.id, refund.id);
    // A credit note: it keeps its invoice's place of supply, whatever the event says now.
    await this.taxDocuments.book(
      em,
      buyerRefunded({
        ...order.capture,
        refundId: refund.id,
        refundedBefore: before,
        amount: refund.amount,
        occurredAt: now,
      }),
      { recipientId: order.buyerId, eventState: null },
    );
    if (before + refund.amount === order.total) await this.settlement.markRefunded(order.id, em);
  }
}
