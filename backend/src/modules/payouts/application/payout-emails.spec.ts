import { foreignLatinWords } from '../../../shared/i18n/latin-script.js';
import { PAYOUT_WORDS } from './payout-emails.js';

const breakdown = {
  sale: '₹12,000.00',
  fee: '₹1,200.00',
  gst: '₹183.05',
  tds: '₹120.00',
  paid: '₹10,680.00',
  at: new Date('2026-11-20T10:00:00Z'),
};

describe("payout and refund emails in the reader's language", () => {
  it('keeps the English words', () => {
    const en = PAYOUT_WORDS.en;
    const sale = en.sale(2, { title: 'Sunburn Arena', date: '28 November 2026 at 8:00 pm' });
    expect(sale).toBe('2 tickets to Sunburn Arena (28 November 2026 at 8:00 pm)');
    expect(en.sale(1, undefined)).toBe('1 ticket');
    expect(en.refunded('₹4,500.00', sale).subject).toBe('Your refund of ₹4,500.00 is on its way');
    expect(en.paid('₹10,680.00', sale, 'priya@okicici', 'UTR1', []).lines[0]).toBe(
      'We have paid ₹10,680.00 for 2 tickets to Sunburn Arena (28 November 2026 at 8:00 pm) to your UPI id priya@okicici.',
    );
    expect(en.breakdown({ ...breakdown, tdsRule: 'with-pan' })[1]).toBe(
      'Platform fee: ₹1,200.00 (GST ₹183.05 included)',
    );
    expect(en.failed('₹10,680.00', sale, 'Bank declined').subject).toBe(
      'Your payout of ₹10,680.00 could not be completed',
    );
  });

  it('writes them in Hindi, the law cited in Hindi, Devanagari but for the names', () => {
    const hi = PAYOUT_WORDS.hi;
    const sale = hi.sale(2, { title: 'Sunburn Arena', date: '28 नवंबर 2026 को रात 8:00 बजे' });
    expect(sale).toBe('Sunburn Arena के 2 टिकट (28 नवंबर 2026 को रात 8:00 बजे)');
    const lines = hi.breakdown({ ...breakdown, tdsRule: 'without-pan' });
    expect(lines[2]).toBe('काटा गया TDS (आयकर, आयकर अधिनियम, 2025 की धारा 393(1) [तालिका: क्रम सं. 8(v)]): ₹120.00');
    const values = ['Sunburn Arena', 'priya@okicici', 'UTR1', 'Bank declined', '8(v)'];
    const mails = [
      hi.refunded('₹4,500.00', sale),
      hi.paid('₹10,680.00', sale, 'priya@okicici', 'UTR1', lines),
      hi.failed('₹10,680.00', sale, 'Bank declined'),
    ];
    for (const mail of mails) {
      expect(foreignLatinWords([mail.subject, ...mail.lines].join('\n'), values)).toEqual([]);
    }
    expect(foreignLatinWords(hi.yourTickets)).toEqual([]);
  });
});
