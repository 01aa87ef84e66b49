import {
  checkListing,
  checkResaleCap as checkCap,
  type ListingProblem,
  listingMessage,
} from '@ticketsetu/contracts/listing-form';
import type { Paise } from '@ticketsetu/contracts/money';
import type { MobileProvider, TicketType } from './ticket-kinds.js';

/** The sell form as it arrives (all text, as a multipart form sends it). The price is integer paise. */
export interface ListingForm {
  eventId?: string;
  quantity?: string | number;
  price?: string | number;
  ticketType?: string;
  mobileTicketType?: string;
  pickupAddressId?: string;
  upiId?: string;
  /** The price printed on the ticket, integer paise: required where the event caps resale by percent. */
  faceValue?: string | number;
}

/** How the listing's event caps resale (ADR 28): a percent over face value or a price, or neither. */
export interface EventResaleCap {
  capPercent: number | null;
  capPrice: Paise | null;
}

export const NO_RESALE_CAP: EventResaleCap = { capPercent: null, capPrice: null };

export interface CheckedListingForm {
  eventId: string;
  quantity: number;
  price: Paise;
  ticketType: TicketType;
  mobileTicketType: MobileProvider | null;
  pickupAddressId: string | null;
  upiId: string;
  faceValue: Paise | null;
}

export interface FormProblem {
  field: keyof ListingForm;
  problem: string;
}

/** Whole paise written as digits, e.g. "149950" (the browser converts the rupees typed). */
function pricePaise(value: string | number | undefined): number | null {
  const text = String(value ?? '').trim();
  return /^\d{1,12}$/.test(text) ? Number(text) : null;
}

const asFormProblem = (problem: ListingProblem): FormProblem => ({
  field: problem.field,
  problem: listingMessage(problem),
});

/**
 * The resale cap's checks for a price (after the price's own): contracts' checkResaleCap, with its
 * sentence (the message shows the cap in rupees).
 */
export function checkResaleCap(
  price: Paise,
  faceValue: number | null,
  cap: EventResaleCap,
): { field: 'faceValue' | 'price'; problem: string } | null {
  const problem = checkCap(price, faceValue, cap);
  return problem ? { field: problem.field as 'faceValue' | 'price', problem: listingMessage(problem) } : null;
}

/**
 * Checks the sell form with contracts' checkListing (the browser's own check) and returns the first
 * problem (with its field and sentence), or the form in domain terms.
 */
export function checkListingForm(
  form: ListingForm,
  cap: EventResaleCap = NO_RESALE_CAP,
): FormProblem | { form: CheckedListingForm } {
  const faceValueText = String(form.faceValue ?? '').trim();
  const faceValue = faceValueText === '' ? null : (pricePaise(faceValueText) ?? Number.NaN);
  const input = {
    eventId: form.eventId,
    price: pricePaise(form.price),
    faceValue,
    cap,
    quantity: form.quantity === undefined ? null : Number(form.quantity),
    ticketType: form.ticketType,
    mobileTicketType: form.mobileTicketType,
    pickupAddressId: form.pickupAddressId,
    upiId: form.upiId,
  };
  const [problem] = checkListing(input);
  if (problem) return asFormProblem(problem);
  const ticketType = form.ticketType as TicketType;
  return {
    form: {
      eventId: form.eventId!.trim(),
      quantity: input.quantity ?? 1,
      price: input.price as Paise,
      ticketType,
      mobileTicketType: ticketType === 'mobile' ? (form.mobileTicketType as MobileProvider) : null,
      pickupAddressId: ticketType === 'physical' ? form.pickupAddressId!.trim() : null,
      upiId: form.upiId!.trim(),
      faceValue: faceValue as Paise | null,
    },
  };
}
