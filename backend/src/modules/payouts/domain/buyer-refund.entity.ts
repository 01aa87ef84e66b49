import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { type Paise, paise } from '@ticketsetu/contracts/money';
import { PAYOUT_MESSAGES as m, PayoutError } from './payout-errors.js';
import { type AdminPayoutStatus, buyerRefundTransitions } from './payout-status.js';
import { Payout } from './payout.entity.js';

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

/**
 * A refund of `amount` to the buyer through PhonePe (the spec's card-provider refund), made when a
 * transfer fails or a dispute orders one. PhonePe's answer settles it; staff may only ask again for a
 * failed one, under a new merchantRefundId.
 */
@Entity({ discriminatorValue: 'buyer_refund' })
export class BuyerRefund extends Payout {
  declare type: 'buyer_refund';

  /** Our id of the current attempt at the gateway, the gateway's own id and its last word. */
  @Property({ type: 'text', nullable: true, unique: true })
  merchantRefundId: string | null = null;

  @Property({ type: 'text', nullable: true })
  gatewayRefundId: string | null = null;

  @Property({ type: 'text', nullable: true })
  gatewayState: string | null = null;

  static create(input: NewBuyerRefund): BuyerRefund {
    const refund = new BuyerRefund();
    Object.assign(refund, {
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
    refund.created();
    return refund;
  }

  /** The order's payment at the gateway (its merchantOrderId) the money goes back to. */
  get paymentId(): string {
    return this.payoutDetails;
  }

  protected override get transitions() {
    return buyerRefundTransitions;
  }

  /**
   * What staff setting `to` in Admin > Payouts asks of a refund: nothing (it is so already), or a
   * retry of a failed one. PhonePe decides everything else.
   */
  askedByStaff(to: AdminPayoutStatus): 'nothing' | 'retry' {
    if (to === this.status) return 'nothing';
    if (!this.canMoveTo(to, 'admin')) throw new PayoutError('PAYOUT_STATE', m.refundsByGateway);
    return 'retry';
  }

  /** Asks the gateway (again) for a pending refund: a new merchantRefundId per attempt, never reused for another amount. */
  requestRefund(at: Date): string {
    if (this.status !== 'pending') throw new PayoutError('PAYOUT_STATE', m.noMove(this.status, 'pending'));
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
    if (this.status !== 'pending') return false;
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
    if (!this.canMoveTo('pending', 'admin')) throw new PayoutError('PAYOUT_STATE', m.refundsByGateway);
    this.failureReason = null;
    this.move('pending', 'admin', by, at, null);
  }
}

/** The business key of the refund of a failed transfer: one per transfer. */
export function failedTransferRefundKey(transferId: string): string {
  return `transfer-failed:${transferId}`;
}

/** The business key of a refund a dispute ordered: one per dispute. */
export function disputeRefundKey(disputeId: string): string {
  return `dispute:${disputeId}`;
}
