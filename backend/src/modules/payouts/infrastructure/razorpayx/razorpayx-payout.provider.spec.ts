import { payoutIdempotencyKey } from './razorpayx-payout.provider.js';

describe('payoutIdempotencyKey: one X-Payout-Idempotency per payout and attempt', () => {
  const payoutId = '3F0C1A52-8f0e-4c39-9a43-5d7d2c1b9e10';

  it('is the same for every dispatch of an attempt, and new for the next attempt', () => {
    expect(payoutIdempotencyKey(payoutId, 1)).toBe('3f0c1a528f0e4c399a435d7d2c1b9e10-1');
    expect(payoutIdempotencyKey(payoutId, 1)).toBe(payoutIdempotencyKey(payoutId, 1));
    expect(payoutIdempotencyKey(payoutId, 2)).not.toBe(payoutIdempotencyKey(payoutId, 1));
  });

  it('fits RazorpayX’s 4–36 characters for every attempt up to 999', () => {
    expect(payoutIdempotencyKey(payoutId, 999)).toHaveLength(36);
    expect(() => payoutIdempotencyKey(payoutId, 1000)).toThrow();
  });

  it.each([0, -1, 1.5])('refuses attempt %s: attempts count from 1', (attempt) => {
    expect(() => payoutIdempotencyKey(payoutId, attempt)).toThrow();
  });
});
