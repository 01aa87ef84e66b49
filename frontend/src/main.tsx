import { hashKey, hydrate } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { splitLocalePath } from '@ticketsetu/contracts/locales';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';
import { createI18n, loadLaterMessages, loadMessages, loadPageMessages } from './shared/i18n';
import { createQueryClient } from './shared/query-client';
import { sessionKey } from './shared/session';
import { readPageState } from './ssr/page-state';
import './styles.css';

// The address says the page's language (ADR 82): '/hi/...' is Hindi, any other English.
const { locale, path: servedPath } = splitLocalePath(window.location.pathname);
const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page the server rendered (ADR 36) carries its data: load the route from it (no request, the
// route's code only), then take over the HTML as it is instead of drawing it again.
async function start(root: HTMLElement): Promise<void> {
  // The page's catalogues in its language (preloaded by the page's head) before anything is drawn in it.
  const i18n = createI18n(locale, await loadMessages(locale, servedPath), servedPath);
  const router = createAppRouter({ queryClient, i18n, locale });
  // A page's words before the page (ADR 84): a move to another area first loads that area's catalogue
  // (a hook on the root route instead would hold the whole page blank while a guard waits).
  router.history.block({
    blockerFn: async ({ nextLocation }) => {
      await loadPageMessages(i18n, splitLocalePath(nextLocation.pathname).path)?.catch(() => undefined);
      return false;
    },
    enableBeforeUnload: false,
  });
  // A redirect passes no blocker: its page's words load as the router starts on it (and draw when they come).
  router.subscribe('onBeforeLoad', ({ toLocation }) => {
    void loadPageMessages(i18n, splitLocalePath(toLocation.pathname).path)?.catch(() => undefined);
  });
  const pageState = readPageState(document);
  // A page drawn for its signed-in person carries their session: it shows them from the first draw, as the server did.
  const sessionRendered = pageState?.queries.some((query) => query.queryHash === hashKey(sessionKey)) ?? false;
  // A page frame (ADR 86) carries the session alone: the browser draws it anew over the server's frame
  // (the same frame, kept on screen until React's first draw replaces it) rather than hydrating it, as
  // its reads and its parts loaded on demand would arrive while React was still taking the HTML over.
  const frame = sessionRendered && pageState!.queries.length === 1;
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n} sessionRendered={sessionRendered}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (pageState) {
    hydrate(queryClient, pageState);
    await router.load();
  }
  // A guard may have sent this visitor elsewhere (someone signed in, on /auth): that page is drawn anew.
  if (pageState && !frame && router.state.location.pathname === servedPath) {
    // Tells the router the page came from the server, so it draws the same tree the server drew (no
    // Suspense boundary of its own around the root), as TanStack's own hydration would set it.
    router.ssr = { manifest: undefined };
    hydrateRoot(root, app);
  } else {
    if (!frame) root.replaceChildren();
    createRoot(root).render(app);
  }
  // The words no page needs to draw (the server's sentences by code), once the page is up.
  setTimeout(() => void loadLaterMessages(i18n).catch(() => undefined), 0);
}

// Not a top-level await: that would make the bundler wrap every module of the first load.
void start(container);
