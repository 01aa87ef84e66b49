import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { RouterContext } from './shared/router-context';
import { createSessionAccess } from './shared/session';
import { NotFoundPage } from './shared/ui/NotFoundPage';
import { RouteErrorPage } from './shared/ui/RouteErrorPage';

/**
 * Everything about the router except its routes: the app's router (router.tsx) and the tests'
 * routers (test/render.tsx) share it, so a page behaves the same under both.
 */
export function appRouterOptions(queryClient: QueryClient, i18n: I18n) {
  return {
    context: { queryClient, i18n, session: createSessionAccess(queryClient) } satisfies RouterContext,
    // TanStack Query owns freshness; the router must not serve its own cached preloads.
    defaultPreload: 'intent' as const,
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 300,
    defaultPendingMinMs: 300,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  };
}
