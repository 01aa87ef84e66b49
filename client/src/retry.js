// Retries only where repeating a request cannot do the work twice, and never for longer than asked.
import { retryAfterSeconds } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Answers that mean "not now" rather than "no": busy (429) or briefly unavailable (503). */
const RETRY_STATUSES = new Set([429, 503]);
const FIRST_DELAY_MS = 500;

export const DEFAULT_RETRIES = 3;
export const DEFAULT_MAX_RETRY_WAIT_MS = 10_000;

const sleepFor = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads, and writes the server deduplicates by their Idempotency-Key (the same key on every attempt,
 * so a Pay whose answer was lost is answered with its order, not placed twice). Other writes never.
 */
export function isRetryable(request) {
  return SAFE_METHODS.has(request.method.toUpperCase()) || request.headers.has('Idempotency-Key');
}

function isAbort(error, request) {
  return request.signal?.aborted || error?.name === 'AbortError' || error?.name === 'TimeoutError';
}

/**
 * `send` with retries: on a network failure, 429 or 503, up to `retries` more attempts, waiting what
 * Retry-After asks, else 0.5 s, 1 s, 2 s … — never more than `maxWaitMs` in one wait; an answer that
 * asks for longer is handed back (its error carries `retryAfter`). Each attempt sends a clone, so the
 * request (and its body) can be sent again, also by the caller.
 */
export function createRetryingFetch({
  send,
  retries = DEFAULT_RETRIES,
  maxWaitMs = DEFAULT_MAX_RETRY_WAIT_MS,
  sleep = sleepFor,
  now = Date.now,
}) {
  const backoff = (attempt) => Math.min(FIRST_DELAY_MS * 2 ** attempt, maxWaitMs);

  return async function retryingFetch(request) {
    const retryable = isRetryable(request);
    for (let attempt = 0; ; attempt++) {
      const last = !retryable || attempt >= retries;
      let response;
      try {
        response = await send(request.clone());
      } catch (error) {
        if (last || isAbort(error, request)) throw error;
        await sleep(backoff(attempt));
        continue;
      }
      if (last || !RETRY_STATUSES.has(response.status)) return response;
      const asked = retryAfterSeconds(response.headers.get('Retry-After'), now());
      const wait = asked === null ? backoff(attempt) : asked * 1000;
      if (wait > maxWaitMs) return response;
      await response.body?.cancel();
      await sleep(wait);
    }
  };
}
