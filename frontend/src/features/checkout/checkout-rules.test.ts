import { buyingLimitMessage } from '@ticketsetu/contracts/rules';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { testI18n } from '../../test/i18n';
import { foreignLatinWords } from '../../test/latin-script';
import { buyingLimitNote, CHECKOUT_MESSAGES, CHECKOUT_WORDS, type CheckoutMessage, payFailure } from './checkout-rules';
import type { CheckoutSummary } from './queries';

const en = testI18n('en');
const hi = testI18n('hi');

const capped = (max: number, already: number) =>
  ({ event: { max_tickets_per_buyer: max }, tickets_already: already }) as Pick<
    CheckoutSummary,
    'event' | 'tickets_already'
  >;

describe('the checkout messages in the reader language', () => {
  it('are the spec’s words in English, and Hindi in Devanagari', () => {
    for (const key of Object.keys(CHECKOUT_MESSAGES) as CheckoutMessage[]) {
      expect(en._(CHECKOUT_WORDS[key])).toBe(CHECKOUT_MESSAGES[key]);
      const hindi = hi._(CHECKOUT_WORDS[key]);
      expect(hindi).not.toBe(CHECKOUT_MESSAGES[key]);
      expect(foreignLatinWords(hindi)).toEqual([]);
    }
  });

  it('say the buying limit as the server does in English, counted by each language’s plural rules', () => {
    for (const [max, already] of [
      [1, 0],
      [4, 0],
      [4, 1],
      [4, 3],
      [4, 4],
      [2, 1],
    ] as const) {
      expect(buyingLimitNote(en, capped(max, already))).toBe(buyingLimitMessage(max, already));
    }
    expect(buyingLimitNote(hi, capped(4, 1))).toBe(
      'आप इस इवेंट के लिए ज़्यादा से ज़्यादा 4 टिकट खरीद सकते हैं। आप पहले ही 1 टिकट ले चुके हैं, इसलिए आप 3 और खरीद सकते हैं।',
    );
    expect(buyingLimitNote(hi, { event: { max_tickets_per_buyer: null }, tickets_already: 0 } as never)).toBeNull();
  });

  it('show a refusal by its code in Hindi, and the server’s words for a code the page does not know', () => {
    const refused = (status: number, code: string, detail: string, errors?: { field: string; code: string }[]) =>
      new ApiError(status, detail, {
        status,
        code,
        detail,
        ...(errors ? { errors: errors.map((e) => ({ ...e, message: detail })) } : {}),
      });
    expect(payFailure(hi, refused(409, 'NOT_AVAILABLE', CHECKOUT_MESSAGES.notAvailable)).message).toBe(
      'यह टिकट अब उपलब्ध नहीं है',
    );
    const field = payFailure(
      hi,
      refused(400, 'CHECKOUT_INVALID', CHECKOUT_MESSAGES.noDistrictId, [{ field: 'platformId', code: 'noDistrictId' }]),
    );
    expect(field).toMatchObject({ field: 'platformId', message: 'कृपया अपनी District आईडी डालें' });
    expect(payFailure(hi, refused(429, 'CHECKOUT_BUSY', 'Too many people are buying')).message).toBe(
      'Too many people are buying',
    );
    expect(payFailure(hi, new Error('offline')).message).toBe('भुगतान का ऑर्डर बनाना विफल रहा');
    expect(payFailure(en, refused(409, 'OWN_LISTING', CHECKOUT_MESSAGES.ownListing)).message).toBe(
      CHECKOUT_MESSAGES.ownListing,
    );
  });
});
