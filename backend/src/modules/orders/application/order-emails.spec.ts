import { foreignLatinWords } from '../../../shared/i18n/latin-script.js';
import { ORDER_WORDS } from './order-emails.js';

const sale = {
  title: 'Sunburn Arena',
  venue: 'NSCI Dome, Mumbai',
  date: '28 नवंबर 2026 को रात 8:00 बजे',
  quantity: 2,
  price: '₹12,000.00',
  fee: '₹1,200.00',
  feeParts: ' (Platform fee ₹1,016.95 + GST ₹183.05)',
  earnings: '₹10,800.00',
  mobile: true,
  platformId: 'priya@bookmyshow',
};
const names = [sale.title, sale.venue, sale.platformId];

describe("buying's emails in the reader's language", () => {
  it('keeps the English sale email as the spec words it', () => {
    expect(ORDER_WORDS.en.soldSubject(2, 'Sunburn Arena')).toBe('You sold 2 tickets for Sunburn Arena');
    expect(ORDER_WORDS.en.soldSubject(1, 'Sunburn Arena')).toBe('You sold 1 ticket for Sunburn Arena');
    const lines = ORDER_WORDS.en.soldLines({ ...sale, date: '28 November 2026 at 8:00 pm' });
    expect(lines[0]).toBe('A buyer has paid for your tickets to Sunburn Arena.');
    expect(lines).toContain('Platform fees: ₹1,200.00 (Platform fee ₹1,016.95 + GST ₹183.05)');
    expect(lines).toContain(
      "Please transfer the tickets to the buyer's account priya@bookmyshow on the platform now, then upload proof of the transfer on Your Tickets.",
    );
    expect(ORDER_WORDS.en.gst('₹1,016.95', '₹183.05')).toBe(' (Platform fee ₹1,016.95 + GST ₹183.05)');
  });

  it('writes the sale email in Hindi, Devanagari but for the names', () => {
    const hi = ORDER_WORDS.hi;
    expect(hi.soldSubject(2, 'Sunburn Arena')).toBe('आपने Sunburn Arena के 2 टिकट बेचे');
    const parts = hi.gst('₹1,016.95', '₹183.05');
    const lines = hi.soldLines({ ...sale, feeParts: parts });
    expect(lines).toContain('आपकी कमाई: ₹10,800.00');
    expect(lines).toContain('प्लेटफ़ॉर्म शुल्क: ₹1,200.00 (प्लेटफ़ॉर्म शुल्क ₹1,016.95 + GST ₹183.05)');
    for (const mobile of [true, false]) {
      expect(foreignLatinWords(hi.soldLines({ ...sale, mobile, feeParts: parts }).join('\n'), names)).toEqual([]);
    }
    expect(foreignLatinWords(hi.soldSubject(1, sale.title), names)).toEqual([]);
  });

  it('writes the late-payment refund in both languages, for every reason', () => {
    expect(ORDER_WORDS.en.lateSubject).toBe('Your payment is being refunded');
    expect(ORDER_WORDS.en.lateLines('cancelled', '₹4,500.00')).toEqual([
      'Your payment arrived after you had cancelled the checkout, so nothing was bought.',
      'We are refunding ₹4,500.00 in full to your original payment method.',
      'UPI refunds usually arrive in 1-2 business days, cards in 2-5, net banking in 2-3.',
    ]);
    expect(ORDER_WORDS.hi.lateSubject).toBe('आपके भुगतान का रिफ़ंड किया जा रहा है');
    for (const why of ['seats_gone', 'cancelled', 'start_failed'] as const) {
      const lines = ORDER_WORDS.hi.lateLines(why, '₹4,500.00');
      expect(lines[1]).toBe('हम ₹4,500.00 का पूरा रिफ़ंड आपके मूल भुगतान के तरीके पर कर रहे हैं।');
      expect(foreignLatinWords(lines.join('\n'))).toEqual([]);
    }
  });
});
