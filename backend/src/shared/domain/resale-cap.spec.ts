import { MAX_TICKET_PRICE_PAISE, paise, resaleCap, resaleCapLabel } from '@ticketsetu/contracts/money';
import { priceAboveCapMessage } from '@ticketsetu/contracts/rules';

/** The resale cap (contracts/money.js), the same arithmetic in the server and the browser (ADR 28). */
describe('resale price cap', () => {
  it.each([
    // face value (paise), percent over face, the most it may be resold for: face + percent, half-up
    [100_000, 20, 120_000],
    [99_999, 20, 119_999], // 19999.8 -> 20000
    [1, 50, 2], // 0.5 -> 1: a half paisa rounds up
    [3, 50, 5], // 1.5 -> 2
    [5, 10, 6], // 0.5 -> 1
    [15, 10, 17], // 1.5 -> 2
    [1_001, 0.5, 1_006], // 5.005 -> 5
    [1_100, 0.5, 1_106], // 5.5 -> 6
    [1_300, 0.5, 1_307], // 6.5 -> 7
    [200, 2.25, 205], // 4.5 -> 5
    [250, 10.1, 275], // 25.25 -> 25
    [149_950, 12.34, 168_454], // 18503.83 -> 18504
    [150_000, 0, 150_000], // resale at face value only
    [150_000, 100, 300_000], // District: twice face value
    [MAX_TICKET_PRICE_PAISE, 1000, 11 * MAX_TICKET_PRICE_PAISE], // the largest cap: exact in integers
  ])('face value %i paise + %d%% allows at most %i paise', (faceValue, capPercent, maxPrice) => {
    expect(resaleCap({ faceValue: paise(faceValue), capPercent })).toEqual({
      rule: 'percent',
      percent: capPercent,
      maxPrice,
    });
  });

  it('takes a fixed cap as it is, whatever the face value', () => {
    expect(resaleCap({ capPrice: paise(150_000) })).toEqual({ rule: 'price', maxPrice: 150_000 });
    expect(resaleCap({ faceValue: paise(10_000), capPrice: paise(150_000) })).toEqual({
      rule: 'price',
      maxPrice: 150_000,
    });
    expect(resaleCap({ faceValue: null, capPercent: null, capPrice: paise(1) })).toEqual({
      rule: 'price',
      maxPrice: 1,
    });
  });

  it('is null when the event sets no cap', () => {
    expect(resaleCap({})).toBeNull();
    expect(resaleCap({ faceValue: paise(100_000), capPercent: null, capPrice: null })).toBeNull();
  });

  it('cannot say the amount of a percent cap without the face value', () => {
    expect(resaleCap({ capPercent: 20 })).toEqual({ rule: 'percent', percent: 20, maxPrice: null });
    expect(resaleCap({ faceValue: null, capPercent: 20 })).toEqual({ rule: 'percent', percent: 20, maxPrice: null });
  });

  it('refuses what is not a cap', () => {
    expect(() => resaleCap({ capPercent: 20, capPrice: paise(100) })).toThrow(RangeError);
    for (const capPercent of [-1, 1000.01, 20.555, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => resaleCap({ faceValue: paise(100), capPercent })).toThrow(RangeError);
    }
    expect(() => resaleCap({ capPrice: 0 as never })).toThrow(RangeError);
    expect(() => resaleCap({ capPrice: 1.5 as never })).toThrow(RangeError);
    expect(() => resaleCap({ faceValue: 99.5 as never, capPercent: 20 })).toThrow(RangeError);
  });

  it('reads as people say it, and refuses a price above it with the cap in rupees', () => {
    const percent = resaleCap({ faceValue: paise(100_000), capPercent: 20 })!;
    expect(resaleCapLabel(percent)).toBe('face value + 20%');
    expect(resaleCapLabel(resaleCap({ capPercent: 12.5 })!)).toBe('face value + 12.5%');
    const fixed = resaleCap({ capPrice: paise(150_000) })!;
    expect(resaleCapLabel(fixed)).toBe('₹1,500.00 per ticket');
    expect(priceAboveCapMessage({ ...percent, maxPrice: paise(120_000) })).toBe(
      'The price per ticket can be at most ₹1,200.00 for this event (face value + 20%)',
    );
    expect(priceAboveCapMessage({ rule: 'price', maxPrice: paise(150_000) })).toBe(
      'The price per ticket can be at most ₹1,500.00 for this event',
    );
  });
});
