import { foreignLatinWords } from '../../../shared/i18n/latin-script.js';
import { TRANSFER_WORDS } from './transfer-emails.js';

const facts = {
  platformId: 'priya@bookmyshow',
  courierName: 'Blue Dart',
  trackingNumber: 'BD123456',
  rateLink: 'https://ticketsetu.in/tickets?tab=purchases&rate=t-1',
  wasCompleted: false,
};
const values = [facts.platformId, facts.courierName, facts.trackingNumber, 'Venue closed'];

describe("a transfer's status updates in the reader's language", () => {
  it('keeps the English words', () => {
    const en = TRANSFER_WORDS.en;
    expect(en.subject).toBe('An update on your TicketSetu tickets');
    expect(en.buyer(facts).awaiting_mobile_transfer?.statusMessage).toBe(
      'Your purchase is confirmed. The seller will now transfer your tickets to your platform account (priya@bookmyshow).',
    );
    expect(en.buyer(facts).in_transit?.statusMessage).toBe(
      'Your tickets are on their way (Blue Dart, tracking number BD123456).',
    );
    expect(en.seller({ ...facts, wasCompleted: true }).refunded?.genericMessage).toBe(
      'No payout is made for this sale.',
    );
    expect(en.failedBuyer('Venue closed').statusMessage).toBe(
      'Your ticket transfer could not be completed: Venue closed',
    );
    expect(en.reminder('28 November 2026 at 8:00 pm').genericMessage).toContain(
      'Otherwise the transfer is confirmed automatically when the event starts (28 November 2026 at 8:00 pm).',
    );
  });

  it('has a Hindi update for every English one, in Devanagari but for the names', () => {
    const en = TRANSFER_WORDS.en;
    const hi = TRANSFER_WORDS.hi;
    for (const completed of [true, false]) {
      const f = { ...facts, wasCompleted: completed };
      expect(Object.keys(hi.buyer(f))).toEqual(Object.keys(en.buyer(f)));
      expect(Object.keys(hi.seller(f))).toEqual(Object.keys(en.seller(f)));
      const updates = [
        ...Object.values(hi.buyer(f)),
        ...Object.values(hi.seller(f)),
        hi.failedBuyer('Venue closed'),
        hi.failedSeller('Venue closed'),
        hi.reminder('28 नवंबर 2026 को रात 8:00 बजे'),
      ];
      for (const u of updates) {
        expect(foreignLatinWords(`${u.statusMessage}\n${u.genericMessage ?? ''}`, values)).toEqual([]);
      }
    }
    expect(foreignLatinWords(hi.subject)).toEqual([]);
    expect(hi.buyer(facts).in_transit?.statusMessage).toBe('आपके टिकट रास्ते में हैं (Blue Dart, ट्रैकिंग नंबर BD123456)।');
  });
});
