import { foreignLatinWords } from '../../../shared/i18n/latin-script.js';
import { OTP_TEMPLATES, otpText } from './otp-text.js';

/** A DLT template as the operator matches it: the registered text, `{#var#}` standing for a value. */
function matchesTemplate(text: string, template: string): boolean {
  const pattern = template
    .split('{#var#}')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[0-9]{1,30}');
  return new RegExp(`^${pattern}$`).test(text);
}

describe('the sign-up OTP text', () => {
  it('is unchanged in English', () => {
    expect(otpText('482913', 'en')).toBe(
      '482913 is your TicketSetu verification code. It expires in 5 minutes. Never share it.',
    );
  });

  it('is in Hindi for a Hindi page, exactly its registered DLT template with the code', () => {
    const text = otpText('482913', 'hi');
    expect(text).toBe('482913 आपका TicketSetu वेरिफ़िकेशन कोड है। यह 5 मिनट में खत्म हो जाएगा। इसे किसी को न बताएं।');
    expect(matchesTemplate(text, OTP_TEMPLATES.hi)).toBe(true);
    expect(matchesTemplate(otpText('482913', 'en'), OTP_TEMPLATES.en)).toBe(true);
    expect(matchesTemplate(`${text} `, OTP_TEMPLATES.hi)).toBe(false);
    expect(foreignLatinWords(text)).toEqual([]);
  });
});
