import { badRequest, isObject, type Json, type SandboxReply } from './razorpayx-wire.js';
import { parseVpa } from './vpa-directory.js';

/**
 * Reads request bodies as RazorpayX's API reference states each parameter (razorpay.com/docs/api/x),
 * answering a broken rule with its 400 body and the field. Messages follow RazorpayX's documented
 * ones ("The name field is required."); where the reference gives none, they are written alike.
 */

type Checked<T> = { ok: true; value: T } | { ok: false; reply: SandboxReply };
const fail = (description: string, field: string): Checked<never> => ({
  ok: false,
  reply: badRequest(description, field),
});

const CONTACT_TYPES = new Set(['vendor', 'customer', 'employee', 'self']);
// Contact names: 3-50 of a-z, A-Z, 0-9, space, ’ ' , - _ / ( ) and . ; no special character at the end but `.`.
const CONTACT_NAME = /^[A-Za-z0-9 ’',\-_/().]{3,50}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9]{8,15}$/;
export const PAYOUT_PURPOSES = new Set(['refund', 'cashback', 'payout', 'salary', 'utility bill', 'vendor bill']);
const NARRATION = /^[A-Za-z0-9 ]{1,30}$/;
/** X-Payout-Idempotency: 4-36 letters, digits, hyphens, underscores or spaces (razorpay.com/docs/api/x/payout-idempotency). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_ -]{4,36}$/;

function optionalText(body: Json, field: string, max: number): Checked<string | null> {
  const v = body[field];
  if (v === undefined || v === null || v === '') return { ok: true, value: null };
  if (typeof v !== 'string') return fail(`The ${field.replace(/_/g, ' ')} must be a string.`, field);
  if (v.length > max) return fail(`The ${field.replace(/_/g, ' ')} may not be greater than ${max} characters.`, field);
  return { ok: true, value: v };
}

/** Notes: at most 15 key-value pairs of at most 256 characters each. */
function notesOf(body: Json): Checked<Record<string, string>> {
  const notes = body.notes;
  if (notes === undefined || notes === null) return { ok: true, value: {} };
  if (!isObject(notes)) return fail('The notes must be an object.', 'notes');
  const entries = Object.entries(notes);
  if (entries.length > 15) return fail('The notes may not have more than 15 items.', 'notes');
  const value: Record<string, string> = {};
  for (const [key, note] of entries) {
    if (typeof note !== 'string' && typeof note !== 'number')
      return fail(`The notes.${key} must be a string.`, 'notes');
    if (String(note).length > 256) return fail(`The notes.${key} may not be greater than 256 characters.`, 'notes');
    value[key] = String(note);
  }
  return { ok: true, value };
}

export interface NewContact {
  name: string;
  email: string | null;
  contact: string | null;
  type: string | null;
  reference_id: string | null;
  notes: Record<string, string>;
}

/** POST /v1/contacts (razorpay.com/docs/api/x/contacts/create). */
export function readContact(body: unknown): Checked<NewContact> {
  const b = isObject(body) ? body : {};
  if (typeof b.name !== 'string' || b.name === '') return fail('The name field is required.', 'name');
  if (!CONTACT_NAME.test(b.name) || /[^A-Za-z0-9.]$/.test(b.name)) return fail('The name field is invalid.', 'name');
  const email = optionalText(b, 'email', 254);
  if (!email.ok) return email;
  if (email.value && !EMAIL.test(email.value)) return fail('The email must be a valid email address.', 'email');
  const contact = optionalText(b, 'contact', 16);
  if (!contact.ok) return contact;
  if (contact.value && !PHONE.test(contact.value)) return fail('The contact format is invalid.', 'contact');
  const type = optionalText(b, 'type', 40);
  if (!type.ok) return type;
  if (type.value && !CONTACT_TYPES.has(type.value)) return fail(`Invalid type: ${type.value}`, 'type');
  const reference = optionalText(b, 'reference_id', 40);
  if (!reference.ok) return reference;
  const notes = notesOf(b);
  if (!notes.ok) return notes;
  return {
    ok: true,
    value: {
      name: b.name,
      email: email.value,
      contact: contact.value,
      type: type.value,
      reference_id: reference.value,
      notes: notes.value,
    },
  };
}

const INVALID_VPA = 'Invalid VPA. Please enter a valid Virtual Payment Address';

/** POST /v1/fund_accounts of type vpa (razorpay.com/docs/api/x/fund-accounts/create/vpa). */
export function readFundAccount(body: unknown): Checked<{ contactId: string; address: string }> {
  const b = isObject(body) ? body : {};
  if (typeof b.contact_id !== 'string' || b.contact_id === '')
    return fail('The contact id field is required.', 'contact_id');
  if (b.account_type !== 'vpa') {
    return fail('The sandbox takes fund accounts of account_type vpa only.', 'account_type');
  }
  const vpa = isObject(b.vpa) ? b.vpa : null;
  if (!vpa || vpa.address === undefined) return fail('The vpa.address field is required.', 'vpa.address');
  if (!parseVpa(vpa.address)) return fail(INVALID_VPA, 'vpa.address');
  return { ok: true, value: { contactId: b.contact_id, address: vpa.address as string } };
}

export type ValidationTarget = { fundAccountId: string } | { address: string };

/** POST /v1/fund_accounts/validations for a VPA: `fund_account: { id }` or `{ account_type: 'vpa', vpa: { address } }`. */
export function readValidation(
  body: unknown,
  accountNumber: string,
): Checked<{ target: ValidationTarget; notes: Record<string, string> }> {
  const b = isObject(body) ? body : {};
  if (typeof b.account_number !== 'string' || b.account_number === '') {
    return fail('The account number field is required.', 'account_number');
  }
  if (b.account_number !== accountNumber) return fail('The account number is invalid.', 'account_number');
  const fundAccount = isObject(b.fund_account) ? b.fund_account : null;
  if (!fundAccount) return fail('The fund account field is required.', 'fund_account');
  const notes = notesOf(b);
  if (!notes.ok) return notes;
  if (typeof fundAccount.id === 'string' && fundAccount.id !== '') {
    return { ok: true, value: { target: { fundAccountId: fundAccount.id }, notes: notes.value } };
  }
  if (fundAccount.account_type !== 'vpa') return fail('The fund account.id field is required.', 'fund_account.id');
  const vpa = isObject(fundAccount.vpa) ? fundAccount.vpa : {};
  if (!parseVpa(vpa.address)) return fail(INVALID_VPA, 'fund_account.vpa.address');
  return { ok: true, value: { target: { address: vpa.address as string }, notes: notes.value } };
}

export interface NewPayout {
  account_number: string;
  fund_account_id: string;
  amount: number;
  currency: string;
  mode: string;
  purpose: string;
  queue_if_low_balance: boolean;
  reference_id: string | null;
  narration: string | null;
  notes: Record<string, string>;
}

/** POST /v1/payouts to a VPA (razorpay.com/docs/api/x/payouts/create/vpa). */
export function readPayout(body: unknown, accountNumber: string): Checked<NewPayout> {
  const b = isObject(body) ? body : {};
  if (typeof b.account_number !== 'string' || b.account_number === '') {
    return fail('The account number field is required.', 'account_number');
  }
  if (b.account_number !== accountNumber) return fail('The account number is invalid.', 'account_number');
  if (typeof b.fund_account_id !== 'string' || b.fund_account_id === '') {
    return fail('The fund account id field is required.', 'fund_account_id');
  }
  if (b.amount === undefined) return fail('The amount field is required.', 'amount');
  if (typeof b.amount !== 'number' || !Number.isSafeInteger(b.amount))
    return fail('The amount must be an integer.', 'amount');
  if (b.amount < 100) return fail('The amount must be at least 100.', 'amount');
  if (b.currency === undefined) return fail('The currency field is required.', 'currency');
  if (b.currency !== 'INR') return fail('The selected currency is invalid.', 'currency');
  if (b.mode === undefined) return fail('The mode field is required.', 'mode');
  // Modes are case-sensitive; a VPA fund account is paid by UPI only.
  if (b.mode !== 'UPI') return fail('Invalid payout mode for fund account type vpa. Use UPI.', 'mode');
  if (b.purpose === undefined) return fail('The purpose field is required.', 'purpose');
  if (typeof b.purpose !== 'string' || !PAYOUT_PURPOSES.has(b.purpose))
    return fail('Invalid purpose: ' + String(b.purpose), 'purpose');
  if (b.queue_if_low_balance !== undefined && typeof b.queue_if_low_balance !== 'boolean') {
    return fail('The queue if low balance field must be true or false.', 'queue_if_low_balance');
  }
  const reference = optionalText(b, 'reference_id', 40);
  if (!reference.ok) return reference;
  const narration = optionalText(b, 'narration', 30);
  if (!narration.ok) return narration;
  if (narration.value && !NARRATION.test(narration.value)) return fail('The narration format is invalid.', 'narration');
  const notes = notesOf(b);
  if (!notes.ok) return notes;
  return {
    ok: true,
    value: {
      account_number: b.account_number,
      fund_account_id: b.fund_account_id,
      amount: b.amount,
      currency: 'INR',
      mode: 'UPI',
      purpose: b.purpose,
      queue_if_low_balance: b.queue_if_low_balance === true,
      reference_id: reference.value,
      narration: narration.value,
      notes: notes.value,
    },
  };
}
