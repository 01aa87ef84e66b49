// The complaints' clock (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5); ADRs 24, 67), written
// once for the server and the browser: a complaint — a dispute or a contact message — is acknowledged
// within 48 hours of its receipt and settled within one month of it. Times are passed in (the server's
// Clock); nothing here reads the time.

export const ACKNOWLEDGE_WITHIN_MS: number = 48 * 3_600_000;
export const RESOLVE_WITHIN_DAYS: number = 30;

/** The facts the overdue rules read (a dispute, a contact message, or a row of a queue). */
export interface DeadlineFacts {
  closed: boolean;
  acknowledgedAt: Date | null;
  acknowledgeBy: Date;
  resolveBy: Date;
}

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
export function acknowledgementDeadline(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + ACKNOWLEDGE_WITHIN_MS);
}

/**
 * Settle within 30 days, and never later than one calendar month (in India) after receipt: the rule
 * says "one month", which after 31 January is 28 or 29 days, so the earlier of the two keeps both
 * the rule and the 30 days the site promises.
 */
export function resolutionDeadline(receivedAt: Date): Date {
  const thirtyDays = receivedAt.getTime() + RESOLVE_WITHIN_DAYS * 86_400_000;
  return new Date(Math.min(thirtyDays, oneCalendarMonthLater(receivedAt).getTime()));
}

/** The acknowledgement deadline passed while nobody had acknowledged the complaint (and it is still open). */
export function acknowledgementOverdue(c: DeadlineFacts, now: Date): boolean {
  return !c.closed && c.acknowledgedAt === null && now.getTime() > c.acknowledgeBy.getTime();
}

/** The settlement deadline passed while the complaint is still open. */
export function resolutionOverdue(c: DeadlineFacts, now: Date): boolean {
  return !c.closed && now.getTime() > c.resolveBy.getTime();
}

export function isOverdue(c: DeadlineFacts, now: Date): boolean {
  return acknowledgementOverdue(c, now) || resolutionOverdue(c, now);
}

/** The next deadline the desk must meet: acknowledgement until done, then settlement; none once closed. */
export function nextDeadline(c: DeadlineFacts): Date | null {
  if (c.closed) return null;
  return c.acknowledgedAt === null ? c.acknowledgeBy : c.resolveBy;
}

/**
 * A contact message's tracking number: TS-C-<year in India>-<6 characters>, the characters drawn at
 * random from Crockford's base 32 (no I, L, O, U: nothing to misread over the phone). A dispute's is
 * its reference, TS-D-<year>-<6 digits> (ADR 24). Either is looked up only with the email it was filed
 * with (ADR 67).
 */
export const TRACKING_ALPHABET: string = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TRACKING_NUMBER_PATTERN: RegExp = /^TS-(C-\d{4}-[0-9A-HJKMNP-TV-Z]{6}|D-\d{4}-\d{6})$/;

/** A number as a person may type it (any case; O, I and L are read as 0 and 1): the lookup's field. */
export const TRACKING_NUMBER_AS_TYPED: RegExp = /^[Tt][Ss]-(?:[Cc]-\d{4}-[0-9A-Za-z]{6}|[Dd]-\d{4}-\d{6})$/;
export const TRACKING_NUMBER_LENGTH = 16 as const;

/** What a person typed, as the number is stored: trimmed, upper case, O read as 0 and I or L as 1. */
export function normalizeTrackingNumber(typed: unknown): string {
  const upper = String(typed ?? '')
    .trim()
    .toUpperCase()
    .replace(/\s+/g, '');
  const match = /^TS-([CD])-(\d{4})-(.+)$/.exec(upper);
  if (!match) return upper;
  return `TS-${match[1]}-${match[2]}-${(match[3] ?? '').replace(/O/g, '0').replace(/[IL]/g, '1')}`;
}

/**
 * The grievance officer the site names (Consumer Protection (E-Commerce) Rules 2020, rule 4(5)): the
 * pages show these facts and the server's GRIEVANCE_OFFICER_NAME / _EMAIL default to them, so the
 * pages, the emails and the complaint lookup name the same person.
 */
export const GRIEVANCE_OFFICER = Object.freeze({
  name: 'Grievance Officer (name to be announced)',
  role: 'Grievance Officer, TicketSetu',
  email: 'grievance@ticketsetu.in',
  acknowledgeWithin: '48 hours',
  resolveWithin: 'one month',
});

/** The spec-style messages of the public lookup. */
export const COMPLAINT_MESSAGES = Object.freeze({
  numberRequired: 'Please enter your tracking number',
  numberInvalid: 'Please enter the tracking number as it was given to you, for example TS-C-2026-7K3QXM',
  notFound: 'We could not find a complaint with that tracking number and email address.',
});
