import { foreignLatinWords } from '../../../shared/i18n/latin-script.js';
import { SELLER_WORDS } from './seller-emails.js';

const listing = { title: 'Sunburn Arena', venue: 'NSCI Dome, Mumbai', price: '₹4,500.00', quantity: 2 };
const kinds = ['listed', 'verified', 'rejected', 'resale_not_permitted'] as const;

describe("the seller's listing emails in the reader's language", () => {
  it('keeps the English words', () => {
    const f = { ...listing, date: '28 November 2026 at 8:00 pm', remarks: null };
    expect(SELLER_WORDS.en.listed(f).subject).toBe('Your tickets for Sunburn Arena are under review');
    expect(SELLER_WORDS.en.rejected(f).lines).toContain('Remarks from our team: none');
    expect(SELLER_WORDS.en.verified({ ...f, remarks: 'Seats checked' }).lines.at(-1)).toBe(
      'Remarks from our team: Seats checked',
    );
    expect(SELLER_WORDS.en.verified(f).lines).toContain('Price per ticket: ₹4,500.00');
  });

  it('writes each of them in Hindi, Devanagari but for the names', () => {
    const values = [listing.title, listing.venue, 'Seats checked'];
    for (const kind of kinds) {
      for (const remarks of [null, 'Seats checked']) {
        const mail = SELLER_WORDS.hi[kind]({ ...listing, date: '28 नवंबर 2026 को रात 8:00 बजे', remarks });
        expect(foreignLatinWords([mail.subject, ...mail.lines].join('\n'), values)).toEqual([]);
      }
    }
    expect(SELLER_WORDS.hi.verified({ ...listing, date: '', remarks: null }).subject).toBe(
      'Sunburn Arena के आपके टिकट लाइव हैं',
    );
  });
});
