import {
  averageOf,
  creditToApply,
  checkoutTotal,
  formatInr,
  MAX_TICKET_PRICE_PAISE,
  paise,
  paiseToRupeeText,
  percentOf,
  rupeesToPaise,
  sellerPayout,
  sellFormEstimate,
  type Paise,
} from '@ticketsetu/contracts/money';

const p = (n: number) => paise(n);

/** The one money module (contracts/money.js), shared by the server and the browser. */
describe('money in paise', () => {
  it.each([
    // amount, percent, expected: half-up to the paisa
    [100_000, 5, 5_000],
    [100_000, 0, 0],
    [999, 2.5, 25], // 24.975 -> 25
    [1_001, 0.5, 5], // 5.005 -> 5
    [1_010, 0.5, 5], // 5.05 -> 5
    [1_100, 0.5, 6], // 5.5 -> 6: a half paisa rounds up
    [1_300, 0.5, 7], // 6.5 -> 7
    [1, 50, 1], // 0.5 -> 1
    [1, 49.99, 0],
    [149_950, 12.34, 18_504], // 18503.83 -> 18504
    [6 * MAX_TICKET_PRICE_PAISE, 99.99, 599_940_000],
    [6 * MAX_TICKET_PRICE_PAISE, 100, 600_000_000],
  ])('%i paise at %d%% is %i paise', (amount, percent, expected) => {
    expect(percentOf(p(amount), percent)).toBe(expected);
  });

  it('refuses what is not money or not a fee percent', () => {
    expect(() => paise(1.5)).toThrow(RangeError);
    expect(() => paise(-1)).toThrow(RangeError);
    expect(() => percentOf(p(100), -1)).toThrow(RangeError);
    expect(() => percentOf(p(100), 100.01)).toThrow(RangeError);
    expect(() => percentOf(p(100), Number.NaN)).toThrow(RangeError);
  });

  it('totals a checkout: fee on price x quantity, credit applied, never below zero', () => {
    expect(checkoutTotal(p(149_950), 2, 5)).toEqual({
      subtotal: 299_900,
      fee: 14_995,
      creditApplied: 0,
      total: 314_895,
    });
    expect(checkoutTotal(p(1_001), 1, 0.5)).toEqual({ subtotal: 1_001, fee: 5, creditApplied: 0, total: 1_006 });
    expect(checkoutTotal(p(100_000), 1, 0, p(30_000))).toMatchObject({ creditApplied: 30_000, total: 70_000 });
    expect(checkoutTotal(p(10_000), 1, 10, p(50_000))).toMatchObject({ creditApplied: 11_000, total: 0 });
    expect(checkoutTotal(p(MAX_TICKET_PRICE_PAISE), 6, 0)).toMatchObject({ total: 600_000_000 });
  });

  it('spends credit on a checkout: all it takes when it pays everything, else leaving ₹1 to pay', () => {
    expect(creditToApply(p(50_000), p(40_000))).toBe(40_000);
    expect(creditToApply(p(40_000), p(40_000))).toBe(40_000);
    expect(creditToApply(p(39_950), p(40_000))).toBe(39_900);
    expect(creditToApply(p(10_000), p(40_000))).toBe(10_000);
    expect(creditToApply(p(0), p(40_000))).toBe(0);
    expect(creditToApply(p(50), p(120))).toBe(20);
  });

  it('pays a seller gross minus the seller fee, and the sell form estimates the same', () => {
    expect(sellerPayout(p(299_900), 2.5)).toEqual({ gross: 299_900, fee: 7_498, payout: 292_402 }); // 7497.5 -> 7498
    expect(sellerPayout(p(299_900), 0)).toEqual({ gross: 299_900, fee: 0, payout: 299_900 });
    expect(sellFormEstimate(p(149_950), 2, 2.5)).toEqual(sellerPayout(p(299_900), 2.5));
  });

  it('averages prices half-up (the rewards credit)', () => {
    expect(averageOf([1, 2].map(p))).toBe(2); // 1.5 -> 2
    expect(averageOf([100_000, 100_001, 100_001].map(p))).toBe(100_001); // 100000.67
    expect(averageOf(Array<Paise>(10).fill(p(149_950)))).toBe(149_950);
    expect(() => averageOf([])).toThrow(RangeError);
  });

  it('reads rupees typed by a person, and writes them back', () => {
    expect(rupeesToPaise('1,499.5')).toBe(149_950);
    expect(rupeesToPaise('₹ 250')).toBe(25_000);
    expect(rupeesToPaise(1499.5)).toBe(149_950);
    expect(rupeesToPaise('0.01')).toBe(1);
    for (const bad of ['12.345', '-3', 'abc', '', null, undefined, Number.NaN, 1.005]) {
      expect(rupeesToPaise(bad as string)).toBeNull();
    }
    expect(paiseToRupeeText(p(149_950))).toBe('1499.50');
    expect(paiseToRupeeText(p(5))).toBe('0.05');
  });

  it('shows rupees with 2 decimals and Indian grouping', () => {
    expect(formatInr(p(12_345_678))).toBe('₹1,23,456.78');
    expect(formatInr(p(99_900))).toBe('₹999.00');
    expect(formatInr(p(100_000_000))).toBe('₹10,00,000.00');
  });

  it('shows a net or a difference below zero, and refuses a fraction of a paisa', () => {
    expect(formatInr(-1_250)).toBe('-₹12.50');
    expect(formatInr(-12_345_678)).toBe('-₹1,23,456.78');
    for (const bad of [10.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => formatInr(bad)).toThrow(RangeError);
    }
  });
});
