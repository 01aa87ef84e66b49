import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { checkoutTotal, creditToApply, paise } from '@ticketsetu/contracts/money';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { paymentCaptured } from '../../ledger/index.js';
import { InventoryService } from '../../listings/index.js';
import { RewardsService } from '../../rewards/index.js';
import { TaxDocuments } from '../../tax/index.js';
import { CHECKOUT_MESSAGES as m, OrderError } from '../domain/order-errors.js';
import { Order } from '../domain/order.entity.js';
import { saleFacts } from '../domain/sale-facts.js';
import { BuyingLimits } from './buying-limits.js';
import type { Sale } from './sale-checks.js';

/**
 * Pay's one transaction: the pending order and the hold on its seats commit together, or neither does
 * (ADR 72). What makes a rush exact is all here, and it is the database's:
 *
 * 1. The order is inserted first. The unique index on (buyer, Idempotency-Key) decides a double click
 *    or a retry: a second insert with the key waits for the first transaction and then fails
 *    (UniqueConstraintViolationException: CheckoutService answers the first order), or goes on if the
 *    first rolled back. Its foreign key takes a key-share lock on the listing's row, which the hold's
 *    no-key-update lock does not conflict with: no deadlock however Pays interleave.
 * 2. The hold, last: ONE conditional statement (`InventoryService.hold`) locks the listing's row, checks
 *    on sale and seats left >= quantity, records the hold and counts it, so sold + held never exceeds
 *    the listing's quantity (its check constraint says so too). Refused: the transaction rolls back,
 *    the order with it. Taken: the row stays locked only until the commit that follows at once.
 *
 * No lock in the process, no memo: every replica's Pays meet on the same row lock and unique index.
 */
@Injectable()
export class OrderPlacement {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly inventory: InventoryService,
    private readonly rewards: RewardsService,
    private readonly taxDocuments: TaxDocuments,
    private readonly limits: BuyingLimits,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The pending order and its hold (or, when credit pays it all, the sale), committed. */
  place(sale: Sale): Promise<Order> {
    const { buyerId, request, event } = sale;
    return this.uow.run(async (em) => {
      // The event's buying limit first, before any other lock of this transaction (ADR 70).
      if (event.maxTicketsPerBuyer !== null) await this.limits.keepTo(em, buyerId, event, request.quantity);
      const adopted = request.offerId ? await this.adoptOffer(em, sale) : null;
      const order = new Order(await this.orderOf(em, sale, adopted));
      // This Pay starts the payment; a repeat finding the order waits for it (ADR 33).
      if (order.total > 0) order.paymentStartingSince = this.clock.now();
      em.persist(order);
      await em.flush(); // 1. the (buyer, key) unique index
      if (!adopted) {
        const hold = await this.inventory.hold(
          {
            orderId: order.holdId,
            listingId: order.listingId,
            quantity: order.quantity,
            expiresAt: order.holdExpiresAt,
          },
          em,
        ); // 2. the listing's row
        if (hold.status !== 'held') throw new OrderError('NOT_AVAILABLE', m.notAvailable);
      }
      if (order.total === 0) await this.sellOnCredit(em, sale, order);
      return order;
    });
  }

  /** A waiting-list offer: take over the hold reserved for this buyer, listing and quantity (one conditional statement). */
  private async adoptOffer(em: EntityManager, { buyerId, request, listing }: Sale) {
    const adopted = await this.inventory.adoptHold(
      { holdId: request.offerId!, buyerId, listingId: listing.id, quantity: request.quantity },
      em,
    );
    if (!adopted) throw new OrderError('NOT_AVAILABLE', m.notAvailable);
    return adopted;
  }

  /**
   * The order's figures, from the money module. One checkout at a time per buyer decides how much of
   * their credit it spends (under the credit lock, which a buyer without any credit does without: there
   * is nothing to share; a credit earned since Pay began waits for the next checkout).
   */
  private async orderOf(em: EntityManager, sale: Sale, adopted: { orderId: string; expiresAt: Date } | null) {
    const { buyerId, request, keyed, listing, event, hasCredit, deliveryAddress, now } = sale;
    const full = checkoutTotal(listing.price, request.quantity, event.buyerFeePercent);
    const credit = hasCredit ? creditToApply(await this.rewards.spendableCredit(em, buyerId), full.total) : paise(0);
    const figures = checkoutTotal(listing.price, request.quantity, event.buyerFeePercent, credit);
    return {
      buyerId,
      sellerId: listing.sellerId,
      listingId: listing.id,
      eventId: event.id,
      quantity: request.quantity,
      price: listing.price,
      subtotal: figures.subtotal,
      buyerFee: figures.fee,
      creditApplied: figures.creditApplied,
      total: figures.total,
      ticketType: listing.ticketType,
      platformId: listing.ticketType === 'mobile' ? request.platformId!.trim() : null,
      deliveryAddress,
      idempotencyKey: keyed.key,
      idempotencyFingerprint: keyed.fingerprint,
      createdAt: now,
      ...(adopted && { hold: { id: adopted.orderId, expiresAt: adopted.expiresAt } }),
    };
  }

  /** The buyer's credit pays it all: nothing to take at the gateway, the sale happens now. */
  private async sellOnCredit(em: EntityManager, { event, now }: Sale, order: Order): Promise<void> {
    await this.inventory.confirm(order.holdId, em);
    order.complete(null, now, saleFacts(event, await this.sellerUpiId(em, order)));
    await this.taxDocuments.book(em, paymentCaptured({ ...order.captureOf(), occurredAt: now }), {
      recipientId: order.buyerId,
      eventState: event.state,
    });
  }

  private async sellerUpiId(em: EntityManager, order: Order): Promise<string> {
    const upiId = await this.inventory.sellerUpiIdOf(order.listingId, em);
    if (upiId === null) throw new Error(`Listing ${order.listingId} of order ${order.id} not found`);
    return upiId;
  }
}
