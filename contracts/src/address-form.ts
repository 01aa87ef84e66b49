// The saved-address form's checks (spec 6, Address), written once: the server's address route and the
// browser's form both call checkAddress on the typed values and show ADDRESS_MESSAGES[code].
import type { FormProblem } from './forms.ts';
import { INDIAN_STATES, INVALID_PIN, PIN_CODE_PATTERN } from './rules.ts';

/** The spec's words for a missing or wrong part of an address. */
export const ADDRESS_MESSAGES = Object.freeze({
  noLine1: 'Address line 1 is required',
  noArea: 'Area is required',
  noCity: 'City is required',
  noState: 'Please choose a state or union territory',
  invalidPin: INVALID_PIN,
} as const);

/** The longest text each part may hold (the columns' sizes; the form's boxes stop there). */
export const ADDRESS_MAX_LENGTH = Object.freeze({ line: 200, place: 120, pin: 6 } as const);

export type AddressField = 'addressLine1' | 'area' | 'city' | 'state' | 'pincode';
export type AddressCode = keyof typeof ADDRESS_MESSAGES;
export type AddressProblem = FormProblem<AddressField, AddressCode>;

/** The form's values as typed (line 2 is optional and never refused). */
export interface AddressInput {
  addressLine1?: string | null;
  area?: string | null;
  city?: string | null;
  state?: string | null;
  pincode?: string | null;
}

const blank = (value: string | null | undefined): boolean => !value?.trim();

/**
 * The address's problems in the form's order, one a field: line 1, area and city not blank, one of the
 * 36 states and union territories, and a PIN code of exactly 6 digits (spaces around it ignored).
 */
export function checkAddress(input: AddressInput): AddressProblem[] {
  const problems: AddressProblem[] = [];
  if (blank(input.addressLine1)) problems.push({ field: 'addressLine1', code: 'noLine1' });
  if (blank(input.area)) problems.push({ field: 'area', code: 'noArea' });
  if (blank(input.city)) problems.push({ field: 'city', code: 'noCity' });
  if (!input.state || !INDIAN_STATES.includes(input.state)) problems.push({ field: 'state', code: 'noState' });
  if (!PIN_CODE_PATTERN.test(input.pincode?.trim() ?? '')) problems.push({ field: 'pincode', code: 'invalidPin' });
  return problems;
}
