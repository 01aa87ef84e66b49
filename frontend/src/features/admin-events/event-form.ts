import type { components } from '@ticketsetu/contracts';
import { isBuyingLimit, isCapPercent, isCapPrice, isFeePercent } from '@ticketsetu/contracts/event-form';
import { type Paise, paiseToRupeeText, rupeesToPaise } from '@ticketsetu/contracts/money';
import { EVENT_MESSAGES, INDIAN_STATES, MAJOR_INDIAN_CITIES, stateOfCity } from '@ticketsetu/contracts/rules';
import { IST } from '../../shared/format';
import type { AdminEvent } from './queries';

/*
 * The Create Event and Edit forms' rules (spec 5, ADR 26 and 28), checked in the browser with the
 * server's messages before anything is sent; the server checks them again and its answer counts.
 */

export type EventBody = components['schemas']['CreateEventDto'];
export type City = EventBody['city'];
export type CapRule = 'none' | 'percent' | 'price';

/** The 30 major Indian cities (contracts/rules.js), as the API's schema types them. */
export const CITIES = MAJOR_INDIAN_CITIES as readonly City[];

export type State = NonNullable<EventBody['state']>;

/** The 36 states and union territories (contracts/rules.js): where the event is held (IGST s.12(6), ADR 58). */
export const STATES = INDIAN_STATES as readonly State[];

/** The state a newly chosen city puts in the form (staff change it for a venue over a border). */
export function stateForCity(city: string | undefined): State | undefined {
  return (city && (stateOfCity(city) as State | null)) || undefined;
}

/** What the form holds: the date as the input shows it (yyyy-MM-ddTHH:mm, IST), amounts in rupees. */
export interface EventFormValues {
  title?: string;
  venue?: string;
  city?: City;
  /** Where the event is held; the chosen city's by default. */
  state?: State;
  /** yyyy-MM-ddTHH:mm in India time, as a datetime-local input holds it. */
  date?: string;
  /** '' is Uncategorized. */
  categoryId?: string;
  description?: string;
  imageUrl?: string;
  buyerFeePercent?: number | string | null;
  sellerFeePercent?: number | string | null;
  transferInstructions?: string;
  capRule: CapRule;
  capPercent?: number | null;
  /** Rupees per ticket. */
  capPrice?: number | null;
  /** The most tickets one buyer may hold or buy of the event (ADR 70); empty: no cap. */
  maxTicketsPerBuyer?: number | null;
  /** Create only: false creates the event hidden from the public. */
  isActive?: boolean;
}

/** The form's field for each field of the API body (problem+json `errors[].field` names these). */
export const FORM_FIELD_OF: Readonly<Record<string, keyof EventFormValues>> = {
  title: 'title',
  venue: 'venue',
  city: 'city',
  state: 'state',
  eventDate: 'date',
  categoryId: 'categoryId',
  description: 'description',
  imageUrl: 'imageUrl',
  buyerFeePercent: 'buyerFeePercent',
  sellerFeePercent: 'sellerFeePercent',
  transferInstructions: 'transferInstructions',
  resaleCapPercent: 'capPercent',
  resaleCapPrice: 'capPrice',
  maxTicketsPerBuyer: 'maxTicketsPerBuyer',
};

const IST_OFFSET = '+05:30';
const DATE_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The instant a yyyy-MM-ddTHH:mm typed in India time stands for, or null when it is not a date. */
export function istInstant(value: string | undefined | null): Date | null {
  if (!value || !DATE_INPUT.test(value)) return null;
  const instant = new Date(`${value}:00${IST_OFFSET}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

const istParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: IST,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the date input shows it in India time: '2026-12-01T19:30'. */
export function toIstInput(iso: string | Date): string {
  const parts = Object.fromEntries(istParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The spec's rule: a fee percent that is not a number counts as 0. */
export function feePercent(value: number | string | null | undefined): number {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

/** An absolute http(s) URL or a path on this site (the demo's pictures): the server's own rule. */
export { isImageUrl } from '@ticketsetu/contracts/rules';

/** The date's problem: required, a date, and (when `mustBeFuture`) later than `now`. */
export function dateProblem(value: string | undefined, now: Date, mustBeFuture: boolean): string | null {
  if (!value) return EVENT_MESSAGES.dateRequired;
  const instant = istInstant(value);
  if (!instant) return EVENT_MESSAGES.invalidDate;
  if (mustBeFuture && instant.getTime() <= now.getTime()) return EVENT_MESSAGES.pastDate;
  return null;
}

export function feeProblem(value: number | string | null | undefined, message: string): string | null {
  return isFeePercent(feePercent(value)) ? null : message;
}

export function capPercentProblem(value: number | null | undefined): string | null {
  return isCapPercent(value) ? null : EVENT_MESSAGES.invalidCapPercent;
}

export function capPriceProblem(rupees: number | null | undefined): string | null {
  const amount = rupees === null || rupees === undefined ? null : rupeesToPaise(rupees);
  return isCapPrice(amount) ? null : EVENT_MESSAGES.invalidCapPrice;
}

/** The buying limit's problem: empty (no cap) or a whole number from 1 to 100. */
export function buyingLimitProblem(value: number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return isBuyingLimit(value) ? null : EVENT_MESSAGES.invalidBuyingLimit;
}

/** The form as it opens: empty for Create Event, the event's values for Edit. */
export function formValuesOf(event: AdminEvent | null): EventFormValues {
  if (!event) return { capRule: 'none', categoryId: '', buyerFeePercent: 0, sellerFeePercent: 0, isActive: true };
  const capRule: CapRule =
    event.resale_cap_percent !== null ? 'percent' : event.resale_cap_price !== null ? 'price' : 'none';
  return {
    title: event.title,
    venue: event.venue,
    city: event.city as City,
    state: (event.state ?? undefined) as State | undefined,
    date: toIstInput(event.event_date),
    categoryId: event.category_id ?? '',
    description: event.description ?? '',
    imageUrl: event.image_url ?? '',
    buyerFeePercent: event.buyer_fee_percent,
    sellerFeePercent: event.seller_fee_percent,
    transferInstructions: event.transfer_instructions ?? '',
    capRule,
    capPercent: event.resale_cap_percent,
    capPrice: event.resale_cap_price === null ? null : Number(paiseToRupeeText(event.resale_cap_price as Paise)),
    maxTicketsPerBuyer: event.max_tickets_per_buyer,
  };
}

function textOrNull(value: string | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/**
 * The API body for the form (checked first): the date as typed (the server reads a date without an
 * offset as IST), fee percents with non-numbers as 0, one resale cap or none (a price in paise).
 * Edit sends every field (but the date, when unchanged), so clearing one (null) clears it on the event.
 */
export function eventBody(values: EventFormValues, mode: 'create' | 'edit', openedWith?: EventFormValues): EventBody {
  const capPrice = values.capRule === 'price' && values.capPrice != null ? rupeesToPaise(values.capPrice) : null;
  const body: EventBody = {
    title: values.title?.trim() ?? '',
    venue: values.venue?.trim() ?? '',
    city: values.city as City,
    state: values.state,
    eventDate: values.date ?? '',
    categoryId: values.categoryId || null,
    description: textOrNull(values.description),
    imageUrl: textOrNull(values.imageUrl),
    buyerFeePercent: feePercent(values.buyerFeePercent),
    sellerFeePercent: feePercent(values.sellerFeePercent),
    transferInstructions: textOrNull(values.transferInstructions),
    resaleCapPercent: values.capRule === 'percent' ? (values.capPercent ?? null) : null,
    resaleCapPrice: capPrice,
    maxTicketsPerBuyer: values.maxTicketsPerBuyer ?? null,
    isActive: values.isActive ?? true,
  };
  if (mode === 'edit') {
    // Activation is the list's checkbox (its own audit line and message), not part of Edit. A date left
    // as it was is not sent: the input holds minutes only, and staff may fix the text of a past event.
    const { isActive: _isActive, eventDate, ...rest } = body;
    return (values.date === openedWith?.date ? rest : { ...rest, eventDate }) as EventBody;
  }
  return body;
}
