import { checkCheckout as checkPay } from '@ticketsetu/contracts/checkout';
import { CHECKOUT_MESSAGES as m } from './order-errors.js';

/** What a buyer sends to pay for a listing. */
export interface CheckoutRequest {
  listingId: string;
  quantity: number;
  /** The buyer's account on BookMyShow or District, for a mobile ticket. */
  platformId?: string | null;
  /** One of the buyer's saved addresses, for a physical ticket. */
  deliveryAddressId?: string | null;
  /** A hold reserved for the buyer (a waiting-list offer) to take over instead of holding anew. */
  offerId?: string | null;
}

/** The listing as checkout needs it (from the listings module). */
export interface ListingForCheckout {
  sellerId: string;
  ticketType: 'mobile' | 'physical';
  mobileTicketType: 'bookmyshow' | 'district' | null;
}

export interface CheckoutProblem {
  field: keyof CheckoutRequest;
  message: string;
}

/** Checkout's own rules (spec 5), in order (contracts' checkCheckout, the browser's too); availability is decided by the inventory's hold. */
export function checkCheckout(request: CheckoutRequest, listing: ListingForCheckout): CheckoutProblem | null {
  const [problem] = checkPay({ ...request, listing });
  return problem ? { field: problem.field, message: m[problem.code] } : null;
}
