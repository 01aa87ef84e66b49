import { CHECKOUT_MESSAGES } from '@ticketsetu/contracts/checkout';
import { defineErrors } from '../../../shared/domain/domain-error.js';

export const OrderError = defineErrors({
  CHECKOUT_INVALID: 400,
  ORDER_NOT_FOUND: 404,
  OWN_LISTING: 409,
  NOT_AVAILABLE: 409,
  /** The event's tax documents cannot be placed now (its state): a sentence of its own, not 'no longer available'. */
  EVENT_NOT_PLACED: 409,
  BUYING_LIMIT: 409,
  ORDER_STATE: 409,
  PAYMENT_SETUP_IN_PROGRESS: 409,
  /** A Pay refused during a rush (the checkout admission, before Nest). */
  CHECKOUT_BUSY: 429,
  PAYMENT_FAILED_TO_START: 502,
  GATEWAY_UNAVAILABLE: 503,
});

export type OrderCode = keyof typeof OrderError.codes;

/** The spec's words (sections 5 and 8), from checkout's one table (contracts/checkout). */
export { CHECKOUT_MESSAGES };

/** Ours (ADR 59): Cancel on an order whose payment has settled. */
export const ORDER_PAID = 'This order is paid already, so it cannot be cancelled.';
