// Checkout (spec 5): its messages in one table, the spec's words (sections 5 and 8), and the Pay form's
// check, which the server's checkout and the browser's checkout page share.
import type { FormProblem } from './forms.ts';
import { LISTING_MESSAGES, MAX_TICKETS_PER_LISTING } from './rules.ts';

export const CHECKOUT_MESSAGES = Object.freeze({
  loadFailed: 'Failed to load ticket',
  ticketNotFound: 'Ticket not found',
  notAvailable: 'This ticket is no longer available',
  invalidQuantity: LISTING_MESSAGES.invalidQuantity,
  noAddress: 'Please select a delivery address',
  noDistrictId: 'Please enter your District Id',
  noBookMyShowId: 'Please enter your Book My Show Id',
  ownListing: 'You cannot buy your own tickets',
  createFailed: 'Failed to create payment order',
  noPayPage: 'Failed to initiate payment. Please try again.',
  orderNotFound: 'Transaction data not found',
  checkFailed: 'Failed to check order status',
  /** Ours (ADR 33): a repeat of a Pay whose payment start is slow; the same Pay again, later, gets the order. */
  startInProgress: 'Your payment is still being set up. Please try again in a moment.',
  /**
   * Ours (ADR 58): the fees are placed where the event is held and staff have not said where that is, so
   * no invoice could be issued: the event is not sold until they do.
   */
  eventNotPlaced: 'Tickets for this event cannot be bought right now. Please try again later.',
} as const);

export type CheckoutField = 'quantity' | 'deliveryAddressId' | 'platformId';
export type CheckoutCode = 'invalidQuantity' | 'noAddress' | 'noDistrictId' | 'noBookMyShowId';
export type CheckoutProblem = FormProblem<CheckoutField, CheckoutCode>;

export interface CheckoutInput {
  quantity: number;
  /** The buyer's account on BookMyShow or District, for a mobile ticket. */
  platformId?: string | null;
  /** One of the buyer's saved addresses, for a physical ticket. */
  deliveryAddressId?: string | null;
  listing: { ticketType: 'mobile' | 'physical'; mobileTicketType?: 'bookmyshow' | 'district' | null };
}

/** The account a mobile ticket goes to, and the code when it is missing. */
export function platformIdCode(mobileTicketType: string | null | undefined): 'noDistrictId' | 'noBookMyShowId' {
  return mobileTicketType === 'district' ? 'noDistrictId' : 'noBookMyShowId';
}

/** The Pay form's problems (spec 5), in order; availability is decided by the inventory's hold. */
export function checkCheckout({ quantity, platformId, deliveryAddressId, listing }: CheckoutInput): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_TICKETS_PER_LISTING) {
    problems.push({ field: 'quantity', code: 'invalidQuantity' });
  }
  if (listing.ticketType === 'physical' && !deliveryAddressId?.trim()) {
    problems.push({ field: 'deliveryAddressId', code: 'noAddress' });
  }
  if (listing.ticketType === 'mobile' && !platformId?.trim()) {
    problems.push({ field: 'platformId', code: platformIdCode(listing.mobileTicketType) });
  }
  return problems;
}
