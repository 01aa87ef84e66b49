import {
  INVALID_PHONE,
  indianMobileDigits,
  isAdult,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  UNDER_AGE,
} from '../../shared/rules';

export interface SignupValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  /** National number as typed next to the fixed +91. */
  phone?: string;
  /** yyyy-mm-dd from the date input. */
  dateOfBirth?: string;
}

export type SignupField = keyof SignupValues;

export interface SignupProblem {
  field: SignupField;
  message: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The sign-up checks in the spec's order (email, password, first and last name, phone, date of
 * birth, age); the first one that fails is the message shown. The server checks all of them again.
 */
export function firstSignupProblem(values: SignupValues, now: Date): SignupProblem | null {
  const email = values.email?.trim() ?? '';
  const password = values.password ?? '';
  if (!email) return { field: 'email', message: 'Email is required' };
  if (!EMAIL_PATTERN.test(email)) return { field: 'email', message: 'Please enter a valid email address' };
  if (!password) return { field: 'password', message: 'Password is required' };
  if (password.length < PASSWORD_MIN_LENGTH) return { field: 'password', message: PASSWORD_TOO_SHORT };
  if (!values.firstName?.trim()) return { field: 'firstName', message: 'First name is required' };
  if (!values.lastName?.trim()) return { field: 'lastName', message: 'Last name is required' };
  if (!values.phone?.trim()) return { field: 'phone', message: 'Phone number is required' };
  if (!indianMobileDigits(values.phone)) return { field: 'phone', message: INVALID_PHONE };
  if (!values.dateOfBirth) return { field: 'dateOfBirth', message: 'Date of birth is required' };
  if (!isAdult(values.dateOfBirth, now)) return { field: 'dateOfBirth', message: UNDER_AGE };
  return null;
}
