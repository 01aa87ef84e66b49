import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { type Paise, paise } from '@ticketsetu/contracts/money';
import { AggregateRoot } from '../../../shared/domain/aggregate-root.js';
import { PAYOUT_MESSAGES as m, PayoutError } from './payout-errors.js';
import { payoutAfterReversals, reversalOf } from './payout-money.js';
import {
  type AdminPayoutStatus,
  canMove,
  type PayoutActor,
  type PayoutMethod,
  payoutMethods,
  type PayoutStatus,
  payoutStatuses,
  type PayoutType,
  payoutTypes,
} from './payout-status.js';

export interface NewSellerPayout {
  transferId: string;
  orderId: string;
  sellerId: string;
  /** The listing's UPI id: where staff send the money. */
  upiId: string;
  /** The price the transfer's completion released from escrow. */
  gross: Paise;
  sellerFeePercent: number;
  at: Date;
}

export interface NewBuyerRefund {
  transferId: string;
  orderId: string;
  buyerId: string;
  amount: Paise;
  /** The order's id at the gateway (the spec's payment id): what is refunded. */
  paymentId: string;
  /** What makes this refund one of a kind: the failed transfer, or the dispute that ordered it. */
  businessKey: string;
  /** Why the buyer is refunded (the transfer's failure, the dispute's reason). */
  note: string;
  at: Date;
}

/** One change of status, kept as history (payout_changes) by the service. */
export interface PayoutChange {
  from: PayoutStatus;
  to: PayoutStatus;
  attempt: number;
  utr: string | null;
  reason: string | null;
  by: string | null;
  at: Date;
}

/** What a staff change means for the ledger (ADR 20: payouts per attempt). */
export type PayoutLedgerEffect =
  | { kind: 'none' }
  /** Paid: post payoutProcessed for this attempt. */
  | { kind: 'processed'; attempt: number }
  /** A processed attempt did not arrive: post payoutFailed for it (the money is owed again). */
  | { kind: 'undone'; attempt: number };

export interface StaffChange {
  to: AdminPayoutStatus;
  /** The UPI transaction reference, already checked by the payout provider (processed seller payouts). */
  utr?: string | null;
  reason?: string | null;
  /** A dispute is open on the sale. */
  held: boolean;
  by: string;
  at: Date;
}

const CHANGES = Symbol('changes');

/**
 * A payouts row (spec 3): money the platform owes someone for one transfer. A seller payout (gross −
 * seller fee, by UPI, paid by staff who record the UTR) is created when the transfer completes; a
 * buyer refund (through PhonePe) when it fails or a dispute orders one. Its status moves only as
 * payout-status.ts allows; every move is kept as a change (who, when, from, to) and records the
 * events others react to.
 */
@Entity({ tableName: 'payouts' })
export class Payout extends AggregateRoot {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'uuid', fieldName: 'ticket_transfer_id' })
  @Index()
  transferId!: string;

  /** The sale's order (the spec's transaction). */
  @Property({ type: 'uuid', fieldName: 'transaction_id' })
  orderId!: string;

  /** The seller (payouts) or the buyer (refunds). */
  @Property({ type: 'uuid' })
  userId!: string;

  @Enum({ items: () => payoutTypes })
  type!: PayoutType;

  /** What is paid out: integer paise. */
  @Property({ type: 'integer' })
  amount!: Paise;

  /** The seller fee kept from the sale (0 for refunds). */
  @Property({ type: 'integer' })
  platformFee!: Paise;

  @Enum({ items: () => payoutStatuses })
  status: PayoutStatus & Opt = 'pending';

  @Enum({ items: () => payoutMethods })
  payoutMethod!: PayoutMethod;

  /** The UPI id paid (seller payouts) or the payment id refunded (buyer refunds). */
  @Property({ type: 'text' })
  payoutDetails!: string;

  /** Unique: one seller payout per transfer, one refund per failed transfer or per dispute. */
  @Property({ type: 'text', unique: true })
  businessKey!: string;

  /** Seller payouts: the price released from escrow at completion, what disputes took back, the fee percent then. */
  @Property({ type: 'integer' })
  gross: Paise & Opt = paise(0);

  @Property({ type: 'integer' })
  reversedGross: Paise & Opt = paise(0);

  @Property({ type: 'decimal', precision: 5, scale: 2, runtimeType: 'number' })
  sellerFeePercent: number & Opt = 0;

  /** Seller payouts: how many times it was marked processed. Refunds: how many times PhonePe was asked. */
  @Property({ type: 'integer' })
  attempt: number & Opt = 0;

  /** The UPI transaction reference of the processed attempt. */
  @Property({ type: 'text', nullable: true })
  utr: string | null = null;

  /** Refunds: our id of the current attempt at the gateway, the gateway's own id and its last word. */
  @Property({ type: 'text', nullable: true, unique: true })
  merchantRefundId: string | null = null;

  @Property({ type: 'text', nullable: true })
  gatewayRefundId: string | null = null;

  @Property({ type: 'text', nullable: true })
  gatewayState: string | null = null;

  /** Why the payout exists (refunds: the transfer's failure or the dispute's reason). */
  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'text', nullable: true })
  failureReason: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  processedAt: Date | null = null;

  private [CHANGES]?: PayoutChange[];

  /** A completed transfer's payout to its seller: gross − seller fee (the money module), by UPI. */
  static forSeller(input: NewSellerPayout): Payout {
    const payout = new Payout();
    const figures = payoutAfterReversals({
      gross: input.gross,
      reversed: paise(0),
      sellerFeePercent: input.sellerFeePercent,
    });
    Object.assign(payout, {
      transferId: input.transferId,
      orderId: input.orderId,
      userId: input.sellerId,
      type: 'seller_payout',
      amount: figures.amount,
      platformFee: figures.platformFee,
      payoutMethod: 'upi',
      payoutDetails: input.upiId,
      businessKey: sellerPayoutKey(input.transferId),
      gross: input.gross,
      sellerFeePercent: input.sellerFeePercent,
      createdAt: input.at,
      updatedAt: input.at,
    });
    payout.created();
    // A seller fee of 100 % leaves nothing to pay: the row shows the fee, and is never processed.
    if (figures.amount === 0) payout.move('cancelled', 'system', null, input.at, m.nothingToPay);
    return payout;
  }

  /** A refund of `amount` to the buyer through PhonePe (the spec's card-provider refund). */
  static forBuyerRefund(input: NewBuyerRefund): Payout {
    const payout = new Payout();
    Object.assign(payout, {
      transferId: input.transferId,
      orderId: input.orderId,
      userId: input.buyerId,
      type: 'buyer_refund',
      amount: input.amount,
      platformFee: paise(0),
      payoutMethod: 'phonepe_refund',
      payoutDetails: input.paymentId,
      businessKey: input.businessKey,
      note: input.note,
      createdAt: input.at,
      updatedAt: input.at,
    });
    payout.created();
    return payout;
  }

  get isSellerPayout(): boolean {
    return this.type === 'seller_payout';
  }

  /**
   * Staff set the status in Admin > Payouts. Processing a seller payout needs its UTR and no open
   * dispute, and starts a new attempt; leaving processed undoes that attempt; failing needs a reason.
   * Buyer refunds are moved by PhonePe's answers (refundReached); staff retry a failed one with retryRefund.
   */
  changeByStaff(change: StaffChange): PayoutLedgerEffect {
    const { to, by, at } = change;
    if (to === this.status) {
      // A double click or a repeat: nothing to do, unless it would record another payment.
      if (to === 'processed' && change.utr && change.utr !== this.utr) {
        throw new PayoutError('PAYOUT_STATE', m.alreadyProcessed);
      }
      return { kind: 'none' };
    }
    if (!this.isSellerPayout) throw new PayoutError('PAYOUT_STATE', m.refundsByGateway);
    if (this.status === 'cancelled') throw new PayoutError('PAYOUT_STATE', m.cancelled);
    if (!canMove(this.type, this.status, to, 'admin')) {
      throw new PayoutError('PAYOUT_STATE', m.noMove(this.status, to));
    }
    const reason = change.reason?.trim() || null;
    if (to === 'processed') {
      if (change.held) throw new PayoutError('PAYOUT_ON_HOLD', m.onHold);
      if (!change.utr) throw new PayoutError('PAYOUT_INVALID', m.utrRequired, 'utr');
      this.attempt += 1;
      this.utr = change.utr;
      this.processedAt = at;
      this.failureReason = null;
      this.move('processed', 'admin', by, at, reason);
      this.record('PayoutProcessed', { ...this.facts(), attempt: this.attempt });
      return { kind: 'processed', attempt: this.attempt };
    }
    if (to === 'failed' && !reason) throw new PayoutError('PAYOUT_INVALID', m.reasonRequired, 'reason');
    const wasProcessed = this.status === 'processed';
    this.utr = null;
    this.processedAt = null;
    this.failureReason = to === 'failed' ? reason : null;
    this.move(to, 'admin', by, at, reason);
    if (to === 'failed') this.record('PayoutFailed', { ...this.facts(), reason: reason! });
    return wasProcessed ? { kind: 'undone', attempt: this.attempt } : { kind: 'none' };
  }

  /**
   * A dispute refund takes `gross` of the completed sale back (transferReversed): the payout shrinks
   * by the seller's part of it, and is cancelled when nothing is left to pay. Only while unpaid.
   */
  takeBack(gross: Paise, at: Date, reason: string): { gross: Paise; sellerFee: Paise } {
    if (!this.isSellerPayout || this.status === 'processed' || this.status === 'cancelled') {
      throw new PayoutError('SELLER_ALREADY_PAID', m.sellerAlreadyPaid);
    }
    const sale = { gross: this.gross, reversed: this.reversedGross, sellerFeePercent: this.sellerFeePercent };
    const reversal = reversalOf(sale, gross);
    this.reversedGross = paise(this.reversedGross + gross);
    const left = payoutAfterReversals({ ...sale, reversed: this.reversedGross });
    this.amount = left.amount;
    this.platformFee = left.platformFee;
    this.updatedAt = at;
    if (left.amount === 0) this.move('cancelled', 'system', null, at, reason);
    return { gross: reversal.gross, sellerFee: reversal.sellerFee };
  }

  /** Asks the gateway (again) for a pending refund: a new merchantRefundId per attempt, never reused for another amount. */
  requestRefund(at: Date): string {
    if (this.isSellerPayout || this.status !== 'pending') {
      throw new PayoutError('PAYOUT_STATE', m.noMove(this.status, 'pending'));
    }
    this.attempt += 1;
    this.merchantRefundId = `po_${this.id.replace(/-/g, '')}_${this.attempt}`;
    this.gatewayRefundId = null;
    this.gatewayState = 'PENDING';
    this.updatedAt = at;
    this.record('RefundRequested', {
      payoutId: this.id,
      transferId: this.transferId,
      orderId: this.orderId,
      merchantRefundId: this.merchantRefundId,
      amount: this.amount,
    });
    return this.merchantRefundId;
  }

  /**
   * The gateway's final word on the current refund attempt (or, with no cash to refund, the refund of
   * the rewards credit). Answers whether it is news: a repeat of a webhook or a status check is not.
   */
  refundReached(
    state: 'COMPLETED' | 'FAILED',
    at: Date,
    reason: string | null,
    gatewayRefundId: string | null,
  ): boolean {
    if (this.isSellerPayout || this.status !== 'pending') return false;
    this.gatewayState = state;
    if (gatewayRefundId) this.gatewayRefundId = gatewayRefundId;
    if (state === 'COMPLETED') {
      this.processedAt = at;
      this.failureReason = null;
      this.move('processed', 'system', null, at, null);
      this.record('PayoutProcessed', { ...this.facts(), attempt: this.attempt });
    } else {
      this.failureReason = reason ?? 'The refund failed at the payment gateway';
      this.move('failed', 'system', null, at, this.failureReason);
      this.record('PayoutFailed', { ...this.facts(), reason: this.failureReason });
    }
    return true;
  }

  /** Staff retry a failed refund: pending again, then a new request at the gateway (the service asks). */
  retryRefund(by: string, at: Date): void {
    if (this.isSellerPayout || !canMove(this.type, this.status, 'pending', 'admin')) {
      throw new PayoutError('PAYOUT_STATE', m.refundsByGateway);
    }
    this.failureReason = null;
    this.move('pending', 'admin', by, at, null);
  }

  /** A seller payout can be paid now (no dispute hold): tells the payout provider. */
  announceDue(): void {
    if (this.isSellerPayout && this.status === 'pending' && this.amount > 0) {
      this.record('SellerPayoutDue', { payoutId: this.id, transferId: this.transferId });
    }
  }

  /** The changes made since loading, oldest first; then forgotten. */
  pullChanges(): PayoutChange[] {
    const changes = this[CHANGES] ?? [];
    this[CHANGES] = [];
    return changes;
  }

  private created(): void {
    this.record('PayoutCreated', { ...this.facts() });
  }

  private facts() {
    return {
      payoutId: this.id,
      transferId: this.transferId,
      orderId: this.orderId,
      userId: this.userId,
      type: this.type,
      amount: this.amount,
    };
  }

  private move(to: PayoutStatus, actor: PayoutActor, by: string | null, at: Date, reason: string | null): void {
    if (!canMove(this.type, this.status, to, actor)) {
      throw new PayoutError('PAYOUT_STATE', m.noMove(this.status, to));
    }
    (this[CHANGES] ??= []).push({
      from: this.status,
      to,
      attempt: this.attempt,
      utr: to === 'processed' ? this.utr : null,
      reason,
      by,
      at,
    });
    this.status = to;
    this.updatedAt = at;
  }
}

/** The business key of a transfer's seller payout: one per transfer. */
export function sellerPayoutKey(transferId: string): string {
  return `seller-payout:${transferId}`;
}

/** The business key of the refund of a failed transfer: one per transfer. */
export function failedTransferRefundKey(transferId: string): string {
  return `transfer-failed:${transferId}`;
}

/** The business key of a refund a dispute ordered: one per dispute. */
export function disputeRefundKey(disputeId: string): string {
  return `dispute:${disputeId}`;
}
