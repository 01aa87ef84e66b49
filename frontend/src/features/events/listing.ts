import type { Listing } from './queries';

/** The most tickets one order may buy (and one waiting-list entry may ask for). */
export const MAX_TICKETS_PER_ORDER = 6;

const providerNames = { bookmyshow: 'BookMyShow', district: 'District' } as const;

/** 'Mobile Transfer via BookMyShow' or 'Physical Ticket (courier)'. */
export function ticketTypeLabel(listing: Pick<Listing, 'ticket_type' | 'mobile_ticket_type'>): string {
  if (listing.ticket_type === 'physical') return 'Physical Ticket (courier)';
  return listing.mobile_ticket_type
    ? `Mobile Transfer via ${providerNames[listing.mobile_ticket_type]}`
    : 'Mobile Transfer';
}

/** 'Gold · Row F · Seat FP-12', or a plain phrase when the seller gave no seat details. */
export function seatLabel(listing: Pick<Listing, 'section' | 'row' | 'seat_number'>): string {
  const parts = [
    listing.section,
    listing.row && `Row ${listing.row}`,
    listing.seat_number && `Seat ${listing.seat_number}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'General admission';
}
