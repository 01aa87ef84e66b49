export type Wait = (ms: number) => Promise<void>;
type Fetch = (request: Request) => Promise<Response>;

/** Waits before the 1st, 2nd and 3rd retry: the spec's "3 retries, 1 s doubling". */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];

const sleep: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RetryingFetchOptions {
  /** The network call; defaults to the global fetch, looked up per call. */
  fetch?: Fetch;
  /** Injectable so tests do not sleep. */
  wait?: Wait;
  delays?: readonly number[];
}

/**
 * A retry is only safe when repeating the request cannot do the work twice: reads, or a write the
 * server deduplicates by its Idempotency-Key. A plain POST (e.g. "create order") is never repeated.
 */
export function isRetryable(request: Request): boolean {
  const method = request.method.toUpperCase();
  return method === 'GET' || method === 'HEAD' || request.headers.has('Idempotency-Key');
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
 * fetch for openapi-fetch: retries idempotent requests up to 3 times (after 1 s, 2 s, 4 s) when the
 * network fails or the server answers 5xx. 4xx answers and non-idempotent requests go back at once.
 */
export function createRetryingFetch(options: RetryingFetchOptions = {}): Fetch {
  const send: Fetch = options.fetch ?? ((request) => globalThis.fetch(request));
  const wait = options.wait ?? sleep;
  const delays = options.delays ?? RETRY_DELAYS_MS;

  return async function retryingFetch(input: Request): Promise<Response> {
    const request = withDefaults(input);
    const retryable = isRetryable(request);
    for (let attempt = 0; ; attempt++) {
      const delay = delays[attempt];
      const mayRetry = retryable && delay !== undefined && !request.signal.aborted;
      try {
        const response = await send(request.clone());
        if (response.status < 500 || !mayRetry) return response;
        await response.body?.cancel();
      } catch (error) {
        if (!mayRetry || isAbort(error)) throw error;
      }
      await wait(delay);
    }
  };
}
