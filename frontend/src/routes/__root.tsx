import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router';
import { AppLayout } from '../features/layout/AppLayout';
import type { RouterContext } from '../shared/router-context';
import { SessionKeeper } from '../shared/SessionKeeper';
import { WithAntd } from '../shared/antd/WithAntd';
import { PUBLIC_ROUTE_IDS } from '../shared/public-pages';
import { NotFoundPage } from '../shared/ui/NotFoundPage';
import { RouteErrorPage } from '../shared/ui/RouteErrorPage';

/** The page under the header: a public page as it is, any other inside antd's provider (ADR 57). */
function Page() {
  const isPublic = useMatches({ select: (matches) => PUBLIC_ROUTE_IDS.has(matches.at(-1)?.routeId ?? '') });
  return isPublic ? (
    <Outlet />
  ) : (
    <WithAntd>
      <Outlet />
    </WithAntd>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppLayout>
      <SessionKeeper />
      <Page />
    </AppLayout>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
