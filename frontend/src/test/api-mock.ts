import { vi } from 'vitest';
import { FetchBackedXhr } from './fake-xhr';

export function jsonResponse(body: unknown, status = 200): Response {
  const type = status >= 400 ? 'application/problem+json' : 'application/json';
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
}

/** One page of an admin list (ADR 27): the rows, and how many match in all in X-Total-Count. */
export function listResponse(rows: unknown[], total: number = rows.length): Response {
  return new Response(JSON.stringify(rows), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });
}

/** An admin list answered as the server pages it: the rows in the query's limit/offset window, the total of all. */
export function pageOf(url: URL, rows: unknown[]): Response {
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 20);
  return listResponse(rows.slice(offset, offset + limit), rows.length);
}

export function problem(status: number, detail: string): Response {
  return jsonResponse({ type: 'about:blank', title: 'Error', status, detail }, status);
}

type Handler = (url: URL, request: Request) => Response | Promise<Response>;

/**
 * Replaces the network for one test: each handler answers one API path (exact match on pathname).
 * Nobody is signed in unless a handler answers /api/v1/auth/session (see test/session.ts).
 * Uploads (XMLHttpRequest) reach the same handlers. Returns the fetch spy so a test can inspect the
 * requests it made.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchSpy = vi.fn(async (input: Request) => {
    const url = new URL(input.url);
    const handler = handlers[url.pathname];
    if (!handler && url.pathname === '/api/v1/auth/session') {
      return jsonResponse({ user: null, access_token_expires_at: null });
    }
    if (!handler) return problem(404, `No mock for ${url.pathname}`);
    return handler(url, input);
  });
  vi.stubGlobal('fetch', fetchSpy);
  // Uploads go by XMLHttpRequest (shared/api/upload.ts): through the same spy.
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
  return fetchSpy;
}

/** The URLs of every request the app made through the mock, or only those to `pathname`. */
export function requestedUrls(fetchSpy: ReturnType<typeof mockApi>, pathname?: string): URL[] {
  return fetchSpy.mock.calls
    .map(([request]) => new URL(request.url))
    .filter((url) => pathname === undefined || url.pathname === pathname);
}
