// Sign-up and sign-in (spec 5, Validation rules), written once: the identity services and the browser's
// forms call checkSignup and checkSignIn and show SIGNUP_MESSAGES[code] or SIGNIN_MESSAGES[code].
import type { FormProblem } from './forms.ts';
import {
  INVALID_PHONE,
  indianMobileDigits,
  MINIMUM_AGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  UNDER_AGE,
} from './rules.ts';

export const PASSWORD_MAX_LENGTH = 128;
/** The longest name part, email and typed mobile number a form takes. */
export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 20;

/** What a local part may be made of (RFC 5322's atext), and a label of a host name. */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/**
 * An email address: a local part of 1 to 64 characters (atext and inner dots), then a host name of
 * labels of at most 63 characters and a top-level domain of letters (or an internationalised one,
 * xn--…); at most EMAIL_MAX_LENGTH characters in all (isEmail). No lookahead: fuzzers that generate
 * from a pattern can read it.
 */
export const EMAIL_PATTERN: RegExp = new RegExp(
  `^${ATEXT}(?:[A-Za-z0-9!#$%&'*+/=?^_\`{|}~.-]{0,62}${ATEXT})?@(?:${LABEL}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{0,58}[A-Za-z0-9])$`,
);

export const INVALID_EMAIL = 'Please enter a valid email address' as const;

/** An email address (EMAIL_PATTERN, at most EMAIL_MAX_LENGTH characters, no two dots in a row). */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && !value.includes('..') && EMAIL_PATTERN.test(value);
}

/** The sign-up form's sentences, in the spec's words where it has them. */
export const SIGNUP_MESSAGES = Object.freeze({
  emailRequired: 'Email is required',
  invalidEmail: INVALID_EMAIL,
  passwordRequired: 'Password is required',
  passwordTooShort: PASSWORD_TOO_SHORT,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooCommon: 'This password is too common. Please choose a less guessable one.',
  firstNameRequired: 'First name is required',
  firstNameTooLong: `First name can be at most ${NAME_MAX_LENGTH} characters`,
  lastNameRequired: 'Last name is required',
  lastNameTooLong: `Last name can be at most ${NAME_MAX_LENGTH} characters`,
  phoneRequired: 'Phone number is required',
  invalidPhone: INVALID_PHONE,
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthNotADate: 'Date of birth must be a date (yyyy-mm-dd)',
  invalidDate: 'Invalid time value',
  underAge: UNDER_AGE,
} as const);

export type SignupCode = keyof typeof SIGNUP_MESSAGES;
export type SignupField = 'email' | 'password' | 'firstName' | 'lastName' | 'phone' | 'dateOfBirth';
export type SignupProblem = FormProblem<SignupField, SignupCode>;

/** The form's values as typed (anything not text counts as empty). */
export type SignupInput = Partial<Record<SignupField, unknown>>;

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

export type NewPasswordCode = 'passwordRequired' | 'passwordTooShort' | 'passwordTooLong' | 'passwordTooCommon';

/** Why a new password (sign-up, reset, the first admin's) is refused, or null when it may be used. */
export function newPasswordCode(password: string): NewPasswordCode | null {
  if (!password) return 'passwordRequired';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'passwordTooCommon';
  return null;
}

/** Today's date in India as yyyy-mm-dd, wherever the code runs. */
export function todayInIndia(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/**
 * The latest date of birth of someone who is 18 today in India (yyyy-mm-dd): the date input's max.
 * On 29 February the date 18 years back may not exist; 28 February is then the last such day.
 */
export function latestAdultBirthDate(now: Date): string {
  const [y, m, d] = todayInIndia(now).split('-').map(Number) as [number, number, number];
  const year = y - MINIMUM_AGE;
  const lastDayOfMonth = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const day = Math.min(d, lastDayOfMonth);
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 18 or over on today's date in India (IST), for a yyyy-mm-dd date of birth. */
export function isAdult(dateOfBirth: string, now: Date): boolean {
  return dateOfBirth <= latestAdultBirthDate(now);
}

/** A day the calendar has, written yyyy-mm-dd ('2026-02-30' is not one). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The email's problem, shared by the forms that ask for one. */
export function emailCode(value: unknown): 'emailRequired' | 'invalidEmail' | null {
  const email = text(value);
  if (!email) return 'emailRequired';
  return isEmail(email) ? null : 'invalidEmail';
}

/**
 * The sign-up form's problems in the spec's order (email, password, first and last name, phone, date of
 * birth, age), at most one a field; the form shows the first. `now` decides the age.
 */
export function checkSignup(input: SignupInput, now: Date): SignupProblem[] {
  const problems: SignupProblem[] = [];
  const email = emailCode(input.email);
  if (email) problems.push({ field: 'email', code: email });
  const password = newPasswordCode(typeof input.password === 'string' ? input.password : '');
  if (password) problems.push({ field: 'password', code: password });
  for (const field of ['firstName', 'lastName'] as const) {
    const name = text(input[field]);
    if (!name) problems.push({ field, code: `${field}Required` });
    else if (name.length > NAME_MAX_LENGTH) problems.push({ field, code: `${field}TooLong` });
  }
  const phone = text(input.phone);
  if (!phone) problems.push({ field: 'phone', code: 'phoneRequired' });
  else if (phone.length > PHONE_MAX_LENGTH || !indianMobileDigits(phone))
    problems.push({ field: 'phone', code: 'invalidPhone' });
  const dateOfBirth = text(input.dateOfBirth);
  if (!dateOfBirth) problems.push({ field: 'dateOfBirth', code: 'dateOfBirthRequired' });
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth))
    problems.push({ field: 'dateOfBirth', code: 'dateOfBirthNotADate' });
  else if (!isCalendarDay(dateOfBirth)) problems.push({ field: 'dateOfBirth', code: 'invalidDate' });
  else if (!isAdult(dateOfBirth, now)) problems.push({ field: 'dateOfBirth', code: 'underAge' });
  return problems;
}

/** The sign-in form's one sentence (spec 5: "email and password required"). */
export const SIGNIN_MESSAGES = Object.freeze({
  required: 'Email and password are required',
} as const);

export type SignInCode = keyof typeof SIGNIN_MESSAGES;
export type SignInField = 'email' | 'password';
export type SignInProblem = FormProblem<SignInField, SignInCode>;

/** The sign-in form's problems: each of email and password that is empty. */
export function checkSignIn(input: Partial<Record<SignInField, unknown>>): SignInProblem[] {
  const problems: SignInProblem[] = [];
  if (!text(input.email)) problems.push({ field: 'email', code: 'required' });
  if (typeof input.password !== 'string' || !input.password) problems.push({ field: 'password', code: 'required' });
  return problems;
}
