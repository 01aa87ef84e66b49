import { slowDownDelay } from './rate-limits.js';

describe('slow-down of distributed sign-in guessing', () => {
  it('answers at full speed up to the threshold, then waits one step longer each time, up to a cap', () => {
    const rule = { delayAfter: 20, stepMs: 500, maxDelayMs: 10_000 };
    expect([1, 20, 21, 22, 30, 40, 1000].map((used) => slowDownDelay(used, rule))).toEqual([
      0, 0, 500, 1000, 5000, 10_000, 10_000,
    ]);
  });
});
