import { type Paise } from '@ticketsetu/contracts/money';
import { type AccountCode, normalBalance } from './accounts.js';
import { buyerRefundKey } from './postings.js';

/**
 * An entry as stored, read back or built: the shape the pure checks work on. Loose on purpose (kind
 * and account are plain strings) so rows written behind the domain's back can be checked too.
 */
export interface LedgerLineRecord {
  readonly account: string;
  readonly partyId: string | null;
  readonly debit: number;
  readonly credit: number;
}

export interface LedgerEntryRecord {
  readonly key: string;
  readonly kind: string;
  readonly orderId: string | null;
  readonly lines: readonly LedgerLineRecord[];
}

/** Debits and credits on one account (or one party's sub-account), and its balance on its normal side. */
export interface BalanceFigures {
  readonly debits: number;
  readonly credits: number;
  /** Positive on the account's normal side (see normalBalance); negative means the wrong side. */
  readonly balance: number;
}

function sumLines(
  entries: readonly LedgerEntryRecord[],
  take: (entry: LedgerEntryRecord, line: LedgerLineRecord) => boolean,
): { debits: number; credits: number } {
  let debits = 0;
  let credits = 0;
  for (const entry of entries) {
    for (const line of entry.lines) {
      if (!take(entry, line)) continue;
      debits += line.debit;
      credits += line.credit;
    }
  }
  return { debits, credits };
}

/** The balance of `account` (of one party when given; of all its parties when not). */
export function balanceOf(
  entries: readonly LedgerEntryRecord[],
  account: AccountCode,
  partyId?: string | null,
): BalanceFigures {
  const party = partyId?.toLowerCase();
  const { debits, credits } = sumLines(
    entries,
    (_, line) => line.account === account && (party === undefined || line.partyId === party),
  );
  return { debits, credits, balance: normalBalance(account, debits, credits) };
}

/** Where an order's money is, from its entries (entriesForOrder). */
export interface OrderMoney {
  /** Cash the gateway took for it. */
  readonly capturedCash: Paise;
  /** Cash refunded to the buyer so far. */
  readonly refundedCash: Paise;
  /** Rewards credit spent on it, and given back by refunds. */
  readonly creditApplied: Paise;
  readonly creditRestored: Paise;
  /** What escrow still holds for it (0 once its transfer completed or it was refunded in full). */
  readonly escrowHeld: number;
}

export function orderMoney(entries: readonly LedgerEntryRecord[]): OrderMoney {
  const onKind = (kind: string, account: AccountCode) =>
    sumLines(entries, (entry, line) => entry.kind === kind && line.account === account);
  const escrow = balanceOf(entries, 'escrow');
  return {
    capturedCash: onKind('payment_captured', 'gateway_clearing').debits as Paise,
    refundedCash: onKind('buyer_refunded', 'gateway_clearing').credits as Paise,
    creditApplied: onKind('payment_captured', 'rewards_liability').debits as Paise,
    creditRestored: onKind('buyer_refunded', 'rewards_liability').credits as Paise,
    escrowHeld: escrow.balance,
  };
}

/**
 * The cash refunded on an order before the refund `refundId`, for buyerRefunded's `refundedBefore`:
 * every earlier refund of the order, or, when this refund is already posted (a retry), only those
 * posted before it, so a retry builds the very same entry. `entries` in posting order
 * (entriesForOrder). Refunds of one order must be posted one at a time (lock the order).
 */
export function refundedBefore(entries: readonly LedgerEntryRecord[], orderId: string, refundId: string): Paise {
  const key = buyerRefundKey(orderId, refundId);
  const posted = entries.findIndex((entry) => entry.key === key);
  return orderMoney(posted === -1 ? entries : entries.slice(0, posted)).refundedCash;
}
