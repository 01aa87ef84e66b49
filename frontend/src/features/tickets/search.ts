import { lenient, z } from '../../shared/search-params';

export const ticketsTabs = ['purchases', 'listings'] as const;
export type TicketsTab = (typeof ticketsTabs)[number];

/** /tickets?tab=purchases|listings; anything else shows purchases. */
export const ticketsSearchSchema = z.object({
  tab: lenient(z.enum(ticketsTabs)),
});
