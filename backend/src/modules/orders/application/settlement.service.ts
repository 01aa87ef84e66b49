import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock, later } from '../../../shared/domain/clock.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import type { SaleFacts } from '../../../shared/domain/domain-events.js';
import { CatalogService, type EventView } from '../../catalog/index.js';
import { paymentCaptured } from '../../ledger/index.js';
import { TaxDocuments } from '../../tax/index.js';
import { InventoryService } from '../../listings/index.js';
import { PAYMENT_GATEWAY, type PaymentGateway, PaymentNotFound, type PaymentState } from '../../payments/index.js';
import { CHECKOUT_MESSAGES as m, OrderError } from '../domain/order-errors.js';
import { Order } from '../domain/order.entity.js';
import { saleFacts } from '../domain/sale-facts.js';

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
 * refunded in full (LatePaymentRefunds). Every repeat finds the order settled and does nothing. Who
 * learns of a payment nobody told us about: GatewayFollowUp.
 */
@Injectable()
export class SettlementService {
  private readonly logger = new Logger('Settlement');

  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly inventory: InventoryService,
    private readonly taxDocuments: TaxDocuments,
    private readonly catalog: CatalogService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

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
      const event = (await this.catalog.eventsByIds([order.eventId], em)).get(order.eventId);
      await this.taxDocuments.book(em, paymentCaptured({ ...order.captureOf(), occurredAt: now }), {
        recipientId: order.buyerId,
        eventState: event?.state ?? null,
      });
      if (sold) order.complete(verdict.transactionId, now, await this.factsOf(order, event, em));
      else order.refundLatePayment(verdict.transactionId, now, ended ?? 'seats_gone');
      return order;
    });
  }

  /** The facts the sale is made under (ADR 83): an event catalog no longer has counts as starting now. */
  private async factsOf(order: Order, event: EventView | undefined, em: EntityManager): Promise<SaleFacts> {
    const upiId = await this.inventory.sellerUpiIdOf(order.listingId, em);
    if (upiId === null) throw new Error(`Listing ${order.listingId} of order ${order.id} not found`);
    return saleFacts(event ?? { sellerFeePercent: 0, eventDate: this.clock.now(), state: null }, upiId);
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
