import { INVALID_UPI, UPI_ID_PATTERN } from '@ticketsetu/contracts/rules';
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
  if (!eventId) return { problem: 'Please select an event' };

  const price = rupeesToPaise(String(form.price ?? ''));
  if (price === null || price <= 0) return { problem: 'Please enter a valid price' };

  const quantity = Number(form.quantity ?? 1);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_TICKETS_PER_LISTING) {
    return { problem: 'Number of tickets must be between 1 and 6' };
  }

  const ticketType = form.ticketType;
  if (ticketType !== 'mobile' && ticketType !== 'physical') {
    return { problem: 'Please choose Mobile Transfer or Physical Ticket' };
  }
  const provider = form.mobileTicketType;
  if (ticketType === 'mobile' && provider !== 'bookmyshow' && provider !== 'district') {
    return { problem: 'Please choose BookMyShow or District for a mobile ticket' };
  }
  const pickupAddressId = form.pickupAddressId?.trim();
  if (ticketType === 'physical' && !pickupAddressId) {
    return { problem: 'Please select a pickup address for physical tickets' };
  }

  const upiId = form.upiId?.trim() ?? '';
  if (!upiId) return { problem: 'Please provide your UPI ID for payments' };
  if (!UPI_ID_PATTERN.test(upiId)) return { problem: INVALID_UPI };

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
