/**
 * The public pages rendered on the server (ADR 36), and a checkout and the sell form rendered for their
 * signed-in person (ADR 79). The Nest app loads this module's build
 * (dist-ssr/entry-server.js) and gives it the page's address and the data its queries would fetch,
 * read from the same application services the API answers from. It renders the same tree the
 * browser does (router, query cache) to HTML, with the dehydrated query cache beside it; the browser
 * hydrates that instead of rendering from nothing. These pages are drawn without antd (ADR 57): their
 * styles are the build's stylesheets, named in the head.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { PageData } from '@ticketsetu/contracts/pages';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { splitLocalePath } from '@ticketsetu/contracts/locales';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppProviders } from '../AppProviders';
import { checkoutQuery } from '../features/checkout/queries';
import { profileQuery } from '../features/profile/queries';
import { eventPageSearchSchema, toListingFilters } from '../features/event-page/search';
import { eventPageQuery, eventsListQuery } from '../features/events/queries';
import { eventSellersQuery, sellerProfileQuery, sellerRatingsQuery } from '../features/sellers/queries';
import { createAppRouter } from '../router';
import { sendApiRequestsWith } from '../shared/api/client';
import { createI18n, loadMessages } from '../shared/i18n';
import { createQueryClient } from '../shared/query-client';
import { sessionKey } from '../shared/session';
import { v } from '../shared/search-params';
import { pageStateScript } from './page-state';
import { type BuildManifest, routeAssetTags } from './route-assets';

export type { BuildManifest } from './route-assets';

/** A request of the page's to the app's API, answered by the app as its person (ADR 88). */
export type ApiSender = (request: Request) => Promise<Response>;

/** The sender of the render under way: renders interleave, so each keeps its own. */
const pageApi = new AsyncLocalStorage<ApiSender>();
sendApiRequestsWith((request) => {
  const sender = pageApi.getStore();
  // A public page's data comes with it: a query it starts here is one it cannot have (the browser's).
  return sender ? sender(request) : Promise.reject(new TypeError('No API for this page on the server'));
});

/**
 * How long a page drawn for its person waits for its reads (ADR 88): past this, its frame (the reads
 * the browser's) rather than a first byte held back by a slow read.
 */
export const PAGE_READS_WITHIN_MS = 400;

/** Resolves true once no query is fetching, false after `withinMs`. */
function readsSettled(queryClient: QueryClient, withinMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(false), withinMs);
    const cache = queryClient.getQueryCache();
    const check = () => {
      if (queryClient.isFetching() === 0) finish(true);
    };
    const unsubscribe = cache.subscribe(check);
    function finish(settled: boolean) {
      clearTimeout(timer);
      unsubscribe();
      resolve(settled);
    }
    check();
  });
}

export interface RenderedPage {
  /** 200, or 404 when the page itself says "not found". */
  status: number;
  /** For the head: the page's own stylesheets and script preloads. */
  head: string;
  /** For inside #root: the page's HTML, then its dehydrated data. */
  body: string;
}

/**
 * Renders the page at `url` (path and query) with `data` in its query cache. Resolves null when the
 * page needs anything the server did not give it (a query it would have to fetch): the browser then
 * renders that page itself, as before. A page frame given `api` (ADR 88) makes its loader's reads
 * through it and is rendered whole with their answers; if any fails or they take longer than
 * `PAGE_READS_WITHIN_MS`, it is rendered as its frame (ADR 86).
 */
export async function renderPage(
  url: string,
  data: PageData,
  manifest: BuildManifest,
  api?: ApiSender,
): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  if (data.eventsList) {
    queryClient.setQueryData(eventsListQuery(data.eventsList.search).queryKey, data.eventsList.events);
  }
  if (data.eventPage) {
    const filters = toListingFilters(v.parse(eventPageSearchSchema, {}));
    queryClient.setQueryData(eventPageQuery(data.eventPage.id, filters).queryKey, data.eventPage.page);
  }
  if (data.eventSellers) {
    queryClient.setQueryData(eventSellersQuery(data.eventSellers.id).queryKey, data.eventSellers.sellers);
  }
  if (data.sellerPage) {
    queryClient.setQueryData(sellerProfileQuery(data.sellerPage.id).queryKey, data.sellerPage.profile);
    queryClient.setQueryData(sellerRatingsQuery(data.sellerPage.id).queryKey, {
      pages: [data.sellerPage.ratings],
      pageParams: [0],
    });
  }
  if (data.checkoutPage) {
    // A checkout drawn for its buyer (ADR 79): who they are, what they are buying, and from whom.
    const { session, listingId, checkout, seller } = data.checkoutPage;
    queryClient.setQueryData(sessionKey, session);
    queryClient.setQueryData(checkoutQuery(listingId).queryKey, checkout);
    if (seller) queryClient.setQueryData(sellerProfileQuery(seller.id).queryKey, seller);
  }
  if (data.sellPage) {
    // The sell form drawn for its seller (ADR 79): the events to choose from and their saved UPI id.
    queryClient.setQueryData(sessionKey, data.sellPage.session);
    queryClient.setQueryData(eventsListQuery().queryKey, data.sellPage.events);
    queryClient.setQueryData(profileQuery().queryKey, data.sellPage.profile);
  }
  if (data.pageFrame) {
    // A signed-in person's page: who they are, and its loader's reads made through `api` (ADR 88);
    // without one, none started here (the browser's to make, ADR 86): the page is drawn in the
    // loading state the browser draws first.
    queryClient.setQueryData(sessionKey, data.pageFrame.session);
    if (!api) queryClient.prefetchQuery = () => Promise.resolve();
  }
  const sessionRendered = Boolean(data.checkoutPage || data.sellPage || data.pageFrame);
  const { locale, path } = splitLocalePath(new URL(url, 'http://localhost').pathname);
  const i18n = createI18n(locale, await loadMessages(locale, path));
  const router = createAppRouter({
    queryClient,
    i18n,
    history: createMemoryHistory({ initialEntries: [url] }),
    onServer: true,
    locale,
  });
  const whole = Boolean(data.pageFrame && api);
  await (api ? pageApi.run(api, () => router.load()) : router.load());
  const { matches } = router.state;
  if (matches.some((match) => match.status !== 'success' && match.status !== 'notFound')) return null;
  if (whole) {
    const answered = await readsSettled(queryClient, PAGE_READS_WITHIN_MS);
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error');
    if (!answered || failed) return renderPage(url, data, manifest);
  }
  // A query that started here could only fail (there is no API address on the server): the browser renders.
  if (queryClient.isFetching() > 0) return null;

  const { prelude } = await prerenderToNodeStream(
    <AppProviders queryClient={queryClient} i18n={i18n} sessionRendered={sessionRendered}>
      <RouterProvider router={router} />
    </AppProviders>,
    // Every part in place, in order: no part sent apart for an inline script to move (the
    // Content-Security-Policy allows no inline script, and a reader without scripts must see it all).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(Buffer.from(part));
  const html = Buffer.concat(parts).toString('utf8');

  return {
    status: matches.some((match) => match.status === 'notFound') ? 404 : 200,
    head: routeAssetTags(
      manifest,
      matches.map((match) => match.routeId),
    ),
    body: html + pageStateScript(dehydrate(queryClient)),
  };
}
