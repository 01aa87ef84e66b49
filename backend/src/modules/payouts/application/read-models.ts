import { type Paise, paise } from '@ticketsetu/contracts/money';
import { BuyerRefund } from '../domain/buyer-refund.entity.js';
import type { Payout } from '../domain/payout.entity.js';
import { SellerPayout } from '../domain/seller-payout.entity.js';
import type { PayoutHoldReason, PayoutReleaseLimits } from '../domain/payout-release.js';
import type { PayoutMethod, PayoutStatus, PayoutType } from '../domain/payout-status.js';

/** A payouts row as other modules and the admin page read it (never the live entity). */
export interface PayoutView {
  id: string;
  transferId: string;
  orderId: string;
  /** The seller paid, or the buyer refunded. */
  userId: string;
  type: PayoutType;
  amount: Paise;
  platformFee: Paise;
  /** Seller payouts: the sale's price that stands (gross less what disputes took back); refunds: 0. */
  gross: Paise;
  /** Seller payouts: the income tax withheld (TDS, ADR 49); refunds: 0. */
  tds: Paise;
  status: PayoutStatus;
  method: PayoutMethod;
  /** The UPI id paid, or the payment id refunded. */
  details: string;
  /** Seller payouts: times processed; refunds: requests made to the gateway. */
  attempt: number;
  utr: string | null;
  /** Why it exists (a refund's reason). */
  note: string | null;
  failureReason: string | null;
  /** Refunds: the gateway's last word (PENDING, CONFIRMED, COMPLETED, FAILED). */
  refundState: string | null;
  /** Seller payouts held where the risk is (ADR 44): until when, and why; null when not held. */
  releaseAt: Date | null;
  releaseReason: PayoutHoldReason | null;
  /** Seller payouts: another UPI id the seller asked to be paid to, waiting for staff (null: none). */
  requestedUpiId: string | null;
  requestedUpiName: string | null;
  upiChangeRequestedAt: Date | null;
  createdAt: Date;
  processedAt: Date | null;
}

/** Everything payouts know of one transfer (for the disputes desk). */
export interface TransferPayouts {
  transferId: string;
  /** A dispute holds the seller payout: it cannot be processed. */
  held: boolean;
  sellerPayout: PayoutView | null;
  /** Buyer refunds, oldest first. */
  refunds: PayoutView[];
}

export function toPayoutView(p: Payout): PayoutView {
  return {
    id: p.id,
    transferId: p.transferId,
    orderId: p.orderId,
    userId: p.userId,
    type: p.type,
    amount: p.amount,
    platformFee: p.platformFee,
    gross: p instanceof SellerPayout ? paise(p.gross - p.reversedGross) : paise(0),
    tds: p instanceof SellerPayout ? p.tdsWithheld : paise(0),
    status: p.status,
    method: p.payoutMethod,
    details: p.payoutDetails,
    attempt: p.attempt,
    utr: p instanceof SellerPayout ? p.utr : null,
    note: p.note,
    failureReason: p.failureReason,
    refundState: p instanceof BuyerRefund ? p.gatewayState : null,
    ...riskHold(p),
    requestedUpiId: p instanceof SellerPayout ? p.requestedUpiId : null,
    requestedUpiName: p instanceof SellerPayout ? p.requestedUpiName : null,
    upiChangeRequestedAt: p instanceof SellerPayout ? p.upiChangeRequestedAt : null,
    createdAt: p.createdAt,
    processedAt: p.processedAt,
  };
}

/** The hold a seller payout is under for risk, while it lasts (a cancelled payout waits for nothing). */
function riskHold(p: Payout): Pick<PayoutView, 'releaseAt' | 'releaseReason'> {
  return p instanceof SellerPayout && p.riskHeld && p.status !== 'cancelled'
    ? { releaseAt: p.releaseAt, releaseReason: p.releaseReason }
    : { releaseAt: null, releaseReason: null };
}

/** A payout held for high exposure: the configured limit the seller's unpaid total is above (paise). */
export function exposureLimitOf(view: Pick<PayoutView, 'releaseReason'>, limits: PayoutReleaseLimits): Paise | null {
  return view.releaseReason === 'high_exposure' ? limits.exposureLimit : null;
}
