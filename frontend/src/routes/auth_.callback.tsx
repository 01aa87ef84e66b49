import { createFileRoute, redirect } from '@tanstack/react-router';
import { authCallbackSearchSchema } from '../features/auth/search';
import { safeReturnTo } from '../shared/return-to';
import { PageSpinner } from '../shared/ui/PageSpinner';

/** Session completion: with a session go to returnTo (a path on this site, default /), else to /auth. */
export const Route = createFileRoute('/auth_/callback')({
  validateSearch: authCallbackSearchSchema,
  beforeLoad: async ({ context, search }) => {
    const user = await context.session.ensureUser().catch(() => null);
    if (!user) throw redirect({ to: '/auth', replace: true });
    throw redirect({ href: safeReturnTo(search.returnTo), replace: true });
  },
  pendingComponent: () => <PageSpinner label="Signing you in…" />,
  component: () => <PageSpinner label="Signing you in…" />,
});
