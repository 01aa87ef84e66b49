import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { createSessionAccess, type SessionAccess } from './shared/session';
import { NotFoundPage } from './shared/ui/NotFoundPage';
import { RouteErrorPage } from './shared/ui/RouteErrorPage';

export interface RouterContext {
  queryClient: QueryClient;
  /** For guards (shared/guards.ts): who is signed in. */
  session: SessionAccess;
}

export function createAppRouter({ queryClient, history }: { queryClient: QueryClient; history?: RouterHistory }) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, session: createSessionAccess(queryClient) },
    // TanStack Query owns freshness; the router must not serve its own cached preloads.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 300,
    defaultPendingMinMs: 300,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** /sell preselects this event (from an event card's plus button). */
    eventId?: string;
    /** /auth returns here after signing in. */
    returnTo?: string;
  }
}
