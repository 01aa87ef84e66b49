import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { DEFAULT_LOCALE, type Locale, localePath, splitLocalePath } from '@ticketsetu/contracts/locales';
import { appRouterOptions } from './router-options';
import { routeTree } from './routeTree.gen';

export function createAppRouter({
  queryClient,
  i18n,
  history,
  onServer = false,
  locale = DEFAULT_LOCALE,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  history?: RouterHistory;
  /** The page's language: a Hindi page's addresses are under /hi (ADR 82), every link it draws too. */
  locale?: Locale;
  /** Rendering a page on the server (ssr/entry-server.tsx): no scroll restoration (its inline script is the browser's business). */
  onServer?: boolean;
}) {
  const options = appRouterOptions(queryClient, i18n);
  return createRouter({
    routeTree,
    history,
    ...options,
    // Not `basepath`: its home is '/hi/', and a Hindi page's home is '/hi' as localePath writes it.
    rewrite:
      locale === DEFAULT_LOCALE
        ? undefined
        : {
            input: ({ url }: { url: URL }) => {
              url.pathname = splitLocalePath(url.pathname).path;
              return url;
            },
            output: ({ url }: { url: URL }) => {
              url.pathname = localePath(locale, url.pathname);
              return url;
            },
          },
    scrollRestoration: !onServer && options.scrollRestoration,
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
