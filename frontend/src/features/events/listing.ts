import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Listing } from './queries';

/** The most tickets one order may buy (and one waiting-list entry may ask for). */
export const MAX_TICKETS_PER_ORDER = 6;

const providerNames = { bookmyshow: 'BookMyShow', district: 'District' } as const;

/** 'Mobile Transfer via BookMyShow' or 'Physical Ticket (courier)', in the reader's language. */
export function ticketTypeLabel(i18n: I18n, listing: Pick<Listing, 'ticket_type' | 'mobile_ticket_type'>): string {
  if (listing.ticket_type === 'physical') return i18n._(msg`Physical Ticket (courier)`);
  if (!listing.mobile_ticket_type) return i18n._(msg`Mobile Transfer`);
  const provider = providerNames[listing.mobile_ticket_type];
  return i18n._(msg`Mobile Transfer via ${provider}`);
}

/** 'Gold · Row F · Seat FP-12', or a plain phrase when the seller gave no seat details. */
export function seatLabel(i18n: I18n, listing: Pick<Listing, 'section' | 'row' | 'seat_number'>): string {
  const { section, row, seat_number: seat } = listing;
  const parts = [section, row && i18n._(msg`Row ${row}`), seat && i18n._(msg`Seat ${seat}`)].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : i18n._(msg`General admission`);
}

/** What a fan waiting for tickets, or asking for an alert, accepts: any ticket, or one type. */
export type WantedTicketType = 'any' | 'mobile' | 'physical';

const wantedTypeWords = {
  any: msg`any type`,
  mobile: msg`Mobile Transfer`,
  physical: msg`Physical Ticket`,
} as const satisfies Record<WantedTicketType, unknown>;

/** 'any type', 'Mobile Transfer', 'Physical Ticket' in a sentence, in the reader's language. */
export function wantedTypeLabel(i18n: I18n, type: WantedTicketType): string {
  return i18n._(wantedTypeWords[type]);
}

const wantedTypeChoices = [
  { value: 'any', label: msg`Any type` },
  { value: 'mobile', label: msg`Mobile Transfer` },
  { value: 'physical', label: msg`Physical Ticket` },
] as const satisfies readonly { value: WantedTicketType; label: unknown }[];

/** The choices of a "Type you accept" box, in the reader's language. */
export function wantedTypeOptions(i18n: I18n): { value: WantedTicketType; label: string }[] {
  return wantedTypeChoices.map((choice) => ({ value: choice.value, label: i18n._(choice.label) }));
}
