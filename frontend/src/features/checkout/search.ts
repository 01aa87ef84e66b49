import { uuidText, v, wholeNumber } from '../../shared/search-params';
import { MAX_TICKETS_PER_ORDER } from '../events';

/**
 * /checkout/$ticketId?quantity=2: a malformed quantity is dropped (the page then offers 1).
 * `offer`: a waiting-list offer's id (the offer email's link), whose held seats Pay uses.
 */
export const checkoutSearchSchema = v.object({
  quantity: wholeNumber(1, MAX_TICKETS_PER_ORDER),
  offer: uuidText(),
});
