import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PROFILE_MESSAGES, type ProfileCode } from '@ticketsetu/contracts/profile-form';

/*
 * The sentence of each code contracts' checkProfile answers, in the reader's language (issue 37): the
 * English is contracts' own, word for word (check-words.test.ts holds them equal).
 */
const PROFILE_WORDS: Record<ProfileCode, MessageDescriptor> = {
  nameRequired: msg`Please enter your name`,
  phoneRequired: msg`Phone number is required`,
  invalidPhone: msg`Please enter a valid Indian mobile number`,
  invalidUpi: msg`Please enter a valid UPI ID (e.g., username@bank)`,
};

/** Every code's sentence in the page's language; contracts' English for a code without words here. */
export function profileMessages(i18n: I18n): Record<ProfileCode, string> {
  const codes = Object.keys(PROFILE_MESSAGES) as ProfileCode[];
  return Object.fromEntries(
    codes.map((code) => {
      const words: MessageDescriptor | undefined = PROFILE_WORDS[code];
      return [code, words ? i18n._(words) : PROFILE_MESSAGES[code]];
    }),
  ) as Record<ProfileCode, string>;
}
