import { foreignLatinWords } from '../../../shared/i18n/latin-script.js';
import { RESET_WORDS } from './password-reset.service.js';

describe("the password reset email in the reader's language", () => {
  const link = 'https://ticketsetu.in/hi/reset-password?token=abc';

  it('keeps the English words', () => {
    expect(RESET_WORDS.en.subject).toBe('Reset your TicketSetu password');
    expect(RESET_WORDS.en.text('Priya', link).split('\n')[0]).toBe('Hello Priya,');
    expect(RESET_WORDS.en.text('', link).split('\n')[0]).toBe('Hello,');
    expect(RESET_WORDS.en.text('Priya', link)).toContain('— TicketSetu Support');
  });

  it('writes it in Hindi, Devanagari but for the name and the link', () => {
    const text = RESET_WORDS.hi.text('Priya', link);
    expect(text.split('\n')[0]).toBe('नमस्ते Priya,');
    expect(RESET_WORDS.hi.text('', link).split('\n')[0]).toBe('नमस्ते,');
    expect(text).toContain(link);
    expect(foreignLatinWords(`${RESET_WORDS.hi.subject}\n${text}`, ['Priya'])).toEqual([]);
  });
});
