export declare const UPI_ID_PATTERN: RegExp;
export declare const INVALID_UPI: 'Please enter a valid UPI ID (e.g., username@bank)';
export declare const PIN_CODE_PATTERN: RegExp;
export declare const INVALID_PIN: 'Please enter a valid 6-digit PIN code';
export declare const MINIMUM_AGE: 18;
export declare const UNDER_AGE: 'You must be at least 18 years old to sign up';
export declare const PASSWORD_MIN_LENGTH: 8;
export declare const PASSWORD_TOO_SHORT: 'Password must be at least 8 characters';
export declare const INVALID_PHONE: 'Please enter a valid Indian mobile number';
export declare const LISTING_MESSAGES: Readonly<{
  noEvent: 'Please select an event';
  invalidPrice: 'Please enter a valid price';
  invalidQuantity: 'Number of tickets must be between 1 and 6';
  noTicketType: 'Please choose Mobile Transfer or Physical Ticket';
  noProvider: 'Please choose BookMyShow or District for a mobile ticket';
  noPickupAddress: 'Please select a pickup address for physical tickets';
  noUpi: 'Please provide your UPI ID for payments';
  invalidUpi: 'Please enter a valid UPI ID (e.g., username@bank)';
}>;
/** The 36 states and union territories of India, sorted (listed in rules.js). */
export declare const INDIAN_STATES: readonly string[];
