// The TicketSetu API for programs: openapi-fetch over the contract's generated types, plus what a
// browser would otherwise do for you (keep the session, refresh it) and what a careful caller should
// (one Idempotency-Key per Pay, retries only where they are safe, problem+json as thrown errors).
import doc from '@ticketsetu/contracts/openapi.json' with { type: 'json' };
import { formatInr } from '@ticketsetu/contracts/money';
import createClient from 'openapi-fetch';
import { TicketSetuError, unwrap } from './errors.js';
import { createRetryingFetch, DEFAULT_MAX_RETRY_WAIT_MS, DEFAULT_RETRIES, isRetryable } from './retry.js';

export { TicketSetuError, unwrap, isRetryable };

/** ₹1,23,456.78 from integer paise: the app's own formatter (contracts/money), not a second one. */
export const formatRupees = formatInr;

/** The refresh token's cookie; the server only reads it on /api/v1/auth (its cookie path). */
const REFRESH_COOKIE = 'ts_refresh';
const AUTH_PATH = '/api/v1/auth/';

/**
 * "POST /api/v1/orders" and any other operation whose document declares an Idempotency-Key header,
 * read from the OpenAPI document itself so a new idempotent route needs no change here.
 */
export const idempotentOperations = new Set(
  Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) =>
        operation.parameters?.some(
          (parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key',
        ),
      )
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  ),
);

/** The refresh token among an answer's Set-Cookie lines: a value, null when cleared, undefined when not set. */
function refreshCookieOf(response) {
  let found;
  for (const line of response.headers.getSetCookie?.() ?? []) {
    const pair = line.split(';', 1)[0];
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === REFRESH_COOKIE) found = pair.slice(eq + 1).trim() || null;
  }
  return found;
}

/**
 * A client for the API at `baseUrl` (e.g. http://localhost:3000). `fetch`, `sleep` and `now` are
 * there for tests and special transports; `retries` bounds the extra attempts of a safe request.
 */
export function createTicketSetuClient({
  baseUrl,
  fetch: baseFetch = (request) => globalThis.fetch(request),
  retries = DEFAULT_RETRIES,
  maxRetryWaitMs = DEFAULT_MAX_RETRY_WAIT_MS,
  sleep,
  now,
} = {}) {
  if (!baseUrl) throw new TypeError('createTicketSetuClient needs a baseUrl, e.g. http://localhost:3000');
  const origin = new URL(baseUrl).origin;
  // Node's fetch keeps no cookies: the access token goes as a Bearer header, the refresh token is kept
  // here and sent back as its cookie to the auth endpoints only, as a browser would.
  let accessToken = null;
  let refreshToken = null;
  let refreshing = null;

  const send = async (request) => {
    const url = new URL(request.url);
    if (url.origin === origin) {
      if (accessToken && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${accessToken}`);
      }
      if (refreshToken && url.pathname.startsWith(AUTH_PATH)) {
        request.headers.set('Cookie', `${REFRESH_COOKIE}=${refreshToken}`);
      }
    }
    const response = await baseFetch(request);
    const kept = refreshCookieOf(response);
    if (kept !== undefined) refreshToken = kept;
    return response;
  };
  const retryingFetch = createRetryingFetch({ send, retries, maxWaitMs: maxRetryWaitMs, sleep, now });

  /** One refresh at a time: the token rotates, and presenting a rotated one twice ends the session. */
  function refreshOnce() {
    refreshing ??= (async () => {
      if (!refreshToken) return false;
      const { data, response } = await api.POST('/api/v1/auth/refresh').catch(() => ({}));
      if (response?.ok && data?.access_token) {
        accessToken = data.access_token;
        return true;
      }
      // 401: the session has ended (the server cleared the cookie too). A 503 leaves the tokens be.
      if (response?.status === 401) accessToken = refreshToken = null;
      return false;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  const sessionFetch = async (request) => {
    const tokenUsed = accessToken;
    const response = await retryingFetch(request);
    // The auth endpoints' own 401s (a wrong password, an ended session) are answers, not expiry.
    if (response.status !== 401 || !tokenUsed || new URL(request.url).pathname.startsWith(AUTH_PATH)) {
      return response;
    }
    // The access token lapsed (15 minutes): refresh once — or use the token a parallel call just
    // got — and send this request once more. Never a second time, so a 401 can never loop.
    if (accessToken === tokenUsed && !(await refreshOnce())) return response;
    if (!accessToken) return response;
    await response.body?.cancel();
    return retryingFetch(request);
  };

  const api = createClient({ baseUrl, fetch: sessionFetch });
  api.use({
    // The key is set once per call, before the retries: every attempt carries the same one.
    onRequest({ request, schemaPath }) {
      const operation = `${request.method.toUpperCase()} ${schemaPath}`;
      if (idempotentOperations.has(operation) && !request.headers.has('Idempotency-Key')) {
        request.headers.set('Idempotency-Key', globalThis.crypto.randomUUID());
      }
      return request;
    },
  });

  async function signIn(email, password) {
    const session = await unwrap(api.POST('/api/v1/auth/login', { body: { email, password } }));
    accessToken = session.access_token ?? null;
    return session;
  }

  return {
    api,
    get signedIn() {
      return accessToken !== null;
    },
    signIn,

    /**
     * Sign-up is two steps with a texted OTP in between: `readOtp` gets the started challenge
     * ({ challengeId, phone }) and returns the 6 digits (from the person, or a dev server's outbox).
     * Then signs in.
     */
    async signUp(details, readOtp) {
      const started = await unwrap(api.POST('/api/v1/auth/signup/start', { body: details }));
      const otp = await readOtp(started);
      await unwrap(
        api.POST('/api/v1/auth/signup/verify', { body: { ...details, challengeId: started.challengeId, otp } }),
      );
      return signIn(details.email, details.password);
    },

    /** Ends the session on the server (its refresh token stops working) and forgets the tokens. */
    async signOut() {
      try {
        if (accessToken || refreshToken) await unwrap(api.POST('/api/v1/auth/logout'));
      } finally {
        accessToken = refreshToken = null;
      }
    },
  };
}
