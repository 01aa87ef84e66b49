import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Formula, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Paise } from '@ticketsetu/contracts/money';
import { AggregateRoot } from '../../../shared/domain/aggregate-root.js';
import type { SaleFacts } from '../../../shared/domain/domain-events.js';
import { holdExpirySql } from './hold-expiry.js';
import { ORDER_PAID, OrderError } from './order-errors.js';
import { canMove, orderStatuses, type OrderStatus } from './order-status.js';

export const HOLD_MINUTES = 10;
export const HOLD_RAN_OUT = 'The 10 minutes we held your seats ran out before the payment was completed.';
export const CANCELLED = 'You cancelled this checkout. The seats went back on sale and nothing was charged.';

/**
 * How an order ended before its payment came, when that rules out selling on a late payment: the buyer
 * cancelled it, or was told its payment could not be started (and may have paid another order for the
 * same seats since). A payment arriving for such an order is refunded in full, never sold (ADR 59).
 */
export const endsBeforePayment = ['cancelled', 'start_failed'] as const;
export type EndBeforePayment = (typeof endsBeforePayment)[number];

/** Why a late payment goes back: its seats were sold meanwhile, or the order had ended as above. */
export type LateRefundReason = 'seats_gone' | EndBeforePayment;

/** What the buyer reads of a late payment refunded (the order's failure reason). */
export const LATE_PAYMENT: Record<LateRefundReason, string> = {
  seats_gone:
    'Your payment arrived after the 10 minutes we held the seats, and they were sold to someone else. It is refunded in full.',
  cancelled: 'Your payment arrived after you cancelled this checkout, so nothing was bought. It is refunded in full.',
  start_failed:
    'Your payment arrived after we told you it could not be started, so nothing was bought. It is refunded in full.',
};

export interface NewOrder {
  buyerId: string;
  sellerId: string;
  listingId: string;
  eventId: string;
  quantity: number;
  price: Paise;
  subtotal: Paise;
  buyerFee: Paise;
  creditApplied: Paise;
  total: Paise;
  ticketType: 'mobile' | 'physical';
  platformId: string | null;
  deliveryAddress: string | null;
  idempotencyKey: string;
  /** The fingerprint of the Pay that used the key (shared/domain/request-fingerprint.ts). */
  idempotencyFingerprint: string;
  createdAt: Date;
  /** A hold taken over (a waiting-list offer's): the order keeps it and ends by its time at the latest. */
  hold?: { id: string; expiresAt: Date };
}

/** What the ledger posts of a captured order. */
export interface OrderCapture {
  orderId: string;
  buyerId: string;
  subtotal: Paise;
  buyerFee: Paise;
  creditApplied: Paise;
  total: Paise;
}

/**
 * A checkout (the spec's `transactions` row): what the buyer asked for, the figures charged (from
 * the money module, never from the browser), the hold that keeps its seats, and the payment's
 * outcome. Its moves follow order-status.ts; a sale records TicketSold, a failure PaymentFailed.
 */
@Entity({ tableName: 'transactions' })
export class Order extends AggregateRoot {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'uuid' })
  @Index()
  buyerId: string;

  @Property({ type: 'uuid' })
  sellerId: string;

  /** The listing bought from (the spec's ticket_id). */
  @Property({ type: 'uuid', fieldName: 'ticket_id' })
  listingId: string;

  @Property({ type: 'uuid' })
  eventId: string;

  @Property({ type: 'integer' })
  quantity: number;

  /** Price per ticket when bought. */
  @Property({ type: 'integer' })
  price: Paise;

  @Property({ type: 'integer' })
  subtotal: Paise;

  @Property({ type: 'integer' })
  buyerFee: Paise;

  @Property({ type: 'integer' })
  creditApplied: Paise;

  /** What the gateway is asked to take: subtotal + buyer fee − credit applied. */
  @Property({ type: 'integer', fieldName: 'amount' })
  total: Paise;

  @Enum({ items: () => orderStatuses })
  status: OrderStatus & Opt = 'pending';

  @Property({ type: 'text' })
  paymentGateway: string & Opt = 'phonepe';

  /** Our order id at the gateway (PhonePe's merchantOrderId; the spec's payment_id). */
  @Property({ type: 'text', unique: true })
  paymentId: string;

  @Property({ type: 'text', nullable: true })
  gatewayTransactionId: string | null = null;

  /** The gateway's last word on this payment (PENDING, COMPLETED, FAILED), for reconciliation. */
  @Property({ type: 'text', nullable: true })
  gatewayState: string | null = null;

  @Property({ type: 'text', nullable: true })
  payPageUrl: string | null = null;

  /**
   * Since when a request has been asking the gateway for this order's pay page (null: none is). Its
   * repeats wait for that answer rather than start the payment again (ADR 33).
   */
  @Property({ type: 'timestamptz', nullable: true })
  paymentStartingSince: Date | null = null;

  @Enum({ items: () => ['mobile', 'physical'] as const })
  ticketType: 'mobile' | 'physical';

  @Property({ type: 'text', nullable: true })
  platformId: string | null;

  @Property({ type: 'text', nullable: true })
  deliveryAddress: string | null;

  /** The inventory hold keeping the seats (a late payment may take a new one). */
  @Property({ type: 'uuid', unique: true })
  holdId: string;

  /**
   * Until when the hold keeps the seats: the hold's own time, read with the order (ADR 72), never a copy.
   * Set here for a new order, whose hold is taken with it.
   */
  @Formula((columns) => holdExpirySql(columns.holdId), { type: 'timestamptz' })
  holdExpiresAt: Date;

  @Property({ type: 'text' })
  idempotencyKey: string;

  /** Null for orders made before fingerprints were kept: their repeats answer as before. */
  @Property({ type: 'text', nullable: true })
  idempotencyFingerprint: string | null;

  @Property({ type: 'text', nullable: true })
  failureReason: string | null = null;

  /** Set when the order ended before its payment in a way that refunds a late one (see endsBeforePayment). */
  @Enum({ items: () => endsBeforePayment, nullable: true })
  endedBeforePayment: EndBeforePayment | null = null;

  /** Our id of the refund of a late payment at the gateway (merchantRefundId), once asked for. */
  @Property({ type: 'text', nullable: true, unique: true })
  refundId: string | null = null;

  /** The gateway's word on that refund (PENDING, CONFIRMED, COMPLETED, FAILED). */
  @Property({ type: 'text', nullable: true })
  refundState: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  refundedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  completedAt: Date | null = null;

  constructor(input: NewOrder) {
    super();
    if (input.subtotal + input.buyerFee - input.creditApplied !== input.total) {
      throw new OrderError('ORDER_STATE', 'The order total does not add up');
    }
    Object.assign(this, {
      buyerId: input.buyerId,
      sellerId: input.sellerId,
      listingId: input.listingId,
      eventId: input.eventId,
      quantity: input.quantity,
      price: input.price,
      subtotal: input.subtotal,
      buyerFee: input.buyerFee,
      creditApplied: input.creditApplied,
      total: input.total,
      ticketType: input.ticketType,
      platformId: input.platformId,
      deliveryAddress: input.deliveryAddress,
      idempotencyKey: input.idempotencyKey,
      idempotencyFingerprint: input.idempotencyFingerprint,
      createdAt: input.createdAt,
    });
    this.holdId = input.hold?.id ?? this.id;
    this.paymentId = `ts_${this.id}`;
    const ownHoldEnds = input.createdAt.getTime() + HOLD_MINUTES * 60_000;
    this.holdExpiresAt = new Date(Math.min(ownHoldEnds, input.hold?.expiresAt.getTime() ?? ownHoldEnds));
  }

  /**
   * Paid and its seats confirmed: the sale happened (TicketSold, once), carrying the facts it was made
   * under (ADR 83) so that transfers, payouts and tax act on the event rather than read them again.
   */
  complete(gatewayTransactionId: string | null, at: Date, facts: SaleFacts): void {
    // ADR 59: a checkout cancelled, or told its payment could not start, is never sold.
    if (this.endedBeforePayment)
      throw new OrderError(
        'ORDER_STATE',
        `An order ended before its payment (${this.endedBeforePayment}) cannot be sold`,
      );
    this.move('completed');
    this.gatewayTransactionId = gatewayTransactionId;
    this.completedAt = at;
    this.failureReason = null;
    this.record('TicketSold', {
      orderId: this.id,
      listingId: this.listingId,
      eventId: this.eventId,
      buyerId: this.buyerId,
      sellerId: this.sellerId,
      quantity: this.quantity,
      price: this.price,
      subtotal: this.subtotal,
      buyerFee: this.buyerFee,
      creditApplied: this.creditApplied,
      total: this.total,
      ticketType: this.ticketType,
      platformId: this.platformId,
      deliveryAddress: this.deliveryAddress,
      facts,
    });
  }

  /** No sale: the gateway said failed, or the hold ran out first. */
  fail(reason: string, at: Date): void {
    this.move('failed');
    this.failureReason = reason;
    this.completedAt = at;
    this.record('PaymentFailed', { orderId: this.id, buyerId: this.buyerId, reason });
  }

  /** The payment could not be started (refused, or no answer): the buyer is told so; a late payment goes back. */
  failToStart(reason: string, at: Date): void {
    this.fail(reason, at);
    this.endedBeforePayment = 'start_failed';
  }

  /**
   * The buyer gives the checkout up: a pending order fails at once (its caller gives the seats back);
   * one that had failed already stays as it is. Either way a payment arriving later is refunded, not
   * sold. A paid order cannot be cancelled.
   */
  cancel(at: Date): void {
    if (this.isPaid) throw new OrderError('ORDER_STATE', ORDER_PAID);
    if (this.status === 'pending') this.fail(CANCELLED, at);
    this.endedBeforePayment ??= 'cancelled';
  }

  /**
   * A completed sale undone: the buyer got all of it back through refunds the payouts module made
   * (the transfer failed, or a dispute refunded it in full). Records PurchaseRefunded (rewards reverse
   * the credit the purchase earned).
   */
  refund(at: Date): void {
    if (this.status !== 'completed')
      throw new OrderError('ORDER_STATE', `An order that is ${this.status} cannot be refunded`);
    this.move('refunded');
    this.refundedAt = at;
    this.record('PurchaseRefunded', { orderId: this.id, buyerId: this.buyerId });
  }

  /** The money came after the seats were gone, or after the order ended as above: it goes back in full. */
  refundLatePayment(gatewayTransactionId: string | null, at: Date, why: LateRefundReason): void {
    // Only an order that did not sell has a late payment: a sale is undone by refund(), never here.
    if (this.status !== 'failed')
      throw new OrderError('ORDER_STATE', `An order that is ${this.status} has no late payment to refund`);
    this.move('refunded');
    this.gatewayTransactionId = gatewayTransactionId;
    this.completedAt = at;
    this.failureReason = LATE_PAYMENT[why];
    this.refundId = `rf_${this.id}`;
    this.refundState = 'PENDING';
    this.record('LatePaymentRefunded', { orderId: this.id, buyerId: this.buyerId, amount: this.total, why });
  }

  /**
   * The gateway's final word on the refund of a late payment. Answers whether it is news (a repeat
   * of a webhook or a status check changes nothing); a completed refund stays completed.
   */
  refundReached(state: 'COMPLETED' | 'FAILED', at: Date): boolean {
    if (this.refundId === null || this.refundState === 'COMPLETED' || this.refundState === state) return false;
    this.refundState = state;
    if (state === 'COMPLETED') this.refundedAt = at;
    return true;
  }

  /** A late payment takes a fresh hold (its own id) when the seats are still there. */
  rehold(holdId: string): void {
    this.holdId = holdId;
  }

  /** The figures of its capture, as the ledger's posting rules want them (paymentCaptured, buyerRefunded). */
  captureOf(): OrderCapture {
    return {
      orderId: this.id,
      buyerId: this.buyerId,
      subtotal: this.subtotal,
      buyerFee: this.buyerFee,
      creditApplied: this.creditApplied,
      total: this.total,
    };
  }

  get isPaid(): boolean {
    return this.status === 'completed' || this.status === 'refunded';
  }

  private move(to: OrderStatus): void {
    if (!canMove(this.status, to))
      throw new OrderError('ORDER_STATE', `An order that is ${this.status} cannot become ${to}`);
    this.status = to;
  }
}
