import { CHECKOUT_MESSAGES as m, platformIdCode } from '@ticketsetu/contracts/checkout';
import { checkoutTotal, creditToApply, paise, type Paise } from '@ticketsetu/contracts/money';
import { buyingLimitMessage } from '@ticketsetu/contracts/rules';
import { ApiError } from '../../shared/api/api-error';
import type { CheckoutSummary, OrderRequest } from './queries';

/** The spec's checkout messages (sections 5 and 8), from the table the server sends them from. */
export const CHECKOUT_MESSAGES = {
  loadFailed: m.loadFailed,
  notFound: m.ticketNotFound,
  createFailed: m.createFailed,
  noPayPage: m.noPayPage,
  notAvailable: m.notAvailable,
  noAddress: m.noAddress,
  noDistrictId: m.noDistrictId,
  noBookMyShowId: m.noBookMyShowId,
  ownListing: m.ownListing,
} as const;

type Listing = CheckoutSummary['listing'];

/** The account a mobile ticket is transferred to: its label and the message when it is missing (as the server decides). */
export function platformAccount(listing: Pick<Listing, 'mobile_ticket_type'>): {
  label: string;
  missing: string;
  provider: string;
} {
  const missing = m[platformIdCode(listing.mobile_ticket_type)];
  return listing.mobile_ticket_type === 'district'
    ? { label: 'Your District Id', missing, provider: 'District' }
    : { label: 'Your Book My Show Id', missing, provider: 'BookMyShow' };
}

/** The quantity from the URL when the listing has that many for this buyer, else the spec's default of 1. */
export function chosenQuantity(fromUrl: number | undefined, maxQuantity: number): number {
  return fromUrl !== undefined && Number.isInteger(fromUrl) && fromUrl >= 1 && fromUrl <= maxQuantity ? fromUrl : 1;
}

export interface CheckoutFigures {
  subtotal: Paise;
  fee: Paise;
  creditApplied: Paise;
  total: Paise;
}

/**
 * What the buyer will pay, from the shared money module (integer paise, the server's own arithmetic):
 * price × quantity, 'Platform Fees + Taxes' (buyer_fee_percent, half-up), less the rewards credit the
 * server will apply (the money module's creditToApply, the server's own rule). The server's figures on
 * the order are the ones charged.
 */
export function checkoutFigures(summary: CheckoutSummary, quantity: number): CheckoutFigures {
  const price = paise(summary.listing.price);
  const feePercent = summary.event.buyer_fee_percent;
  const credit = paise(summary.rewards_credit);
  const full = checkoutTotal(price, quantity, feePercent);
  return checkoutTotal(price, quantity, feePercent, creditToApply(credit, full.total));
}

/**
 * What the page says of the event's cap on tickets per buyer (ADR 70), counting what the buyer holds or
 * has bought of it already; null when the event has none. The server refuses past it with the same words.
 */
export function buyingLimitNote(summary: Pick<CheckoutSummary, 'event' | 'tickets_already'>): string | null {
  const max = summary.event.max_tickets_per_buyer;
  return max === null || max === undefined ? null : buyingLimitMessage(max, summary.tickets_already);
}

/** The buyer holds or has bought as many of the event's tickets as its cap allows. */
export function atBuyingLimit(summary: Pick<CheckoutSummary, 'event' | 'tickets_already'>): boolean {
  const max = summary.event.max_tickets_per_buyer;
  return max !== null && max !== undefined && summary.tickets_already >= max;
}

/**
 * Can this buyer pay for this listing now? The reason to show when not. Seats a waiting-list offer
 * holds for the buyer are off public sale (is_on_sale false, max_quantity 0), so with a live offer
 * the buyer may pay all the same.
 */
export function cannotBuyReason(summary: CheckoutSummary, holdsOffer = false): string | null {
  if (summary.own_listing) return CHECKOUT_MESSAGES.ownListing;
  if (holdsOffer) return null;
  if (!summary.listing.is_on_sale) return CHECKOUT_MESSAGES.notAvailable;
  if (atBuyingLimit(summary)) return buyingLimitNote(summary);
  if (summary.max_quantity < 1) return CHECKOUT_MESSAGES.notAvailable;
  return null;
}

/** The body of Pay: only the field the ticket's type needs, and the waiting-list offer paid with, if any. */
export function orderRequest(
  listing: Pick<Listing, 'id' | 'ticket_type'>,
  quantity: number,
  platformId: string | undefined,
  deliveryAddressId: string | null | undefined,
  offerId?: string,
): OrderRequest {
  const offer = offerId ? { offerId } : {};
  return listing.ticket_type === 'mobile'
    ? { listingId: listing.id, quantity, platformId: platformId?.trim() ?? '', ...offer }
    : { listingId: listing.id, quantity, deliveryAddressId: deliveryAddressId ?? '', ...offer };
}

/** What to do after Pay was refused or got no answer. */
export interface PayFailure {
  message: string;
  /** The field the server named, shown next to it. */
  field?: 'platformId' | 'deliveryAddressId';
  /**
   * The outcome is unknown (no answer, a 5xx other than a failed payment start: the order may exist,
   * holding the seats) or still to come
   * (409 PAYMENT_SETUP_IN_PROGRESS): pressing Pay again with the same request is a retry of the same
   * Pay and sends the same Idempotency-Key.
   */
  keepKey: boolean;
  /** What the page knows about the listing may be out of date (sold, withdrawn): load it again. */
  refresh: boolean;
}

export function payFailure(error: unknown): PayFailure {
  if (!(error instanceof ApiError) || error.status === 0) {
    return { message: CHECKOUT_MESSAGES.createFailed, keepKey: true, refresh: false };
  }
  // 502 (refused) or 503 GATEWAY_UNAVAILABLE (no answer): the payment could not start, the order failed
  // and its seats went back on sale; other 5xx: the outcome is unknown.
  if (error.status >= 500) {
    const startFailed = error.status === 502 || error.code === 'GATEWAY_UNAVAILABLE';
    return { message: CHECKOUT_MESSAGES.createFailed, keepKey: !startFailed, refresh: startFailed };
  }
  // A repeat of a Pay whose payment is still being set up (ADR 33): the same Pay again gets its order.
  if (error.code === 'PAYMENT_SETUP_IN_PROGRESS') return { message: error.detail, keepKey: true, refresh: false };
  const field = error.problem?.errors
    ?.map((problem) => problem.field)
    .find((name): name is 'platformId' | 'deliveryAddressId' => name === 'platformId' || name === 'deliveryAddressId');
  return {
    message: error.detail,
    ...(field ? { field } : {}),
    keepKey: false,
    refresh: error.status === 404 || error.status === 409,
  };
}
