export declare const ACKNOWLEDGE_WITHIN_MS: number;
export declare const RESOLVE_WITHIN_DAYS: number;

/** The facts the overdue rules read (a dispute, a contact message, or a row of a queue). */
export interface DeadlineFacts {
  closed: boolean;
  acknowledgedAt: Date | null;
  acknowledgeBy: Date;
  resolveBy: Date;
}

export declare function oneCalendarMonthLater(from: Date): Date;
export declare function acknowledgementDeadline(receivedAt: Date): Date;
export declare function resolutionDeadline(receivedAt: Date): Date;
export declare function acknowledgementOverdue(c: DeadlineFacts, now: Date): boolean;
export declare function resolutionOverdue(c: DeadlineFacts, now: Date): boolean;
export declare function isOverdue(c: DeadlineFacts, now: Date): boolean;
export declare function nextDeadline(c: DeadlineFacts): Date | null;

export declare const TRACKING_ALPHABET: string;
export declare const TRACKING_NUMBER_PATTERN: RegExp;
export declare function normalizeTrackingNumber(typed: unknown): string;

export declare const GRIEVANCE_OFFICER: Readonly<{
  name: 'Grievance Officer (name to be announced)';
  role: 'Grievance Officer, TicketSetu';
  email: 'grievance@ticketsetu.in';
  acknowledgeWithin: '48 hours';
  resolveWithin: 'one month';
}>;
export declare const TRACKING_NUMBER_AS_TYPED: RegExp;
export declare const TRACKING_NUMBER_LENGTH: 16;
export declare const COMPLAINT_MESSAGES: Readonly<{
  numberRequired: string;
  numberInvalid: string;
  notFound: string;
}>;
