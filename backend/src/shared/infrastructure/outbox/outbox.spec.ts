import { retryDelaySeconds } from './outbox.js';

describe('outbox retry delay', () => {
  it('doubles from 5 s and stops at an hour', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([5, 10, 20, 40]);
    expect(retryDelaySeconds(20)).toBe(3600);
  });
});
