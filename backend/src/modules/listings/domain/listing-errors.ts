import { defineErrors } from '../../../shared/domain/domain-error.js';

/** What the listings module refuses, with the status each maps to. */
export const ListingError = defineErrors({
  LISTING_INVALID: 400,
  FILE_REFUSED: 400,
  LISTING_NOT_FOUND: 404,
  EVENT_NOT_FOUND: 404,
  /** Each listing state refusal its own code, so the browser says each sentence in the reader's language. */
  LISTING_PROOFS_BEING_READ: 409,
  LISTING_NOT_REFUSABLE: 409,
  LISTING_NOT_WITHDRAWABLE: 409,
  LISTING_NOT_REVIEWABLE: 409,
  EVENT_CLOSED: 400,
  /** The organiser forbids resale of the event's tickets (ADR 63). */
  RESALE_NOT_PERMITTED: 400,
  /** Deleting an event with listings or sales: deactivate it instead. */
  EVENT_IN_USE: 409,
});

export const LISTING_NOT_FOUND = 'Ticket not found';
