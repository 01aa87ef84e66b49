import type { SaleFacts } from '../../../shared/domain/domain-events.js';

/** The event's side of a sale, as catalog reads it. */
export interface SoldEvent {
  sellerFeePercent: number;
  eventDate: Date;
  state: string | null;
}

/**
 * The facts a sale is made under (ADR 83), carried on its TicketSold: the event's seller fee percent,
 * start and state (its fees' place of supply), and the UPI id the listing is paid out to.
 */
export function saleFacts(event: SoldEvent, sellerUpiId: string): SaleFacts {
  return {
    sellerFeePercent: event.sellerFeePercent,
    eventStartsAt: event.eventDate.toISOString(),
    placeOfSupply: event.state,
    sellerUpiId,
  };
}
