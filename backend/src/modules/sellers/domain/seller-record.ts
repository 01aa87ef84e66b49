import {
  COMPLETED_TRANSFER_STATUSES,
  isCompletedTransfer,
  isUndoneTransfer,
  UNDONE_TRANSFER_STATUSES,
} from '@ticketsetu/contracts/transfers';

/**
 * A seller's record, from their sales (ADR 65). Each rule is a pure function with its SQL twin, which
 * the profile's one query uses; `sellers/test/seller-record-sql.int-spec.ts` proves each pair agree on
 * every case.
 */

/**
 * How one sale ended, as a profile counts it:
 * - `completed`: the tickets reached the buyer (transfer confirmed or delivered) and nothing was refunded;
 * - `refunded`: the buyer got money back: the transfer failed, was refunded in full, or any refund
 *   stands (pending or paid, partial ones too, ADR 32), whatever the transfer's state;
 * - `under_way`: neither yet.
 */
export type SaleOutcome = 'completed' | 'refunded' | 'under_way';

export interface SaleFacts {
  /** The transfer's status (contracts/transfers.js). */
  status: string;
  /** A refund to the buyer stands for this sale (not a failed one). */
  refunded: boolean;
}

export function saleOutcome(sale: SaleFacts): SaleOutcome {
  if (sale.refunded || isUndoneTransfer(sale.status)) return 'refunded';
  return isCompletedTransfer(sale.status) ? 'completed' : 'under_way';
}

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** `saleOutcome` in SQL, over a status column and a boolean expression saying a refund stands. */
export function saleOutcomeSql(status: string, refunded: string): string {
  return `(case when (${refunded}) or ${status} in (${quoted(UNDONE_TRANSFER_STATUSES)}) then 'refunded'
                when ${status} in (${quoted(COMPLETED_TRANSFER_STATUSES)}) then 'completed'
                else 'under_way' end)`;
}

export interface RatedSaleFacts {
  outcome: SaleOutcome;
  /** A dispute about the purchase is open. */
  disputeOpen: boolean;
  /** A dispute about the purchase was resolved by refunding the buyer. */
  disputeRefunded: boolean;
}

/**
 * Whether a buyer's rating counts in the seller's average and count (issue 35): its sale completed with
 * nothing refunded, and no dispute about it is open or was resolved with a refund. A dispute resolved
 * for the seller (or withdrawn by the buyer) leaves the rating counting.
 */
export function ratingCounts(sale: RatedSaleFacts): boolean {
  return sale.outcome === 'completed' && !sale.disputeOpen && !sale.disputeRefunded;
}

/** `ratingCounts` in SQL, over an outcome column (`saleOutcomeSql`) and two boolean columns. */
export function ratingCountsSql(outcome: string, disputeOpen: string, disputeRefunded: string): string {
  return `(${outcome} = 'completed' and not ${disputeOpen} and not ${disputeRefunded})`;
}

/** The window of "the share of sales completed without a refund" (issue 35: the last 12 months). */
export function recentSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - 1);
  return since;
}

/**
 * Of the sales made since `recentSince` that have ended (completed or refunded), the share that
 * completed without a refund, in whole percent rounded down (99.5% is 99%: 100% means every one); null
 * when none has ended, as a share of nothing says nothing.
 */
export function cleanSaleShare(completed: number, ended: number): number | null {
  if (ended <= 0) return null;
  return Math.floor((completed * 100) / ended);
}
