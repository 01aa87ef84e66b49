/**
 * Which alerts a verified listing answers (ADR 66), pure. `alert-match.sql.ts` is its SQL twin (one
 * statement per listing); the integration tests prove the two agree.
 */

export const wantedTypes = ['any', 'mobile', 'physical'] as const;
export type WantedType = (typeof wantedTypes)[number];

/** A fan hears about an event at most once in this long, however many listings come up. */
export const ALERT_GAP_MS = 60 * 60_000;

export const MAX_ALERT_TICKETS = 6;

/** An alert as the match sees it. */
export interface AlertWish {
  userId: string;
  /** Most the fan will pay per ticket, integer paise; null: any price. */
  maxPrice: number | null;
  quantity: number;
  ticketType: WantedType;
  isActive: boolean;
  /** When this fan was last alerted for this event (any listing), or null. */
  lastAlertedAt: Date | null;
}

/** A listing just verified, as the match sees it. */
export interface VerifiedListing {
  sellerId: string;
  /** Per ticket, integer paise. */
  price: number;
  ticketType: 'mobile' | 'physical';
  /** Tickets left to buy now. */
  available: number;
}

/** Whether the listing answers the alert at `now` (the event not started: checked before matching). */
export function answers(alert: AlertWish, listing: VerifiedListing, now: Date): boolean {
  return (
    alert.isActive &&
    alert.userId !== listing.sellerId &&
    (alert.maxPrice === null || listing.price <= alert.maxPrice) &&
    alert.quantity <= listing.available &&
    (alert.ticketType === 'any' || alert.ticketType === listing.ticketType) &&
    (alert.lastAlertedAt === null || now.getTime() - alert.lastAlertedAt.getTime() >= ALERT_GAP_MS)
  );
}
