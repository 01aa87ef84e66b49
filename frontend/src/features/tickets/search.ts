import { lenient, uuidText, v } from '../../shared/search-params';

export const ticketsTabs = ['purchases', 'listings'] as const;
export type TicketsTab = (typeof ticketsTabs)[number];

/**
 * /tickets?tab=purchases|listings; anything else shows purchases. `rate`: a purchase whose seller the
 * buyer is asked to rate (the link in the email that says the transfer is complete, ADR 65).
 */
export const ticketsSearchSchema = v.object({
  tab: lenient(v.picklist(ticketsTabs)),
  rate: uuidText(),
});
