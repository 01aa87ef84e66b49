import { defineErrors } from '../../../shared/domain/domain-error.js';

export const AlertError = defineErrors({
  ALERT_INVALID: 400,
  ALERT_NOT_FOUND: 404,
  EVENT_NOT_OPEN: 409,
  EVENT_SOLD_OUT: 409,
});

/** What a fan reads (the frontend shows `detail`). */
export const ALERT_MESSAGES = Object.freeze({
  invalidQuantity: 'Number of tickets must be between 1 and 6',
  invalidType: 'Ticket type must be any, mobile or physical',
  invalidMaxPrice: 'Most you will pay must be a whole number of paise above zero',
  eventNotOpen: 'This event is not open for sale',
  soldOut: 'No tickets are on sale for this event: join the waiting list instead',
  alertNotFound: 'Ticket alert not found',
  set: 'We will tell you when tickets are listed',
  removed: 'Ticket alert removed',
  unsubscribed: 'You will get no more ticket alerts for this event',
  badLink: 'This unsubscribe link is not valid',
  notOneClick: 'List-Unsubscribe must be One-Click',
});
