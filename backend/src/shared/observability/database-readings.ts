import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The marketplace's state as the metrics show it, read in ONE statement at scrape time. These are
 * tables of other modules read directly (shared/ may not import a module): the figures are counts an
 * operator watches, never a decision, and each subselect is cheap — an index of its own (status
 * indexes, the partial indexes on pending deliveries and held seats), or one scan of `transactions`
 * and an index-only scan of `ledger_lines` (ADR 51).
 */
export interface DatabaseReadings {
  /** Orders (the spec's transactions) by status. */
  orders: Map<string, number>;
  /** Payments by the gateway's last word on them ('NONE' before it has said anything). */
  payments: Map<string, number>;
  /** Payouts by type (seller_payout, buyer_refund) and status. */
  payouts: { type: string; status: string; count: number }[];
  holdsActive: number;
  /** When the delivery that has waited longest since it fell due fell due (null: nothing is due). */
  oldestDueDelivery: Date | null;
  pendingDeliveries: number;
  /** Pending deliveries already tried at least once: failing handlers and deliveries in flight. */
  retryingDeliveries: number;
  /** Every debit minus every credit, in paise: 0 unless the ledger's own checks were bypassed. */
  ledgerImbalance: number;
}

interface Row {
  orders: { status: string; state: string; n: string }[] | null;
  payouts: { type: string; status: string; n: string }[] | null;
  holds_active: string;
  oldest_due: Date | string | null;
  pending: string;
  retrying: string;
  ledger_imbalance: string;
}

const READINGS_SQL = `
  select
    (select json_agg(o) from (
       select status, coalesce(gateway_state, 'NONE') as state, count(*) as n from transactions group by 1, 2) o
    ) as orders,
    (select json_agg(p) from (select type, status, count(*) as n from payouts group by 1, 2) p) as payouts,
    (select count(*) from listing_holds where status = 'held') as holds_active,
    (select min(next_attempt_at) from outbox_deliveries where status = 'pending' and next_attempt_at <= ?) as oldest_due,
    (select count(*) from outbox_deliveries where status = 'pending') as pending,
    (select count(*) from outbox_deliveries where status = 'pending' and attempts > 0) as retrying,
    (select coalesce(sum(debit), 0) - coalesce(sum(credit), 0) from ledger_lines) as ledger_imbalance`;

export async function readDatabase(em: EntityManager, now: Date): Promise<DatabaseReadings> {
  const [row] = await em.getConnection().execute<Row[]>(READINGS_SQL, [now]);
  if (!row) throw new Error('The metrics query returned no row');
  const orders = new Map<string, number>();
  const payments = new Map<string, number>();
  for (const { status, state, n } of row.orders ?? []) {
    orders.set(status, (orders.get(status) ?? 0) + Number(n));
    payments.set(state, (payments.get(state) ?? 0) + Number(n));
  }
  return {
    orders,
    payments,
    payouts: (row.payouts ?? []).map(({ type, status, n }) => ({ type, status, count: Number(n) })),
    holdsActive: Number(row.holds_active),
    oldestDueDelivery: row.oldest_due === null ? null : new Date(row.oldest_due),
    pendingDeliveries: Number(row.pending),
    retryingDeliveries: Number(row.retrying),
    ledgerImbalance: Number(row.ledger_imbalance),
  };
}
