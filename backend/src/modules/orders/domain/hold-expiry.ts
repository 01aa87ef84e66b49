/**
 * An order's seats are kept until its hold's time (`listing_holds.expires_at`, the inventory's record of
 * the hold): the one expiry time (ADR 72). The order reads it, never keeps a copy; as an SQL scalar of
 * the column or expression naming the order's hold (`hold_id`).
 */
export function holdExpirySql(holdIdColumn: string): string {
  return `(select h.expires_at from listing_holds h where h.order_id = ${holdIdColumn})`;
}
