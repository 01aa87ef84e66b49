import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, problem } from '../test/api-mock';
import { makeSessionUser, noSessionAnswer } from '../test/session';
import { api, unwrap } from './api/client';
import { AUTH_CHANNEL, createSessionAccess, type SessionData, sessionKey, signIn, startSessionSync } from './session';

const priya = makeSessionUser();

function session(msFromNow: number, user = priya): SessionData {
  return { user, access_token_expires_at: new Date(Date.now() + msFromNow).toISOString() };
}

function refreshAnswer() {
  return jsonResponse({ ...session(15 * 60_000), access_token: 'jwt' });
}

const called = (fetchSpy: ReturnType<typeof mockApi>, path: string) =>
  fetchSpy.mock.calls.filter(([request]) => new URL(request.url).pathname === path).length;

let queryClient: QueryClient;
let stops: (() => void)[] = [];

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  localStorage.clear();
});

afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  vi.useRealTimers();
});

describe('refresh on a 401', () => {
  it('refreshes once and sends the call again when this browser has a session', async () => {
    let expired = true;
    const fetchSpy = mockApi({
      '/api/v1/me': () => (expired ? problem(401, 'Please sign in to continue') : jsonResponse({ id: priya.id })),
      '/api/v1/auth/refresh': () => {
        expired = false;
        return refreshAnswer();
      },
    });
    createSessionAccess(queryClient);
    queryClient.setQueryData(sessionKey, session(-1000));

    await expect(unwrap(api.GET('/api/v1/me'))).resolves.toEqual({ id: priya.id });
    expect(called(fetchSpy, '/api/v1/me')).toBe(2);
    expect(called(fetchSpy, '/api/v1/auth/refresh')).toBe(1);
    expect(queryClient.getQueryData<SessionData>(sessionKey)!.user).toEqual(priya);
  });

  it('signs out when the refresh is refused, and does not retry again', async () => {
    const fetchSpy = mockApi({
      '/api/v1/me': () => problem(401, 'Please sign in to continue'),
      '/api/v1/auth/refresh': () => problem(401, 'Your session has ended. Please sign in again.'),
    });
    createSessionAccess(queryClient);
    queryClient.setQueryData(sessionKey, session(-1000));

    await expect(unwrap(api.GET('/api/v1/me'))).rejects.toMatchObject({ status: 401 });
    expect(called(fetchSpy, '/api/v1/me')).toBe(1);
    expect(queryClient.getQueryData(sessionKey)).toBeNull();
  });

  it('does not try to refresh for a visitor who never signed in', async () => {
    const fetchSpy = mockApi({ '/api/v1/auth/session': noSessionAnswer });
    const access = createSessionAccess(queryClient);

    await expect(access.ensureUser()).resolves.toBeNull();
    expect(called(fetchSpy, '/api/v1/auth/session')).toBe(1);
    expect(called(fetchSpy, '/api/v1/auth/refresh')).toBe(0);
  });

  it('renews an expired access token on load for a browser that had a session', async () => {
    localStorage.setItem('ticketsetu-signed-in', '1');
    const fetchSpy = mockApi({
      // An expired access token reads as no session (200, no user); the refresh cookie still works.
      '/api/v1/auth/session': noSessionAnswer,
      '/api/v1/auth/refresh': refreshAnswer,
    });
    const access = createSessionAccess(queryClient);

    await expect(access.ensureUser()).resolves.toEqual(priya);
    expect(called(fetchSpy, '/api/v1/auth/session')).toBe(1);
    expect(called(fetchSpy, '/api/v1/auth/refresh')).toBe(1);
  });

  it('signs out a browser whose session ended while it was away, forgetting that it had one', async () => {
    localStorage.setItem('ticketsetu-signed-in', '1');
    const fetchSpy = mockApi({
      '/api/v1/auth/session': noSessionAnswer,
      '/api/v1/auth/refresh': () => problem(401, 'Your session has ended. Please sign in again.'),
    });
    const access = createSessionAccess(queryClient);

    await expect(access.ensureUser()).resolves.toBeNull();
    expect(called(fetchSpy, '/api/v1/auth/refresh')).toBe(1);
    expect(localStorage.getItem('ticketsetu-signed-in')).toBeNull();
    // The next page load does not try again.
    queryClient.clear();
    await expect(access.ensureUser()).resolves.toBeNull();
    expect(called(fetchSpy, '/api/v1/auth/refresh')).toBe(1);
  });
});

describe('keeping the session fresh', () => {
  it('refreshes when less than 90 seconds are left, checking every 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const fetchSpy = mockApi({ '/api/v1/auth/refresh': refreshAnswer });
    createSessionAccess(queryClient);
    queryClient.setQueryData(sessionKey, session(150_000));
    stops.push(startSessionSync(queryClient));

    await vi.advanceTimersByTimeAsync(30_000); // 120 s left
    expect(called(fetchSpy, '/api/v1/auth/refresh')).toBe(0);
    await vi.advanceTimersByTimeAsync(30_000); // 90 s left
    expect(called(fetchSpy, '/api/v1/auth/refresh')).toBe(0);
    await vi.advanceTimersByTimeAsync(30_000); // 60 s left
    await vi.waitFor(() => expect(called(fetchSpy, '/api/v1/auth/refresh')).toBe(1));
    await vi.waitFor(() =>
      expect(
        new Date(queryClient.getQueryData<SessionData>(sessionKey)!.access_token_expires_at).getTime(),
      ).toBeGreaterThan(Date.now() + 10 * 60_000),
    );
  });
});

describe.runIf(typeof BroadcastChannel === 'function')('other tabs', () => {
  it('signs this tab out when another tab signs out', async () => {
    queryClient.setQueryData(sessionKey, session(15 * 60_000));
    stops.push(startSessionSync(queryClient));
    const otherTab = new BroadcastChannel(AUTH_CHANNEL);
    otherTab.postMessage({ type: 'signed-out' });
    otherTab.close();
    await vi.waitFor(() => expect(queryClient.getQueryData(sessionKey)).toBeNull());
  });

  it('tells the other tabs when this one signs in', async () => {
    mockApi({ '/api/v1/auth/login': () => jsonResponse({ ...session(15 * 60_000), access_token: 'jwt' }) });
    stops.push(startSessionSync(queryClient));
    const otherTab = new BroadcastChannel(AUTH_CHANNEL);
    const received = new Promise<unknown>((resolve) => {
      otherTab.onmessage = (event) => resolve(event.data);
    });

    await signIn(queryClient, 'priya@example.in', 'monsoon-tickets');
    await expect(received).resolves.toMatchObject({ type: 'session', session: { user: priya } });
    otherTab.close();
  });
});
