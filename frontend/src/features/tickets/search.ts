import { lenient, v } from '../../shared/search-params';

export const ticketsTabs = ['purchases', 'listings'] as const;
export type TicketsTab = (typeof ticketsTabs)[number];

/** /tickets?tab=purchases|listings; anything else shows purchases. */
export const ticketsSearchSchema = v.object({
  tab: lenient(v.picklist(ticketsTabs)),
});
