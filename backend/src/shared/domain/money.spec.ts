import { assertPaise, percentOf, rupeesToPaise } from './money.js';

describe('money in paise', () => {
  it('takes a percentage rounded half-up to the paisa', () => {
    expect(percentOf(100_000, 5)).toBe(5_000);
    expect(percentOf(999, 2.5)).toBe(25); // 24.975 -> 25
    expect(percentOf(1_001, 0.5)).toBe(5); // 5.005 -> 5
    expect(percentOf(1_010, 0.5)).toBe(5); // 5.05 -> 5
    expect(percentOf(1_030, 0.5)).toBe(5); // 5.15 -> 5
    expect(percentOf(1_100, 0.5)).toBe(6); // 5.5 -> 6
    expect(percentOf(12_345_678, 0)).toBe(0);
  });

  it('parses rupee input into paise', () => {
    expect(rupeesToPaise('1,499.5')).toBe(149_950);
    expect(rupeesToPaise('₹ 250')).toBe(25_000);
    expect(rupeesToPaise('0.01')).toBe(1);
    expect(rupeesToPaise('12.345')).toBeNull();
    expect(rupeesToPaise('-3')).toBeNull();
    expect(rupeesToPaise('abc')).toBeNull();
  });

  it('refuses fractional or negative paise', () => {
    expect(() => assertPaise(1.5)).toThrow(RangeError);
    expect(() => assertPaise(-1)).toThrow(RangeError);
    expect(assertPaise(0)).toBe(0);
  });
});
