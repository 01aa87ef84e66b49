import { createFileRoute, redirect } from '@tanstack/react-router';
import { authCallbackSearchSchema } from '../features/auth/search';
import { SigningIn } from '../shared/ui/SessionSpinners';
import { safeReturnTo } from '../shared/return-to';

/** Session completion: with a session go to returnTo (a path on this site, default /), else to /auth. */
export const Route = createFileRoute('/auth_/callback')({
  validateSearch: authCallbackSearchSchema,
  beforeLoad: async ({ context, search }) => {
    const user = await context.session.ensureUser().catch(() => null);
    if (!user) throw redirect({ to: '/auth', replace: true });
    throw redirect({ href: safeReturnTo(search.returnTo), replace: true });
  },
  pendingComponent: SigningIn,
  component: SigningIn,
});
