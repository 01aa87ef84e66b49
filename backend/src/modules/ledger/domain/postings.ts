import { isPaise, type Paise } from '@ticketsetu/contracts/money';
import type { AccountCode } from './accounts.js';
import {
  checkKeyPart,
  type EntryKind,
  type JournalEntry,
  journalEntry,
  type JournalLineDraft,
  LedgerError,
  uuidOrNull,
} from './journal-entry.js';

/**
 * The posting rules: pure functions from a business fact to the journal entry that records it, so
 * no caller writes lines by hand. The amounts come from the money module (checkoutTotal,
 * sellerPayout, averageOf); the rules only add and subtract them, and leave zero-amount lines out.
 * The table of every posting is in docs/adr/0020-double-entry-ledger.md.
 */

function refuse(message: string): never {
  throw new LedgerError('LEDGER_ENTRY_INVALID', message);
}

function amount(value: unknown, what: string): Paise {
  if (!isPaise(value)) refuse(`${what} must be whole, non-negative paise, not ${JSON.stringify(value)}`);
  return value;
}

/** A difference of amounts, refused when it would be negative (the figures contradict each other). */
function minus(a: Paise, b: Paise, what: string): Paise {
  if (b > a) refuse(`${what}: ${b} paise is more than ${a} paise`);
  return (a - b) as Paise;
}

/** An id as part of a key: UUIDs in lower case (as the database returns them), so one id gives one key. */
function idPart(value: unknown, what: string): string {
  return uuidOrNull(value) ?? checkKeyPart(value, what);
}

/** The key of one refund of an order (see refundedBefore in balances.ts). */
export function buyerRefundKey(orderId: string, refundId: string): string {
  return `buyer-refunded:${idPart(orderId, 'orderId')}:${idPart(refundId, 'refundId')}`;
}

function debit(account: AccountCode, value: Paise, partyId: string | null = null): JournalLineDraft {
  return { account, partyId, debit: value };
}

function credit(account: AccountCode, value: Paise, partyId: string | null = null): JournalLineDraft {
  return { account, partyId, credit: value };
}

/** Builds the entry, leaving zero-amount lines out (a 0% fee or no credit applied adds no line). */
function entry(
  kind: EntryKind,
  key: string,
  orderId: string | null | undefined,
  occurredAt: Date,
  lines: JournalLineDraft[],
): JournalEntry {
  return journalEntry({
    key,
    kind,
    orderId: orderId ?? null,
    occurredAt,
    lines: lines.filter((line) => (line.debit ?? 0) > 0 || (line.credit ?? 0) > 0),
  });
}

/** What the buyer was charged for an order: the figures of the money module's checkoutTotal. */
export interface CaptureFigures {
  /** Price × quantity: the part held in escrow for the seller. */
  subtotal: Paise;
  /** 'Platform Fees + Taxes': buyer_fee_percent of the subtotal. */
  buyerFee: Paise;
  /** The buyer's rewards credit spent on this order. */
  creditApplied: Paise;
  /** What the gateway took: subtotal + buyerFee − creditApplied. */
  total: Paise;
}

function captureFigures(facts: CaptureFigures): CaptureFigures {
  const subtotal = amount(facts.subtotal, 'subtotal');
  const buyerFee = amount(facts.buyerFee, 'buyerFee');
  const creditApplied = amount(facts.creditApplied, 'creditApplied');
  const total = amount(facts.total, 'total');
  if (subtotal + buyerFee !== total + creditApplied) {
    refuse(`total ${total} must equal subtotal ${subtotal} + buyerFee ${buyerFee} − creditApplied ${creditApplied}`);
  }
  return { subtotal, buyerFee, creditApplied, total };
}

export interface PaymentCaptured extends CaptureFigures {
  orderId: string;
  buyerId: string;
  occurredAt: Date;
}

/**
 * The gateway took the buyer's payment (settlement, once per order): the cash and any rewards credit
 * spent come in; the ticket price goes to escrow and the buyer fee is earned.
 */
export function paymentCaptured(facts: PaymentCaptured): JournalEntry {
  const { subtotal, buyerFee, creditApplied, total } = captureFigures(facts);
  return entry(
    'payment_captured',
    `payment-captured:${idPart(facts.orderId, 'orderId')}`,
    facts.orderId,
    facts.occurredAt,
    [
      debit('gateway_clearing', total),
      debit('rewards_liability', creditApplied, facts.buyerId),
      credit('escrow', subtotal),
      credit('buyer_fee_revenue', buyerFee),
    ],
  );
}

export interface TransferCompleted {
  orderId: string;
  sellerId: string;
  /** The ticket price released from escrow (sellerPayout's gross). */
  gross: Paise;
  /** seller_fee_percent of gross (sellerPayout's fee). */
  sellerFee: Paise;
  /** Income tax withheld from the sale (TDS, ADR 49); 0 or omitted when none. */
  tds?: Paise;
  occurredAt: Date;
}

/**
 * The ticket has moved (confirmed or delivered): escrow goes to the seller, less the seller fee we earn
 * and the income tax we withhold for the government.
 */
export function transferCompleted(facts: TransferCompleted): JournalEntry {
  const gross = amount(facts.gross, 'gross');
  const sellerFee = amount(facts.sellerFee, 'sellerFee');
  const tds = amount(facts.tds ?? 0, 'tds');
  const payout = minus(minus(gross, sellerFee, 'sellerFee is more than gross'), tds, 'tds is more than the payout');
  return entry(
    'transfer_completed',
    `transfer-completed:${idPart(facts.orderId, 'orderId')}`,
    facts.orderId,
    facts.occurredAt,
    [
      debit('escrow', gross),
      credit('seller_payable', payout, facts.sellerId),
      credit('platform_fee_revenue', sellerFee),
      credit('tds_payable', tds, facts.sellerId),
    ],
  );
}

export interface TransferReversed {
  /** Unique per reversal (e.g. the dispute's resolution id). */
  reversalId: string;
  orderId: string;
  sellerId: string;
  /** The part of the completed sale taken back into escrow (all of it, or the refunded part). */
  gross: Paise;
  /** The seller fee on that part, given back by the platform (sellerPayout(gross, percent).fee). */
  sellerFee: Paise;
  /** The income tax withheld on that part, no longer owed to the government; 0 or omitted when none. */
  tds?: Paise;
  occurredAt: Date;
}

/**
 * A completed sale taken back into escrow so the buyer can be refunded from it: a dispute resolved
 * for the buyer after the transfer was confirmed (its payout is held while the dispute is open, so
 * the money is still in seller_payable). Follow it with buyerRefunded.
 */
export function transferReversed(facts: TransferReversed): JournalEntry {
  const gross = amount(facts.gross, 'gross');
  const sellerFee = amount(facts.sellerFee, 'sellerFee');
  const tds = amount(facts.tds ?? 0, 'tds');
  const payout = minus(minus(gross, sellerFee, 'sellerFee is more than gross'), tds, 'tds is more than the payout');
  const key = `transfer-reversed:${idPart(facts.orderId, 'orderId')}:${idPart(facts.reversalId, 'reversalId')}`;
  return entry('transfer_reversed', key, facts.orderId, facts.occurredAt, [
    debit('seller_payable', payout, facts.sellerId),
    debit('platform_fee_revenue', sellerFee),
    debit('tds_payable', tds, facts.sellerId),
    credit('escrow', gross),
  ]);
}

export interface BuyerRefunded extends CaptureFigures {
  /** Unique per refund of this order (e.g. the buyer_refund payout's id). */
  refundId: string;
  orderId: string;
  buyerId: string;
  /** Cash already refunded on this order by earlier refunds (orderMoney(entries).refundedCash); 0 if none. */
  refundedBefore?: Paise;
  /** Cash this refund gives back; omitted: all that is left (total − refundedBefore), a full refund. */
  amount?: Paise;
  occurredAt: Date;
}

/** How one refund splits across the accounts the capture credited (see buyerRefunded). */
export interface RefundSplit {
  /** Cash back to the buyer (credited to gateway_clearing). */
  cash: Paise;
  /** Taken from the ticket price held in escrow. */
  escrow: Paise;
  /** Taken back from buyer fee revenue. */
  buyerFee: Paise;
  /** Rewards credit given back to the buyer (only when this refund completes the order's refund). */
  credit: Paise;
}

/**
 * The split of a refund of `cash` after `refundedBefore` had already gone back, escrow first:
 * cash refunds come out of the ticket price in escrow until it is all refunded, and only then out of
 * the buyer fee; the rewards credit the buyer spent is given back by the refund that returns the
 * last paisa of the total (so refunds adding up to the total, together, undo the capture exactly).
 */
export function refundSplit(figures: CaptureFigures, refundedBefore: Paise, cash: Paise): RefundSplit {
  const { subtotal, buyerFee, creditApplied, total } = captureFigures(figures);
  const before = amount(refundedBefore, 'refundedBefore');
  const now = amount(cash, 'amount');
  const after = before + now;
  if (after > total) refuse(`a refund of ${now} paise after ${before} paise would refund more than the total ${total}`);
  const escrowBefore = Math.min(before, subtotal);
  if (after === total) {
    // The last refund: everything the capture credited that is still there comes back.
    const escrow = (subtotal - escrowBefore) as Paise;
    return { cash: now, escrow, buyerFee: (buyerFee - (before - escrowBefore)) as Paise, credit: creditApplied };
  }
  const escrow = (Math.min(after, subtotal) - escrowBefore) as Paise;
  return { cash: now, escrow, buyerFee: (now - escrow) as Paise, credit: 0 as Paise };
}

/**
 * Cash went back to the buyer (post it when the gateway confirms the refund). A full refund is the
 * exact reverse of the capture; a partial one takes the ticket price first (refundSplit).
 */
export function buyerRefunded(facts: BuyerRefunded): JournalEntry {
  const figures = captureFigures(facts);
  const refundedBefore = amount(facts.refundedBefore ?? 0, 'refundedBefore');
  const cash = facts.amount === undefined ? minus(figures.total, refundedBefore, 'refundedBefore') : facts.amount;
  const split = refundSplit(figures, refundedBefore, cash);
  // A refund gives back cash; only an order paid wholly with rewards credit (total 0) is refunded
  // with none, and then once: its key is the order's, whatever the refund id.
  const creditOnly = figures.total === 0;
  if (split.cash === 0 && !(creditOnly && split.credit > 0)) {
    refuse(`a refund of order ${facts.orderId} must give back at least one paisa`);
  }
  const key = creditOnly
    ? `buyer-refunded:${idPart(facts.orderId, 'orderId')}`
    : buyerRefundKey(facts.orderId, facts.refundId);
  return entry('buyer_refunded', key, facts.orderId, facts.occurredAt, [
    debit('escrow', split.escrow),
    debit('buyer_fee_revenue', split.buyerFee),
    credit('gateway_clearing', split.cash),
    credit('rewards_liability', split.credit, facts.buyerId),
  ]);
}

export interface PayoutFacts {
  payoutId: string;
  /**
   * Which time this payout is marked processed (1, then 2 after a failure and a retry, ...): each
   * processing moves money and each failure undoes the processing of the same attempt.
   */
  attempt: number;
  sellerId: string;
  amount: Paise;
  /** The order the payout pays for, so entriesForOrder shows the whole sale. */
  orderId?: string | null;
  occurredAt: Date;
}

function attemptOf(value: unknown): number {
  if (!Number.isSafeInteger(value) || (value as number) < 1)
    refuse(`attempt must be a whole number from 1, not ${JSON.stringify(value)}`);
  return value as number;
}

function payoutKey(prefix: string, facts: PayoutFacts): string {
  return `${prefix}:${idPart(facts.payoutId, 'payoutId')}:${attemptOf(facts.attempt)}`;
}

/** Staff paid the seller by UPI (status processed, with its UTR): the debt to the seller leaves as cash. */
export function payoutProcessed(facts: PayoutFacts): JournalEntry {
  const paid = amount(facts.amount, 'amount');
  return entry('payout_processed', payoutKey('payout-processed', facts), facts.orderId, facts.occurredAt, [
    debit('seller_payable', paid, facts.sellerId),
    credit('gateway_clearing', paid),
  ]);
}

/**
 * A payout marked processed turned out not to be (set to failed, or back to pending): the money is
 * ours again and owed to the seller again, for a retry. A payout failed before it was ever processed
 * moved nothing and needs no entry.
 */
export function payoutFailed(facts: PayoutFacts): JournalEntry {
  const paid = amount(facts.amount, 'amount');
  return entry('payout_failed', payoutKey('payout-failed', facts), facts.orderId, facts.occurredAt, [
    debit('gateway_clearing', paid),
    credit('seller_payable', paid, facts.sellerId),
  ]);
}

export interface RewardFacts {
  /** The reward's own key (e.g. `<buyerId>:<11th order id>`); a reversal names the reward it reverses. */
  key: string;
  buyerId: string;
  amount: Paise;
  orderId?: string | null;
  occurredAt: Date;
}

/** A buyer earned a rewards credit: the platform's expense, owed to the buyer until spent. */
export function rewardEarned(facts: RewardFacts): JournalEntry {
  const value = amount(facts.amount, 'amount');
  return entry('reward_earned', `reward-earned:${idPart(facts.key, 'key')}`, facts.orderId, facts.occurredAt, [
    debit('rewards_expense', value),
    credit('rewards_liability', value, facts.buyerId),
  ]);
}

/**
 * The purchase that earned a credit was refunded: the credit is taken back (at most what the buyer
 * has not spent: rewards_liability never goes below zero). One reversal per reward, keyed by it.
 */
export function rewardReversed(facts: RewardFacts): JournalEntry {
  const value = amount(facts.amount, 'amount');
  return entry('reward_reversed', `reward-reversed:${idPart(facts.key, 'key')}`, facts.orderId, facts.occurredAt, [
    debit('rewards_liability', value, facts.buyerId),
    credit('rewards_expense', value),
  ]);
}
