/**
 * An amount of money: a whole, non-negative number of paise (₹1 = 100). Branded, so a plain number
 * (rupees, a quantity) cannot be passed where money is meant: make one with `paise()` at the edge.
 */
export type Paise = number & { readonly __brand: 'Paise' };

export declare const MAX_TICKET_PRICE_PAISE: 100000000;
export declare const MAX_FEE_PERCENT: 100;
export declare function isPaise(value: unknown): value is Paise;
export declare function paise(value: number): Paise;
export declare function hasAtMostTwoDecimals(value: number): boolean;
export declare function hundredthsOfPercent(percent: number): number;
export declare function percentOf(amount: Paise, percent: number): Paise;
export declare function subtotal(price: Paise, quantity: number): Paise;
export declare function checkoutTotal(
  price: Paise,
  quantity: number,
  buyerFeePercent: number,
  credit?: Paise,
): { subtotal: Paise; fee: Paise; creditApplied: Paise; total: Paise };
export declare const MIN_PAYMENT_PAISE: 100;
export declare function creditToApply(credit: Paise, fullTotal: Paise): Paise;
export declare function sellerPayout(
  gross: Paise,
  sellerFeePercent: number,
): { gross: Paise; fee: Paise; payout: Paise };
export declare function sellFormEstimate(
  price: Paise,
  quantity: number,
  sellerFeePercent: number,
): { gross: Paise; fee: Paise; payout: Paise };
export declare const MAX_RESALE_CAP_PERCENT: 1000;
/** An event's resale cap as it applies to one ticket (see money.js). */
export type ResaleCap =
  { rule: 'price'; maxPrice: Paise } | { rule: 'percent'; percent: number; maxPrice: Paise | null };
export declare function resaleCap(input: {
  faceValue?: Paise | null;
  capPercent?: number | null;
  capPrice?: Paise | null;
}): ResaleCap | null;
export declare function resaleCapLabel(cap: ResaleCap): string;
export declare function averageOf(amounts: readonly Paise[]): Paise;
export declare function rupeesToPaise(input: string | number | null | undefined): Paise | null;
export declare function paiseToRupeeText(amount: Paise): string;
/** Whole paise as ₹ with 2 decimals and en-IN grouping; a net or a difference may be negative. */
export declare function formatInr(amount: number): string;
