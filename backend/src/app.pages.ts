import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { cataloguesFor, DEFAULT_LOCALE, type Locale, localePath, splitLocalePath } from '@ticketsetu/contracts/locales';
import { asPageData, type PageData, STATIC_PAGES } from '@ticketsetu/contracts/pages';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { AppConfig } from './config/config.js';
import { languageHeadTags, wantedLocale } from './app.page-languages.js';
import { type ApiSender, pageReads } from './app.page-reads.js';
import { accessTokenOf, PageSession } from './modules/identity/index.js';
import {
  EventCardImages,
  PageHeads,
  PublicPageData,
  renderHead,
  robotsTxt,
  sitemapXml,
} from './modules/listings/index.js';
import { CheckoutPageData } from './modules/orders/index.js';
import { SellerPageData, SellerPageHeads } from './modules/sellers/index.js';
import { CLOCK, type Clock } from './shared/domain/clock.js';
import { type MadeOnce, makeOnce, sendMadeOnce } from './shared/http/made-once.js';
import { MicroCache } from './shared/infrastructure/cache/micro-cache.js';

/** The frontend's server entry (frontend/src/ssr/entry-server.tsx, built to frontend/dist-ssr). */
interface ServerEntry {
  renderPage(
    url: string,
    data: PageData,
    manifest: unknown,
    api?: ApiSender,
  ): Promise<{ status: number; head: string; body: string } | null>;
}

/**
 * A page a rendered page links to that needs a signed-in buyer: an event page's Buy is a plain link to
 * its checkout (ADR 36, 57), so it works before the page's scripts run, or without them. A visitor
 * with no session is sent to sign in first, coming back to the same address, as the browser's guard
 * would send them (a session whose access cookie has lapsed passes through /auth, which renews it and
 * sends the buyer on at once).
 */
const SIGN_IN_FIRST = /^\/checkout\/[^/]+$/;

/**
 * A page rendered for its signed-in person (ADR 79), at an address with nothing else in it: a checkout
 * (its quantity only; a waiting-list offer's checkout is the browser's to draw) or the sell form; or
 * the frame of a page whose reads are the browser's (ADR 86).
 */
type PersonalPage = { kind: 'checkout'; listingId: string } | { kind: 'sell' } | { kind: 'frame'; readsHere: boolean };

/**
 * A signed-in person's page drawn around its reads (ADR 86), whatever the address's parameters (a
 * tab, an order id): the server draws the frame and the loading state, the browser reads the data.
 */
const FRAMED_PAGE = /^\/(tickets|profile|payment-result|disputes\/[^/]+)$/;

/**
 * The frames whose reads the server makes first, when they answer at once (ADR 88): reads of our own
 * tables. A payment's result is not one: its read may ask the gateway.
 */
const READ_HERE = /^\/(tickets|profile|disputes\/[^/]+)$/;

function personalPage(path: string, req: Request): PersonalPage | null {
  if (FRAMED_PAGE.test(path)) return { kind: 'frame', readsHere: READ_HERE.test(path) };
  const params = Object.keys(req.query);
  if (path === '/sell') return params.length === 0 ? { kind: 'sell' } : null;
  const listingId = /^\/checkout\/([^/]+)$/.exec(path)?.[1];
  return listingId && params.every((name) => name === 'quantity') ? { kind: 'checkout', listingId } : null;
}

/** A public page with a head and data of its own: an event's or a seller's (ADR 65). */
const OWN_PAGE = /^\/(event|seller)\/[^/]+$/;

/** A public page (a static one, an event's or a seller's) that the server renders, at an address it renders as it is. */
function renderable(path: string, req: Request): boolean {
  const params = Object.keys(req.query);
  if (path === '/events') return params.every((name) => name === 'search');
  return params.length === 0 && (Boolean(STATIC_PAGES[path]) || OWN_PAGE.test(path));
}

/**
 * The built app (ADRs 35 and 36): hashed assets sent as built (brotli or gzip made at build time) and
 * cached for a year; robots.txt and sitemap.xml; every other page path gets index.html with the
 * page's own head, and the public pages come rendered, with their data. Page answers are the same
 * for everyone (nothing personal goes into them), so each is made once per `CATALOG_CACHE_TTL_MS`
 * and key, compressed once, and revalidated by ETag.
 */
export function servePages(app: NestExpressApplication, config: AppConfig, frontendDist: string): void {
  const template = readFileSync(join(frontendDist, 'index.html'), 'utf8');
  const heads = app.get(PageHeads);
  const sellerHeads = app.get(SellerPageHeads);
  const pageData = app.get(PublicPageData);
  const sellerData = app.get(SellerPageData);
  // The listings' data and the sellers' for the same page (an event page's listing cards name their sellers).
  const dataFor = async (path: string, search: string): Promise<PageData> => {
    const [listings, sellers] = await Promise.all([pageData.forPath(path, search), sellerData.forPath(path)]);
    return { ...listings, ...sellers };
  };
  const clock = app.get<Clock>(CLOCK);
  const made = new MicroCache<MadeOnce>(config.CATALOG_CACHE_TTL_MS, 500, () => clock.now().getTime());
  const robots = makeOnce(200, 'text/plain', robotsTxt(config.PUBLIC_URL));
  const manifestFile = join(frontendDist, '.vite', 'manifest.json');
  const render = pageRenderer(join(frontendDist, '..', 'dist-ssr', 'entry-server.js'), manifestFile);
  const languageTags = languageHeadTags(manifestFile);
  /** index.html with the page's head in its language, and the page's catalogues and faces preloaded. */
  const headed = (head: Parameters<typeof renderHead>[1], locale: Locale, path: string) =>
    renderHead(template, head, locale).replace('</head>', () => `${languageTags(locale, path)}</head>`);

  const logger = new Logger('Pages');
  const orm = app.get(MikroORM);
  const pageSession = app.get(PageSession);
  const checkoutData = app.get(CheckoutPageData);
  /**
   * A page drawn for its person (ADR 79): a checkout's order summary, price and seller, or the sell form
   * with its events, readable before any script runs. Made per request and never kept (one person's
   * page); null when the browser renders it instead, as before: no live session (a lapsed token renews
   * in the browser), no such listing, or the renderer declining.
   */
  const personalData = async (req: Request, which: PersonalPage): Promise<PageData | null> => {
    const session = await pageSession.of(req);
    if (!session) return null;
    if (which.kind === 'frame') return asPageData({ pageFrame: { session } });
    if (which.kind === 'sell') {
      const [{ eventsList }, profile] = await Promise.all([
        pageData.forPath('/events', ''),
        pageSession.profileOf(session.user.id),
      ]);
      return eventsList ? asPageData({ sellPage: { session, events: eventsList.events, profile } }) : null;
    }
    const checkout = await checkoutData.of(session.user.id, which.listingId);
    if (!checkout) return null;
    const seller = await sellerData.profileOf(checkout.listing.seller_id);
    return asPageData({ checkoutPage: { session, listingId: which.listingId, checkout, seller } });
  };
  const readsAs = pageReads(app);
  const personalPageOf = async (
    req: Request,
    which: PersonalPage,
    locale: Locale,
    path: string,
  ): Promise<MadeOnce | null> => {
    // Its reads in a context of their own, as the API's are (this answer comes before Nest's routing).
    const data = await RequestContext.create(orm.em, () => personalData(req, which));
    const api = which.kind === 'frame' && which.readsHere ? readsAs(req) : undefined;
    const body = data && (await render(req.originalUrl, () => Promise.resolve(data), api));
    if (!body) return null;
    const html = headed(await heads.forPath(path, undefined, locale), locale, path);
    return makeOnce(200, 'html', withRenderedPage(html, body));
  };

  /** Any page but one rendered for its person: the same for everyone, made once per key. */
  const answered = (req: Request, res: Response, locale: Locale, path: string): void => {
    const answer = (): Promise<MadeOnce> => {
      if (req.path === '/robots.txt') return Promise.resolve(robots);
      if (req.path === '/sitemap.xml') {
        return made.get('sitemap', async () => makeOnce(200, 'application/xml', sitemapXml(await heads.sitemap())));
      }
      // Only what changes the page is in the key: any other path is one page, and an address with
      // query parameters the server does not render from is the page the browser renders alone.
      const search =
        path === '/events' && typeof req.query.search === 'string' ? req.query.search.trim().slice(0, 200) : '';
      const known = STATIC_PAGES[path] || OWN_PAGE.test(path);
      const rendered = renderable(path, req);
      // A shell differs by the catalogues its page reads (ADR 84): /tickets and /profile preload their own.
      const key = `${locale} ${rendered ? 'rendered' : 'shell'} ${known ? path : `* ${cataloguesFor(path).join()}`}?${search}`;
      return made.get(key, async () => {
        const head =
          (await sellerHeads.forPath(path, locale)) ?? (await heads.forPath(path, search || undefined, locale));
        const html = headed(head, locale, path);
        if (!rendered || head.status !== 200) return makeOnce(head.status, 'html', html);
        const own = localePath(locale, path);
        const url = search ? `${own}?search=${encodeURIComponent(search)}` : own;
        const body = await render(url, () => dataFor(path, search));
        return makeOnce(head.status, 'html', body ? withRenderedPage(html, body) : html);
      });
    };
    answer().then(
      (a) => sendMadeOnce(req, res, a),
      // The database away: the app's page with the site's head, as a 503 that nothing keeps (crawlers
      // come back later; the page itself says what is wrong once its own reads fail).
      () => {
        res.status(503).set({ 'Retry-After': '5', 'Cache-Control': 'no-store' }).type('html');
        res.send(template);
      },
    );
  };

  const page = (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api')) return next();
    const { locale, path } = splitLocalePath(req.path);
    if (path !== '/robots.txt' && path !== '/sitemap.xml') {
      // An English address answers by the reader's language, so a cache keeps one answer per both.
      res.vary('Cookie').vary('Accept-Language');
      const wanted = locale === DEFAULT_LOCALE ? wantedLocale(req) : locale;
      if (wanted !== locale) {
        res.set('Cache-Control', 'no-store');
        return res.redirect(302, localePath(wanted, path) + req.originalUrl.slice(req.path.length));
      }
    }
    if (SIGN_IN_FIRST.test(path) && !accessTokenOf(req)) {
      res.set('Cache-Control', 'no-store');
      return res.redirect(302, `${localePath(locale, '/auth')}?returnTo=${encodeURIComponent(req.originalUrl)}`);
    }
    const personal = personalPage(path, req);
    if (personal) {
      // Anything amiss (the database away) and the page is the browser's, answered as any other below.
      void personalPageOf(req, personal, locale, path)
        .catch((error: unknown) => {
          logger.warn(`Rendering ${req.path} for its person failed; the browser renders it: ${String(error)}`);
          return null;
        })
        .then((made) => (made ? sendMadeOnce(req, res, made, 'private, no-store') : answered(req, res, locale, path)));
      return;
    }
    answered(req, res, locale, path);
  };

  // An event's card image for link previews (its own picture is SVG, which previews skip).
  const cards = app.get(EventCardImages);
  app.use((req: Request, res: Response, next: NextFunction) => {
    const id =
      req.method === 'GET' || req.method === 'HEAD' ? /^\/event\/([^/]+)\/card\.png$/.exec(req.path)?.[1] : undefined;
    if (id === undefined) return next();
    cards.png(id).then(
      (png) => {
        if (!png) return void res.status(404).type('text').send('Event not found');
        res
          .set('Cache-Control', `public, max-age=${Math.ceil(config.CATALOG_CACHE_TTL_MS / 1000)}`)
          .type('png')
          .send(png);
      },
      () =>
        void res
          .status(503)
          .set({ 'Retry-After': '5', 'Cache-Control': 'no-store' })
          .type('text')
          .send('Try again shortly'),
    );
  });

  // A page path has no file extension: it is answered before the file lookup (a stat per request).
  app.use((req: Request, res: Response, next: NextFunction) =>
    /\.[^/]*$/.test(req.path) && req.path !== '/robots.txt' && req.path !== '/sitemap.xml'
      ? next()
      : page(req, res, next),
  );
  app.use(
    expressStaticGzip(frontendDist, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders: (res, path) => {
          res.setHeader(
            'Cache-Control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      },
    }),
  );

  // Anything else that is no file (an odd page address with a dot) is still the app.
  app.use(page);
}

/** Pages rendered at once, at most: each takes tens of milliseconds of CPU (see `pageRenderer`). */
const RENDERS_AT_ONCE = 2;

/**
 * Renders a public page with the frontend's server entry, from the data `load` reads. Resolves null
 * where the page is the browser's to render: no server build (a frontend built without it), a page
 * the entry declines, or `RENDERS_AT_ONCE` renders already under way (rendering is a head start,
 * not a must: a flood of new addresses, such as made-up searches, gets the shell instead of queueing
 * for the CPU). The data's read failing rejects (the database away: 503 as before); a failure inside
 * rendering is logged and the browser renders the page instead.
 */
export function pageRenderer(entryFile: string, manifestFile: string, logger = new Logger('Pages')) {
  let entry: Promise<{ server: ServerEntry; manifest: unknown } | null> | undefined;
  const loadEntry = () =>
    (entry ??=
      existsSync(entryFile) && existsSync(manifestFile)
        ? (import(pathToFileURL(entryFile).href) as Promise<ServerEntry>).then((server) => ({
            server,
            manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as unknown,
          }))
        : Promise.resolve(null));
  let rendering = 0;

  return async (url: string, load: () => Promise<PageData>, api?: ApiSender) => {
    const loaded = await loadEntry();
    if (!loaded || rendering >= RENDERS_AT_ONCE) return null;
    rendering += 1;
    try {
      const data = await load();
      try {
        return await loaded.server.renderPage(url, data, loaded.manifest, api);
      } catch (error) {
        logger.error(`Rendering ${url} failed; the browser renders it`, error instanceof Error ? error.stack : error);
        return null;
      }
    } finally {
      rendering -= 1;
    }
  };
}

/**
 * index.html with a rendered page in it: its styles and preloads in the head, its HTML in #root.
 * The page is readable before any script runs, so its scripts are fetched at low priority: its
 * stylesheets and images come first on a slow connection, and React takes over once they arrive.
 */
function withRenderedPage(html: string, page: { head: string; body: string }): string {
  return (
    html
      .replace('</head>', () => `${page.head}</head>`)
      .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ')
      .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`)
      // The page reads without scripts now: no "needs JavaScript" notice over it.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
  );
}
