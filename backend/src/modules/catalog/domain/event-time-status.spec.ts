import { ACTIVE_WINDOW_MS, eventTimeStatus, eventTimeStatusSql } from './event-time-status.js';

describe('event time status (Upcoming / Active / Expired)', () => {
  const start = new Date('2026-12-01T14:00:00.000Z'); // 19:30 IST
  const at = (msBeforeStart: number) => new Date(start.getTime() - msBeforeStart);
  const hour = 3_600_000;

  it('is a two-hour window before the start', () => {
    expect(ACTIVE_WINDOW_MS).toBe(2 * hour);
  });

  it.each([
    ['a day before', 24 * hour, 'upcoming'],
    ['2 hours and 1 ms before', 2 * hour + 1, 'upcoming'],
    ['exactly 2 hours before', 2 * hour, 'active'],
    ['2 hours less 1 ms before', 2 * hour - 1, 'active'],
    ['1 minute before', 60_000, 'active'],
    ['1 ms before', 1, 'active'],
    ['at the start', 0, 'expired'],
    ['1 ms after the start', -1, 'expired'],
    ['a week after', -7 * 24 * hour, 'expired'],
  ])('%s the start it is %s', (_when, msBeforeStart, status) => {
    expect(eventTimeStatus(start, at(msBeforeStart))).toBe(status);
  });

  it('draws the SQL boundaries from the same instants', () => {
    const now = at(3 * hour);
    expect(eventTimeStatusSql('e', 'expired', now)).toEqual({ sql: 'e.event_date <= ?::timestamptz', params: [now] });
    expect(eventTimeStatusSql('e', 'active', now)).toEqual({
      sql: '(e.event_date > ?::timestamptz and e.event_date <= ?::timestamptz)',
      params: [now, new Date(now.getTime() + 2 * hour)],
    });
    expect(eventTimeStatusSql('e', 'upcoming', now)).toEqual({
      sql: 'e.event_date > ?::timestamptz',
      params: [new Date(now.getTime() + 2 * hour)],
    });
  });
});
