// Admin > Events > Create / Edit Event (spec 5), checked once: the server's DTO and the Event entity's
// guard and the browser's event form call these rules and show EVENT_MESSAGES[code].
import type { FormProblem } from './forms.ts';
import { hasAtMostTwoDecimals, MAX_FEE_PERCENT, MAX_RESALE_CAP_PERCENT, MAX_TICKET_PRICE_PAISE } from './money.ts';
import { type EVENT_MESSAGES, INDIAN_STATES, MAX_TICKETS_PER_BUYER } from './rules.ts';

const isPercent = (value: unknown, max: number): boolean =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max && hasAtMostTwoDecimals(value);

/** A buyer or seller fee percent: a number from 0 to 100 with at most 2 decimals (events store numeric(5,2)). */
export function isFeePercent(value: unknown): value is number {
  return isPercent(value, MAX_FEE_PERCENT);
}

/** A resale cap over face value: a percent from 0 to 1000 with at most 2 decimals (ADR 28). */
export function isCapPercent(value: unknown): value is number {
  return isPercent(value, MAX_RESALE_CAP_PERCENT);
}

/** A resale cap as a maximum price per ticket: whole paise from ₹0.01 to ₹10,00,000.00. */
export function isCapPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_TICKET_PRICE_PAISE;
}

/** A cap on the tickets one buyer holds of an event: a whole number from 1 to 100 (ADR 70). */
export function isBuyingLimit(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_TICKETS_PER_BUYER;
}

export type EventField =
  | 'title'
  | 'venue'
  | 'city'
  | 'state'
  | 'eventDate'
  | 'buyerFeePercent'
  | 'sellerFeePercent'
  | 'resaleCapPercent'
  | 'resaleCapPrice'
  | 'maxTicketsPerBuyer';

export type EventCode = keyof typeof EVENT_MESSAGES &
  (
    | 'titleRequired'
    | 'venueRequired'
    | 'cityRequired'
    | 'stateRequired'
    | 'invalidDate'
    | 'invalidBuyerFee'
    | 'invalidSellerFee'
    | 'invalidCapPercent'
    | 'invalidCapPrice'
    | 'twoCaps'
    | 'invalidBuyingLimit'
  );

export type EventProblem = FormProblem<EventField, EventCode>;

/** An event's details as the entity holds them: fee percents as numbers (the form's non-numbers are 0). */
export interface EventInput {
  title?: string | null;
  venue?: string | null;
  city?: string | null;
  state?: string | null;
  eventDate?: Date | null;
  buyerFeePercent?: number | null;
  sellerFeePercent?: number | null;
  resaleCapPercent?: number | null;
  resaleCapPrice?: number | null;
  maxTicketsPerBuyer?: number | null;
}

/**
 * The event's problems, in the order staff read the form. A past date is the caller's to check: an edit
 * may keep the date of an event that has begun.
 */
export function checkEvent(input: EventInput): EventProblem[] {
  const problems: EventProblem[] = [];
  if (!input.title?.trim()) problems.push({ field: 'title', code: 'titleRequired' });
  if (!input.venue?.trim()) problems.push({ field: 'venue', code: 'venueRequired' });
  if (!input.city?.trim()) problems.push({ field: 'city', code: 'cityRequired' });
  if (!input.state || !INDIAN_STATES.includes(input.state)) problems.push({ field: 'state', code: 'stateRequired' });
  if (!(input.eventDate instanceof Date) || Number.isNaN(input.eventDate.getTime())) {
    problems.push({ field: 'eventDate', code: 'invalidDate' });
  }
  if (!isFeePercent(input.buyerFeePercent ?? 0)) problems.push({ field: 'buyerFeePercent', code: 'invalidBuyerFee' });
  if (!isFeePercent(input.sellerFeePercent ?? 0))
    problems.push({ field: 'sellerFeePercent', code: 'invalidSellerFee' });
  const capPercent = input.resaleCapPercent ?? null;
  const capPrice = input.resaleCapPrice ?? null;
  if (capPercent !== null && !isCapPercent(capPercent)) {
    problems.push({ field: 'resaleCapPercent', code: 'invalidCapPercent' });
  }
  if (capPrice !== null && !isCapPrice(capPrice)) problems.push({ field: 'resaleCapPrice', code: 'invalidCapPrice' });
  else if (capPercent !== null && capPrice !== null) problems.push({ field: 'resaleCapPrice', code: 'twoCaps' });
  const perBuyer = input.maxTicketsPerBuyer ?? null;
  if (perBuyer !== null && !isBuyingLimit(perBuyer)) {
    problems.push({ field: 'maxTicketsPerBuyer', code: 'invalidBuyingLimit' });
  }
  return problems;
}
