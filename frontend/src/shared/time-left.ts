const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '2 days 4 h', '5 h 10 min', '12 min': the largest two units, rounded down. */
function span(ms: number): string {
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0)
    return hours > 0 ? `${days} ${days === 1 ? 'day' : 'days'} ${hours} h` : `${days} ${days === 1 ? 'day' : 'days'}`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return `${Math.max(minutes, 1)} min`;
}

/**
 * The time left to a deadline of the complaints' clock (ADR 67) at `now`, as staff read it: '1 day 3 h
 * left', or 'Overdue by 5 h' once it passed. At the deadline itself it is still in time (as the rule).
 */
export function timeLeft(deadline: string | Date, now: number): { text: string; overdue: boolean } {
  const ms = new Date(deadline).getTime() - now;
  return ms >= 0 ? { text: `${span(ms)} left`, overdue: false } : { text: `Overdue by ${span(-ms)}`, overdue: true };
}
