import { retryDelay } from '@ticketsetu/contracts/retry';

export type Wait = (ms: number) => Promise<void>;
type Fetch = (request: Request) => Promise<Response>;

export { RETRY_DELAYS_MS } from '@ticketsetu/contracts/retry';

const sleep: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RetryingFetchOptions {
  /** The network call; defaults to the global fetch, looked up per call. */
  fetch?: Fetch;
  /** Injectable so tests do not sleep. */
  wait?: Wait;
  /** The clock, for a Retry-After given as a date; injectable so tests need no real time. */
  now?: () => number;
}

/** The request every API call sends: JSON, cookies included, never served from the HTTP cache. */
function withDefaults(input: Request): Request {
  const headers = new Headers(input.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return new Request(input, { headers, credentials: 'include', cache: 'no-cache' });
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * fetch for openapi-fetch, with the policy of contracts/retry.js (ADR 68), the typed client's too:
 * a request that cannot do the work twice (an idempotent method, or one with an Idempotency-Key) is
 * sent up to 3 more times when the network fails or the server answers 429, 502, 503 or 504, after
 * what Retry-After asks or 1 s, 2 s, 4 s. Everything else goes back at once.
 */
export function createRetryingFetch(options: RetryingFetchOptions = {}): Fetch {
  const send: Fetch = options.fetch ?? ((request) => globalThis.fetch(request));
  const wait = options.wait ?? sleep;
  const now = options.now ?? Date.now;

  return async function retryingFetch(input: Request): Promise<Response> {
    const request = withDefaults(input);
    const { method, headers } = request;
    for (let attempt = 0; ; attempt++) {
      let delay: number | null;
      try {
        const response = await send(request.clone());
        const retryAfter = response.headers.get('Retry-After');
        delay = request.signal.aborted
          ? null
          : retryDelay({ method, headers, status: response.status, retryAfter, attempt, now: now() });
        if (delay === null) return response;
        await response.body?.cancel();
      } catch (error) {
        delay =
          request.signal.aborted || isAbort(error)
            ? null
            : retryDelay({ method, headers, status: null, attempt, now: now() });
        if (delay === null) throw error;
      }
      await wait(delay);
    }
  };
}
