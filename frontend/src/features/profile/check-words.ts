import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PROFILE_MESSAGES, type ProfileCode } from '@ticketsetu/contracts/profile-form';
import { RATING_MESSAGES } from '@ticketsetu/contracts/sellers';
import { INVALID_PAN, PAN_NAME_REQUIRED } from '@ticketsetu/contracts/tax';

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

/** A PAN as printed on a card: the box's example and the refusal's. */
export const PAN_EXAMPLE = 'ABCPS1234K';

/** contracts/tax's sentences for a refused PAN, and the seller setting's notice, in the reader's language. */
const SENTENCE_WORDS: ReadonlyMap<string, MessageDescriptor> = new Map([
  [INVALID_PAN, msg`Please enter a valid PAN (10 characters, e.g. ${PAN_EXAMPLE})`],
  [PAN_NAME_REQUIRED, msg`Please enter your name as it is on your PAN`],
  [RATING_MESSAGES.settingsSaved, msg`Seller profile updated`],
]);

/** One of contracts' sentences above (the form's or the server's) in the page's language; any other as it is. */
export function contractSentence(i18n: I18n, sentence: string): string {
  const words = SENTENCE_WORDS.get(sentence);
  return words ? i18n._(words) : sentence;
}
