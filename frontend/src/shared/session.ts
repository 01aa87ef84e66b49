import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { components } from '@ticketsetu/contracts';
import { createContext, useCallback, useContext } from 'react';
import { ApiError } from './api/api-error';
import { api, setSessionRefresher, unwrap } from './api/client';
import { useHydrated } from './useHydrated';

/*
 * Who is signed in. The access token lives in an httpOnly cookie for about 15 minutes; this module
 * keeps the ['session'] query current: it refreshes shortly before the token lapses (and once after
 * any 401), and tells the other tabs when someone signs in or out.
 */

export type SessionUser = components['schemas']['SessionUserDto'];
type SessionDto = components['schemas']['SessionDto'];
/** GET /auth/session: the user, or nulls for nobody (200 either way). */
type SessionProbeDto = components['schemas']['SessionProbeDto'];

/** The session as the app keeps it (the raw access token is never kept: the cookie carries it). */
export interface SessionData {
  user: SessionUser;
  access_token_expires_at: string;
}

export const sessionKey = ['session'] as const;
export const AUTH_CHANNEL = 'ticketsetu-auth';
/** Refresh when less than this is left on the access token ("under 3 ticks of 30 s"). */
export const REFRESH_MARGIN_MS = 90_000;
export const REFRESH_CHECK_MS = 30_000;
/** Roots of the query keys that hold one person's data; dropped whenever the person changes. */
export const PRIVATE_QUERY_ROOTS: readonly string[] = ['me', 'admin'];

/** Remembers that this browser had a session, so signed-out visitors do not ask to refresh on every page. */
const HINT_KEY = 'ticketsetu-signed-in';

function readHint(): boolean {
  try {
    return globalThis.localStorage?.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function writeHint(signedIn: boolean): void {
  try {
    if (signedIn) globalThis.localStorage?.setItem(HINT_KEY, '1');
    else globalThis.localStorage?.removeItem(HINT_KEY);
  } catch {
    // Storage can be unavailable (private mode); the hint only saves a request.
  }
}

function toSessionData(dto: SessionDto): SessionData {
  return { user: dto.user, access_token_expires_at: dto.access_token_expires_at };
}

export function msLeft(session: SessionData, now = Date.now()): number {
  return new Date(session.access_token_expires_at).getTime() - now;
}

/**
 * Who is signed in. The server answers "nobody" (user null) without an error status, so a visitor's
 * browser logs no failed request. Nobody with a lapsed access token in a browser that had a session
 * may still hold a good refresh token: renew once before concluding the visitor is signed out.
 */
async function fetchSession(queryClient: QueryClient): Promise<SessionData | null> {
  const probe: SessionProbeDto = await unwrap(api.GET('/api/v1/auth/session'));
  if (probe.user && probe.access_token_expires_at) {
    return { user: probe.user, access_token_expires_at: probe.access_token_expires_at };
  }
  if (readHint()) return refreshSession(queryClient).catch(() => null);
  return null;
}

export function sessionQuery() {
  return queryOptions({
    queryKey: sessionKey,
    queryFn: ({ client }) => fetchSession(client),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}

// ---- changes: sign-in, refresh, sign-out, and the same arriving from another tab ----

type AuthMessage = { type: 'session'; session: SessionData } | { type: 'signed-out' };

let channel: BroadcastChannel | undefined;

function broadcast(message: AuthMessage): void {
  channel?.postMessage(message);
}

export function clearPrivateQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => PRIVATE_QUERY_ROOTS.includes(String(query.queryKey[0])) });
}

/** Puts a session (or none) in the cache; another person's cached data goes when the person changes. */
function applySession(queryClient: QueryClient, session: SessionData | null): void {
  const before = queryClient.getQueryData<SessionData | null>(sessionKey);
  if ((before?.user.id ?? null) !== (session?.user.id ?? null)) clearPrivateQueries(queryClient);
  queryClient.setQueryData(sessionKey, session);
  writeHint(session !== null);
}

/** Two tabs must not refresh at once: the server treats a reused refresh token as stolen and ends the session. */
async function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return work();
  return locks.request('ticketsetu-auth-refresh', work) as Promise<T>;
}

let refreshing: Promise<SessionData | null> | undefined;

/**
 * Rotates the refresh token and renews the access token. Resolves the new session, or null when
 * the session has ended (which signs this tab and the others out); rejects on network failures.
 * Concurrent callers share one request.
 */
export function refreshSession(queryClient: QueryClient): Promise<SessionData | null> {
  refreshing ??= runRefresh(queryClient).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

async function runRefresh(queryClient: QueryClient): Promise<SessionData | null> {
  const seen = queryClient.getQueryData<SessionData | null>(sessionKey);
  return withRefreshLock(async () => {
    const current = queryClient.getQueryData<SessionData | null>(sessionKey);
    // Another tab refreshed while this one waited for the lock; its message brought the new session.
    if (current && current !== seen && msLeft(current) > REFRESH_MARGIN_MS) return current;
    try {
      const session = toSessionData(await unwrap(api.POST('/api/v1/auth/refresh')));
      applySession(queryClient, session);
      broadcast({ type: 'session', session });
      return session;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        applySession(queryClient, null);
        broadcast({ type: 'signed-out' });
        return null;
      }
      throw error;
    }
  });
}

export const NO_USER_RETURNED = 'No user returned from login';

/** Signs in with email and password; throws ApiError (problem `detail`) or Error(NO_USER_RETURNED). */
export async function signIn(queryClient: QueryClient, email: string, password: string): Promise<SessionUser> {
  const dto = await unwrap(api.POST('/api/v1/auth/login', { body: { email, password } }));
  if (!dto?.user) throw new Error(NO_USER_RETURNED);
  const session = toSessionData(dto);
  applySession(queryClient, session);
  broadcast({ type: 'session', session });
  return session.user;
}

/** Forgets the session here and in every other tab (after the server has ended it). */
export function forgetSession(queryClient: QueryClient): void {
  applySession(queryClient, null);
  broadcast({ type: 'signed-out' });
}

/**
 * Runs while the app is open: refreshes before the access token lapses (checked every 30 s and when
 * the tab becomes visible again, since background timers are throttled) and listens to other tabs.
 */
export function startSessionSync(queryClient: QueryClient): () => void {
  const ownChannel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(AUTH_CHANNEL) : undefined;
  channel = ownChannel;
  if (ownChannel) {
    ownChannel.onmessage = (event: MessageEvent<AuthMessage>) => {
      const message = event.data;
      if (message?.type === 'session' && message.session?.user) applySession(queryClient, message.session);
      else if (message?.type === 'signed-out') applySession(queryClient, null);
    };
  }

  const check = () => {
    const session = queryClient.getQueryData<SessionData | null>(sessionKey);
    if (session && msLeft(session) < REFRESH_MARGIN_MS) void refreshSession(queryClient).catch(() => undefined);
  };
  const timer = setInterval(check, REFRESH_CHECK_MS);
  const onVisibility = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', onVisibility);

  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    ownChannel?.close();
    if (channel === ownChannel) channel = undefined;
  };
}

// ---- what routes and components use ----

/** The session as route guards see it (router context). */
export interface SessionAccess {
  /** The signed-in user, fetching the session if it is not known yet. Rejects when it cannot be read. */
  ensureUser(): Promise<SessionUser | null>;
}

/**
 * The router's view of the session; also lets every API call that gets a 401 refresh once and retry,
 * when this browser had a session.
 */
export function createSessionAccess(queryClient: QueryClient): SessionAccess {
  setSessionRefresher(async () => {
    if (!queryClient.getQueryData(sessionKey) && !readHint()) return false;
    return (await refreshSession(queryClient)) !== null;
  });
  return {
    ensureUser: async () => (await queryClient.ensureQueryData(sessionQuery()))?.user ?? null,
  };
}

export interface Session {
  user: SessionUser | null;
  /** True until the first answer; a session that cannot be read counts as signed out. */
  isLoading: boolean;
  /** Ends the session and goes home. */
  signOut: () => Promise<void>;
}

/**
 * Whether the page was drawn for its signed-in person (a checkout, the sell form, a page frame: ADR 79,
 * 86): the server knew who, and gave the browser the same session, so both draw it from the start.
 */
const SessionRenderedContext = createContext(false);
export const SessionRendered = SessionRenderedContext.Provider;

export function useSession(): Session {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { data, isPending, isError } = useQuery(sessionQuery());
  const signOut = useCallback(async () => {
    // Best effort: even if the server cannot be reached, this browser signs out.
    await unwrap(api.POST('/api/v1/auth/logout')).catch(() => undefined);
    // Home first, so guarded pages are left before the session disappears under them.
    await router.navigate({ to: '/' });
    forgetSession(queryClient);
  }, [queryClient, router]);
  // A public page the server rendered knows nobody: it is taken over as "still looking", then shows who it is.
  const hydrated = useHydrated();
  const rendered = useContext(SessionRenderedContext);
  if (!hydrated && !rendered) return { user: null, isLoading: true, signOut };
  return { user: data?.user ?? null, isLoading: isPending && !isError, signOut };
}
