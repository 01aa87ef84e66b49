// The rules and messages both the browser and the server check, written once. The server's checks
// are the ones that count; the browser's save a round trip.
import { formatInr, type Paise, type ResaleCap, resaleCapLabel } from './money.ts';

/** The most tickets one listing may hold (spec 2: "Number of tickets must be between 1 and 6"); checkout's cap too. */
export const MAX_TICKETS_PER_LISTING = 6;

/** The product's one UPI id rule: letters, digits, dot, hyphen or underscore, then @, then letters or digits. */
export const UPI_ID_PATTERN: RegExp = /^[a-zA-Z0-9._-]+@[a-zA-Z0-9]+$/;
export const INVALID_UPI = 'Please enter a valid UPI ID (e.g., username@bank)' as const;

export const PIN_CODE_PATTERN: RegExp = /^[0-9]{6}$/;
export const INVALID_PIN = 'Please enter a valid 6-digit PIN code' as const;

export const MINIMUM_AGE = 18 as const;
export const UNDER_AGE = 'You must be at least 18 years old to sign up' as const;

export const PASSWORD_MIN_LENGTH = 8 as const;
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters' as const;

export const INVALID_PHONE = 'Please enter a valid Indian mobile number' as const;

/** What may stand between a mobile number's digits as people type them. */
const PHONE_GAP = '[ ().-]*';
/**
 * An Indian mobile number as people type it: 10 digits starting 6-9, after +91, 91, 0 or nothing,
 * with spaces, dashes, dots or brackets anywhere ('98765 43210', '+91 98765-43210', '09876543210').
 */
export const INDIAN_MOBILE_PATTERN: RegExp = new RegExp(
  `^${PHONE_GAP}(?:(?:\\+${PHONE_GAP})?9${PHONE_GAP}1${PHONE_GAP}|0${PHONE_GAP})?[6-9](?:${PHONE_GAP}\\d){9}${PHONE_GAP}$`,
);

/** The 10 national digits of an Indian mobile number (INDIAN_MOBILE_PATTERN), or null when it is not one. */
export function indianMobileDigits(input: string): string | null {
  return INDIAN_MOBILE_PATTERN.test(input) ? input.replace(/\D/g, '').slice(-10) : null;
}

/**
 * An event's image: an absolute http(s) address of a host name (letters, digits, dots, hyphens; no
 * port), or a path on this site ('/images/…', as the demo's pictures are), in printable ASCII.
 */
export const IMAGE_URL_PATTERN: RegExp =
  /^(?:https?:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?:[/?#][!-~]*)?|\/(?:[!-.0-[\]-~][!-~]*)?)$/;

export function isImageUrl(value: string): boolean {
  return IMAGE_URL_PATTERN.test(value);
}

/** The sell form's checks, in the order the spec gives them (and both sides apply them). */
export const LISTING_MESSAGES = Object.freeze({
  noEvent: 'Please select an event',
  invalidPrice: 'Please enter a valid price',
  priceTooHigh: 'The price per ticket can be at most ₹10,00,000.00',
  invalidQuantity: 'Number of tickets must be between 1 and 6',
  noTicketType: 'Please choose Mobile Transfer or Physical Ticket',
  noProvider: 'Please choose BookMyShow or District for a mobile ticket',
  noPickupAddress: 'Please select a pickup address for physical tickets',
  noUpi: 'Please provide your UPI ID for payments',
  invalidUpi: INVALID_UPI,
  noFaceValue: 'Please enter the face value printed on your ticket',
  invalidFaceValue: 'Please enter a valid face value',
  /** A proof's ticket code is held by another live listing, any seller's (ADR 62). */
  sameTicketListed: 'This ticket is already listed or sold on TicketSetu. If it is yours, contact support.',
  /** One ticket code on two of a listing's proofs (one booking shown as two tickets). */
  sameTicketTwice: 'The same ticket code is on more than one proof of this listing: each ticket needs its own proof.',
  /** HEIC is stored for transfer proofs, but its codes cannot be read here (ADR 62). */
  heicNotRead:
    'HEIC photos cannot be read for their ticket code: please upload a screenshot (JPEG, PNG or WebP) or the PDF',
  /** The organiser forbids resale of the event's tickets (ADR 63). */
  resaleNotPermitted: 'The organiser does not permit resale of tickets for this event, so they cannot be listed.',
} as const);

/** What staff mark an event whose organiser forbids resale, and what its page says (ADR 63). */
export const RESALE_NOT_PERMITTED = 'Resale not permitted by the organiser' as const;

/** What staff are told of a listing's proofs (ADR 62): each kind is a filter of Admin > Tickets. */
export const PROOF_FLAG_KINDS = Object.freeze(['same_code', 'looks_like', 'no_code', 'fewer_codes'] as const);

/**
 * The refusal of a price above an event's resale cap (checked right after the price itself), e.g.
 * 'The price per ticket can be at most ₹1,200.00 for this event (face value + 20%)'. `cap` is a
 * `resaleCap(...)` result with its maxPrice known.
 */
export function priceAboveCapMessage(cap: ResaleCap & { maxPrice: Paise }): string {
  const rule = cap.rule === 'percent' ? ` (${resaleCapLabel(cap)})` : '';
  return `The price per ticket can be at most ${formatInr(cap.maxPrice)} for this event${rule}`;
}

/**
 * The spec's sold-out rule, the other way round: an event has tickets on sale while some are left
 * and there is a price to start from. The event card, the event page and the page's head and
 * preview all ask this.
 */
export function hasTicketsOnSale(availableTickets: number, minPrice: number | null): boolean {
  return availableTickets > 0 && minPrice !== null;
}

/**
 * An event's time status (spec 4): Active from this many hours before the start until the start,
 * Upcoming before that, Expired from the start on (ADR 26).
 */
export const EVENT_ACTIVE_WINDOW_HOURS = 2 as const;

/** Admin > Events: what staff are told, and what the create and edit forms refuse (with the field). */
export const EVENT_MESSAGES = Object.freeze({
  created: 'Event created successfully!',
  updated: 'Event updated successfully!',
  verified: 'Event verified successfully!',
  rejected: 'Event rejected successfully!',
  activated: 'Event activated',
  deactivated: 'Event deactivated',
  deleted: 'Event deleted successfully!',
  titleRequired: 'Title is required',
  venueRequired: 'Venue is required',
  cityRequired: 'Please choose a city from the list',
  stateRequired: 'Please choose the state the event is held in',
  invalidBuyingLimit: 'Tickets per buyer must be a whole number from 1 to 100',
  dateRequired: 'Event date is required',
  invalidDate: 'Invalid time value',
  pastDate: 'Event date must be in the future',
  invalidCategory: 'Please choose a category from the list',
  invalidImageUrl: 'Image URL must be a valid http(s) URL',
  invalidBuyerFee: 'Buyer fee percent must be a number from 0 to 100 with at most 2 decimals',
  invalidSellerFee: 'Seller fee percent must be a number from 0 to 100 with at most 2 decimals',
  invalidCapPercent: 'Resale cap percent must be a number from 0 to 1000 with at most 2 decimals',
  invalidCapPrice: 'Maximum price per ticket must be between ₹0.01 and ₹10,00,000.00',
  twoCaps: 'Choose a percent cap or a maximum price, not both',
  alreadyDecided: 'This event has already been verified or rejected',
  expiredDecision: 'An expired event cannot be verified or rejected',
  hasSoldTickets: 'This event has sold tickets and cannot be deleted. Deactivate it instead.',
  hasListings: 'This event has listings and cannot be deleted. Deactivate it instead.',
  inUse: 'This event is in use (listings, orders or waiting lists) and cannot be deleted. Deactivate it instead.',
} as const);

/** Admin > Categories: messages and refusals. */
export const CATEGORY_MESSAGES = Object.freeze({
  created: 'Category created successfully!',
  updated: 'Category updated successfully!',
  deleted: 'Category deleted successfully!',
  nameRequired: 'Category name is required',
  nameTooLong: 'Category name can be at most 60 characters',
  nameTaken: 'A category with this name already exists',
  notFound: 'Category not found',
  inUse: 'This category is used by events and cannot be deleted. Move them to another category first.',
} as const);

/**
 * The spec's "30 major Indian cities" (section 9), where an event can take place, sorted. The spec
 * names the count, not the cities: these are the largest live-event markets (metros, state
 * capitals and the cities ticketing platforms list), spelled as venues and people write them.
 */
export const MAJOR_INDIAN_CITIES: readonly string[] = Object.freeze([
  'Ahmedabad',
  'Bengaluru',
  'Bhopal',
  'Bhubaneswar',
  'Chandigarh',
  'Chennai',
  'Coimbatore',
  'Goa',
  'Gurugram',
  'Guwahati',
  'Hyderabad',
  'Indore',
  'Jaipur',
  'Kochi',
  'Kolkata',
  'Lucknow',
  'Ludhiana',
  'Mumbai',
  'Mysuru',
  'Nagpur',
  'Nashik',
  'New Delhi',
  'Noida',
  'Patna',
  'Pune',
  'Surat',
  'Thiruvananthapuram',
  'Vadodara',
  'Varanasi',
  'Visakhapatnam',
]);

/**
 * The state or union territory each of MAJOR_INDIAN_CITIES is in (every one lies wholly in one): the
 * event form's default for an event's state, which staff change when the venue is over a border (a
 * "Chandigarh" match in Mohali is in Punjab). The place of supply under IGST s.12(6) (contracts/tax.js).
 */
export const CITY_STATES: Readonly<Record<string, string>> = Object.freeze({
  Ahmedabad: 'Gujarat',
  Bengaluru: 'Karnataka',
  Bhopal: 'Madhya Pradesh',
  Bhubaneswar: 'Odisha',
  Chandigarh: 'Chandigarh',
  Chennai: 'Tamil Nadu',
  Coimbatore: 'Tamil Nadu',
  Goa: 'Goa',
  Gurugram: 'Haryana',
  Guwahati: 'Assam',
  Hyderabad: 'Telangana',
  Indore: 'Madhya Pradesh',
  Jaipur: 'Rajasthan',
  Kochi: 'Kerala',
  Kolkata: 'West Bengal',
  Lucknow: 'Uttar Pradesh',
  Ludhiana: 'Punjab',
  Mumbai: 'Maharashtra',
  Mysuru: 'Karnataka',
  Nagpur: 'Maharashtra',
  Nashik: 'Maharashtra',
  'New Delhi': 'Delhi',
  Noida: 'Uttar Pradesh',
  Patna: 'Bihar',
  Pune: 'Maharashtra',
  Surat: 'Gujarat',
  Thiruvananthapuram: 'Kerala',
  Vadodara: 'Gujarat',
  Varanasi: 'Uttar Pradesh',
  Visakhapatnam: 'Andhra Pradesh',
});

/** The state `city` (one of MAJOR_INDIAN_CITIES) is in, or null for a city not on the list. */
export function stateOfCity(city: string): string | null {
  return typeof city === 'string' && Object.hasOwn(CITY_STATES, city) ? (CITY_STATES[city] ?? null) : null;
}

/**
 * Buying limits against touts (ADR 70): staff may cap the tickets one buyer holds of an event, from 1 to
 * MAX_TICKETS_PER_BUYER; checkout counts what the buyer holds or has bought of the event (pending holds,
 * completed orders) and refuses past the cap with buyingLimitMessage.
 */
export const MAX_TICKETS_PER_BUYER: number = 100;

const tickets = (n: number): string => `${n} ${n === 1 ? 'ticket' : 'tickets'}`;

/**
 * What checkout and the checkout page say of an event's cap of `max` tickets per buyer, when the buyer
 * already holds or has bought `already` of them: the cap alone, or with what is left.
 */
export function buyingLimitMessage(max: number, already = 0): string {
  const cap = `You can buy at most ${tickets(max)} for this event.`;
  if (already <= 0) return cap;
  const left = Math.max(0, max - already);
  return left === 0
    ? `${cap} You already have ${tickets(already)}, so you cannot buy more.`
    : `${cap} You already have ${tickets(already)}, so you can buy ${left} more.`;
}

/** The 36 states and union territories of India, sorted. */
export const INDIAN_STATES: readonly string[] = Object.freeze([
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
]);
