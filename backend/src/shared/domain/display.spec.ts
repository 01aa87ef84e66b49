import { formatInr, formatIst } from './display.js';

describe('display formats', () => {
  it('shows rupees with 2 decimals and Indian grouping', () => {
    expect(formatInr(12_345_678)).toBe('₹1,23,456.78');
    expect(formatInr(99_900)).toBe('₹999.00');
  });

  it('shows instants in India time', () => {
    expect(formatIst(new Date('2026-11-28T14:30:00Z'))).toBe('28 November 2026 at 8:00 pm');
  });
});
