import type { Clock } from '../../src/shared/domain/clock.js';

/**
 * The test app's clock: real time plus an offset the test moves (`advance`), so a test reaches an
 * expiry, a resend window or a reminder at once instead of sleeping.
 */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
