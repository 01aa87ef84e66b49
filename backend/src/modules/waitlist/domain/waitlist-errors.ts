import { defineErrors } from '../../../shared/domain/domain-error.js';

export const WaitlistError = defineErrors({
  WAITLIST_INVALID: 400,
  ENTRY_NOT_FOUND: 404,
  OFFER_NOT_FOUND: 404,
  EVENT_NOT_OPEN: 409,
  TICKETS_AVAILABLE: 409,
  OFFER_ENDED: 409,
  OFFER_IN_CHECKOUT: 409,
  OFFER_STATE: 409,
});

/** What a user reads (the frontend shows `detail`). */
export const WAITLIST_MESSAGES = Object.freeze({
  invalidQuantity: 'Number of tickets must be between 1 and 6',
  invalidType: 'Ticket type must be any, mobile or physical',
  eventNotOpen: 'This event is not open for sale',
  ticketsAvailable: 'Tickets are available for this event: you can buy them now',
  entryNotFound: 'Waiting list entry not found',
  offerNotFound: 'Offer not found',
  offerEnded: 'This offer has ended',
  offerInCheckout: 'You are checking out with this offer already',
});
