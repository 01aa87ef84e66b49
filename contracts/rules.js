// The rules and messages both the browser and the server check, written once (hand-written,
// not generated). The server's checks are the ones that count; the browser's save a round trip.

/** The product's one UPI id rule: letters, digits, dot, hyphen or underscore, then @, then letters or digits. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]+@[a-zA-Z0-9]+$/;
export const INVALID_UPI = 'Please enter a valid UPI ID (e.g., username@bank)';

export const PIN_CODE_PATTERN = /^[0-9]{6}$/;
export const INVALID_PIN = 'Please enter a valid 6-digit PIN code';

export const MINIMUM_AGE = 18;
export const UNDER_AGE = 'You must be at least 18 years old to sign up';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';

export const INVALID_PHONE = 'Please enter a valid Indian mobile number';

/** The sell form's checks, in the order the spec gives them (and both sides apply them). */
export const LISTING_MESSAGES = Object.freeze({
  noEvent: 'Please select an event',
  invalidPrice: 'Please enter a valid price',
  invalidQuantity: 'Number of tickets must be between 1 and 6',
  noTicketType: 'Please choose Mobile Transfer or Physical Ticket',
  noProvider: 'Please choose BookMyShow or District for a mobile ticket',
  noPickupAddress: 'Please select a pickup address for physical tickets',
  noUpi: 'Please provide your UPI ID for payments',
  invalidUpi: INVALID_UPI,
});

/** The 36 states and union territories of India, sorted. */
export const INDIAN_STATES = Object.freeze([
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
