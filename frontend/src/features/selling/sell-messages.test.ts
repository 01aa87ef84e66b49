import { describe, expect, it } from 'vitest';
import type { ListingCode, ListingProblem } from '@ticketsetu/contracts/listing-form';
import { listingMessage } from '@ticketsetu/contracts/listing-form';
import { LISTING_MESSAGES } from '@ticketsetu/contracts/rules';
import type { Paise } from '@ticketsetu/contracts/money';
import { testI18n } from '../../test/i18n';
import { foreignLatinWords } from '../../test/latin-script';
import { listingCodeMessage, listingProblemMessage } from './sell-messages';
import { HEIC_NOT_READ } from '../../shared/proof-files/rules';

const codes = Object.keys(LISTING_MESSAGES).filter(
  (code) => !['sameTicketListed', 'sameTicketTwice', 'heicNotRead'].includes(code),
) as Exclude<ListingCode, 'priceAboveCap'>[];

const overCap: ListingProblem[] = [
  { field: 'price', code: 'priceAboveCap', cap: { rule: 'percent', percent: 20, maxPrice: 120_000 as Paise } },
  { field: 'price', code: 'priceAboveCap', cap: { rule: 'price', maxPrice: 150_000 as Paise } },
];

describe("the sell form's messages by code (checkListing's { field, code })", () => {
  it("are contracts' English sentences, byte for byte, for every code", () => {
    const en = testI18n('en');
    for (const code of codes) expect(listingProblemMessage(en, { field: 'price', code })).toBe(LISTING_MESSAGES[code]);
    for (const problem of overCap) expect(listingProblemMessage(en, problem)).toBe(listingMessage(problem));
    expect(en._(HEIC_NOT_READ)).toBe(LISTING_MESSAGES.heicNotRead);
  });

  it('are Hindi for a Hindi reader, in Devanagari, amounts as they are', () => {
    const hi = testI18n('hi');
    for (const code of codes) {
      const text = listingProblemMessage(hi, { field: 'price', code });
      expect(text).not.toBe(LISTING_MESSAGES[code]);
      expect(foreignLatinWords(text)).toEqual([]);
    }
    expect(listingProblemMessage(hi, overCap[0]!)).toContain('₹1,200.00');
    expect(listingProblemMessage(hi, overCap[1]!)).toContain('₹1,500.00');
  });

  it("falls back to the server's words for a code the form does not know", () => {
    const hi = testI18n('hi');
    expect(listingCodeMessage(hi, 'sameTicketListed')).toBeUndefined();
    expect(listingCodeMessage(hi, undefined)).toBeUndefined();
    expect(listingCodeMessage(hi, 'noUpi')).toBe(listingProblemMessage(hi, { field: 'upiId', code: 'noUpi' }));
  });
});
