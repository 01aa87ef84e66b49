// Retries only where repeating a request cannot do the work twice, and never for longer than asked:
// the policy is contracts/retry.js (ADR 68), the one the browser uses too.
import { isRetryableRequest, MAX_RETRY_WAIT_MS, RETRY_DELAYS_MS, retryDelay } from '@ticketsetu/contracts/retry';

export const DEFAULT_RETRIES = RETRY_DELAYS_MS.length;
export const DEFAULT_MAX_RETRY_WAIT_MS = MAX_RETRY_WAIT_MS;

const sleepFor = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Idempotent methods, and writes the server deduplicates by their Idempotency-Key (the same key on
 * every attempt, so a Pay whose answer was lost is answered with its order, not placed twice).
 */
export function isRetryable(request) {
  return isRetryableRequest(request.method, request.headers);
}

function isAbort(error, request) {
  return request.signal?.aborted || error?.name === 'AbortError' || error?.name === 'TimeoutError';
}

/** `retries` waits: 1 s, 2 s, 4 s, … doubling past the spec's three. */
const backoff = (retries) => Array.from({ length: retries }, (_, i) => RETRY_DELAYS_MS[0] * 2 ** i);

/**
 * `send` with retries: on a network failure, 429, 502, 503 or 504, up to `retries` more attempts,
 * waiting what Retry-After asks, else 1 s, 2 s, 4 s … — never more than `maxWaitMs` in one wait; an
 * answer that asks for longer is handed back (its error carries `retryAfter`). Each attempt sends a
 * clone, so the request (and its body) can be sent again, also by the caller.
 */
export function createRetryingFetch({
  send,
  retries = DEFAULT_RETRIES,
  maxWaitMs = DEFAULT_MAX_RETRY_WAIT_MS,
  sleep = sleepFor,
  now = Date.now,
}) {
  const delays = backoff(retries);
  const question = (request, attempt, status, retryAfter = null) => ({
    method: request.method,
    headers: request.headers,
    status,
    retryAfter,
    attempt,
    now: now(),
    delays,
    maxWaitMs,
  });

  return async function retryingFetch(request) {
    for (let attempt = 0; ; attempt++) {
      let response;
      try {
        response = await send(request.clone());
      } catch (error) {
        const wait = isAbort(error, request) ? null : retryDelay(question(request, attempt, null));
        if (wait === null) throw error;
        await sleep(wait);
        continue;
      }
      const wait = retryDelay(question(request, attempt, response.status, response.headers.get('Retry-After')));
      if (wait === null) return response;
      await response.body?.cancel();
      await sleep(wait);
    }
  };
}
