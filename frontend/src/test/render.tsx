import {
  type AnyRoute,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Locale } from '@ticketsetu/contracts/locales';
import { AppProviders } from '../AppProviders';
import { testI18n } from './i18n';
import { AntdProvider } from '../shared/antd/AntdProvider';
import { AppLayout } from '../features/layout/AppLayout';
import { appRouterOptions } from '../router-options';
import type { RouterContext } from '../shared/router-context';
import { createQueryClient } from '../shared/query-client';
import { SessionKeeper } from '../shared/SessionKeeper';
import { MAIN_CONTENT_ID } from '../shared/ui/SkipLink';

/**
 * The app's providers with antd's animations off, and antd's theme around everything: the app gives
 * it to each page that uses antd (ADR 57), a test of one part gives it to all.
 */
export function TestProviders({
  queryClient,
  locale = 'en',
  children,
}: {
  queryClient: QueryClient;
  locale?: Locale;
  children: ReactNode;
}) {
  return (
    <AppProviders queryClient={queryClient} i18n={testI18n(locale)} motion={false}>
      <AntdProvider>{children}</AntdProvider>
    </AppProviders>
  );
}

/*
 * Test renders. Rendering the whole app for every test made the suite slow (jsdom matches every antd
 * style rule for every element a query or click looks at, and the header and footer double both), so
 * a test mounts only the pages it is about: `renderRoutes` takes the real route objects from
 * src/routes (search schema, guard, loader, pending and page components), the real providers with
 * animations off, and the app's router options and context. Any other URL shows a stand-in page, so
 * redirects and links are checked on `router.state.location` without rendering the page behind them.
 */

/** A file route (`Route` exported by a file in src/routes). */
type PageRoute = AnyRoute;

export interface RenderRoutesOptions {
  /** Render the real header and footer around the pages (for tests about them). */
  layout?: boolean;
  /** The reader's language (English unless told). */
  locale?: Locale;
}

/** Marks the stand-in for URLs without a mounted page: 'Stand-in for /tickets?tab=listings'. */
export const STAND_IN_PREFIX = 'Stand-in for ';

function StandIn() {
  const href = useRouterState({ select: (state) => state.location.href });
  return <p>{`${STAND_IN_PREFIX}${href}`}</p>;
}

/** The id of `pattern` below `parent` ('/admin/tickets' below '/admin' is 'tickets'; '/admin/' is '/'). */
function relativeId(pattern: string, parent: string | undefined): string {
  if (!parent) return pattern;
  const rest = pattern.slice(parent.length);
  return rest === '/' ? '/' : rest.replace(/^\//, '');
}

/** The URL path of a route id: a trailing underscore only un-nests the route ('/auth_/callback' is '/auth/callback'). */
function urlPath(id: string): string {
  return id.replace(/_(?=\/|$)/g, '');
}

/** The longest other pattern that `pattern` sits under ('/admin' for '/admin/tickets' and '/admin/'). */
function parentPattern(pattern: string, patterns: readonly string[]): string | undefined {
  return patterns
    .filter((other) => other !== pattern && other !== '/' && !other.endsWith('/') && pattern.startsWith(`${other}/`))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * Mounts the given pages at their paths (keys are the file routes' ids, e.g. '/sell', '/admin',
 * '/admin/tickets', '/admin/'; a page under a mounted layout is nested in it) and opens `url`.
 */
export function renderRoutes(
  pages: Record<string, PageRoute>,
  url: string,
  { layout = false, locale = 'en' }: RenderRoutesOptions = {},
) {
  const queryClient = createQueryClient();
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: () =>
      layout ? (
        <AppLayout>
          <SessionKeeper />
          <Outlet />
        </AppLayout>
      ) : (
        // The main landmark the layout provides (pages put their popups in it).
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main">
          <SessionKeeper />
          <Outlet />
        </main>
      ),
  });

  const patterns = Object.keys(pages).sort((a, b) => a.length - b.length);
  const mounted = new Map<string, AnyRoute>();
  for (const pattern of patterns) {
    const parent = parentPattern(pattern, patterns);
    const parentRoute = parent ? mounted.get(parent)! : rootRoute;
    // The file route's own options (guard, loader, search schema, components) at its path.
    const {
      id: _id,
      path: _path,
      getParentRoute: _parent,
      ...options
    } = pages[pattern]!.options as unknown as Record<string, unknown>;
    const id = relativeId(pattern, parent);
    const route = createRoute({ ...options, getParentRoute: () => parentRoute, path: urlPath(id) } as Parameters<
      typeof createRoute
    >[0]) as unknown as AnyRoute;
    // As the generated route tree does: the id (what getRouteApi names) may differ from the URL path.
    const setIdAndPath = route.update as unknown as (options: { id: string; path: string }) => AnyRoute;
    setIdAndPath.call(route, { id, path: urlPath(id) });
    mounted.set(pattern, route);
  }
  for (const [pattern, route] of mounted) {
    const children = [...mounted].filter(([other]) => parentPattern(other, patterns) === pattern).map(([, r]) => r);
    if (children.length > 0) route.addChildren(children);
  }
  const topLevel = [...mounted].filter(([pattern]) => !parentPattern(pattern, patterns)).map(([, route]) => route);
  const standIn = createRoute({ getParentRoute: () => rootRoute, path: '$', component: StandIn });
  const routeTree = rootRoute.addChildren([...topLevel, standIn]);

  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree, history, ...appRouterOptions(queryClient, testI18n(locale)) });
  const utils = render(
    <TestProviders queryClient={queryClient} locale={locale}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...utils, router, queryClient };
}

/** One component inside the providers and a bare router, for components that render links. */
export function renderWithRouter(ui: ReactNode, { locale = 'en' }: { locale?: Locale } = {}) {
  const queryClient = createQueryClient();
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    ...appRouterOptions(queryClient, testI18n(locale)),
  });
  const utils = render(
    <TestProviders queryClient={queryClient} locale={locale}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...utils, router, queryClient };
}

/** A component inside the real providers only (no router), e.g. a table or a form. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  // As a wrapper, so that `rerender` keeps the providers.
  const utils = render(ui, {
    wrapper: ({ children }) => <TestProviders queryClient={queryClient}>{children}</TestProviders>,
  });
  return { ...utils, queryClient };
}

/**
 * The open details drawer titled `title`. Found by its title: under test antd gives every fallback id the
 * same value, so a phone's Sort by and the drawer share one and the drawer's accessible name is wrong.
 */
export async function findDrawer(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-drawer-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}
