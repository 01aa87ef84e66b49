import type { Paise } from '@ticketsetu/contracts/money';
import { BuyerRefund } from '../domain/buyer-refund.entity.js';
import type { Payout } from '../domain/payout.entity.js';
import { SellerPayout } from '../domain/seller-payout.entity.js';
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
    status: p.status,
    method: p.payoutMethod,
    details: p.payoutDetails,
    attempt: p.attempt,
    utr: p instanceof SellerPayout ? p.utr : null,
    note: p.note,
    failureReason: p.failureReason,
    refundState: p instanceof BuyerRefund ? p.gatewayState : null,
    createdAt: p.createdAt,
    processedAt: p.processedAt,
  };
}
