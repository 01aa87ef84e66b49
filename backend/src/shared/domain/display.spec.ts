import { formatIst } from './display.js';

describe('display formats', () => {
  it('shows instants in India time', () => {
    expect(formatIst(new Date('2026-11-28T14:30:00Z'))).toBe('28 November 2026 at 8:00 pm');
  });
});
