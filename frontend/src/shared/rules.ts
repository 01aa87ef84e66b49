/*
 * The rules the forms check before asking the server. The constants are shared with the backend
 * (contracts/rules.js); the server checks them again.
 */
import type { components } from '@ticketsetu/contracts';
import { indianMobileDigits, UPI_ID_PATTERN } from '@ticketsetu/contracts/rules';

/** One of the 36 states and union territories, as the API's address schema lists them. */
export type IndianState = components['schemas']['NewAddressDto']['state'];

export { latestAdultBirthDate } from '@ticketsetu/contracts/account-form';
export { indianMobileDigits, INDIAN_STATES, PASSWORD_MIN_LENGTH, UPI_ID_PATTERN } from '@ticketsetu/contracts/rules';

export function isUpiId(value: string): boolean {
  return UPI_ID_PATTERN.test(value.trim());
}

/** '+919876543210' -> '98765 43210' for display next to a fixed +91. */
export function nationalMobile(e164: string | null | undefined): string {
  const digits = e164 ? indianMobileDigits(e164) : null;
  return digits ?? e164?.replace(/^\+91/, '') ?? '';
}

/** 'Hi, {first name}': the full name's first word, else the email's part before @, else 'User'. */
export function firstNameOf(fullName: string | null | undefined, email: string | null | undefined): string {
  return fullName?.trim().split(/\s+/)[0] || email?.split('@')[0] || 'User';
}

/** The profile form shows the full name as first + last name, split on the first space. */
export function splitFullName(fullName: string | null | undefined): { firstName: string; lastName: string } {
  const name = fullName?.trim() ?? '';
  const space = name.indexOf(' ');
  if (space === -1) return { firstName: name, lastName: '' };
  return { firstName: name.slice(0, space), lastName: name.slice(space + 1).trim() };
}

export function joinFullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}
