/** Spec 3/9: what a payouts row is for. */
export const payoutTypes = ['seller_payout', 'buyer_refund'] as const;
export type PayoutType = (typeof payoutTypes)[number];

/**
 * Spec 4 has pending, processed (sets processed_at) and failed. `cancelled` is ours: a seller payout
 * whose whole sale a dispute refunded to the buyer owes nothing any more; it is never processed.
 */
export const payoutStatuses = ['pending', 'processed', 'failed', 'cancelled'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** The statuses staff may ask for in Admin > Payouts (the spec's three). */
export const adminPayoutStatuses = ['pending', 'processed', 'failed'] as const;
export type AdminPayoutStatus = (typeof adminPayoutStatuses)[number];

/** Spec 9: UPI for sellers, a refund through the card/UPI provider (PhonePe) for buyers. */
export const payoutMethods = ['upi', 'phonepe_refund'] as const;
export type PayoutMethod = (typeof payoutMethods)[number];

/** Who moves a payout: staff in Admin > Payouts, or the system (the gateway's answer, a dispute's refund). */
export type PayoutActor = 'admin' | 'system';

/** A kind's allowed moves: from -> to -> who may make it. A move to the same status is not a move. */
export type PayoutTransitions = Readonly<Record<PayoutStatus, Partial<Record<PayoutStatus, readonly PayoutActor[]>>>>;

/**
 * Seller payouts: staff may set any of the spec's three (a processed payout that did not arrive goes
 * back to failed or pending, and may be processed again as a new attempt; ledger ADR 20); the system
 * cancels an unpaid payout a dispute refunded in full, and moves it as a payouts API reports (paid,
 * failed, or reversed by the bank after it was paid; ADR 43).
 */
export const sellerPayoutTransitions: PayoutTransitions = {
  pending: { processed: ['admin', 'system'], failed: ['admin', 'system'], cancelled: ['system'] },
  processed: { pending: ['admin'], failed: ['admin', 'system'] },
  failed: { pending: ['admin'], processed: ['admin'], cancelled: ['system'] },
  cancelled: {},
};

/**
 * Buyer refunds: PhonePe decides (pending -> processed or failed); staff may only retry a failed one
 * (failed -> pending, a new refund request at the gateway). A refund is never cancelled.
 */
export const buyerRefundTransitions: PayoutTransitions = {
  pending: { processed: ['system'], failed: ['system'] },
  processed: {},
  failed: { pending: ['admin'] },
  cancelled: {},
};

export function canMove(table: PayoutTransitions, from: PayoutStatus, to: PayoutStatus, by: PayoutActor): boolean {
  return table[from][to]?.includes(by) ?? false;
}
