import { type ParsedLocation, redirect } from '@tanstack/react-router';
import type { RouterContext } from './router-context';
import { safeReturnTo } from './return-to';
import type { SessionUser } from './session';

interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
}

/** /auth, coming back to `returnTo` (a path on this site) after signing in. */
export function signInHref(returnTo: string): string {
  return `/auth?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * `beforeLoad` for pages that need a signed-in user (/profile, /tickets, /sell, /checkout/...):
 * a signed-out visitor goes to /auth and comes back to the same path and query afterwards.
 * Adds `user` to the route context.
 */
export async function requireSignIn({ context, location }: GuardArgs): Promise<{ user: SessionUser }> {
  const user = await context.session.ensureUser();
  if (!user) throw redirect({ to: '/auth', search: { returnTo: location.href } });
  return { user };
}

/**
 * `beforeLoad` for /admin and its pages (spec section 6): no user -> /auth (returning here);
 * a session that cannot be read, or a user who is not an admin -> home.
 */
export async function requireAdmin({ context, location }: GuardArgs): Promise<{ user: SessionUser }> {
  let user: SessionUser | null;
  try {
    user = await context.session.ensureUser();
  } catch (error) {
    console.error('Admin check failed', error);
    throw redirect({ to: '/' });
  }
  if (!user) throw redirect({ to: '/auth', search: { returnTo: location.href } });
  if (!user.is_admin) throw redirect({ to: '/' });
  return { user };
}

/**
 * `beforeLoad` for /auth: someone already signed in has nothing to do there and goes where they were
 * heading (`returnTo` from the query or navigation state, a path on this site), else home. A session
 * that cannot be read shows the sign-in page.
 */
export async function redirectSignedIn({
  context,
  location,
  search,
}: GuardArgs & { search: { returnTo?: string } }): Promise<void> {
  const user = await context.session.ensureUser().catch(() => null);
  if (user) throw redirect({ href: safeReturnTo(search.returnTo ?? location.state.returnTo), replace: true });
}
