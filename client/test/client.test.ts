import { describe, expect, it, vi } from 'vitest';
import { createTicketSetuClient, formatRupees, idempotentOperations, TicketSetuError, unwrap } from '../src/index.js';

type Answer = Response | Error | ((request: Request) => Response);

/** A client over a fake network that answers from a script and records what was sent. */
function clientAnswering(
  answers: Answer[],
  options: { retries?: number; maxRetryWaitMs?: number; now?: () => number } = {},
) {
  const sent: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    sent.push(request.clone());
    const next = answers.shift();
    if (next === undefined) throw new Error(`unexpected ${request.method} ${request.url}`);
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next(request) : next;
  });
  const sleep = vi.fn(async (ms: number) => void ms);
  const client = createTicketSetuClient({ baseUrl: 'http://shop.test', fetch, sleep, ...options });
  return { client, api: client.api, sent, fetch, sleep, waits: () => sleep.mock.calls.map(([ms]) => ms) };
}

const problem = (status: number, detail: string, extra: Record<string, unknown> = {}, headers: HeadersInit = {}) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Error', status, detail, ...extra }), {
    status,
    headers: { 'Content-Type': 'application/problem+json', ...headers },
  });

const session = (token: string, refresh: string) =>
  new Response(
    JSON.stringify({
      user: { id: 'u1', email: 'asha@example.in', full_name: 'Asha', first_name: 'Asha', is_admin: false },
      access_token_expires_at: '2026-11-27T10:15:00.000Z',
      access_token: token,
    }),
    {
      headers: [
        ['Content-Type', 'application/json'],
        ['Set-Cookie', `ts_access=${token}; Path=/; HttpOnly; SameSite=Lax`],
        ['Set-Cookie', `ts_refresh=${refresh}; Path=/api/v1/auth; HttpOnly; SameSite=Lax`],
      ],
    },
  );

const address = {
  addressLine1: '4B Sea Breeze',
  area: 'Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
} as const;
const order = { listingId: 'b7d7f6c4-3f0e-4e39-9a6c-5d3c1f1e2a10', quantity: 1, platformId: 'asha@district' };
const path = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

describe('session', () => {
  it('sends the access token as Bearer, and the refresh cookie only to the auth endpoints', async () => {
    const { client, api, sent } = clientAnswering([session('a1', 'r1'), Response.json([]), session('a2', 'r2')]);
    await client.signIn('asha@example.in', 'monsoon-tickets-2026');
    expect(client.signedIn).toBe(true);
    await unwrap(api.GET('/api/v1/me/addresses'));
    await unwrap(api.POST('/api/v1/auth/refresh'));
    expect(sent[1]!.headers.get('Authorization')).toBe('Bearer a1');
    expect(sent[1]!.headers.has('Cookie')).toBe(false);
    expect(sent[2]!.headers.get('Cookie')).toBe('ts_refresh=r1');
  });

  it('refreshes once on a 401 and sends the call again with the new token', async () => {
    const { client, api, sent } = clientAnswering([
      session('a1', 'r1'),
      problem(401, 'Please sign in to continue'),
      session('a2', 'r2'),
      Response.json([{ id: 'ad1' }]),
      Response.json([]),
    ]);
    await client.signIn('asha@example.in', 'monsoon-tickets-2026');
    await expect(unwrap(api.GET('/api/v1/me/addresses'))).resolves.toEqual([{ id: 'ad1' }]);
    expect(sent.map(path)).toEqual([
      'POST /api/v1/auth/login',
      'GET /api/v1/me/addresses',
      'POST /api/v1/auth/refresh',
      'GET /api/v1/me/addresses',
    ]);
    expect(sent[2]!.headers.get('Cookie')).toBe('ts_refresh=r1');
    expect(sent[3]!.headers.get('Authorization')).toBe('Bearer a2');
    // The rotated refresh token is the one kept.
    await api.POST('/api/v1/auth/refresh');
    expect(sent[4]!.headers.get('Cookie')).toBe('ts_refresh=r2');
  });

  it('sends a write without a key once more after the refresh: a 401 did nothing', async () => {
    const { client, api, sent } = clientAnswering([
      session('a1', 'r1'),
      problem(401, 'Please sign in to continue'),
      session('a2', 'r2'),
      Response.json({ id: 'ad1' }, { status: 201 }),
    ]);
    await client.signIn('asha@example.in', 'monsoon-tickets-2026');
    await expect(unwrap(api.POST('/api/v1/me/addresses', { body: address }))).resolves.toEqual({ id: 'ad1' });
    expect(sent.map(path)).toEqual([
      'POST /api/v1/auth/login',
      'POST /api/v1/me/addresses',
      'POST /api/v1/auth/refresh',
      'POST /api/v1/me/addresses',
    ]);
    expect(sent[3]!.headers.has('Idempotency-Key')).toBe(false);
    expect(await sent[3]!.json()).toEqual(address);
  });

  it('never refreshes twice for one call: a second 401 is the answer', async () => {
    const { client, api, sent } = clientAnswering([
      session('a1', 'r1'),
      problem(401, 'Please sign in to continue'),
      session('a2', 'r2'),
      problem(401, 'Please sign in to continue'),
    ]);
    await client.signIn('asha@example.in', 'monsoon-tickets-2026');
    await expect(unwrap(api.GET('/api/v1/me/addresses'))).rejects.toMatchObject({ status: 401 });
    expect(sent).toHaveLength(4);
  });

  it('gives back the 401 and forgets the session when the refresh is refused', async () => {
    const { client, api, sent } = clientAnswering([
      session('a1', 'r1'),
      problem(401, 'Please sign in to continue'),
      problem(401, 'Your session has ended. Please sign in again.', { code: 'AUTH_SESSION_INVALID' }),
    ]);
    await client.signIn('asha@example.in', 'monsoon-tickets-2026');
    await expect(unwrap(api.GET('/api/v1/me/addresses'))).rejects.toMatchObject({
      status: 401,
      detail: 'Please sign in to continue',
    });
    expect(sent).toHaveLength(3);
    expect(client.signedIn).toBe(false);
  });

  it('refreshes once for calls that fail together (a rotated token presented twice ends the session)', async () => {
    const expired = () => problem(401, 'Please sign in to continue');
    const { client, api, sent } = clientAnswering([
      session('a1', 'r1'),
      expired(),
      expired(),
      session('a2', 'r2'),
      Response.json([]),
      Response.json([]),
    ]);
    await client.signIn('asha@example.in', 'monsoon-tickets-2026');
    await Promise.all([unwrap(api.GET('/api/v1/me/addresses')), unwrap(api.GET('/api/v1/me/sessions'))]);
    expect(sent.filter((r) => path(r) === 'POST /api/v1/auth/refresh')).toHaveLength(1);
  });

  it('does not refresh for a wrong password', async () => {
    const { client, sent } = clientAnswering([problem(401, 'Invalid login credentials')]);
    await expect(client.signIn('asha@example.in', 'wrong')).rejects.toMatchObject({
      status: 401,
      detail: 'Invalid login credentials',
    });
    expect(sent).toHaveLength(1);
  });

  it('signs up with the OTP it is given, then signs in', async () => {
    const started = {
      challengeId: '5f0c2f55-1c7e-4d55-8c55-2d9a0d7c9c11',
      phone: '+919876543210',
      resendAfterSeconds: 30,
    };
    const { client, sent } = clientAnswering([
      Response.json(started),
      Response.json({ message: 'Sign up successful!' }, { status: 201 }),
      session('a1', 'r1'),
    ]);
    const details = {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.in',
      password: 'monsoon-tickets-2026',
      phone: '+919876543210',
      dateOfBirth: '1995-08-15',
    };
    const readOtp = vi.fn(async () => '123456');
    await client.signUp(details, readOtp);
    expect(readOtp).toHaveBeenCalledWith(started);
    expect(await sent[1]!.json()).toEqual({ ...details, challengeId: started.challengeId, otp: '123456' });
    expect(sent.map(path)).toContain('POST /api/v1/auth/login');
    expect(client.signedIn).toBe(true);
  });

  it('signs out with its token and refresh cookie, and forgets both', async () => {
    const { client, sent } = clientAnswering([session('a1', 'r1'), Response.json({ message: 'Signed out' })]);
    await client.signIn('asha@example.in', 'monsoon-tickets-2026');
    await client.signOut();
    expect(sent[1]!.headers.get('Authorization')).toBe('Bearer a1');
    expect(sent[1]!.headers.get('Cookie')).toBe('ts_refresh=r1');
    expect(client.signedIn).toBe(false);
  });
});

describe('errors', () => {
  it('throws problem+json as a TicketSetuError with its status, code, detail and fields', async () => {
    const { api } = clientAnswering([
      problem(400, 'Number of tickets must be between 1 and 6', {
        code: 'REQUEST_INVALID',
        errors: [{ field: 'quantity', message: 'Number of tickets must be between 1 and 6' }],
      }),
    ]);
    const error = await unwrap(api.POST('/api/v1/orders', { body: { ...order, quantity: 9 } })).catch((e) => e);
    expect(error).toBeInstanceOf(TicketSetuError);
    expect(error).toMatchObject({
      status: 400,
      code: 'REQUEST_INVALID',
      detail: 'Number of tickets must be between 1 and 6',
      message: 'Number of tickets must be between 1 and 6',
      errors: [{ field: 'quantity', message: 'Number of tickets must be between 1 and 6' }],
      retryAfter: null,
    });
  });

  it('reads Retry-After into the error, and still says something for a body that is not a problem', async () => {
    const { api } = clientAnswering([
      problem(409, 'Your payment is still being set up. Please try again in a moment.', {}, { 'Retry-After': '1' }),
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    ]);
    await expect(unwrap(api.POST('/api/v1/orders', { body: order }))).rejects.toMatchObject({ retryAfter: 1 });
    // A write without a key: handed back at once, not retried.
    await expect(unwrap(api.POST('/api/v1/me/addresses', { body: address }))).rejects.toMatchObject({
      status: 502,
      code: null,
    });
  });

  it('turns an unreachable server into a TicketSetuError with status 0', async () => {
    const down = () => new TypeError('fetch failed');
    const { api } = clientAnswering([down(), down(), down(), down()]);
    await expect(unwrap(api.GET('/api/v1/events'))).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('idempotency and retries', () => {
  it('adds an Idempotency-Key to Pay and sends the same one on every retry', async () => {
    const { api, sent, waits } = clientAnswering([
      problem(503, 'Service Unavailable', {}, { 'Retry-After': '1' }),
      new TypeError('fetch failed'),
      Response.json({ id: 'o1', status: 'pending' }, { status: 201 }),
    ]);
    await expect(unwrap(api.POST('/api/v1/orders', { body: order }))).resolves.toMatchObject({ id: 'o1' });
    const keys = sent.map((r) => r.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(await sent[2]!.json()).toEqual(order);
    // What Retry-After asked, then the backoff's second step.
    expect(waits()).toEqual([1000, 2000]);
  });

  it("keeps the caller's own Idempotency-Key", async () => {
    const { api, sent } = clientAnswering([Response.json({ id: 'o1' }, { status: 201 })]);
    await unwrap(
      api.POST('/api/v1/orders', { body: order, params: { header: { 'Idempotency-Key': 'pay-7f3a9c21' } } }),
    );
    expect(sent[0]!.headers.get('Idempotency-Key')).toBe('pay-7f3a9c21');
  });

  it('takes the idempotent operations from the OpenAPI document, and types their key as optional', () => {
    expect(idempotentOperations).toContain('POST /api/v1/orders');
    expect(idempotentOperations).toContain('POST /api/v1/listings');
    expect(idempotentOperations).not.toContain('POST /api/v1/me/addresses');
    const { api } = clientAnswering([]);
    // Checked by tsc, never sent: the key may be left out, the body may not be wrong.
    const typed = () => [
      api.POST('/api/v1/orders', { body: order }),
      // @ts-expect-error quantity is a whole number of tickets
      api.POST('/api/v1/orders', { body: { ...order, quantity: 'one' } }),
    ];
    expect(typed).toBeTypeOf('function');
  });

  it('never retries a write without a key: not on 503, not on a network failure', async () => {
    const { api, sent, sleep } = clientAnswering([problem(503, 'Service Unavailable'), new TypeError('fetch failed')]);
    await expect(unwrap(api.POST('/api/v1/me/addresses', { body: address }))).rejects.toMatchObject({ status: 503 });
    await expect(unwrap(api.POST('/api/v1/me/addresses', { body: address }))).rejects.toMatchObject({ status: 0 });
    expect(sent).toHaveLength(2);
    expect(sent[0]!.headers.has('Idempotency-Key')).toBe(false);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries a GET on 503 and 429 after the Retry-After the server asks for', async () => {
    const { api, sent, waits } = clientAnswering([
      problem(503, 'Service Unavailable', {}, { 'Retry-After': '2' }),
      problem(429, 'Too many requests', {}, { 'Retry-After': '3' }),
      Response.json([{ id: 'e1' }]),
    ]);
    await expect(unwrap(api.GET('/api/v1/events'))).resolves.toEqual([{ id: 'e1' }]);
    expect(sent).toHaveLength(3);
    expect(waits()).toEqual([2000, 3000]);
  });

  it('stops after `retries` more attempts, backing off when no Retry-After is given', async () => {
    const busy = () => problem(503, 'Service Unavailable');
    const { api, sent, waits } = clientAnswering([busy(), busy(), busy()], { retries: 2 });
    await expect(unwrap(api.GET('/api/v1/events'))).rejects.toMatchObject({ status: 503 });
    expect(sent).toHaveLength(3);
    expect(waits()).toEqual([1000, 2000]);
  });

  it('retries a GET on 502 and 504 with the 1 s, 2 s backoff, and a Retry-After given as a date', async () => {
    const now = Date.parse('2026-12-02T10:00:00Z');
    const { api, sent, waits } = clientAnswering(
      [
        problem(502, 'Bad Gateway'),
        problem(504, 'Gateway Timeout'),
        problem(503, 'Service Unavailable', {}, { 'Retry-After': 'Wed, 02 Dec 2026 10:00:06 GMT' }),
        Response.json([]),
      ],
      { now: () => now },
    );
    await expect(unwrap(api.GET('/api/v1/events'))).resolves.toEqual([]);
    expect(sent).toHaveLength(4);
    expect(waits()).toEqual([1000, 2000, 6000]);
  });

  it('retries a PUT and a DELETE without a key (sent twice, they do the work once), a PATCH never', async () => {
    const busy = () => problem(503, 'Service Unavailable');
    const path = { params: { path: { id: 'a1' } } };
    const { api, sent, waits } = clientAnswering([
      busy(),
      new Response(null, { status: 204 }),
      new TypeError('fetch failed'),
      new Response(null, { status: 204 }),
      busy(),
    ]);
    await unwrap(api.PUT('/api/v1/me/addresses/{id}/default', path));
    await unwrap(api.DELETE('/api/v1/me/addresses/{id}', path));
    await expect(unwrap(api.PATCH('/api/v1/me', { body: {} }))).rejects.toMatchObject({ status: 503 });
    expect(sent.map((r) => r.method)).toEqual(['PUT', 'PUT', 'DELETE', 'DELETE', 'PATCH']);
    expect(waits()).toEqual([1000, 1000]);
  });

  it('does not wait longer than its bound: a long Retry-After comes back as the error', async () => {
    const { api, sent } = clientAnswering([problem(503, 'Service Unavailable', {}, { 'Retry-After': '120' })]);
    await expect(unwrap(api.GET('/api/v1/events'))).rejects.toMatchObject({ status: 503, retryAfter: 120 });
    expect(sent).toHaveLength(1);
  });

  it('does not retry a 500', async () => {
    const { api, sent } = clientAnswering([problem(500, 'Something went wrong')]);
    await expect(unwrap(api.GET('/api/v1/events'))).rejects.toMatchObject({ status: 500 });
    expect(sent).toHaveLength(1);
  });
});

describe('money', () => {
  it('formats paise with the contracts formatter', () => {
    expect(formatRupees(12_345_678)).toBe('₹1,23,456.78');
    expect(() => formatRupees(10.5)).toThrow(RangeError);
  });
});
