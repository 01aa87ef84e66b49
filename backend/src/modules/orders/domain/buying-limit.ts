import { buyingLimitMessage } from '@ticketsetu/contracts/rules';
import { holdExpirySql } from './hold-expiry.js';
import type { OrderStatus } from './order-status.js';

/**
 * Buying limits against touts (ADR 70). An event may cap the tickets one buyer holds or has bought of
 * it, across all its listings. What counts: a completed order (paid, the transfer pending or confirmed,
 * also a partly refunded one: the tickets are still the buyer's) and a pending order whose hold still
 * stands. What an order gave back does not: refunded, failed (cancelled by the buyer, its payment failed
 * or never started) or a pending one whose hold ran out. `heldTicketsSql` is this rule in SQL.
 */
export function holdsTickets(order: { status: OrderStatus; holdExpiresAt: Date }, now: Date): boolean {
  return order.status === 'completed' || (order.status === 'pending' && order.holdExpiresAt.getTime() > now.getTime());
}

/** holdsTickets as a condition on `transactions` rows (alias `t`), the time the hold's own; its one parameter is now. */
export const heldTicketsSql = `(t.status = 'completed' or (t.status = 'pending' and ${holdExpirySql('t.hold_id')} > ?))`;

/** How many more tickets a buyer may take of an event capped at `max` (null: no cap) when they have `already`. */
export function ticketsLeft(max: number | null, already: number): number {
  return max === null ? Number.POSITIVE_INFINITY : Math.max(0, max - already);
}

/**
 * The refusal of a checkout of `quantity` more tickets by a buyer who has `already` of an event capped at
 * `max` per buyer, or null when it is within the cap (or there is none).
 */
export function buyingLimitProblem(max: number | null, already: number, quantity: number): string | null {
  return already + quantity > (max ?? Number.POSITIVE_INFINITY) ? buyingLimitMessage(max!, already) : null;
}
