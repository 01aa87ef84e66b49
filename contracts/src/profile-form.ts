// The profile's personal details (spec 5, Profile), written once: the profile service and the
// browser's PersonalInfoForm call checkProfile and show PROFILE_MESSAGES[code].
import { PHONE_MAX_LENGTH } from './account-form.ts';
import type { FormProblem } from './forms.ts';
import { INVALID_PHONE, INVALID_UPI, indianMobileDigits, UPI_ID_PATTERN } from './rules.ts';

export const PROFILE_MESSAGES = Object.freeze({
  nameRequired: 'Please enter your name',
  phoneRequired: 'Phone number is required',
  invalidPhone: INVALID_PHONE,
  invalidUpi: INVALID_UPI,
} as const);

export type ProfileCode = keyof typeof PROFILE_MESSAGES;
export type ProfileField = 'name' | 'phone' | 'upiId';
export type ProfileProblem = FormProblem<ProfileField, ProfileCode>;

/**
 * The changes a profile save makes; a field left out (undefined) is not changed and not checked. The
 * name is the full name (the browser's first name is enough: the last is optional); an empty UPI id or
 * null removes it.
 */
export interface ProfileInput {
  name?: unknown;
  phone?: unknown;
  upiId?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The profile form's problems, one a field (name, phone, UPI id). `phoneRequired`: the account has a
 * phone already, so the phone may be changed but not emptied (the server: a phone sent is never empty).
 */
export function checkProfile(input: ProfileInput, { phoneRequired = true } = {}): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  if (input.name !== undefined && !text(input.name)) problems.push({ field: 'name', code: 'nameRequired' });
  if (input.phone !== undefined) {
    const phone = text(input.phone);
    if (!phone) {
      if (phoneRequired) problems.push({ field: 'phone', code: 'phoneRequired' });
    } else if (phone.length > PHONE_MAX_LENGTH || !indianMobileDigits(phone))
      problems.push({ field: 'phone', code: 'invalidPhone' });
  }
  const upiId = input.upiId === null || input.upiId === undefined ? '' : text(input.upiId);
  if (upiId && !UPI_ID_PATTERN.test(upiId)) problems.push({ field: 'upiId', code: 'invalidUpi' });
  else if (input.upiId !== undefined && input.upiId !== null && typeof input.upiId !== 'string')
    problems.push({ field: 'upiId', code: 'invalidUpi' });
  return problems;
}
