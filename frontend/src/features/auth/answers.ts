import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The sentences the sign-up and password answers carry (`{ message }`, the spec's words), in the reader's
 * language; a sentence not listed here is shown as the server wrote it.
 */
const ANSWERS: ReadonlyMap<string, MessageDescriptor> = new Map([
  ['A new OTP has been sent.', msg`A new OTP has been sent.`],
  ['Sign up successful!', msg`Sign up successful!`],
  [
    'Password reset instructions have been sent to your email.',
    msg`Password reset instructions have been sent to your email.`,
  ],
  [
    'Your password has been updated. Please sign in with your new password.',
    msg`Your password has been updated. Please sign in with your new password.`,
  ],
]);

/** The server's answer in the page's language, where we know its words. */
export function answerMessage(i18n: I18n, message: string): string {
  const words = ANSWERS.get(message);
  return words ? i18n._(words) : message;
}
