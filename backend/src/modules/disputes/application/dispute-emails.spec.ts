import { foreignLatinWords } from '../../../shared/i18n/latin-script.js';
import { DISPUTE_WORDS } from './dispute-emails.js';

const base = {
  ref: 'TS-DSP-0042',
  reason: '',
  description: 'The QR code was rejected',
  acknowledgeBy: '',
  resolveBy: '',
  trackUrl: 'https://ticketsetu.in/complaints/track',
  body: 'Please send a screenshot',
  refund: '₹4,500.00',
};
const updates = (['acknowledged', 'message', 'resolved', 'withdrawn'] as const).flatMap((kind) =>
  (['buyer', 'seller', 'staff'] as const).flatMap((by) =>
    [true, false].flatMap((awaitingSeller) =>
      ['₹4,500.00', null].map((refund) => ({ u: { kind, by, awaitingSeller }, refund })),
    ),
  ),
);

describe("the disputes desk's emails in the reader's language", () => {
  it('keeps the English words', () => {
    const en = DISPUTE_WORDS.en;
    const f = {
      ...base,
      what: en.what(2, { title: 'Sunburn Arena', date: '28 November 2026 at 8:00 pm' }),
      reason: en.reasons.not_received,
      acknowledgeBy: '30 November 2026 at 8:00 pm',
      resolveBy: '28 December 2026 at 8:00 pm',
    };
    expect(en.opened.buyer(f).lines[0]).toBe(
      'We have received your dispute about 2 tickets to Sunburn Arena (28 November 2026 at 8:00 pm) (Tickets not received). Its reference is TS-DSP-0042.',
    );
    expect(en.updated({ kind: 'resolved', by: 'staff', awaitingSeller: false }, f).buyer?.subject).toBe(
      'Your dispute TS-DSP-0042 is resolved: ₹4,500.00 refunded',
    );
    expect(en.updated({ kind: 'message', by: 'buyer', awaitingSeller: false }, f).buyer).toBeUndefined();
    expect(en.officer('Anita Desai', 'grievance@ticketsetu.in')).toBe(
      'Our grievance officer, Anita Desai (grievance@ticketsetu.in), owns the disputes desk.',
    );
  });

  it('writes every one of them in Hindi when English has one, Devanagari but for the names', () => {
    const en = DISPUTE_WORDS.en;
    const hi = DISPUTE_WORDS.hi;
    const f = {
      ...base,
      what: hi.what(2, { title: 'Sunburn Arena', date: '28 नवंबर 2026 को रात 8:00 बजे' }),
      reason: hi.reasons.invalid_at_gate,
      acknowledgeBy: '30 नवंबर 2026 को रात 8:00 बजे',
      resolveBy: '28 दिसंबर 2026 को रात 8:00 बजे',
    };
    expect(f.what).toBe('Sunburn Arena के 2 टिकट (28 नवंबर 2026 को रात 8:00 बजे)');
    const values = ['Sunburn Arena', base.ref, base.description, base.body, 'Anita Desai'];
    const mails = [hi.opened.buyer(f), hi.opened.seller(f)];
    for (const { u, refund } of updates) {
      const english = en.updated(u, { ...f, refund });
      const hindi = hi.updated(u, { ...f, refund });
      expect(Boolean(hindi.buyer)).toBe(Boolean(english.buyer));
      expect(Boolean(hindi.seller)).toBe(Boolean(english.seller));
      mails.push(...[hindi.buyer, hindi.seller].filter((m) => m !== undefined));
    }
    for (const mail of mails) {
      expect(foreignLatinWords([mail.subject, ...mail.lines].join('\n'), values)).toEqual([]);
    }
    expect(Object.values(hi.reasons).flatMap((r) => foreignLatinWords(r))).toEqual([]);
    expect(foreignLatinWords(hi.officer('Anita Desai', 'grievance@ticketsetu.in'), values)).toEqual([]);
  });
});
