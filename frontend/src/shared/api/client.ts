import type { paths } from '@ticketsetu/contracts';
import createClient, { type Client } from 'openapi-fetch';
import { ApiError } from './api-error';
import { createRetryingFetch, type RetryingFetchOptions } from './retrying-fetch';

/** The answers the app reads: JSON, and problem+json errors (admin lists also offer text/csv, which it downloads by link). */
type JsonAnswers = 'application/json' | 'application/problem+json';
export type ApiClient = Client<paths, JsonAnswers>;

export interface ApiClientOptions extends RetryingFetchOptions {
  baseUrl?: string;
}

/**
 * Renews an expired access token: resolves true when a fresh one is in the cookies. Set by the
 * session (shared/session.ts), which owns the refresh; the client only knows when to ask.
 */
export type SessionRefresher = () => Promise<boolean>;

let sessionRefresher: SessionRefresher | undefined;

/** Installs the refresher every client uses on a 401; returns a function that removes it. */
export function setSessionRefresher(refresher: SessionRefresher | undefined): () => void {
  sessionRefresher = refresher;
  return () => {
    if (sessionRefresher === refresher) sessionRefresher = undefined;
  };
}

/** The refresher installed now, if any: the upload transport (upload.ts) asks it on a 401 as the client does. */
export function currentSessionRefresher(): SessionRefresher | undefined {
  return sessionRefresher;
}

/**
 * The auth endpoints answer 401 for their own reasons (wrong password, ended session): never refresh
 * for them. (GET /auth/session answers 200 with no user instead of 401; the session module renews then.)
 */
function mayRefreshFor(request: Request): boolean {
  return !new URL(request.url).pathname.startsWith('/api/v1/auth/');
}

type Send = (request: Request) => Promise<Response>;

/**
 * On the server, where a page's reads go instead of the network (ADR 88): sent once, never retried
 * (a read that fails leaves the page to the browser). Never set in a browser.
 */
let serverSend: Send | undefined;

/** The server's renderer (ssr/entry-server.tsx) sends the reads of a page it renders for its person to the app, as that person. */
export function sendApiRequestsWith(sender: Send): void {
  serverSend = sender;
}

/**
 * The typed client over the OpenAPI contract. The API is same-origin: /api is proxied in dev, served by
 * the backend in production (on the server, where no page has an origin, the origin is a placeholder
 * its sender answers from).
 */
export function createApiClient({ baseUrl, ...fetchOptions }: ApiClientOptions = {}): ApiClient {
  const retryingFetch = createRetryingFetch(fetchOptions);
  return createClient<paths, JsonAnswers>({
    baseUrl: baseUrl ?? globalThis.location?.origin ?? 'http://localhost',
    // A 401 usually means the 15-minute access token lapsed: refresh once, then send the call once more.
    fetch: async (request: Request) => {
      if (serverSend) return serverSend(request);
      const response = await retryingFetch(request.clone());
      const refresher = sessionRefresher;
      if (response.status !== 401 || !refresher || !mayRefreshFor(request)) return response;
      const refreshed = await refresher().catch(() => false);
      if (!refreshed) return response;
      await response.body?.cancel();
      return retryingFetch(request);
    },
  });
}

export const api = createApiClient();

type ApiResult<T> = { data?: T; error?: unknown; response: Response };

/** Resolves to the response body, or throws an ApiError whose `detail` is the problem's message. */
export async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  let result: ApiResult<T>;
  try {
    result = await call;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw ApiError.network(cause);
  }
  const { data, error, response } = result;
  if (!response.ok || error !== undefined) throw ApiError.fromResponse(response, error);
  return data as T;
}
