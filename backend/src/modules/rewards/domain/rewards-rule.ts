import { averageOf, isPaise, type Paise } from '@ticketsetu/contracts/money';

/**
 * The rewards rule (docs/rewards.md), pure: "the 11th ticket earns a credit equal to the average price
 * of the buyer's 10 tickets, excluding taxes, fees and processing costs".
 *
 * A buyer's counted tickets are the tickets of their settled purchases that were not refunded, one
 * by one, in the order the programme recorded the purchases. A buyer is owed one credit per 11
 * counted tickets: the ticket that brings the count to 11 × (credits held + 1) earns a credit equal to
 * the average price (half-up to the paisa) of the 10 counted tickets just before it. Without refunds
 * that is the 11th, 22nd, 33rd... ticket, each averaging the 10 tickets since the previous credit.
 */

/** The ticket that earns: 10 tickets are averaged, the 11th earns the credit. */
export const TICKETS_PER_CREDIT = 11;
/** How many tickets before the earning one make up a credit's amount. */
export const TICKETS_AVERAGED = TICKETS_PER_CREDIT - 1;

/** Where a buyer stands before a purchase is counted. */
export interface BuyerTickets {
  /** Tickets of the buyer's settled, not refunded purchases. */
  counted: number;
  /** Credits earned and not reversed. */
  creditsHeld: number;
  /** Prices of the last counted tickets, oldest first (only the last 10 matter). */
  recentPrices: readonly Paise[];
}

/** A settled purchase as the rule sees it: how many tickets, at what price each (no fees). */
export interface SettledPurchase {
  quantity: number;
  price: Paise;
}

export interface EarnedCredit {
  /** Which ticket of the purchase earned it (1 = the purchase's first ticket). */
  ticketNo: number;
  /** The buyer's count with that ticket (11, 22, 33... when nothing was refunded). */
  position: number;
  /** averageOf(averaged): the credit. */
  amount: Paise;
  /** The prices of the 10 counted tickets just before the earning one, oldest first. */
  averaged: Paise[];
}

function wholeCount(value: unknown, what: string, min: number): number {
  if (!Number.isSafeInteger(value) || (value as number) < min) {
    throw new RangeError(`${what} must be a whole number from ${min}, not ${JSON.stringify(value)}`);
  }
  return value as number;
}

/**
 * Where a buyer stands: `counted` tickets in all, the last of them bought in `lastPurchases` (oldest
 * first; the last 10 purchases are enough, as each has at least one ticket).
 */
export function standing(
  counted: number,
  lastPurchases: readonly SettledPurchase[],
  creditsHeld: number,
): BuyerTickets {
  const recentPrices = lastPurchases
    .flatMap((purchase) => Array.from({ length: wholeCount(purchase.quantity, 'quantity', 1) }, () => purchase.price))
    .slice(-TICKETS_AVERAGED);
  return { counted, creditsHeld, recentPrices };
}

/** The count at which the buyer's next credit is earned. */
export function nextCreditAt(creditsHeld: number): number {
  return TICKETS_PER_CREDIT * (wholeCount(creditsHeld, 'creditsHeld', 0) + 1);
}

/**
 * How many more tickets the buyer must buy for the next credit: the one that makes the count reach
 * nextCreditAt earns. At least 1 (after a refund took back a credit, the next ticket may earn at once).
 */
export function ticketsToNextCredit(counted: number, creditsHeld: number): number {
  return Math.max(1, nextCreditAt(creditsHeld) - wholeCount(counted, 'counted', 0));
}

/**
 * Counts a settled purchase's tickets one by one and says which of them earn a credit, and where the
 * buyer then stands. A purchase of up to 6 tickets earns at most one credit unless a refund had left
 * the buyer owed one (see docs/rewards.md, "a refund of the purchase that earned").
 */
export function countPurchase(
  before: BuyerTickets,
  purchase: SettledPurchase,
): { credits: EarnedCredit[]; after: BuyerTickets } {
  const quantity = wholeCount(purchase.quantity, 'quantity', 1);
  if (!isPaise(purchase.price)) throw new RangeError(`price must be whole paise, not ${String(purchase.price)}`);
  let counted = wholeCount(before.counted, 'counted', 0);
  let held = wholeCount(before.creditsHeld, 'creditsHeld', 0);
  const recent = before.recentPrices.slice(-TICKETS_AVERAGED);
  if (recent.length !== Math.min(counted, TICKETS_AVERAGED) || !recent.every((p) => isPaise(p))) {
    throw new RangeError(`recentPrices must be the prices of the last ${TICKETS_AVERAGED} of ${counted} tickets`);
  }
  const credits: EarnedCredit[] = [];
  for (let ticketNo = 1; ticketNo <= quantity; ticketNo++) {
    counted += 1;
    if (counted >= nextCreditAt(held)) {
      // counted ≥ 11 here, so the 10 tickets before this one are all in `recent`.
      const averaged = [...recent];
      credits.push({ ticketNo, position: counted, amount: averageOf(averaged), averaged });
      held += 1;
    }
    recent.push(purchase.price);
    if (recent.length > TICKETS_AVERAGED) recent.shift();
  }
  return { credits, after: { counted, creditsHeld: held, recentPrices: recent } };
}

/**
 * How much of each credit a refund takes back: the credits of the refunded purchase, in order, each
 * at most what the buyer still has unspent (credit spent, or set aside by a checkout in progress,
 * stays spent; the platform bears it).
 */
export function amountsToReverse(credits: readonly Paise[], unspent: Paise): Paise[] {
  if (!isPaise(unspent) || !credits.every((credit) => isPaise(credit))) {
    throw new RangeError('Credits and the unspent balance must be whole, non-negative paise');
  }
  let left: number = unspent;
  return credits.map((credit) => {
    const taken = Math.min(credit, left);
    left -= taken;
    return taken as Paise;
  });
}
