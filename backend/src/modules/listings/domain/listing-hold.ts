/**
 * Seats held for one order while its buyer pays (one row per order id). A hold ends exactly once:
 * confirmed (paid: the seats are sold), released (the order failed or was abandoned) or expired
 * (nobody paid in time). A hold that could not be taken is recorded as refused, so asking again
 * for the same order answers the same.
 */
export const holdStatuses = ['held', 'refused', 'confirmed', 'released', 'expired'] as const;
export type HoldStatus = (typeof holdStatuses)[number];

export interface HoldOutcome {
  orderId: string;
  listingId: string;
  quantity: number;
  status: HoldStatus;
  expiresAt: Date;
  /** The user the seats are kept for (a waiting-list offer), or null for an order's own hold. */
  reservedFor: string | null;
  /** When an order of that user took the reserved hold over (then only that order ends it). */
  adoptedAt: Date | null;
}

/** A hold just asked for, and the seats its listing had left right after (null: the hold existed already). */
export interface HoldResult extends HoldOutcome {
  remaining: number | null;
}
