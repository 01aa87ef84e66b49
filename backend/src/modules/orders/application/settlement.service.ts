import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { paise } from '@ticketsetu/contracts/money';
import { CLOCK, type Clock, later } from '../../../shared/domain/clock.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { CatalogService } from '../../catalog/index.js';
import { buyerRefunded, LedgerService, paymentCaptured } from '../../ledger/index.js';
import { TaxDocuments } from '../../tax/index.js';
import { InventoryService } from '../../listings/index.js';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
  PaymentGatewayRejected,
  PaymentNotFound,
  PaymentEvents,
  type PaymentState,
} from '../../payments/index.js';
import { CHECKOUT_MESSAGES as m, OrderError } from '../domain/order-errors.js';
import { Order } from '../domain/order.entity.js';

/** What the gateway says of a payment, as settlement needs it. */
export interface GatewayVerdict {
  state: PaymentState;
  amount: number;
  transactionId: string | null;
}

/**
 * Applies a payment's outcome exactly once, whoever learns it first: the payment-result page, the
 * gateway's webhook (only a hint: the status is always asked of the gateway itself), or the
 * reconciliation job. In ONE transaction, under the order's row lock: the hold is confirmed, the
 * order completed (TicketSold, whose handlers create the transfer and email the seller), the
 * capture posted to the ledger. A failure releases the hold. A payment that arrives after its seats
 * are gone, or for a checkout the buyer cancelled or was told could not start, is captured and
 * refunded in full. Every repeat finds the order settled and does nothing.
 */
@Injectable()
export class SettlementService implements OnModuleInit {
  private readonly logger = new Logger('Settlement');

  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly outbox: Outbox,
    private readonly inventory: InventoryService,
    private readonly ledger: LedgerService,
    private readonly taxDocuments: TaxDocuments,
    private readonly catalog: CatalogService,
    private readonly paymentEvents: PaymentEvents,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.paymentEvents.onOrderEvent(async (event) => {
      const order = await this.em.fork().findOne(Order, { paymentId: event.merchantOrderId });
      if (order) await this.checkWithGateway(order.id);
    });
    this.paymentEvents.onRefundEvent(async (event) => {
      const order = await this.em.fork().findOne(Order, { refundId: event.merchantRefundId });
      if (order) await this.checkRefund(order.id);
    });
    this.outbox.subscribe('LatePaymentRefunded', 'orders.refund-late-payment', (event) =>
      this.requestRefund(event.payload.orderId),
    );
  }

  /** Asks the gateway about the order's payment and applies the answer; the order as it then stands. */
  async checkWithGateway(orderId: string): Promise<Order> {
    const order = await this.find(orderId);
    if (order.isPaid || (order.status === 'failed' && order.gatewayState === 'FAILED')) return order;
    if (order.total === 0) return order; // paid by credit: nothing at the gateway
    let verdict: GatewayVerdict;
    try {
      const status = await this.gateway.orderStatus(order.paymentId);
      verdict = { state: status.state, amount: status.amount, transactionId: status.transactionId };
    } catch (error) {
      // Never created at the gateway (its start failed): nothing can complete it.
      if (error instanceof PaymentNotFound && !order.payPageUrl) {
        verdict = { state: 'FAILED', amount: order.total, transactionId: null };
      } else {
        throw error;
      }
    }
    return this.apply(orderId, verdict);
  }

  /** Applies the gateway's verdict once (see the class comment). */
  async apply(orderId: string, verdict: GatewayVerdict): Promise<Order> {
    return this.uow.run(async (em) => {
      const order = await em.findOneOrFail(Order, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const now = this.clock.now();
      if (order.isPaid) return order;
      order.gatewayState = verdict.state;
      if (verdict.state === 'PENDING') return order;
      if (verdict.state === 'FAILED') {
        if (order.status === 'pending') {
          await this.inventory.release(order.holdId, 'released', em);
          order.fail('Your payment could not be completed. Please try again.', now);
        }
        return order;
      }
      if (verdict.amount !== order.total) {
        // Never move money on a figure that is not ours; reconciliation lists it for staff.
        order.gatewayState = 'AMOUNT_MISMATCH';
        this.logger.error({ orderId, charged: verdict.amount, expected: order.total }, 'Payment amount mismatch');
        return order;
      }
      // A checkout the buyer cancelled, or whose payment they were told could not start, is never sold.
      const ended = order.endedBeforePayment;
      let sold = !ended && (await this.inventory.confirm(order.holdId, em))?.status === 'confirmed';
      if (!sold && !ended) sold = await this.holdAgain(order, em);
      const posted = await this.ledger.post(em, paymentCaptured({ ...order.captureOf(), occurredAt: now }));
      const event = (await this.catalog.eventsByIds([order.eventId], em)).get(order.eventId);
      await this.taxDocuments.issueFor(em, posted, { recipientId: order.buyerId, eventState: event?.state ?? null });
      if (sold) order.complete(verdict.transactionId, now);
      else order.refundLatePayment(verdict.transactionId, now, ended ?? 'seats_gone');
      return order;
    });
  }

  /** The hold ran out before the money came: sell anyway when the seats are still there. */
  private async holdAgain(order: Order, em: EntityManager): Promise<boolean> {
    const holdId = randomUUID();
    const hold = await this.inventory.hold(
      {
        orderId: holdId,
        listingId: order.listingId,
        quantity: order.quantity,
        expiresAt: later(this.clock.now(), 60_000),
      },
      em,
    );
    if (hold.status !== 'held') return false;
    await this.inventory.confirm(holdId, em);
    order.rehold(holdId);
    return true;
  }

  /**
   * Asks the gateway about payments nobody told us about: orders still pending a few minutes after
   * they began, and orders failed by their hold running out whose payment the gateway has not yet
   * called final (a late payment). Late refunds still in flight are checked too.
   */
  async reconcile(limit = 50): Promise<number> {
    const now = this.clock.now();
    const due = await this.em.fork().find(
      Order,
      {
        $or: [
          { status: 'pending', createdAt: { $lt: later(now, -3 * 60_000) } },
          {
            status: 'failed',
            gatewayState: { $nin: ['FAILED', 'AMOUNT_MISMATCH'] },
            createdAt: { $gt: later(now, -86_400_000) },
          },
        ],
      },
      { orderBy: { createdAt: 'asc' }, limit },
    );
    let checked = 0;
    for (const order of due) {
      try {
        await this.checkWithGateway(order.id);
        checked++;
      } catch (error) {
        this.logger.warn({ err: error, orderId: order.id }, 'Reconciliation could not check a payment');
      }
    }
    const refunds = await this.em.fork().find(Order, { refundState: { $in: ['PENDING', 'CONFIRMED'] } }, { limit });
    for (const order of refunds) {
      await this.requestRefund(order.id).catch(() => undefined);
      await this.checkRefund(order.id).catch(() => undefined);
    }
    return checked;
  }

  /** Outbox handler: asks the gateway to refund a late payment in full (a repeat is refused there as a duplicate). */
  async requestRefund(orderId: string): Promise<void> {
    const order = await this.find(orderId);
    if (!order.refundId || order.refundState === 'COMPLETED') return;
    try {
      await this.gateway.refund({
        merchantRefundId: order.refundId,
        originalMerchantOrderId: order.paymentId,
        amount: order.total,
      });
    } catch (error) {
      // Asked already (a repeat): the refund's status tells what happened.
      if (!(error instanceof PaymentGatewayRejected) || error instanceof PaymentNotFound) throw error;
    }
    await this.checkRefund(orderId);
  }

  /** The refund's state at the gateway; once completed, the money leaves the ledger (once). */
  async checkRefund(orderId: string): Promise<void> {
    const order = await this.find(orderId);
    if (!order.refundId || order.refundState === 'COMPLETED') return;
    const status = await this.gateway.refundStatus(order.refundId);
    if (status.state !== 'COMPLETED' && status.state !== 'FAILED') return;
    await this.uow.run(async (em) => {
      const locked = await em.findOneOrFail(Order, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const now = this.clock.now();
      if (!locked.refundReached(status.state as 'COMPLETED' | 'FAILED', now) || status.state !== 'COMPLETED') return;
      const posted = await this.ledger.post(
        em,
        buyerRefunded({
          ...locked.captureOf(),
          refundId: locked.refundId!,
          amount: paise(locked.total),
          occurredAt: now,
        }),
      );
      // A credit note: it keeps its invoice's place of supply, whatever the event says now.
      await this.taxDocuments.issueFor(em, posted, { recipientId: locked.buyerId, eventState: null });
    });
  }

  /**
   * For the payouts module, once the buyer has got all of a completed sale back (its transfer failed,
   * or a dispute refunded it in full): the order becomes refunded and records PurchaseRefunded, in the
   * caller's transaction. A repeat, or an order that is not completed, changes nothing.
   */
  async markRefunded(orderId: string, em: EntityManager): Promise<void> {
    await this.uow.run(async (tx) => {
      const order = await tx.findOne(Order, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (order?.status === 'completed') order.refund(this.clock.now());
    }, em);
  }

  private async find(orderId: string): Promise<Order> {
    const order = isUuid(orderId) ? await this.em.fork().findOne(Order, { id: orderId }) : null;
    if (!order) throw new OrderError('ORDER_NOT_FOUND', m.orderNotFound);
    return order;
  }
}
