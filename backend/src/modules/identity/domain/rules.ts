export { INDIAN_STATES, INVALID_UPI, PIN_CODE_PATTERN, UNDER_AGE, UPI_ID_PATTERN } from '@ticketsetu/contracts/rules';
import { indianMobileDigits, MINIMUM_AGE, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '@ticketsetu/contracts/rules';

/** An Indian mobile number in E.164 (+91XXXXXXXXXX), or null when it is not one (contracts' INDIAN_MOBILE_PATTERN). */
export function normaliseIndianMobile(input: string): string | null {
  const digits = indianMobileDigits(input.trim());
  return digits && `+91${digits}`;
}

/** Today's date in India as yyyy-mm-dd. */
export function todayInIndia(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/** 18 or over on today's date in India (IST), for a yyyy-mm-dd date of birth. */
export function isAdult(dateOfBirth: string, now: Date): boolean {
  const [y, m, d] = todayInIndia(now).split('-').map(Number) as [number, number, number];
  const latestBirthday = `${String(y - MINIMUM_AGE).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return dateOfBirth <= latestBirthday;
}

/** A short list of passwords that are guessed first; longer lists live with the attackers. */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwerty123',
  'qwertyuiop',
  'iloveyou',
  'admin123',
  'welcome1',
  'welcome123',
  'india123',
  'india@123',
  'abcd1234',
  'abc12345',
  '11111111',
  '00000000',
  '87654321',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'letmein1',
  'trustno1',
  'ticketsetu',
  'bookmyshow',
  'cricket123',
]);

export { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT };
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose a less guessable one.';

/** The reason a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return PASSWORD_TOO_COMMON;
  return null;
}

/** 'Hi, {first name}': the full name's first word, else the email's part before @, else 'User'. */
export function firstNameOf(fullName: string | null, email: string | null): string {
  return fullName?.trim().split(/\s+/)[0] || email?.split('@')[0] || 'User';
}

/** The spec's text form of an address: "line1, line2, area, city, state - pincode". */
export function formatAddress(a: {
  addressLine1: string;
  addressLine2: string | null;
  area: string;
  city: string;
  state: string;
  pincode: string;
}): string {
  return `${[a.addressLine1, a.addressLine2, a.area, a.city, a.state].filter(Boolean).join(', ')} - ${a.pincode}`;
}
