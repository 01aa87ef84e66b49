import { z } from 'zod';
import { MAX_TICKETS_PER_ORDER } from '../event-page/search';

/**
 * /checkout/$ticketId?quantity=2: a malformed quantity is dropped (the page then offers 1).
 * `offer`: a waiting-list offer's id (the offer email's link), whose held seats Pay uses.
 */
export const checkoutSearchSchema = z.object({
  quantity: z.number().int().min(1).max(MAX_TICKETS_PER_ORDER).optional().catch(undefined),
  offer: z.guid().optional().catch(undefined),
});
