/**
 * The public pages rendered on the server (ADR 36), and a checkout and the sell form rendered for their
 * signed-in person (ADR 79). The Nest app loads this module's build
 * (dist-ssr/entry-server.js) and gives it the page's address and the data its queries would fetch,
 * read from the same application services the API answers from. It renders the same tree the
 * browser does (router, query cache) to HTML, with the dehydrated query cache beside it; the browser
 * hydrates that instead of rendering from nothing. These pages are drawn without antd (ADR 57): their
 * styles are the build's stylesheets, named in the head.
 */
import { dehydrate } from '@tanstack/react-query';
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
import { createI18n, loadMessages } from '../shared/i18n';
import { createQueryClient } from '../shared/query-client';
import { sessionKey } from '../shared/session';
import { v } from '../shared/search-params';
import { pageStateScript } from './page-state';
import { type BuildManifest, routeAssetTags } from './route-assets';

export type { BuildManifest } from './route-assets';

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
 * renders that page itself, as before.
 */
export async function renderPage(url: string, data: PageData, manifest: BuildManifest): Promise<RenderedPage | null> {
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
    // A signed-in person's page whose reads are the browser's (ADR 86): who they are, and no read
    // started here (its loader's prefetches are the browser's to make): the page is drawn in the
    // loading state the browser draws first, and hydrates to the same.
    queryClient.setQueryData(sessionKey, data.pageFrame.session);
    queryClient.prefetchQuery = () => Promise.resolve();
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
  await router.load();
  const { matches } = router.state;
  if (matches.some((match) => match.status !== 'success' && match.status !== 'notFound')) return null;
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
