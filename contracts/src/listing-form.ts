// The sell form's checks (spec 2, Sell), written once: the server's use case and the browser's form
// both call checkListing on the form's values, already in paise, and show LISTING_MESSAGES[code].
import type { FormProblem } from './forms.ts';
import { MAX_TICKET_PRICE_PAISE, type Paise, type ResaleCap, resaleCap } from './money.ts';
import { LISTING_MESSAGES, MAX_TICKETS_PER_LISTING, priceAboveCapMessage, UPI_ID_PATTERN } from './rules.ts';

export type ListingField =
  'eventId' | 'price' | 'faceValue' | 'quantity' | 'ticketType' | 'mobileTicketType' | 'pickupAddressId' | 'upiId';

/** A key of LISTING_MESSAGES, or priceAboveCap (its sentence names the cap: listingMessage). */
export type ListingCode =
  | 'noEvent'
  | 'resaleNotPermitted'
  | 'invalidPrice'
  | 'priceTooHigh'
  | 'invalidFaceValue'
  | 'noFaceValue'
  | 'priceAboveCap'
  | 'invalidQuantity'
  | 'noTicketType'
  | 'noProvider'
  | 'noPickupAddress'
  | 'noUpi'
  | 'invalidUpi';

export interface ListingProblem extends FormProblem<ListingField, ListingCode> {
  /** With priceAboveCap: the cap the price is over. */
  cap?: ResaleCap & { maxPrice: Paise };
}

/** How the listing's event caps resale (ADR 28): a percent over face value or a price, or neither. */
export interface ListingCap {
  capPercent: number | null;
  capPrice: Paise | null;
}

/** The sell form's values, amounts already in paise (NaN: typed, but not an amount). */
export interface ListingInput {
  eventId?: string | null;
  /** The organiser forbids resale of the event's tickets (ADR 63). */
  resaleNotPermitted?: boolean;
  price?: number | null;
  /** Absent (null or undefined) when the seller gave none. */
  faceValue?: number | null;
  cap?: ListingCap | null;
  /** Absent: 1. */
  quantity?: number | null;
  ticketType?: string | null;
  mobileTicketType?: string | null;
  pickupAddressId?: string | null;
  upiId?: string | null;
}

const isTicketAmount = (value: number): boolean =>
  Number.isSafeInteger(value) && value > 0 && value <= MAX_TICKET_PRICE_PAISE;

/**
 * The resale cap's problem for a price (checked right after the price's own): a face value given must
 * be an amount, a percent cap needs one, and the price may not exceed the cap.
 */
export function checkResaleCap(
  price: Paise,
  faceValue: number | null | undefined,
  cap: ListingCap | null | undefined,
): ListingProblem | null {
  const given = faceValue !== null && faceValue !== undefined;
  if (given && !isTicketAmount(faceValue)) return { field: 'faceValue', code: 'invalidFaceValue' };
  if (!cap) return null;
  const rule = resaleCap({
    faceValue: given ? (faceValue as Paise) : null,
    capPercent: cap.capPercent,
    capPrice: cap.capPrice,
  });
  if (!rule) return null;
  if (rule.maxPrice === null) return { field: 'faceValue', code: 'noFaceValue' };
  if (price > rule.maxPrice)
    return { field: 'price', code: 'priceAboveCap', cap: { ...rule, maxPrice: rule.maxPrice } };
  return null;
}

/**
 * The sell form's problems in the spec's order (the event's resale cap right after the price), at most
 * one a field; the form shows the first. Empty: the form may be sent.
 */
export function checkListing(input: ListingInput): ListingProblem[] {
  const problems: ListingProblem[] = [];
  if (!input.eventId?.trim()) problems.push({ field: 'eventId', code: 'noEvent' });
  else if (input.resaleNotPermitted) problems.push({ field: 'eventId', code: 'resaleNotPermitted' });

  const price = input.price ?? null;
  if (price === null || !Number.isSafeInteger(price) || price <= 0)
    problems.push({ field: 'price', code: 'invalidPrice' });
  else if (price > MAX_TICKET_PRICE_PAISE) problems.push({ field: 'price', code: 'priceTooHigh' });
  else {
    const cap = checkResaleCap(price as Paise, input.faceValue, input.cap);
    if (cap) problems.push(cap);
  }

  const quantity = input.quantity ?? 1;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_TICKETS_PER_LISTING) {
    problems.push({ field: 'quantity', code: 'invalidQuantity' });
  }

  const { ticketType, mobileTicketType } = input;
  if (ticketType !== 'mobile' && ticketType !== 'physical')
    problems.push({ field: 'ticketType', code: 'noTicketType' });
  else if (ticketType === 'mobile' && mobileTicketType !== 'bookmyshow' && mobileTicketType !== 'district') {
    problems.push({ field: 'mobileTicketType', code: 'noProvider' });
  } else if (ticketType === 'physical' && !input.pickupAddressId?.trim()) {
    problems.push({ field: 'pickupAddressId', code: 'noPickupAddress' });
  }

  const upiId = input.upiId?.trim() ?? '';
  if (!upiId) problems.push({ field: 'upiId', code: 'noUpi' });
  else if (!UPI_ID_PATTERN.test(upiId)) problems.push({ field: 'upiId', code: 'invalidUpi' });
  return problems;
}

/** A problem's sentence: LISTING_MESSAGES[code], or the cap's own words for a price above it. */
export function listingMessage(problem: ListingProblem): string {
  if (problem.code === 'priceAboveCap') {
    if (!problem.cap) throw new TypeError('priceAboveCap comes with its cap');
    return priceAboveCapMessage(problem.cap);
  }
  return LISTING_MESSAGES[problem.code];
}
