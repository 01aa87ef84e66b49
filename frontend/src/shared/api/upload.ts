import type { paths } from '@ticketsetu/contracts';
import { retryDelay } from '@ticketsetu/contracts/retry';
import { ApiError } from './api-error';
import { CONNECTION_DROPPED } from './connection-dropped';
import { currentSessionRefresher } from './client';

/** How much of a body has gone out: bytes sent of bytes in all (the multipart body, boundaries included). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The API's POST routes, and the JSON each answers with when it succeeds. */
type PostPath = { [P in keyof paths]: paths[P] extends { post: object } ? P : never }[keyof paths];
type SuccessJson<R> = {
  [S in keyof R]: S extends 200 | 201 ? (R[S] extends { content: { 'application/json': infer J } } ? J : never) : never;
}[keyof R];
export type PostAnswer<P extends PostPath> = paths[P] extends { post: { responses: infer R } } ? SuccessJson<R> : never;

export interface UploadRequest<P extends PostPath = PostPath> {
  /** The API path as the contract names it, e.g. '/api/v1/me/sales/{id}/proof'. */
  path: P;
  /** The values of the path's {names}. */
  pathParams?: Record<string, string>;
  body: FormData;
  /** Extra headers (an Idempotency-Key); Accept and the cookies are set as the API client sets them. */
  headers?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it cancels the upload: the promise rejects with an AbortError DOMException. */
  signal?: AbortSignal;
}

export interface UploadTransportOptions {
  /** The XMLHttpRequest to use; injectable for tests. */
  createXhr?: () => XMLHttpRequest;
  /** Waits between retries; injectable so tests do not sleep. */
  wait?: (ms: number) => Promise<void>;
  now?: () => number;
  baseUrl?: string;
}

export { isConnectionDropped } from './connection-dropped';

interface Answer {
  status: number;
  statusText: string;
  retryAfter: string | null;
  text: string;
  contentType: string;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

function sendOnce(
  createXhr: () => XMLHttpRequest,
  url: string,
  request: UploadRequest<PostPath>,
  headers: Headers,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = createXhr();
    xhr.open('POST', url);
    // Cookies go as with fetch's credentials: 'include' (the API is same-origin; the browser adds Origin,
    // which the server's same-origin guard reads).
    xhr.withCredentials = true;
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) request.onProgress?.({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => {
      settle();
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        retryAfter: xhr.getResponseHeader('Retry-After'),
        text: xhr.responseText,
        contentType: xhr.getResponseHeader('Content-Type') ?? '',
      });
    });
    xhr.addEventListener('error', () => {
      settle();
      const error = new ApiError(0, ApiError.network(null).detail, { code: CONNECTION_DROPPED });
      error.cause = new Error('The connection dropped during the upload.');
      reject(error);
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    xhr.send(request.body);
  });
}

function parsed(answer: Answer): unknown {
  if (!/json/i.test(answer.contentType) || answer.text === '') return undefined;
  try {
    return JSON.parse(answer.text) as unknown;
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends a multipart body with XMLHttpRequest, whose upload events tell how much has gone (fetch cannot
 * say this of a FormData body, ADR 74); the same rules as the API client otherwise: JSON answers, the
 * cookies, one session refresh and resend on a 401, and the shared retry policy (contracts/retry) for
 * answers that say "not now" (429, 502-504) on a keyed request. A dropped connection is not resent
 * unseen (a minute of a phone's data): it rejects with CONNECTION_DROPPED and the page offers to send
 * again, with the same Idempotency-Key. Resolves to the JSON answer; a refusal throws ApiError.
 */
export function createUploadTransport(options: UploadTransportOptions = {}) {
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest());
  const wait = options.wait ?? sleep;
  const now = options.now ?? Date.now;

  return async function upload<P extends PostPath>(request: UploadRequest<P>): Promise<PostAnswer<P>> {
    const path = request.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(request.pathParams?.[name] ?? ''),
    );
    const url = `${options.baseUrl ?? globalThis.location?.origin ?? ''}${path}`;
    const headers = new Headers(request.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    let refreshed = false;
    for (let attempt = 0; ;) {
      const answer = await sendOnce(createXhr, url, request, headers);
      const refresher = currentSessionRefresher();
      if (answer.status === 401 && !refreshed && refresher) {
        refreshed = true;
        if (await refresher().catch(() => false)) continue;
      }
      const delay = retryDelay({
        method: 'POST',
        headers,
        status: answer.status,
        retryAfter: answer.retryAfter,
        attempt,
        now: now(),
      });
      if (delay !== null && !request.signal?.aborted) {
        attempt++;
        await wait(delay);
        continue;
      }
      const body = parsed(answer);
      if (answer.status < 200 || answer.status >= 300) {
        throw ApiError.fromResponse(answer, body);
      }
      return body as PostAnswer<P>;
    }
  };
}

/** The app's upload transport. */
export const upload = createUploadTransport();
