/**
 * Tells "the database cannot serve us right now" (answer 503, retry later) from every other
 * database error (a bug, a constraint: answer 500 or a domain error). Classified by SQLSTATE and
 * Node.js socket error codes; only pg and pg-pool's own timeouts carry no code, so for those few
 * the library's fixed message is the only signal there is.
 */

/** SQLSTATEs that mean the server is gone, going, not yet there, or too slow to answer in time. */
const UNAVAILABLE_SQLSTATES = new Map<string, string>([
  ['08000', 'connection exception'],
  ['08001', 'cannot connect'],
  ['08003', 'connection does not exist'],
  ['08004', 'connection rejected'],
  ['08006', 'connection failure'],
  ['08007', 'transaction resolution unknown'],
  ['57P01', 'server shut down by an administrator'],
  ['57P02', 'server crashed'],
  ['57P03', 'server starting up or shutting down'],
  ['57014', 'statement timeout'],
  ['53300', 'too many connections'],
]);

/** Socket errors of the connection to the server (net module, DNS). */
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg and pg-pool raise these without a code (pool acquire timeout, client read timeout, dropped socket). */
const UNAVAILABLE_DRIVER_MESSAGES: [RegExp, string][] = [
  [/^timeout exceeded when trying to connect$/, 'no connection within the acquire timeout'],
  [/^Connection terminated due to connection timeout$/, 'connection timeout'],
  [/^Connection terminated( unexpectedly)?$/, 'connection terminated'],
  [/^Query read timeout$/, 'no answer within the query timeout'],
  [/^Client has encountered a connection error and is not queryable$/, 'connection error'],
];

/**
 * Thrown instead of asking the database while an outage is known (the breaker is open), and into
 * every query in flight when one is declared.
 */
export class DatabaseOutage extends Error {
  /** SQLSTATE "connection failure": what the ORM's wrapper keeps when it wraps this error. */
  readonly code = '08006';
  constructor(readonly reason: string) {
    super(`Database unreachable (${reason})`);
    this.name = 'DatabaseOutage';
  }
}

/** Reasons that say only "too slow": a locked table gives them too, so alone they prove no outage. */
const SLOW_ONLY_REASONS = new Set([
  '57014 statement timeout',
  'no connection within the acquire timeout',
  'connection timeout',
  'no answer within the query timeout',
]);

/** Whether `reason` (from databaseUnavailableReason) says only that the database was too slow to answer. */
export function isSlowOnly(reason: string): boolean {
  return SLOW_ONLY_REASONS.has(reason);
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * Why the database is unreachable, e.g. "ECONNREFUSED" or "57P01 server shut down by an
 * administrator", when `error` (or its cause, or any error it aggregates) says so; else null.
 */
export function databaseUnavailableReason(error: unknown, depth = 0): string | null {
  if (depth > 5 || typeof error !== 'object' || error === null) return null;
  if (error instanceof DatabaseOutage) return error.reason;
  const e = error as ErrorLike;
  if (typeof e.code === 'string') {
    const sqlState = UNAVAILABLE_SQLSTATES.get(e.code);
    if (sqlState) return `${e.code} ${sqlState}`;
    if (UNAVAILABLE_NODE_CODES.has(e.code)) return e.code;
  }
  if (typeof e.message === 'string' && e.code === undefined) {
    const firstLine = e.message.split('\n')[0] ?? '';
    for (const [pattern, reason] of UNAVAILABLE_DRIVER_MESSAGES) if (pattern.test(firstLine)) return reason;
  }
  // Node reports a failed connect to a name with several addresses as an AggregateError.
  if (Array.isArray(e.errors)) {
    for (const inner of e.errors) {
      const reason = databaseUnavailableReason(inner, depth + 1);
      if (reason) return reason;
    }
  }
  return databaseUnavailableReason(e.cause, depth + 1);
}
