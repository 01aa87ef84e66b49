import { defineErrors } from '../../../shared/domain/domain-error.js';

export const OrderError = defineErrors({
  CHECKOUT_INVALID: 400,
  ORDER_NOT_FOUND: 404,
  OWN_LISTING: 409,
  NOT_AVAILABLE: 409,
  BUYING_LIMIT: 409,
  ORDER_STATE: 409,
  PAYMENT_SETUP_IN_PROGRESS: 409,
  PAYMENT_FAILED_TO_START: 502,
  GATEWAY_UNAVAILABLE: 503,
});

/** The spec's words (sections 5 and 8). */
export const CHECKOUT_MESSAGES = Object.freeze({
  ticketNotFound: 'Ticket not found',
  notAvailable: 'This ticket is no longer available',
  noAddress: 'Please select a delivery address',
  noDistrictId: 'Please enter your District Id',
  noBookMyShowId: 'Please enter your Book My Show Id',
  ownListing: 'You cannot buy your own tickets',
  createFailed: 'Failed to create payment order',
  orderNotFound: 'Transaction data not found',
  checkFailed: 'Failed to check order status',
  /** Ours (ADR 33): a repeat of a Pay whose payment start is slow; the same Pay again, later, gets the order. */
  startInProgress: 'Your payment is still being set up. Please try again in a moment.',
  /**
   * Ours (ADR 58): the fees are placed where the event is held and staff have not said where that is, so
   * no invoice could be issued: the event is not sold until they do.
   */
  eventNotPlaced: 'Tickets for this event cannot be bought right now. Please try again later.',
});

/** Ours (ADR 59): Cancel on an order whose payment has settled. */
export const ORDER_PAID = 'This order is paid already, so it cannot be cancelled.';
