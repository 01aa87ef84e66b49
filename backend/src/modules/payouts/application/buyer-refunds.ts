import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { formatInr, type Paise, paise } from '@ticketsetu/contracts/money';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import type { DomainEventMap } from '../../../shared/domain/domain-events.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { buyerRefunded, LedgerService, refundedBefore, transferReversed } from '../../ledger/index.js';
import { TaxDocuments } from '../../tax/index.js';
import { type OrderRecord, OrderQueries, SettlementService } from '../../orders/index.js';
import {
  InvalidPaymentRequest,
  MIN_AMOUNT_PAISE,
  PAYMENT_GATEWAY,
  type PaymentGateway,
  PaymentGatewayRejected,
  PaymentEvents,
  PaymentNotFound,
  type RefundStatus,
} from '../../payments/index.js';
import { TransferActions } from '../../transfers/index.js';
import { PAYOUT_MESSAGES as m, PayoutError } from '../domain/payout-errors.js';
import { BuyerRefund, failedTransferRefundKey } from '../domain/buyer-refund.entity.js';
import { planRefund, type RefundProblem } from '../domain/payout-money.js';
import { PayoutStore } from './payout-store.js';

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
 * the buyer has got everything back. FAILED marks the row failed with the gateway's reason.
 */
@Injectable()
export class BuyerRefunds implements OnModuleInit {
  private readonly logger = new Logger('BuyerRefunds');

  constructor(
    private readonly em: EntityManager,
    private readonly store: PayoutStore,
    private readonly outbox: Outbox,
    private readonly orders: OrderQueries,
    private readonly settlement: SettlementService,
    private readonly ledger: LedgerService,
    private readonly taxDocuments: TaxDocuments,
    private readonly paymentEvents: PaymentEvents,
    private readonly transfers: TransferActions,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribeTransactional('TransferFailed', 'payouts.refund-failed-transfer', (event, em) =>
      this.refundFailedTransfer(event.payload, em),
    );
    this.outbox.subscribe('RefundRequested', 'payouts.ask-gateway-for-refund', (event) =>
      this.askGateway(event.payload.payoutId, event.payload.merchantRefundId),
    );
    // The orders module listens too, for its late-payment refunds (ids rf_…); ours are po_…: each ignores the other's.
    this.paymentEvents.onRefundEvent(async (event) => {
      const payout = await this.em.fork().findOne(BuyerRefund, { merchantRefundId: event.merchantRefundId });
      if (payout) await this.checkRefund(payout.id);
    });
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
    if (input.amount === 0) await this.complete(em, refund, input.order, null);
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
    const posted = await this.ledger.post(
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
    );
    // A credit note: it keeps its invoice's place of supply, whatever the event says now.
    await this.taxDocuments.issueFor(em, posted, { recipientId: seller.userId, eventState: null });
    return standingAmounts;
  }

  /** Outbox handler (at least once): asks the gateway for the refund's current attempt, then reads its state. */
  async askGateway(payoutId: string, merchantRefundId: string): Promise<void> {
    const refund = await this.em.fork().findOne(BuyerRefund, { id: payoutId });
    if (!refund || refund.status !== 'pending' || refund.merchantRefundId !== merchantRefundId) return; // stale
    const order = await this.orderOf(refund.orderId);
    try {
      await this.gateway.refund({ merchantRefundId, originalMerchantOrderId: order.paymentId, amount: refund.amount });
    } catch (error) {
      if (error instanceof InvalidPaymentRequest || error instanceof PaymentNotFound) {
        return this.refused(payoutId, merchantRefundId, error.message);
      }
      // Anything else but a 4xx leaves the outcome unknown: the outbox asks again later.
      if (!(error instanceof PaymentGatewayRejected)) throw error;
      // A repeat is refused as a duplicate; a real refusal leaves no refund behind: its status says which.
      try {
        await this.gateway.refundStatus(merchantRefundId);
      } catch (statusError) {
        if (statusError instanceof PaymentNotFound) return this.refused(payoutId, merchantRefundId, error.message);
        throw statusError;
      }
    }
    await this.checkRefund(payoutId);
  }

  /** Asks the gateway about a pending refund and applies a final answer (webhook, poll, after a request). */
  async checkRefund(payoutId: string): Promise<void> {
    const refund = await this.em.fork().findOne(BuyerRefund, { id: payoutId });
    if (!refund || refund.status !== 'pending' || !refund.merchantRefundId) return;
    const status = await this.gateway.refundStatus(refund.merchantRefundId);
    if (status.state !== 'COMPLETED' && status.state !== 'FAILED') return;
    if (status.amount !== refund.amount) {
      // Never move money on a figure that is not ours.
      this.logger.error({ payoutId, refunded: status.amount, expected: refund.amount }, 'Refund amount mismatch');
      return;
    }
    await this.apply(payoutId, refund.merchantRefundId, status);
  }

  /**
   * The reconciliation poll: pending refunds whose answer never came are asked about; one the gateway
   * never received (its request was lost) is asked for again. Returns how many were checked.
   */
  async reconcile(limit = 50): Promise<number> {
    const pending = await this.em
      .fork()
      .find(BuyerRefund, { status: 'pending' }, { orderBy: { updatedAt: 'asc' }, limit });
    let checked = 0;
    for (const refund of pending) {
      if (!refund.merchantRefundId) continue;
      try {
        await this.checkRefund(refund.id);
        checked++;
      } catch (error) {
        if (error instanceof PaymentNotFound) {
          await this.askGateway(refund.id, refund.merchantRefundId).catch((e: unknown) =>
            this.logger.warn({ err: e, payoutId: refund.id }, 'Reconciliation could not ask for a refund'),
          );
          checked++;
        } else {
          this.logger.warn({ err: error, payoutId: refund.id }, 'Reconciliation could not check a refund');
        }
      }
    }
    return checked;
  }

  private async apply(payoutId: string, merchantRefundId: string, status: RefundStatus): Promise<void> {
    const first = await this.em.fork().findOneOrFail(BuyerRefund, { id: payoutId });
    await this.store.save(undefined, async (em) => {
      await this.store.lock(em, first.transferId);
      const refund = await em.findOneOrFail(BuyerRefund, { id: payoutId });
      if (refund.merchantRefundId !== merchantRefundId) return; // an older attempt's late answer
      if (status.state === 'COMPLETED') {
        await this.complete(em, refund, await this.orderOf(refund.orderId), status.refundId);
      } else {
        const reason = ['The refund failed at the payment gateway', status.errorCode, status.detailedErrorCode]
          .filter(Boolean)
          .join(': ');
        refund.refundReached('FAILED', this.clock.now(), reason, status.refundId);
      }
    });
  }

  private async refused(payoutId: string, merchantRefundId: string, message: string): Promise<void> {
    this.logger.error({ payoutId, message }, 'The gateway refused a refund');
    await this.apply(payoutId, merchantRefundId, {
      merchantRefundId,
      originalMerchantOrderId: '',
      refundId: null,
      state: 'FAILED',
      amount: 0,
      errorCode: `Refused by the gateway (${message})`,
      detailedErrorCode: null,
    });
  }

  /**
   * The money went back: buyerRefunded posted once (its key is the refund's id), the row processed,
   * and the order refunded once the buyer has had everything back. Under the transfer's lock.
   */
  private async complete(em: EntityManager, refund: BuyerRefund, order: OrderRecord, gatewayRefundId: string | null) {
    const now = this.clock.now();
    if (!refund.refundReached('COMPLETED', now, null, gatewayRefundId)) return;
    const before = refundedBefore(await this.ledger.entriesForOrder(order.id), order.id, refund.id);
    const posted = await this.ledger.post(
      em,
      buyerRefunded({
        ...order.capture,
        refundId: refund.id,
        refundedBefore: before,
        amount: refund.amount,
        occurredAt: now,
      }),
    );
    // A credit note: it keeps its invoice's place of supply, whatever the event says now.
    await this.taxDocuments.issueFor(em, posted, { recipientId: order.buyerId, eventState: null });
    if (before + refund.amount === order.total) await this.settlement.markRefunded(order.id, em);
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
