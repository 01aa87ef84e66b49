import { LISTING_MESSAGES as m, UPI_ID_PATTERN } from '@ticketsetu/contracts/rules';
import { rupeesToPaise, type Paise } from '../../../shared/domain/money.js';
import { MAX_TICKETS_PER_LISTING, type MobileProvider, type TicketType } from './listing.entity.js';

/** The sell form as typed by a person (all text, as a multipart form sends it). */
export interface ListingForm {
  eventId?: string;
  quantity?: string | number;
  price?: string;
  ticketType?: string;
  mobileTicketType?: string;
  pickupAddressId?: string;
  upiId?: string;
}

export interface CheckedListingForm {
  eventId: string;
  quantity: number;
  price: Paise;
  ticketType: TicketType;
  mobileTicketType: MobileProvider | null;
  pickupAddressId: string | null;
  upiId: string;
}

/**
 * Checks the sell form in the spec's order and returns the first problem's message, or the
 * form in domain terms. The browser runs the same checks; the server is the one that counts.
 */
export function checkListingForm(form: ListingForm): { problem: string } | { form: CheckedListingForm } {
  const eventId = form.eventId?.trim();
  if (!eventId) return { problem: m.noEvent };

  const price = rupeesToPaise(String(form.price ?? ''));
  if (price === null || price <= 0) return { problem: m.invalidPrice };

  const quantity = Number(form.quantity ?? 1);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_TICKETS_PER_LISTING) {
    return { problem: m.invalidQuantity };
  }

  const ticketType = form.ticketType;
  if (ticketType !== 'mobile' && ticketType !== 'physical') {
    return { problem: m.noTicketType };
  }
  const provider = form.mobileTicketType;
  if (ticketType === 'mobile' && provider !== 'bookmyshow' && provider !== 'district') {
    return { problem: m.noProvider };
  }
  const pickupAddressId = form.pickupAddressId?.trim();
  if (ticketType === 'physical' && !pickupAddressId) {
    return { problem: m.noPickupAddress };
  }

  const upiId = form.upiId?.trim() ?? '';
  if (!upiId) return { problem: m.noUpi };
  if (!UPI_ID_PATTERN.test(upiId)) return { problem: m.invalidUpi };

  return {
    form: {
      eventId,
      quantity,
      price,
      ticketType,
      mobileTicketType: ticketType === 'mobile' ? (provider as MobileProvider) : null,
      pickupAddressId: ticketType === 'physical' ? pickupAddressId! : null,
      upiId,
    },
  };
}

/** The sell form's estimate of the platform fee: price × seller_fee_percent × quantity / 100, in paise. */
export function sellerFeeEstimate(price: Paise, sellerFeePercent: number, quantity: number): Paise {
  return Math.round((price * sellerFeePercent * quantity) / 100);
}
