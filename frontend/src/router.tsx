import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { appRouterOptions } from './router-options';
import { routeTree } from './routeTree.gen';

export function createAppRouter({
  queryClient,
  history,
  onServer = false,
}: {
  queryClient: QueryClient;
  history?: RouterHistory;
  /** Rendering a page on the server (ssr/entry-server.tsx): no scroll restoration (its inline script is the browser's business). */
  onServer?: boolean;
}) {
  const options = appRouterOptions(queryClient);
  return createRouter({ routeTree, history, ...options, scrollRestoration: !onServer && options.scrollRestoration });
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
