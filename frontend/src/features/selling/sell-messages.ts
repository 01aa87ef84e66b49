import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListingCode, ListingProblem } from '@ticketsetu/contracts/listing-form';
import { listingMessage } from '@ticketsetu/contracts/listing-form';
import { formatInr, type ResaleCap } from '@ticketsetu/contracts/money';

// With the submit flow (sell-check.ts, submit-listing.ts), not in the sell page's first load: it carries contracts' checkListing.

/*
 * The sell form's sentences in the reader's language (issue 37): one message per code of contracts'
 * checkListing (English: LISTING_MESSAGES' words, byte for byte; sell-messages.test.ts holds them so).
 */

/** LISTING_MESSAGES by code, but priceAboveCap (its sentence names the cap: listingProblemMessage). */
const LISTING_CODE_MESSAGES: Record<Exclude<ListingCode, 'priceAboveCap'>, MessageDescriptor> = {
  noEvent: msg`Please select an event`,
  resaleNotPermitted: msg`The organiser does not permit resale of tickets for this event, so they cannot be listed.`,
  invalidPrice: msg`Please enter a valid price`,
  priceTooHigh: msg`The price per ticket can be at most ₹10,00,000.00`,
  invalidFaceValue: msg`Please enter a valid face value`,
  noFaceValue: msg`Please enter the face value printed on your ticket`,
  invalidQuantity: msg`Number of tickets must be between 1 and 6`,
  noTicketType: msg`Please choose Mobile Transfer or Physical Ticket`,
  noProvider: msg`Please choose BookMyShow or District for a mobile ticket`,
  noPickupAddress: msg`Please select a pickup address for physical tickets`,
  noUpi: msg`Please provide your UPI ID for payments`,
  invalidUpi: msg`Please enter a valid UPI ID (e.g., username@bank)`,
};

function priceAboveCap(i18n: I18n, cap: ResaleCap & { maxPrice: number }): string {
  const max = formatInr(cap.maxPrice);
  if (cap.rule === 'percent') {
    const percent = cap.percent;
    return i18n._(msg`The price per ticket can be at most ${max} for this event (face value + ${percent}%)`);
  }
  return i18n._(msg`The price per ticket can be at most ${max} for this event`);
}

/** A checkListing problem (the browser's or the server's `{ field, code }`) in the reader's language; English for a code unknown here. */
export function listingProblemMessage(i18n: I18n, problem: ListingProblem): string {
  if (problem.code === 'priceAboveCap') return problem.cap ? priceAboveCap(i18n, problem.cap) : listingMessage(problem);
  const known = Object.hasOwn(LISTING_CODE_MESSAGES, problem.code) ? LISTING_CODE_MESSAGES[problem.code] : undefined;
  return known ? i18n._(known) : listingMessage(problem);
}

/** The sentence of a code the server sent on a field, if this form knows it. */
export function listingCodeMessage(i18n: I18n, code: string | undefined): string | undefined {
  if (!code || !Object.hasOwn(LISTING_CODE_MESSAGES, code)) return undefined;
  return i18n._(LISTING_CODE_MESSAGES[code as keyof typeof LISTING_CODE_MESSAGES]);
}
