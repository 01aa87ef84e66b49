// When a failed API call may be sent again, and after how long (ADR 68): one policy for the browser
// (frontend/src/shared/api/retrying-fetch.ts) and the typed client (client/src/retry.js).

/** The spec's "3 retries, backoff 1000 ms doubling": the waits before the 1st, 2nd and 3rd retry. */
export const RETRY_DELAYS_MS: readonly number[] = Object.freeze([1000, 2000, 4000]);
/** The longest single wait; an answer asking for longer is handed back, its Retry-After intact. */
export const MAX_RETRY_WAIT_MS: number = 10_000;

/** The part of Headers the policy reads. */
interface HeaderNames {
  has(name: string): boolean;
}

export interface RetryQuestion {
  method: string;
  headers: HeaderNames;
  /** The answer's status, or null when the network failed. */
  status: number | null;
  /** The answer's Retry-After header, if any. */
  retryAfter?: string | null;
  /** Retries made so far: 0 after the first try. */
  attempt: number;
  /** Milliseconds since the epoch, for a Retry-After given as a date. */
  now: number;
  delays?: readonly number[];
  maxWaitMs?: number;
}

/** Methods that do the same work however often they are sent (RFC 9110 §9.2.2). */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** "Not now" rather than "no": too many requests, or a gateway or server briefly unable to answer. */
const RETRY_STATUSES = new Set([429, 502, 503, 504]);

/**
 * A request is safe to repeat when repeating it cannot do the work twice: an idempotent method, or a
 * write the server deduplicates by its Idempotency-Key (the same key on every attempt).
 */
export function isRetryableRequest(method: string, headers: HeaderNames): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase()) || headers.has('Idempotency-Key');
}

/** Milliseconds a Retry-After value asks for (delta-seconds or an HTTP date), or null when it says nothing usable. */
export function retryAfterMs(value: string | null | undefined, now: number): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date starts with the day's name (RFC 9110 §5.6.7); Date.parse alone also takes '-1'.
  const at = /^[A-Za-z]{3}/.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * How long to wait before sending the request again, or null to give the outcome back as it is.
 * `status` is the answer's status, or null when the network failed; `attempt` counts the retries
 * made so far (0 after the first try). A Retry-After the answer carries is honoured; without one the
 * waits are `delays`, and when they run out there is no retry.
 */
export function retryDelay({
  method,
  headers,
  status,
  retryAfter = null,
  attempt,
  now,
  delays = RETRY_DELAYS_MS,
  maxWaitMs = MAX_RETRY_WAIT_MS,
}: RetryQuestion): number | null {
  const backoff = delays[attempt];
  if (backoff === undefined || !isRetryableRequest(method, headers)) return null;
  if (status !== null && !RETRY_STATUSES.has(status)) return null;
  const asked = status === null ? null : retryAfterMs(retryAfter, now);
  const wait = asked ?? Math.min(backoff, maxWaitMs);
  return wait > maxWaitMs ? null : wait;
}
