/**
 * The desk's legal clock (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5); ADR 24): the
 * grievance officer acknowledges a complaint within 48 hours and redresses it within one month of its
 * receipt. Times are passed in (from the Clock); nothing here reads the time.
 */

export const ACKNOWLEDGE_WITHIN_MS = 48 * 3_600_000;
export const RESOLVE_WITHIN_DAYS = 30;

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/** The same wall-clock time one calendar month later in India, on the month's last day when it is shorter. */
export function oneCalendarMonthLater(from: Date): Date {
  const local = new Date(from.getTime() + IST_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const daysInNextMonth = new Date(Date.UTC(year, month + 2, 0)).getUTCDate();
  const target = Date.UTC(
    year,
    month + 1,
    Math.min(local.getUTCDate(), daysInNextMonth),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(target - IST_OFFSET_MS);
}

/** Acknowledge within 48 hours of receipt. */
export function acknowledgementDeadline(openedAt: Date): Date {
  return new Date(openedAt.getTime() + ACKNOWLEDGE_WITHIN_MS);
}

/**
 * Resolve within 30 days, and never later than one calendar month (in India) after receipt: the rule
 * says "one month", which after 31 January is 28 or 29 days, so the earlier of the two keeps both
 * the rule and the 30 days the site promises.
 */
export function resolutionDeadline(openedAt: Date): Date {
  const thirtyDays = openedAt.getTime() + RESOLVE_WITHIN_DAYS * 86_400_000;
  return new Date(Math.min(thirtyDays, oneCalendarMonthLater(openedAt).getTime()));
}

/** The facts the overdue rules read (a dispute, or a row of the queue). */
export interface DeadlineFacts {
  closed: boolean;
  acknowledgedAt: Date | null;
  acknowledgeBy: Date;
  resolveBy: Date;
}

/** The acknowledgement deadline passed while nobody had acknowledged the dispute (and it is still open). */
export function acknowledgementOverdue(d: DeadlineFacts, now: Date): boolean {
  return !d.closed && d.acknowledgedAt === null && now.getTime() > d.acknowledgeBy.getTime();
}

/** The resolution deadline passed while the dispute is still open. */
export function resolutionOverdue(d: DeadlineFacts, now: Date): boolean {
  return !d.closed && now.getTime() > d.resolveBy.getTime();
}

export function isOverdue(d: DeadlineFacts, now: Date): boolean {
  return acknowledgementOverdue(d, now) || resolutionOverdue(d, now);
}

/** The next deadline the desk must meet: acknowledgement until done, then resolution; none once closed. */
export function nextDeadline(d: DeadlineFacts): Date | null {
  if (d.closed) return null;
  return d.acknowledgedAt === null ? d.acknowledgeBy : d.resolveBy;
}

/**
 * The same rules as SQL over the `disputes` table (alias `d`), for the queue and the dashboard; each
 * takes the time as its `?` parameters. The integration tests check the two agree.
 */
export const overdueSql = (d: string) =>
  `(${d}.closed_at is null and ((${d}.acknowledged_at is null and ${d}.acknowledge_by < ?::timestamptz) or ${d}.resolve_by < ?::timestamptz))`;
export const nextDeadlineSql = (d: string) =>
  `(case when ${d}.closed_at is not null then null when ${d}.acknowledged_at is null then ${d}.acknowledge_by else ${d}.resolve_by end)`;
