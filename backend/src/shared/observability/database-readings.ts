import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The marketplace's state as the metrics show it, read at scrape time. shared/ may not import a module,
 * so the modules' part comes from a reader the back office registers (AppMetrics.readFrom, ADR 71),
 * built on each module's own counts and status lists; the outbox, which is shared/'s, is read here.
 * Each read is cheap: an index of its own (status indexes, the partial indexes on pending deliveries and
 * held seats), or one scan of `transactions` and an index-only scan of `ledger_lines` (ADR 51).
 */
export interface MarketplaceReadings {
  /** Orders (the spec's transactions) by status. */
  orders: Map<string, number>;
  /** Payments by the gateway's last word on them ('NONE' before it has said anything). */
  payments: Map<string, number>;
  /** Payouts by type (seller_payout, buyer_refund) and status. */
  payouts: { type: string; status: string; count: number }[];
  holdsActive: number;
  /** Every debit minus every credit, in paise: 0 unless the ledger's own checks were bypassed. */
  ledgerImbalance: number;
}

/** The states reported even at 0, so a dashboard shows 0 rather than nothing: each module's own list. */
export interface KnownStates {
  orderStatuses: readonly string[];
  paymentStates: readonly string[];
  payoutTypes: readonly string[];
  payoutStatuses: readonly string[];
}

/** What reads the modules' part of the readings: the back office's MetricsReadings. */
export interface MarketplaceReader {
  readonly known: KnownStates;
  read(): Promise<MarketplaceReadings>;
}

export interface OutboxReadings {
  /** When the delivery that has waited longest since it fell due fell due (null: nothing is due). */
  oldestDueDelivery: Date | null;
  pendingDeliveries: number;
  /** Pending deliveries already tried at least once: failing handlers and deliveries in flight. */
  retryingDeliveries: number;
}

/** Everything one scrape reads; `marketplace` is null in an app without the back office (a module's test app). */
export interface DatabaseReadings extends OutboxReadings {
  marketplace: MarketplaceReadings | null;
}

interface Row {
  oldest_due: Date | string | null;
  pending: string;
  retrying: string;
}

const OUTBOX_SQL = `
  select
    (select min(next_attempt_at) from outbox_deliveries where status = 'pending' and next_attempt_at <= ?) as oldest_due,
    (select count(*) from outbox_deliveries where status = 'pending') as pending,
    (select count(*) from outbox_deliveries where status = 'pending' and attempts > 0) as retrying`;

export async function readOutbox(em: EntityManager, now: Date): Promise<OutboxReadings> {
  const [row] = await em.getConnection().execute<Row[]>(OUTBOX_SQL, [now]);
  if (!row) throw new Error('The metrics query returned no row');
  return {
    oldestDueDelivery: row.oldest_due === null ? null : new Date(row.oldest_due),
    pendingDeliveries: Number(row.pending),
    retryingDeliveries: Number(row.retrying),
  };
}
