export declare const UPI_ID_PATTERN: RegExp;
export declare const INVALID_UPI: 'Please enter a valid UPI ID (e.g., username@bank)';
export declare const PIN_CODE_PATTERN: RegExp;
export declare const INVALID_PIN: 'Please enter a valid 6-digit PIN code';
export declare const MINIMUM_AGE: 18;
export declare const UNDER_AGE: 'You must be at least 18 years old to sign up';
export declare const PASSWORD_MIN_LENGTH: 8;
export declare const PASSWORD_TOO_SHORT: 'Password must be at least 8 characters';
export declare const INVALID_PHONE: 'Please enter a valid Indian mobile number';
export declare const INDIAN_STATES: readonly [
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
];
