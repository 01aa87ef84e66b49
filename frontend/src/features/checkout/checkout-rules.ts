import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CHECKOUT_MESSAGES as m, platformIdCode } from '@ticketsetu/contracts/checkout';
import { checkoutTotal, creditToApply, paise, type Paise } from '@ticketsetu/contracts/money';
import { ApiError } from '../../shared/api/api-error';
import { ticketCount } from '../../shared/i18n';
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
  startInProgress: m.startInProgress,
} as const;

export type CheckoutMessage = keyof typeof CHECKOUT_MESSAGES;

/**
 * The same messages in the reader's language (issue 37): the English of each is the spec's, as the
 * table above has it (checkout-rules.test.ts holds them equal).
 */
export const CHECKOUT_WORDS: Readonly<Record<CheckoutMessage, MessageDescriptor>> = {
  loadFailed: msg`Failed to load ticket`,
  notFound: msg`Ticket not found`,
  createFailed: msg`Failed to create payment order`,
  noPayPage: msg`Failed to initiate payment. Please try again.`,
  notAvailable: msg`This ticket is no longer available`,
  noAddress: msg`Please select a delivery address`,
  noDistrictId: msg`Please enter your District Id`,
  noBookMyShowId: msg`Please enter your Book My Show Id`,
  ownListing: msg`You cannot buy your own tickets`,
  startInProgress: msg`Your payment is still being set up. Please try again in a moment.`,
};

/** A checkout message in the page's language. */
export function checkoutMessage(i18n: I18n, key: CheckoutMessage): string {
  return i18n._(CHECKOUT_WORDS[key]);
}

type Listing = CheckoutSummary['listing'];

/**
 * The account a mobile ticket is transferred to: its label and the message when it is missing (as the
 * server decides), in the page's language.
 */
export function platformAccount(
  i18n: I18n,
  listing: Pick<Listing, 'mobile_ticket_type'>,
): {
  label: string;
  missing: string;
  provider: string;
} {
  const missing = checkoutMessage(i18n, platformIdCode(listing.mobile_ticket_type));
  return listing.mobile_ticket_type === 'district'
    ? { label: i18n._(msg`Your District Id`), missing, provider: 'District' }
    : { label: i18n._(msg`Your Book My Show Id`), missing, provider: 'BookMyShow' };
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
 * has bought of it already; null when the event has none. In English, the words the server refuses past
 * it with (contracts' buyingLimitMessage, which checkout-rules.test.ts holds equal); counted by the
 * reader's language's plural rules.
 */
export function buyingLimitNote(
  i18n: I18n,
  summary: Pick<CheckoutSummary, 'event' | 'tickets_already'>,
): string | null {
  const max = summary.event.max_tickets_per_buyer;
  if (max === null || max === undefined) return null;
  const most = ticketCount(i18n, max);
  const already = summary.tickets_already;
  if (already <= 0) return i18n._(msg`You can buy at most ${most} for this event.`);
  const had = ticketCount(i18n, already);
  const left = Math.max(0, max - already);
  return left === 0
    ? i18n._(msg`You can buy at most ${most} for this event. You already have ${had}, so you cannot buy more.`)
    : i18n._(msg`You can buy at most ${most} for this event. You already have ${had}, so you can buy ${left} more.`);
}

/** The buyer holds or has bought as many of the event's tickets as its cap allows. */
export function atBuyingLimit(summary: Pick<CheckoutSummary, 'event' | 'tickets_already'>): boolean {
  const max = summary.event.max_tickets_per_buyer;
  return max !== null && max !== undefined && summary.tickets_already >= max;
}

/** Why a listing cannot be bought here: the seller's own, off sale (or sold out), or the buyer at the event's cap. */
export type CannotBuy = 'ownListing' | 'notAvailable' | 'atLimit';

/**
 * Can this buyer pay for this listing now? Why not, when not. Seats a waiting-list offer holds for the
 * buyer are off public sale (is_on_sale false, max_quantity 0), so with a live offer the buyer may pay
 * all the same.
 */
export function cannotBuyReason(summary: CheckoutSummary, holdsOffer = false): CannotBuy | null {
  if (summary.own_listing) return 'ownListing';
  if (holdsOffer) return null;
  if (!summary.listing.is_on_sale) return 'notAvailable';
  if (atBuyingLimit(summary)) return 'atLimit';
  if (summary.max_quantity < 1) return 'notAvailable';
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

/** The refusals whose words the page has in every language, by the server's code (else its `detail`). */
const REFUSALS: Readonly<Record<string, CheckoutMessage>> = {
  OWN_LISTING: 'ownListing',
  NOT_AVAILABLE: 'notAvailable',
  PAYMENT_SETUP_IN_PROGRESS: 'startInProgress',
};

/** The Pay form's field codes (contracts' checkCheckout) whose words the page has. */
const FIELD_CODES: readonly string[] = ['noAddress', 'noDistrictId', 'noBookMyShowId'] satisfies CheckoutMessage[];

/** A refusal's words in the page's language when the page knows its code, else the server's. */
function refusalMessage(i18n: I18n, error: ApiError, fieldCode: string | undefined): string {
  const known =
    fieldCode && FIELD_CODES.includes(fieldCode)
      ? (fieldCode as CheckoutMessage)
      : error.code && Object.hasOwn(REFUSALS, error.code)
        ? REFUSALS[error.code]
        : undefined;
  return known ? checkoutMessage(i18n, known) : error.detail;
}

export function payFailure(i18n: I18n, error: unknown): PayFailure {
  const createFailed = checkoutMessage(i18n, 'createFailed');
  if (!(error instanceof ApiError) || error.status === 0) {
    return { message: createFailed, keepKey: true, refresh: false };
  }
  // 502 (refused) or 503 GATEWAY_UNAVAILABLE (no answer): the payment could not start, the order failed
  // and its seats went back on sale; other 5xx: the outcome is unknown.
  if (error.status >= 500) {
    const startFailed = error.status === 502 || error.code === 'GATEWAY_UNAVAILABLE';
    return { message: createFailed, keepKey: !startFailed, refresh: startFailed };
  }
  // A repeat of a Pay whose payment is still being set up (ADR 33): the same Pay again gets its order.
  if (error.code === 'PAYMENT_SETUP_IN_PROGRESS') {
    return { message: refusalMessage(i18n, error, undefined), keepKey: true, refresh: false };
  }
  const fieldProblem = error.problem?.errors?.find(
    (problem) => problem.field === 'platformId' || problem.field === 'deliveryAddressId',
  );
  const field = fieldProblem?.field as 'platformId' | 'deliveryAddressId' | undefined;
  return {
    message: refusalMessage(i18n, error, fieldProblem?.code),
    ...(field ? { field } : {}),
    keepKey: false,
    refresh: error.status === 404 || error.status === 409,
  };
}
