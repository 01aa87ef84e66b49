/**
 * An order's seats are kept until its hold's time, the one expiry time (ADR 72). The order reads it,
 * never keeps a copy, from the view the listings module publishes for it, `hold_expiries` (ADR 83;
 * listings/index.ts), never from the inventory's own table. As an SQL scalar of the column or
 * expression naming the order's hold (`hold_id`).
 */
export function holdExpirySql(holdIdColumn: string): string {
  return `(select h.expires_at from hold_expiries h where h.hold_id = ${holdIdColumn})`;
}
