import { EVENT_ACTIVE_WINDOW_HOURS } from '@ticketsetu/contracts/rules';

/**
 * An event's time status as staff see it (spec 4, ADR 26): Upcoming until 2 hours before the start,
 * Active from 2 hours before the start until the start, Expired from the start on. The spec shows
 * the offset 2 without its unit; hours is the only reading that makes "active" a useful window.
 */
export const eventTimeStatuses = ['upcoming', 'active', 'expired'] as const;
export type EventTimeStatus = (typeof eventTimeStatuses)[number];

export const ACTIVE_WINDOW_MS = EVENT_ACTIVE_WINDOW_HOURS * 60 * 60 * 1000;

export function eventTimeStatus(eventDate: Date, now: Date): EventTimeStatus {
  const untilStart = eventDate.getTime() - now.getTime();
  if (untilStart <= 0) return 'expired';
  if (untilStart <= ACTIVE_WINDOW_MS) return 'active';
  return 'upcoming';
}

/**
 * `eventTimeStatus(<alias>.event_date, now) = status` in SQL, with its parameters (instants computed
 * here, so the database and the domain draw the boundaries from the same numbers;
 * catalog/test/sql-twins.int-spec.ts checks they agree on each side of each boundary).
 */
export function eventTimeStatusSql(alias: string, status: EventTimeStatus, now: Date): { sql: string; params: Date[] } {
  const activeFrom = new Date(now.getTime() + ACTIVE_WINDOW_MS);
  const date = `${alias}.event_date`;
  switch (status) {
    case 'expired':
      return { sql: `${date} <= ?::timestamptz`, params: [now] };
    case 'active':
      return { sql: `(${date} > ?::timestamptz and ${date} <= ?::timestamptz)`, params: [now, activeFrom] };
    case 'upcoming':
      return { sql: `${date} > ?::timestamptz`, params: [activeFrom] };
  }
}
