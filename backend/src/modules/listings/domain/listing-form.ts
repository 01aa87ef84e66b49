import { MAX_TICKET_PRICE_PAISE, type Paise, resaleCap } from '@ticketsetu/contracts/money';
import { LISTING_MESSAGES as m, priceAboveCapMessage, UPI_ID_PATTERN } from '@ticketsetu/contracts/rules';
import { MAX_TICKETS_PER_LISTING, type MobileProvider, type TicketType } from './listing.entity.js';

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

/**
 * The resale cap's checks for a price (after the price's own): a face value given must be a valid
 * amount, a percent cap needs one, and the price may not exceed the cap (the message shows it in
 * rupees). The same arithmetic as the browser's (resaleCap in contracts/money.js).
 */
export function checkResaleCap(
  price: Paise,
  faceValue: number | null,
  cap: EventResaleCap,
): { field: 'faceValue' | 'price'; problem: string } | null {
  if (
    faceValue !== null &&
    (!Number.isSafeInteger(faceValue) || faceValue <= 0 || faceValue > MAX_TICKET_PRICE_PAISE)
  ) {
    return { field: 'faceValue', problem: m.invalidFaceValue };
  }
  const rule = resaleCap({ faceValue: faceValue as Paise | null, capPercent: cap.capPercent, capPrice: cap.capPrice });
  if (!rule) return null;
  if (rule.maxPrice === null) return { field: 'faceValue', problem: m.noFaceValue };
  if (price > rule.maxPrice)
    return { field: 'price', problem: priceAboveCapMessage({ ...rule, maxPrice: rule.maxPrice }) };
  return null;
}

/**
 * Checks the sell form in the spec's order and returns the first problem (with its field), or the
 * form in domain terms; the event's resale cap (if any) is checked right after the price. The
 * browser runs the same checks; the server is the one that counts.
 */
export function checkListingForm(
  form: ListingForm,
  cap: EventResaleCap = NO_RESALE_CAP,
): FormProblem | { form: CheckedListingForm } {
  const eventId = form.eventId?.trim();
  if (!eventId) return { field: 'eventId', problem: m.noEvent };

  const price = pricePaise(form.price);
  if (price === null || price <= 0) return { field: 'price', problem: m.invalidPrice };
  if (price > MAX_TICKET_PRICE_PAISE) return { field: 'price', problem: m.priceTooHigh };

  const faceValueText = String(form.faceValue ?? '').trim();
  const faceValue = faceValueText === '' ? null : (pricePaise(faceValueText) ?? Number.NaN);
  const capProblem = checkResaleCap(price as Paise, faceValue, cap);
  if (capProblem) return capProblem;

  const quantity = Number(form.quantity ?? 1);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_TICKETS_PER_LISTING) {
    return { field: 'quantity', problem: m.invalidQuantity };
  }

  const ticketType = form.ticketType;
  if (ticketType !== 'mobile' && ticketType !== 'physical') {
    return { field: 'ticketType', problem: m.noTicketType };
  }
  const provider = form.mobileTicketType;
  if (ticketType === 'mobile' && provider !== 'bookmyshow' && provider !== 'district') {
    return { field: 'mobileTicketType', problem: m.noProvider };
  }
  const pickupAddressId = form.pickupAddressId?.trim();
  if (ticketType === 'physical' && !pickupAddressId) {
    return { field: 'pickupAddressId', problem: m.noPickupAddress };
  }

  const upiId = form.upiId?.trim() ?? '';
  if (!upiId) return { field: 'upiId', problem: m.noUpi };
  if (!UPI_ID_PATTERN.test(upiId)) return { field: 'upiId', problem: m.invalidUpi };

  return {
    form: {
      eventId,
      quantity,
      price: price as Paise,
      ticketType,
      mobileTicketType: ticketType === 'mobile' ? (provider as MobileProvider) : null,
      pickupAddressId: ticketType === 'physical' ? pickupAddressId! : null,
      upiId,
      faceValue: faceValue as Paise | null,
    },
  };
}
