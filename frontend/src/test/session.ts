import type { SessionUser } from '../shared/session';
import { jsonResponse } from './api-mock';

export function makeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-priya',
    email: 'priya.sharma@example.in',
    full_name: 'Priya Sharma',
    first_name: 'Priya',
    is_admin: false,
    locale: 'en',
    ...overrides,
  };
}

/** What /api/v1/auth/session answers when the request carries no live session (200, not an error). */
export function noSessionAnswer(): Response {
  return jsonResponse({ user: null, access_token_expires_at: null });
}

/** The /api/v1/auth/session answer for `user` (access token good for 15 more minutes), or no session for null. */
export function sessionAnswer(user: SessionUser | null): () => Response {
  return () =>
    user
      ? jsonResponse({ user, access_token_expires_at: new Date(Date.now() + 15 * 60_000).toISOString() })
      : noSessionAnswer();
}
