import { SIGNIN_MESSAGES, SIGNUP_MESSAGES, type SignInCode, type SignupCode } from '@ticketsetu/contracts/account-form';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../test/i18n';
import { signInMessage, signupMessage } from './check-words';

describe("the sign-up and sign-in checks' sentences", () => {
  it("are contracts' English word for word, and Hindi for every code", () => {
    const [en, hi] = [testI18n('en'), testI18n('hi')];
    for (const [code, sentence] of Object.entries(SIGNUP_MESSAGES) as [SignupCode, string][]) {
      expect(signupMessage(en, code)).toBe(sentence);
      expect(signupMessage(hi, code)).not.toBe(sentence);
    }
    for (const [code, sentence] of Object.entries(SIGNIN_MESSAGES) as [SignInCode, string][]) {
      expect(signInMessage(en, code)).toBe(sentence);
      expect(signInMessage(hi, code)).toBe('ईमेल और पासवर्ड ज़रूरी हैं');
    }
    expect(signupMessage(hi, 'passwordTooLong')).toBe('पासवर्ड ज़्यादा से ज़्यादा 128 अक्षर का हो सकता है');
  });
});
