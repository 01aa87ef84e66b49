import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router';
import { AppLayout } from '../features/layout/AppLayout';
import type { RouterContext } from '../shared/router-context';
import { SessionKeeper } from '../shared/SessionKeeper';
import { WithAntd } from '../shared/antd/WithAntd';
import { KIT_ROUTE_IDS, PUBLIC_ROUTE_IDS } from '../shared/public-pages';
import { NotFoundPage } from '../shared/ui/NotFoundPage';
import { RouteErrorPage } from '../shared/ui/RouteErrorPage';

/**
 * The page under the header: a public page (ADR 57) or a page on the kit (issue 36) as it is, any other
 * inside antd's provider.
 */
function Page() {
  const withoutAntd = useMatches({
    select: (matches) => {
      const routeId = matches.at(-1)?.routeId ?? '';
      return PUBLIC_ROUTE_IDS.has(routeId) || KIT_ROUTE_IDS.has(routeId);
    },
  });
  return withoutAntd ? (
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
