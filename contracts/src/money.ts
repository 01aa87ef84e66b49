// Money, written once for the server and the browser: every amount is
// an integer count of paise; a percent has at most 2 decimals and is applied in integer arithmetic
// (hundredths of a percent), rounded half-up to the paisa. The server's results are the ones that count.

/**
 * An amount of money: a whole, non-negative number of paise (₹1 = 100). Branded, so a plain number
 * (rupees, a quantity) cannot be passed where money is meant: make one with `paise()` at the edge.
 */
export type Paise = number & { readonly __brand: 'Paise' };

/** The highest price per ticket we accept: ₹10,00,000 (ADR 15). */
export const MAX_TICKET_PRICE_PAISE = 100_000_000 as const;
/** The most a fee percent may be (events store numeric(5,2)). */
export const MAX_FEE_PERCENT = 100 as const;

/** Whether `value` is an amount: a whole, non-negative, safe number of paise. */
export function isPaise(value: unknown): value is Paise {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** `value` as Paise, or a RangeError: a fraction of a paisa or a negative amount is a bug, not money. */
export function paise(value: number): Paise {
  if (!isPaise(value)) throw new RangeError(`Not an amount in paise: ${value}`);
  return value;
}

/** A result this module's integer arithmetic has already made whole and non-negative. */
function asPaise(value: number): Paise {
  return value as Paise;
}

/**
 * Whether a number has at most 2 decimals (fees and caps are numeric(…, 2)): 2.5 and 0.29 do,
 * 1.005 and 5e-324 do not. Exact: a 2-decimal number is the double nearest hundredths / 100.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.round(value * 100) / 100 === value;
}

/** A percent with at most 2 decimals (e.g. 2.5) as whole hundredths of a percent (250). */
export function hundredthsOfPercent(percent: number): number {
  const hundredths = Math.round(Number(percent) * 100);
  if (!Number.isSafeInteger(hundredths) || hundredths < 0 || hundredths > MAX_FEE_PERCENT * 100) {
    throw new RangeError(`Not a fee percent: ${percent}`);
  }
  return hundredths;
}

/**
 * `percent` % of `amount`, rounded half-up to the paisa, in integers only:
 * floor((amount × hundredths + 5000) / 10000). Exact for every amount this product handles
 * (₹10,00,000 × 6 × 10000 hundredths stays far below 2^53).
 */
export function percentOf(amount: Paise, percent: number): Paise {
  return asPaise(Math.floor((paise(amount) * hundredthsOfPercent(percent) + 5000) / 10000));
}

/** The price of `quantity` tickets at `price` each. */
export function subtotal(price: Paise, quantity: number): Paise {
  if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError(`Not a quantity: ${quantity}`);
  return paise(paise(price) * quantity);
}

/**
 * What a buyer pays: 'Platform Fees + Taxes' = buyer_fee_percent of price × quantity (half-up),
 * total = subtotal + fee, less any rewards credit applied (never below zero).
 */
export function checkoutTotal(
  price: Paise,
  quantity: number,
  buyerFeePercent: number,
  credit: Paise = asPaise(0),
): { subtotal: Paise; fee: Paise; creditApplied: Paise; total: Paise } {
  const gross = subtotal(price, quantity);
  const fee = percentOf(gross, buyerFeePercent);
  const creditApplied = asPaise(Math.min(paise(credit), gross + fee));
  return { subtotal: gross, fee, creditApplied, total: asPaise(gross + fee - creditApplied) };
}

/** PhonePe takes at least ₹1 per payment. */
export const MIN_PAYMENT_PAISE = 100 as const;

/**
 * How much of a buyer's rewards credit a checkout spends on `fullTotal`: all of it that is needed when
 * the credit pays everything (nothing then goes to the gateway); otherwise as much as leaves at least
 * ₹1 to pay, since a payment below that cannot be made.
 */
export function creditToApply(credit: Paise, fullTotal: Paise): Paise {
  const available = paise(credit);
  const total = paise(fullTotal);
  if (available >= total) return total;
  return asPaise(Math.max(0, Math.min(available, total - MIN_PAYMENT_PAISE)));
}

/** What a seller receives for `gross`: the seller fee (seller_fee_percent of gross, half-up) is kept. */
export function sellerPayout(gross: Paise, sellerFeePercent: number): { gross: Paise; fee: Paise; payout: Paise } {
  const fee = percentOf(gross, sellerFeePercent);
  return { gross: paise(gross), fee, payout: asPaise(gross - fee) };
}

/** The sell form's estimate for `quantity` tickets at `price`: the same arithmetic as the payout. */
export function sellFormEstimate(
  price: Paise,
  quantity: number,
  sellerFeePercent: number,
): { gross: Paise; fee: Paise; payout: Paise } {
  return sellerPayout(subtotal(price, quantity), sellerFeePercent);
}

/** The highest resale cap an event may set as a percent over face value (face value × 11). */
export const MAX_RESALE_CAP_PERCENT = 1000 as const;

/** A resale cap percent (0 to MAX_RESALE_CAP_PERCENT, at most 2 decimals) as whole hundredths of a percent. */
function capHundredths(percent: number): number {
  const hundredths = Math.round(Number(percent) * 100);
  if (
    !Number.isSafeInteger(hundredths) ||
    hundredths < 0 ||
    hundredths > MAX_RESALE_CAP_PERCENT * 100 ||
    Math.abs(hundredths - Number(percent) * 100) > 1e-6
  ) {
    throw new RangeError(`Not a resale cap percent: ${percent}`);
  }
  return hundredths;
}

/**
 * The most a ticket may be resold for at an event that caps resale (ADR 28). An event sets a percent
 * over face value (`capPercent`: 20 allows face value + 20 %) or a maximum price per ticket in paise
 * (`capPrice`), or neither. A percent cap is face value + capPercent % of it, rounded half-up to the
 * paisa in integers (floor((face × hundredths + 5000) / 10000)), like every percent here.
 *
 * Returns null when the event sets no cap; `{ rule: 'price', maxPrice }` for a price cap;
 * `{ rule: 'percent', percent, maxPrice }` for a percent cap, where maxPrice is null while the
 * face value is not known (the seller must give it). Both caps at once is a RangeError.
 */
/** An event's resale cap as it applies to one ticket. */
export type ResaleCap =
  { rule: 'price'; maxPrice: Paise } | { rule: 'percent'; percent: number; maxPrice: Paise | null };

export function resaleCap({
  faceValue = null,
  capPercent = null,
  capPrice = null,
}: {
  faceValue?: Paise | null;
  capPercent?: number | null;
  capPrice?: Paise | null;
}): ResaleCap | null {
  const hasPercent = capPercent !== null && capPercent !== undefined;
  const hasPrice = capPrice !== null && capPrice !== undefined;
  if (hasPercent && hasPrice) throw new RangeError('A resale cap is a percent or a price, not both');
  if (hasPrice) {
    if (paise(capPrice) === 0) throw new RangeError('A resale price cap must be above zero');
    return { rule: 'price', maxPrice: capPrice };
  }
  if (!hasPercent) return null;
  const hundredths = capHundredths(capPercent);
  const percent = hundredths / 100;
  if (faceValue === null || faceValue === undefined) return { rule: 'percent', percent, maxPrice: null };
  const face = paise(faceValue);
  return { rule: 'percent', percent, maxPrice: asPaise(face + Math.floor((face * hundredths + 5000) / 10000)) };
}

/** How a cap reads to people: "face value + 20%" or "₹1,500.00 per ticket" ("Price capped at …"). */
export function resaleCapLabel(cap: ResaleCap): string {
  return cap.rule === 'percent' ? `face value + ${cap.percent}%` : `${formatInr(cap.maxPrice)} per ticket`;
}

/** The average of amounts, half-up to the paisa (the rewards credit). */
export function averageOf(amounts: readonly Paise[]): Paise {
  if (amounts.length === 0) throw new RangeError('No amounts to average');
  const total = amounts.reduce<number>((sum, amount) => sum + paise(amount), 0);
  return asPaise(Math.floor((2 * total + amounts.length) / (2 * amounts.length)));
}

/**
 * A rupee amount typed by a person ("1,499.5", "₹ 250", 1499.5) in paise, or null when it is not one
 * (more than 2 decimals, negative, not a number).
 */
export function rupeesToPaise(input: string | number | null | undefined): Paise | null {
  if (input === null || input === undefined || input === '') return null;
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : String(input);
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.replace(/[,\s₹]/g, ''));
  if (!match) return null;
  const amount = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(amount) ? asPaise(amount) : null;
}

/** Paise as rupee text with 2 decimals and no grouping, e.g. for an input's value: "1499.50". */
export function paiseToRupeeText(amount: Paise): string {
  const p = paise(amount);
  return `${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/**
 * ₹1,23,456.78 — rupees with 2 decimals and Indian digit grouping, from whole paise. A net or a
 * difference may be below zero (-₹12.50); a fraction of a paisa is a RangeError, as everywhere here.
 */
export function formatInr(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole number of paise: ${amount}`);
  return inr.format(amount / 100);
}
