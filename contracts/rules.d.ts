export declare const UPI_ID_PATTERN: RegExp;
export declare const INVALID_UPI: 'Please enter a valid UPI ID (e.g., username@bank)';
export declare const PIN_CODE_PATTERN: RegExp;
export declare const INVALID_PIN: 'Please enter a valid 6-digit PIN code';
export declare const MINIMUM_AGE: 18;
export declare const UNDER_AGE: 'You must be at least 18 years old to sign up';
export declare const PASSWORD_MIN_LENGTH: 8;
export declare const PASSWORD_TOO_SHORT: 'Password must be at least 8 characters';
export declare const INVALID_PHONE: 'Please enter a valid Indian mobile number';
export declare const INDIAN_MOBILE_PATTERN: RegExp;
/** The 10 national digits of an Indian mobile number, or null when it is not one. */
export declare function indianMobileDigits(input: string): string | null;
export declare const IMAGE_URL_PATTERN: RegExp;
/** An absolute http(s) address of a host name, or a path on this site. */
export declare function isImageUrl(value: string): boolean;
export declare const LISTING_MESSAGES: Readonly<{
  noEvent: 'Please select an event';
  invalidPrice: 'Please enter a valid price';
  priceTooHigh: 'The price per ticket can be at most ₹10,00,000.00';
  invalidQuantity: 'Number of tickets must be between 1 and 6';
  noTicketType: 'Please choose Mobile Transfer or Physical Ticket';
  noProvider: 'Please choose BookMyShow or District for a mobile ticket';
  noPickupAddress: 'Please select a pickup address for physical tickets';
  noUpi: 'Please provide your UPI ID for payments';
  invalidUpi: 'Please enter a valid UPI ID (e.g., username@bank)';
  noFaceValue: 'Please enter the face value printed on your ticket';
  invalidFaceValue: 'Please enter a valid face value';
  sameTicketListed: 'This ticket is already listed or sold on TicketSetu. If it is yours, contact support.';
  sameTicketTwice: 'The same ticket code is on more than one proof of this listing: each ticket needs its own proof.';
  heicNotRead: 'HEIC photos cannot be read for their ticket code: please upload a screenshot (JPEG, PNG or WebP) or the PDF';
  resaleNotPermitted: 'The organiser does not permit resale of tickets for this event, so they cannot be listed.';
}>;
export declare const RESALE_NOT_PERMITTED: 'Resale not permitted by the organiser';
export declare const PROOF_FLAG_KINDS: readonly ['same_code', 'looks_like', 'no_code', 'fewer_codes'];
/** 'The price per ticket can be at most ₹1,200.00 for this event (face value + 20%)' for a cap with its maxPrice known. */
export declare function priceAboveCapMessage(cap: import('./money.js').ResaleCap & { maxPrice: import('./money.js').Paise }): string;
export declare function hasTicketsOnSale(availableTickets: number, minPrice: number | null): boolean;
export declare const EVENT_ACTIVE_WINDOW_HOURS: 2;
export declare const EVENT_MESSAGES: Readonly<{
  created: 'Event created successfully!';
  updated: 'Event updated successfully!';
  verified: 'Event verified successfully!';
  rejected: 'Event rejected successfully!';
  activated: 'Event activated';
  deactivated: 'Event deactivated';
  deleted: 'Event deleted successfully!';
  titleRequired: string;
  venueRequired: string;
  cityRequired: string;
  stateRequired: string;
  invalidBuyingLimit: string;
  dateRequired: string;
  invalidDate: 'Invalid time value';
  pastDate: 'Event date must be in the future';
  invalidCategory: string;
  invalidImageUrl: string;
  invalidBuyerFee: string;
  invalidSellerFee: string;
  invalidCapPercent: string;
  invalidCapPrice: string;
  twoCaps: string;
  alreadyDecided: string;
  expiredDecision: string;
  hasSoldTickets: string;
  hasListings: string;
  inUse: string;
}>;
export declare const CATEGORY_MESSAGES: Readonly<{
  created: 'Category created successfully!';
  updated: 'Category updated successfully!';
  deleted: 'Category deleted successfully!';
  nameRequired: string;
  nameTooLong: string;
  nameTaken: string;
  notFound: string;
  inUse: string;
}>;
/** The spec's 30 major Indian cities, sorted (listed in rules.js). */
export declare const MAJOR_INDIAN_CITIES: readonly string[];
/** The 36 states and union territories of India, sorted (listed in rules.js). */
export declare const INDIAN_STATES: readonly string[];
/** The highest cap staff may set on the tickets one buyer holds of an event (ADR 70). */
export declare const MAX_TICKETS_PER_BUYER: number;
/** 'You can buy at most 4 tickets for this event.', with what is left when the buyer has `already` some. */
export declare function buyingLimitMessage(max: number, already?: number): string;
/** The state each of MAJOR_INDIAN_CITIES is in: the event form's default for the event's state. */
export declare const CITY_STATES: Readonly<Record<string, string>>;
/** The state `city` is in, or null for a city not on the list. */
export declare function stateOfCity(city: string): string | null;
