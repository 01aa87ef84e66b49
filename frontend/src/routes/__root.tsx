import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AppLayout } from '../features/layout/AppLayout';
import type { RouterContext } from '../router';
import { SessionKeeper } from '../shared/SessionKeeper';
import { NotFoundPage } from '../shared/ui/NotFoundPage';
import { RouteErrorPage } from '../shared/ui/RouteErrorPage';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppLayout>
      <SessionKeeper />
      <Outlet />
    </AppLayout>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
