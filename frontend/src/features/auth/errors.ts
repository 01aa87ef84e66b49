import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SIGNUP_MESSAGES } from '@ticketsetu/contracts/account-form';
import { ApiError } from '../../shared/api/api-error';
import { messageFor } from '../../shared/api/problem-messages';
import { NO_USER_RETURNED } from '../../shared/session';
import { refusedCode } from '../../shared/refused-code';
import { signupMessage } from './check-words';

/** 'Login error: Invalid login credentials', or the spec's 'No user returned from login'. */
export function loginErrorMessage(i18n: I18n, error: unknown): string {
  if (error instanceof Error && error.message === NO_USER_RETURNED) return i18n._(msg`No user returned from login`);
  const reason =
    error instanceof ApiError
      ? error.detail
      : error instanceof Error
        ? error.message
        : i18n._(msg`Something went wrong`);
  return i18n._(msg`Login error: ${reason}`);
}

const OTP_NOT_SENT = msg`Failed to send OTP`;

/**
 * Sign-up step 1 (check the phone, text the OTP): the server's sentence for a refusal or a failed
 * text ('Phone number is already in use. Please use a different phone number.', 'Failed to send
 * OTP', ...); 'Error checking phone number. Please try again.' when the server failed before it could
 * check (its database away: 503); the spec's 'Failed to send OTP' when it could not be reached.
 * Our own words as a descriptor, the server's as its sentence.
 */
function otpStartWords(error: unknown): MessageDescriptor | string {
  if (!(error instanceof ApiError) || error.status === 0) return OTP_NOT_SENT;
  if (error.status >= 500 && error.code !== 'OTP_SEND_FAILED')
    return msg`Error checking phone number. Please try again.`;
  return error.problem?.detail ? error.detail : OTP_NOT_SENT;
}

const said = (i18n: I18n, words: MessageDescriptor | string) => (typeof words === 'string' ? words : i18n._(words));

/** Sign-up step 1's failure, in the reader's language where the words are ours. */
export function otpStartErrorMessage(i18n: I18n, error: unknown): string {
  // The server's sign-up check refused a field: that check's sentence for its code.
  const refused = refusedCode(error, SIGNUP_MESSAGES);
  return refused ? signupMessage(i18n, refused) : said(i18n, otpStartWords(error));
}

/** Whether step 1's failure is about the phone (the server's 'Phone number ...'), so the form marks that box. */
export function isPhoneRefusal(error: unknown): boolean {
  const words = otpStartWords(error);
  return typeof words === 'string' && words.startsWith('Phone number');
}

/** A code refused at sign-up: wrong or spent, expired, locked after too many tries, asked for again too soon. */
const OTP_REFUSALS: ReadonlySet<string> = new Set(['OTP_INVALID', 'OTP_EXPIRED', 'OTP_LOCKED', 'OTP_TOO_SOON']);

/**
 * Sign-up step 2 (verify the OTP, create the account): OTP, duplicate-account and phone messages as
 * the server words them; 'Failed to verify OTP' when the server could not be reached; 'Failed to
 * create user profile' when it failed (a 5xx: nothing was created); anything else 'Error during
 * signup: ...'.
 */
export function signupVerifyErrorMessage(i18n: I18n, error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return i18n._(msg`Failed to verify OTP`);
  if (error.status >= 500) return i18n._(msg`Failed to create user profile`);
  // 409: 'User already exists' or the phone taken meanwhile; or a code refused.
  if ((error.code !== undefined && OTP_REFUSALS.has(error.code)) || error.status === 409) {
    return messageFor({ code: error.code, detail: error.detail }, i18n);
  }
  const reason = error.detail;
  return i18n._(msg`Error during signup: ${reason}`);
}

/** The field a 400's first field error names, so the form can mark it. */
export function fieldOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.problem?.errors?.[0]?.field : undefined;
}
