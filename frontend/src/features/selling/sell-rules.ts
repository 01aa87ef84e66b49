import {
  MAX_TICKET_PRICE_PAISE,
  type Paise,
  type ResaleCap,
  resaleCap,
  rupeesToPaise,
} from '@ticketsetu/contracts/money';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * The sell form's rules, checked in the browser before anything is sent by the server's own check
 * (contracts/listing-form: checkListing, in sell-check.ts) with its messages; every amount goes through
 * contracts/money, the same arithmetic the server uses (the resale cap included, ADR 28).
 */

export type TicketType = 'mobile' | 'physical';
export type MobileProvider = 'bookmyshow' | 'district';

/** The form's own notices in the reader's language (the success message is the server's words too). */
export const SELL_MESSAGES = {
  listed: msg`Ticket is under review by our team, it will be listed soon!`,
  signedOut: msg`Please login first`,
  uploadFailed: msg`Error uploading files or creating ticket listing`,
} as const;

/** 'Failed to list ticket: <the server's words>'. */
export function listingFailedMessage(i18n: I18n, detail: string): string {
  return i18n._(msg`Failed to list ticket: ${detail}`);
}

/** How an event caps resale (its EventDto fields): a percent over face value, a price in paise, or neither. */
export interface EventCap {
  resale_cap_percent?: number | null;
  resale_cap_price?: number | null;
  /** The organiser forbids resale (ADR 63): nothing can be listed. */
  resale_not_permitted?: boolean;
}

/** What the seller has filled in (price and face value in rupees, as the boxes hold them). */
export interface SellFormInput {
  eventId?: string | null;
  quantity?: number | null;
  price?: number | null;
  faceValue?: number | null;
  ticketType?: TicketType | null;
  mobileTicketType?: MobileProvider | null;
  pickupAddressId?: string | null;
  upiId?: string | null;
}

/** The field a problem belongs to, so the form can show it there (the server's `errors[].field` names). */
export type SellField =
  'eventId' | 'price' | 'faceValue' | 'quantity' | 'ticketType' | 'mobileTicketType' | 'pickupAddressId' | 'upiId';

export const SELL_FIELDS: readonly SellField[] = [
  'eventId',
  'price',
  'faceValue',
  'quantity',
  'ticketType',
  'mobileTicketType',
  'pickupAddressId',
  'upiId',
];

export interface SellProblem {
  field: SellField;
  message: string;
}

/** Rupees as typed (1499.5) in paise (149950), or null when it is not an amount with at most 2 decimals. */
export function pricePaise(rupees: number | null | undefined): Paise | null {
  return rupees === null || rupees === undefined ? null : rupeesToPaise(rupees);
}

/**
 * The event's cap for a ticket of this face value (rupees, as typed), or null when the event sets none.
 * A percent cap's `maxPrice` is null until a valid face value is known.
 */
export function capFor(event: EventCap | undefined, faceValueRupees?: number | null): ResaleCap | null {
  if (!event) return null;
  const face = pricePaise(faceValueRupees);
  return resaleCap({
    faceValue: face !== null && face > 0 && face <= MAX_TICKET_PRICE_PAISE ? face : null,
    capPercent: event.resale_cap_percent ?? null,
    capPrice: (event.resale_cap_price ?? null) as Paise | null,
  });
}
