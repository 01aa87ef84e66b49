import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { formatInr, type Paise, paise } from '@ticketsetu/contracts/money';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import type { DomainEventMap } from '../../../shared/domain/domain-events.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { transferReversed } from '../../ledger/index.js';
import { TaxDocuments } from '../../tax/index.js';
import { type OrderRecord, OrderQueries } from '../../orders/index.js';
import { MIN_AMOUNT_PAISE } from '../../payments/index.js';
import { TransferActions } from '../../transfers/index.js';
import { PAYOUT_MESSAGES as m, PayoutError } from '../domain/payout-errors.js';
import { BuyerRefund, failedTransferRefundKey } from '../domain/buyer-refund.entity.js';
import { planRefund, type RefundProblem } from '../domain/payout-money.js';
import { PayoutStore } from './payout-store.js';
import { RefundCompletion } from './refund-completion.js';

export interface RefundOrder {
  transferId: string;
  order: OrderRecord;
  /** Cash to give back (0 only for an order paid wholly with rewards credit). */
  amount: Paise;
  businessKey: string;
  note: string;
}

/**
 * Refunds to buyers through the payments port (ADR 14, 20). A refund row is created in the caller's
 * transaction (a failed transfer's outbox handler, or the disputes desk); the gateway is asked after
 * that commits (an at-least-once handler: a repeat is refused by the gateway as a duplicate, and the
 * refund's status then tells what happened); its final state arrives by webhook (a hint, checked with
 * refundStatus) or by the reconciliation poll. Once COMPLETED, under the transfer's lock, the ledger
 * posts buyerRefunded exactly once, the row becomes processed, and the order becomes refunded when
 * the buyer has got everything back. FAILED marks the row failed with the gateway's reason. Here: making
 * a refund; asking the gateway is RefundsAtGateway's, booking the money that went back RefundCompletion's.
 */
@Injectable()
export class BuyerRefunds implements OnModuleInit {
  private readonly logger = new Logger('BuyerRefunds');

  constructor(
    private readonly store: PayoutStore,
    private readonly outbox: Outbox,
    private readonly orders: OrderQueries,
    private readonly taxDocuments: TaxDocuments,
    private readonly transfers: TransferActions,
    private readonly completion: RefundCompletion,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribeTransactional('TransferFailed', 'payouts.refund-failed-transfer', (event, em) =>
      this.refundFailedTransfer(event.payload, em),
    );
  }

  /** The order of a sale, or 'Transaction not found for refund'. */
  async orderOf(orderId: string): Promise<OrderRecord> {
    const order = (await this.orders.byIds([orderId])).get(orderId);
    if (!order) throw new PayoutError('TRANSACTION_NOT_FOUND', m.transactionNotFound);
    return order;
  }

  /** TransferFailed: the buyer gets back what they paid and has not yet been refunded (exactly once per transfer). */
  async refundFailedTransfer(facts: DomainEventMap['TransferFailed'], em: EntityManager): Promise<void> {
    await this.store.lock(em, facts.transferId);
    const businessKey = failedTransferRefundKey(facts.transferId);
    if (await em.findOne(BuyerRefund, { businessKey })) return;
    const order = (await this.orders.byIds([facts.orderId])).get(facts.orderId);
    if (!order) {
      // Nothing to refund from; retrying would not make the transaction appear. Staff see it in the log.
      this.logger.error({ transferId: facts.transferId, orderId: facts.orderId }, m.transactionNotFound);
      return;
    }
    const standing = (await this.store.refunds(em, facts.transferId)).filter((r) => r.status !== 'failed');
    const refunded = standing.reduce((sum, r) => sum + r.amount, 0);
    if (order.total === 0 ? standing.length > 0 : refunded >= order.total) return; // a dispute refunded it all
    await this.store.save(em, (tx) =>
      this.createRefund(tx, {
        transferId: facts.transferId,
        order,
        amount: paise(order.total - refunded),
        businessKey,
        note: `Transfer failed: ${facts.reason}`.trim(),
      }),
    );
  }

  /**
   * Creates a buyer refund in `em`'s transaction; the caller holds the transfer's lock and has checked
   * the business key. Escrow first: when the completed sale's money already went to seller payable,
   * the part needed is taken back from the unpaid seller payout (transferReversed) so escrow never
   * goes below zero. With no cash to refund (paid wholly with credit) it completes at once.
   */
  async createRefund(em: EntityManager, input: RefundOrder): Promise<BuyerRefund> {
    const now = this.clock.now();
    const before = await this.claimEscrow(em, input.transferId, input.order, input.amount, input.note);
    await this.endTransferIfRefundedInFull(em, input.transferId, input.order, [...before, input.amount], input.note);
    const refund = BuyerRefund.create({
      transferId: input.transferId,
      orderId: input.order.id,
      buyerId: input.order.buyerId,
      amount: input.amount,
      paymentId: input.order.paymentId,
      businessKey: input.businessKey,
      note: input.note,
      at: now,
    });
    em.persist(refund);
    if (input.amount === 0) await this.completion.complete(em, refund, null, input.order);
    else refund.requestRefund(now);
    return refund;
  }

  /** Staff retry a failed refund: escrow is claimed again (things may have moved since), then a new gateway request. */
  async retry(em: EntityManager, refund: BuyerRefund, adminId: string): Promise<void> {
    const order = await this.orderOf(refund.orderId);
    refund.retryRefund(adminId, this.clock.now());
    const note = refund.note ?? 'Refund retried';
    const others = await this.claimEscrow(em, refund.transferId, order, refund.amount, note, refund.id);
    await this.endTransferIfRefundedInFull(em, refund.transferId, order, [...others, refund.amount], note);
    refund.requestRefund(this.clock.now());
  }

  /**
   * When the refunds that stand (pending or processed) give the buyer back everything they paid, the
   * sale is over: its transfer ends as refunded in the same transaction (ADR 32). A partial refund
   * leaves the transfer going; a failed transfer stays failed.
   */
  private async endTransferIfRefundedInFull(
    em: EntityManager,
    transferId: string,
    order: OrderRecord,
    standing: Paise[],
    reason: string,
  ): Promise<void> {
    const refunded = standing.reduce((sum, amount) => sum + amount, 0);
    const full = order.total === 0 ? standing.length > 0 : refunded >= order.total;
    if (full) await this.transfers.refundedInFull(transferId, reason, em);
  }

  /**
   * Checks that a refund of `amount` fits what the buyer paid and has not had back, and makes escrow
   * hold its price part: taken back from the seller payout when the transfer had completed. Answers the
   * amounts of the other refunds that stand.
   */
  private async claimEscrow(
    em: EntityManager,
    transferId: string,
    order: OrderRecord,
    amount: Paise,
    reason: string,
    excluding?: string,
  ): Promise<Paise[]> {
    const standing = (await this.store.refunds(em, transferId)).filter(
      (r) => r.status !== 'failed' && r.id !== excluding,
    );
    const seller = await this.store.sellerPayout(em, transferId);
    const plan = planRefund({
      sale: { subtotal: order.subtotal, total: order.total },
      refunds: standing.map((r) => r.amount),
      amount,
      completed: seller && {
        gross: seller.gross,
        reversed: seller.reversedGross,
        sellerFeePercent: seller.sellerFeePercent,
      },
      minimum: paise(MIN_AMOUNT_PAISE),
    });
    if (!plan.ok) throw new PayoutError('REFUND_REFUSED', refundProblem(plan.problem, plan.left), 'amount');
    const standingAmounts = standing.map((r) => r.amount);
    if (plan.reverse === 0) return standingAmounts;
    if (!seller) throw new Error(`Refund of order ${order.id} needs a reversal but the transfer has no seller payout`);
    const reversal = seller.takeBack(plan.reverse, this.clock.now(), reason);
    // A credit note: it keeps its invoice's place of supply, whatever the event says now.
    await this.taxDocuments.book(
      em,
      transferReversed({
        reversalId: randomUUID(),
        orderId: order.id,
        sellerId: seller.userId,
        gross: reversal.gross,
        sellerFee: reversal.sellerFee,
        tds: reversal.tds,
        occurredAt: this.clock.now(),
      }),
      { recipientId: seller.userId, eventState: null },
    );
    return standingAmounts;
  }
}

function refundProblem(problem: RefundProblem, left: Paise): string {
  switch (problem) {
    case 'too_large':
      return m.refundTooLarge(formatInr(left));
    case 'too_small':
      return m.refundTooSmall;
    case 'leaves_too_little':
      return m.refundLeavesTooLittle;
    case 'nothing_paid':
      return m.nothingPaid;
  }
}
