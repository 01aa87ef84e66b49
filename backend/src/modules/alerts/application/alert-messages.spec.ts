import { foreignLatinWords } from '../../../shared/i18n/latin-script.js';
import { ALERT_WORDS } from './alert-messages.js';

const facts = {
  title: 'Sunburn Arena',
  price: '₹4,500.00',
  checkout: 'https://ticketsetu.in/checkout/l-1',
  unsubscribe: 'https://ticketsetu.in/api/v1/alerts/unsubscribe?alert=abc',
};
const full = { ...facts, venue: 'NSCI Dome, Mumbai' };

describe("a ticket alert in the reader's language", () => {
  it('keeps the English words', () => {
    expect(ALERT_WORDS.en.subject(facts)).toBe('Tickets for Sunburn Arena are listed');
    expect(ALERT_WORDS.en.lines({ ...full, date: '28 November 2026 at 8:00 pm' })[0]).toBe(
      'Tickets you asked us to look out for are on sale: ₹4,500.00 per ticket.',
    );
    expect(ALERT_WORDS.en.sms(facts)).toBe(
      'TicketSetu: tickets for Sunburn Arena are listed at ₹4,500.00. Buy: https://ticketsetu.in/checkout/l-1',
    );
  });

  it('writes the email and the SMS in Hindi', () => {
    const hi = ALERT_WORDS.hi;
    expect(hi.subject(facts)).toBe('Sunburn Arena के टिकट लिस्ट हो गए हैं');
    const lines = hi.lines({ ...full, date: '28 नवंबर 2026 को रात 8:00 बजे' });
    expect(lines).toContain('हर टिकट की कीमत: ₹4,500.00');
    expect(lines).toContain(`अभी खरीदें: ${facts.checkout}`);
    const names = [facts.title, full.venue];
    for (const text of [hi.subject(facts), lines.join('\n'), hi.sms(facts)]) {
      expect(foreignLatinWords(text, names)).toEqual([]);
    }
  });
});
