import type { CookieOptions, Request, Response } from 'express';
import type { IssuedSession } from '../application/session.service.js';

export const ACCESS_COOKIE = 'ts_access';
export const REFRESH_COOKIE = 'ts_refresh';
/** The refresh token is only ever sent to the auth endpoints that use it. */
const REFRESH_PATH = '/api/v1/auth';

function base(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure };
}

export function setSessionCookies(res: Response, session: IssuedSession, secure: boolean): void {
  res.cookie(ACCESS_COOKIE, session.accessToken, { ...base(secure), path: '/', expires: session.accessTokenExpiresAt });
  res.cookie(REFRESH_COOKIE, session.refreshToken, {
    ...base(secure),
    path: REFRESH_PATH,
    expires: session.refreshTokenExpiresAt,
  });
}

export function clearSessionCookies(res: Response, secure: boolean): void {
  res.clearCookie(ACCESS_COOKIE, { ...base(secure), path: '/' });
  res.clearCookie(REFRESH_COOKIE, { ...base(secure), path: REFRESH_PATH });
}

export function cookie(req: Request, name: string): string | null {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value ? value : null;
}

/** The access token a request carries: the session cookie (browsers) or an Authorization: Bearer header. */
export function accessTokenOf(req: Request): string | null {
  return cookie(req, ACCESS_COOKIE) ?? /^Bearer (\S+)$/i.exec(req.get('authorization') ?? '')?.[1] ?? null;
}
