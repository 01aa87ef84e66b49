import { PROFILE_MESSAGES } from '@ticketsetu/contracts/profile-form';
import { RATING_MESSAGES } from '@ticketsetu/contracts/sellers';
import { INVALID_PAN, PAN_NAME_REQUIRED } from '@ticketsetu/contracts/tax';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../test/i18n';
import { contractSentence, profileMessages } from './check-words';

describe("the profile's checks' sentences", () => {
  it("are contracts' English word for word, and Hindi for every code", () => {
    expect(profileMessages(testI18n('en'))).toEqual(PROFILE_MESSAGES);
    const hindi = profileMessages(testI18n('hi'));
    for (const [code, sentence] of Object.entries(PROFILE_MESSAGES)) {
      expect(hindi[code as keyof typeof PROFILE_MESSAGES]).not.toBe(sentence);
    }
  });

  it("words the PAN's and the seller setting's sentences as contracts do, and in Hindi", () => {
    const [en, hi] = [testI18n('en'), testI18n('hi')];
    for (const sentence of [INVALID_PAN, PAN_NAME_REQUIRED, RATING_MESSAGES.settingsSaved]) {
      expect(contractSentence(en, sentence)).toBe(sentence);
      expect(contractSentence(hi, sentence)).not.toBe(sentence);
    }
    expect(contractSentence(hi, INVALID_PAN)).toBe('कृपया सही PAN डालें (10 अक्षर, जैसे ABCPS1234K)');
    expect(contractSentence(hi, 'A sentence of its own')).toBe('A sentence of its own');
  });
});
