import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

const at = Date.parse('2026-12-01T10:00:00+05:30');
const H = 3_600_000;

describe('timeLeft', () => {
  it('counts down in the two largest units', () => {
    expect(timeLeft(new Date(at + 48 * H), at)).toEqual({ text: '2 days left', overdue: false });
    expect(timeLeft(new Date(at + 27 * H), at)).toEqual({ text: '1 day 3 h left', overdue: false });
    expect(timeLeft(new Date(at + 5 * H + 10 * 60_000), at)).toEqual({ text: '5 h 10 min left', overdue: false });
    expect(timeLeft(new Date(at + 20_000), at)).toEqual({ text: '1 min left', overdue: false });
  });

  it('is still in time at the deadline itself, and overdue a moment after', () => {
    expect(timeLeft(new Date(at), at).overdue).toBe(false);
    expect(timeLeft(new Date(at - 1), at)).toEqual({ text: 'Overdue by 1 min', overdue: true });
    expect(timeLeft('2026-11-28T10:00:00+05:30', at)).toEqual({ text: 'Overdue by 3 days', overdue: true });
  });
});
