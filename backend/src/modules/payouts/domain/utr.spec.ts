import { normaliseUtr } from './utr.js';

describe('UTR', () => {
  it('is the 12 digits of a UPI payment, spaces and dashes dropped', () => {
    expect(normaliseUtr('412345678901')).toBe('412345678901');
    expect(normaliseUtr(' 4123 4567 8901 ')).toBe('412345678901');
    expect(normaliseUtr('4123-4567-8901')).toBe('412345678901');
    for (const bad of ['41234567890', '4123456789012', 'ABCD12345678', '', null, 412345678901]) {
      expect(normaliseUtr(bad)).toBeNull();
    }
  });
});
