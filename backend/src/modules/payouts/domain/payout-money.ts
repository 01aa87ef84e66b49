import { type Paise, paise, sellerPayout } from '@ticketsetu/contracts/money';

/**
 * The arithmetic of payouts and refunds, from the order's figures (integer paise; fees from the money
 * module, half-up). It follows the ledger's rules (ADR 20) so the payouts table and the ledger always
 * agree: refunds take the ticket price in escrow first, and the buyer fee only after it.
 */

/** What the buyer was charged for the sale (the order's figures). */
export interface SaleFigures {
  /** Price × quantity: the part held in escrow for the seller. */
  subtotal: Paise;
  /** What the gateway took: subtotal + buyer fee − rewards credit applied. */
  total: Paise;
}

const sum = (amounts: readonly number[]) => amounts.reduce((a, b) => a + b, 0);

/**
 * The part of the ticket price that refunds of these amounts take from escrow (escrow first): the
 * cash up to the subtotal, and the whole subtotal once they refund the whole total (the buyer's
 * credit comes back then too). An order paid wholly with credit (total 0) is refunded once, with no
 * cash: that one refund takes the whole subtotal.
 */
export function escrowRefunded(sale: SaleFigures, refunds: readonly Paise[]): Paise {
  const cash = sum(refunds);
  if (refunds.length > 0 && cash === sale.total) return sale.subtotal;
  return paise(Math.min(cash, sale.subtotal));
}

/** What the transfer's completion releases to the seller: the price escrow still holds for it, less the seller fee. */
export function completionFigures(
  sale: SaleFigures,
  refunds: readonly Paise[],
  sellerFeePercent: number,
): { gross: Paise; fee: Paise; payout: Paise } {
  return sellerPayout(paise(sale.subtotal - escrowRefunded(sale, refunds)), sellerFeePercent);
}

/** A completed sale as its seller payout keeps it. */
export interface CompletedSale {
  /** The price released from escrow when the transfer completed. */
  gross: Paise;
  /** How much of it disputes took back into escrow since (transferReversed). */
  reversed: Paise;
  /** The event's seller fee percent when the transfer completed (later edits of the event change nothing). */
  sellerFeePercent: number;
}

/**
 * What the seller payout still pays, and the fee kept, after `reversed` was taken back. Computed on
 * running totals (fee of the whole minus fee of the part taken), so any number of reversals add up to
 * exactly the completion's figures and nothing goes below zero through rounding.
 */
export function payoutAfterReversals(sale: CompletedSale): { amount: Paise; platformFee: Paise } {
  const whole = sellerPayout(sale.gross, sale.sellerFeePercent);
  const taken = sellerPayout(sale.reversed, sale.sellerFeePercent);
  return { amount: paise(whole.payout - taken.payout), platformFee: paise(whole.fee - taken.fee) };
}

/**
 * The income tax still withheld from a completed sale after `reversed` was taken back (ADR 49): the tax
 * withheld at completion in proportion to what stands (half-up), never more than the seller's part left.
 * On running totals, like the fee, so reversals give back exactly what was withheld.
 */
export function tdsAfterReversals(sale: CompletedSale & { tds: Paise }): Paise {
  if (sale.tds === 0 || sale.gross === 0) return paise(0);
  const standing = BigInt(sale.gross - sale.reversed);
  const gross = BigInt(sale.gross);
  const share = Number((2n * BigInt(sale.tds) * standing + gross) / (2n * gross));
  return paise(Math.min(share, payoutAfterReversals(sale).amount));
}

/** One more reversal of `gross`: the seller's part and the fee the platform gives back (transferReversed's figures). */
export function reversalOf(sale: CompletedSale, gross: Paise): { gross: Paise; sellerFee: Paise; sellerPart: Paise } {
  if (sale.reversed + gross > sale.gross) throw new RangeError('A reversal cannot take back more than the sale');
  const before = sellerPayout(sale.reversed, sale.sellerFeePercent);
  const after = sellerPayout(paise(sale.reversed + gross), sale.sellerFeePercent);
  return { gross, sellerFee: paise(after.fee - before.fee), sellerPart: paise(after.payout - before.payout) };
}

export interface RefundRequestFigures {
  sale: SaleFigures;
  /** Cash of the order's refunds that still stand (pending or processed, not failed). */
  refunds: readonly Paise[];
  /** Cash this refund gives back. */
  amount: Paise;
  /** The seller payout's sale when the transfer has completed; null before. */
  completed: CompletedSale | null;
  /** The gateway's smallest refund (PhonePe: 100 paise). */
  minimum: Paise;
}

export type RefundProblem = 'too_large' | 'too_small' | 'leaves_too_little' | 'nothing_paid';

export type RefundPlan =
  | {
      ok: true;
      /** Price to take back from the completed sale first (0 when escrow still holds enough). */ reverse: Paise;
    }
  | { ok: false; problem: RefundProblem; /** Cash still refundable. */ left: Paise };

/**
 * Whether a refund of `amount` may be made now, and how much of the completed sale must be taken
 * back into escrow first so escrow never goes below zero: escrow holds the subtotal, less what the
 * completion released, plus what was reversed, less what standing refunds take from it.
 */
export function planRefund(input: RefundRequestFigures): RefundPlan {
  const { sale, refunds, amount, completed, minimum } = input;
  const left = paise(Math.max(0, sale.total - sum(refunds)));
  if (sale.total === 0) {
    // Paid wholly with rewards credit: one refund, of no cash, gives the credit back.
    if (refunds.length > 0) return { ok: false, problem: 'too_large', left };
    if (amount !== 0) return { ok: false, problem: 'nothing_paid', left };
  } else {
    if (amount > left) return { ok: false, problem: 'too_large', left };
    if (amount < minimum) return { ok: false, problem: 'too_small', left };
    const rest = left - amount;
    if (rest > 0 && rest < minimum) return { ok: false, problem: 'leaves_too_little', left };
  }
  const released = completed ? completed.gross - completed.reversed : 0;
  const free = sale.subtotal - released - escrowRefunded(sale, refunds);
  const needed = escrowRefunded(sale, [...refunds, amount]) - escrowRefunded(sale, refunds);
  return { ok: true, reverse: paise(Math.max(0, needed - free)) };
}
