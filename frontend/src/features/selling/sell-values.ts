import type { MobileProvider, SellField, TicketType } from './sell-rules';

/** What the sell form holds (the pickup address lives in the address picker; amounts are rupees). */
export interface SellValues {
  eventId?: string;
  quantity: number;
  price?: number | null;
  /** Face value per ticket in rupees, asked when the event caps resale. */
  faceValue?: number | null;
  seatNumber?: string;
  section?: string;
  row?: string;
  ticketType: TicketType;
  mobileTicketType?: MobileProvider;
  upiId?: string;
}

/** The sell form's own fields (the pickup address's problem is shown by the picker's group). */
export type FormField = Exclude<SellField, 'pickupAddressId'>;
