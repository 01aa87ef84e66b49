export { INDIAN_STATES, PIN_CODE_PATTERN, UPI_ID_PATTERN } from '@ticketsetu/contracts/rules';
import { newPasswordCode, SIGNUP_MESSAGES } from '@ticketsetu/contracts/account-form';
import { indianMobileDigits, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '@ticketsetu/contracts/rules';

/** An Indian mobile number in E.164 (+91XXXXXXXXXX), or null when it is not one (contracts' INDIAN_MOBILE_PATTERN). */
export function normaliseIndianMobile(input: string): string | null {
  const digits = indianMobileDigits(input.trim());
  return digits && `+91${digits}`;
}

export { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT };
export const PASSWORD_TOO_LONG = SIGNUP_MESSAGES.passwordTooLong;

/** The reason a new password is refused (contracts' newPasswordCode), or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const code = newPasswordCode(password);
  return code && SIGNUP_MESSAGES[code];
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
