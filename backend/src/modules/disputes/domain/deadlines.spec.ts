import {
  acknowledgementDeadline,
  acknowledgementOverdue,
  type DeadlineFacts,
  isOverdue,
  nextDeadline,
  oneCalendarMonthLater,
  resolutionDeadline,
  resolutionOverdue,
} from './deadlines.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ist = (local: string) => new Date(`${local}+05:30`);

describe('dispute deadlines', () => {
  it('acknowledges within exactly 48 hours of receipt', () => {
    const opened = ist('2026-12-01T22:15:00');
    expect(acknowledgementDeadline(opened)).toEqual(ist('2026-12-03T22:15:00'));
    expect(acknowledgementDeadline(opened).getTime() - opened.getTime()).toBe(48 * HOUR);
  });

  it('resolves within 30 days when the month is as long or longer', () => {
    const opened = ist('2026-03-15T10:00:00'); // one calendar month: 15 April, 31 days
    expect(resolutionDeadline(opened)).toEqual(ist('2026-04-14T10:00:00'));
    expect(resolutionDeadline(opened).getTime() - opened.getTime()).toBe(30 * DAY);
    const april = ist('2026-04-10T09:30:00'); // one calendar month: 10 May, 30 days
    expect(resolutionDeadline(april)).toEqual(ist('2026-05-10T09:30:00'));
  });

  it('never goes past one calendar month in India (February is shorter than 30 days)', () => {
    expect(resolutionDeadline(ist('2027-01-31T18:00:00'))).toEqual(ist('2027-02-28T18:00:00'));
    expect(resolutionDeadline(ist('2028-01-31T18:00:00'))).toEqual(ist('2028-02-29T18:00:00')); // leap year
    expect(resolutionDeadline(ist('2027-02-01T08:00:00'))).toEqual(ist('2027-03-01T08:00:00')); // 28 days
  });

  it('counts the calendar month in India time, across years and the UTC date line', () => {
    // 1 December 01:00 in India is still 30 November in UTC: the month is December's.
    expect(oneCalendarMonthLater(ist('2026-12-01T01:00:00'))).toEqual(ist('2027-01-01T01:00:00'));
    expect(oneCalendarMonthLater(ist('2026-12-31T23:59:59'))).toEqual(ist('2027-01-31T23:59:59'));
    expect(oneCalendarMonthLater(ist('2026-08-31T12:00:00'))).toEqual(ist('2026-09-30T12:00:00'));
  });

  const facts = (over: Partial<DeadlineFacts> = {}): DeadlineFacts => {
    const opened = ist('2026-12-01T10:00:00');
    return {
      closed: false,
      acknowledgedAt: null,
      acknowledgeBy: acknowledgementDeadline(opened),
      resolveBy: resolutionDeadline(opened),
      ...over,
    };
  };

  it('is overdue for acknowledgement only after 48 hours pass with nobody acknowledging', () => {
    const d = facts();
    expect(acknowledgementOverdue(d, d.acknowledgeBy)).toBe(false); // at the deadline: still in time
    expect(acknowledgementOverdue(d, new Date(d.acknowledgeBy.getTime() + 1))).toBe(true);
    const late = new Date(d.acknowledgeBy.getTime() + HOUR);
    expect(acknowledgementOverdue(facts({ acknowledgedAt: ist('2026-12-02T10:00:00') }), late)).toBe(false);
    expect(acknowledgementOverdue(facts({ closed: true }), late)).toBe(false);
    expect(isOverdue(d, late)).toBe(true);
    expect(resolutionOverdue(d, late)).toBe(false);
  });

  it('is overdue for resolution after the resolution deadline while still open, acknowledged or not', () => {
    const acknowledged = facts({ acknowledgedAt: ist('2026-12-01T12:00:00') });
    const after = new Date(acknowledged.resolveBy.getTime() + 1);
    expect(resolutionOverdue(acknowledged, acknowledged.resolveBy)).toBe(false);
    expect(resolutionOverdue(acknowledged, after)).toBe(true);
    expect(isOverdue(acknowledged, after)).toBe(true);
    expect(isOverdue(facts({ closed: true, acknowledgedAt: null }), after)).toBe(false);
  });

  it('names the next deadline: acknowledgement first, then resolution, none once closed', () => {
    expect(nextDeadline(facts())).toEqual(facts().acknowledgeBy);
    expect(nextDeadline(facts({ acknowledgedAt: ist('2026-12-01T11:00:00') }))).toEqual(facts().resolveBy);
    expect(nextDeadline(facts({ closed: true }))).toBeNull();
  });
});
