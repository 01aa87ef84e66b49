import { foreignLatinWords } from '../../../shared/i18n/latin-script.js';
import { WAITLIST_WORDS } from './waitlist-emails.js';

const event = { title: 'Sunburn Arena', venue: 'NSCI Dome, Mumbai' };
const offer = {
  quantity: 2,
  minutes: 15,
  price: '₹4,500.00',
  checkout: 'https://ticketsetu.in/checkout/l-1?offer=o-1',
};
const expiry = { quantity: 1, waitingLists: 'https://ticketsetu.in/tickets?tab=purchases' };

describe("the waiting list's emails in the reader's language", () => {
  it('keeps the English words', () => {
    const en = WAITLIST_WORDS.en;
    const date = { date: '28 November 2026 at 8:00 pm', until: '20 November 2026 at 6:15 pm' };
    const mail = en.offer({ ...event, ...offer, ...date });
    expect(mail.subject).toBe('2 tickets for Sunburn Arena held for you');
    expect(mail.lines[0]).toBe(
      'Tickets you were waiting for are back. Everyone waiting was put in a random order, and it is your turn: we are holding 2 tickets for you for 15 minutes, until 20 November 2026 at 6:15 pm.',
    );
    expect(en.expired({ ...event, ...expiry, ...date, stillWaiting: false }).subject).toBe(
      'Your offer for Sunburn Arena has expired',
    );
    expect(en.expired({ ...event, ...expiry, ...date, stillWaiting: false }).lines[0]).toContain(
      'Your offer of 1 ticket for Sunburn Arena has expired',
    );
  });

  it('writes the offer and its expiry in Hindi, Devanagari but for the names', () => {
    const hi = WAITLIST_WORDS.hi;
    const date = { date: '28 नवंबर 2026 को रात 8:00 बजे', until: '20 नवंबर 2026 को शाम 6:15 बजे' };
    const mail = hi.offer({ ...event, ...offer, ...date });
    expect(mail.subject).toBe('Sunburn Arena के 2 टिकट आपके लिए रोके गए हैं');
    expect(mail.lines).toContain(`अभी चेकआउट करें: ${offer.checkout}`);
    const names = [event.title, event.venue];
    const mails = [
      mail,
      ...[true, false].map((stillWaiting) => hi.expired({ ...event, ...expiry, ...date, stillWaiting })),
    ];
    for (const m of mails) expect(foreignLatinWords([m.subject, ...m.lines].join('\n'), names)).toEqual([]);
  });
});
