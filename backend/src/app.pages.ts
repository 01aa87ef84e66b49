import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  isLocale,
  type Locale,
  LOCALE_COOKIE,
  LOCALES,
  localePath,
  preferredLocale,
  splitLocalePath,
} from '@ticketsetu/contracts/locales';
import { type PageData, STATIC_PAGES } from '@ticketsetu/contracts/pages';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { AppConfig } from './config/config.js';
import { accessTokenOf } from './modules/identity/index.js';
import {
  EventCardImages,
  PageHeads,
  PublicPageData,
  renderHead,
  robotsTxt,
  sitemapXml,
} from './modules/listings/index.js';
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

/** A public page with a head and data of its own: an event's or a seller's (ADR 65). */
const OWN_PAGE = /^\/(event|seller)\/[^/]+$/;

/** A public page (a static one, an event's or a seller's) that the server renders, at an address it renders as it is. */
function renderable(path: string, req: Request): boolean {
  const params = Object.keys(req.query);
  if (path === '/events') return params.every((name) => name === 'search');
  return params.length === 0 && (Boolean(STATIC_PAGES[path]) || OWN_PAGE.test(path));
}

/**
 * The language a reader wants on an English address: the one they chose (the switch's cookie), else on
 * a first visit the one their browser asks for (ADR 82). A Hindi address is Hindi whatever they chose:
 * it is what a shared link says.
 */
function wantedLocale(req: Request): Locale {
  const chosen: unknown = (req.cookies as Record<string, unknown> | undefined)?.[LOCALE_COOKIE];
  return isLocale(chosen) ? chosen : preferredLocale(req.headers['accept-language']);
}

/**
 * What every page in a language preloads (ADR 82): its catalogue chunk (frontend/src/shared/i18n/
 * catalogues.ts), which the browser needs before it draws anything, and for Hindi the Devanagari
 * faces (frontend/src/styles.css), so text is laid out in them from the start.
 */
function languageHeadTags(manifestFile: string): Record<Locale, string> {
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string } | undefined>)
    : {};
  const tags = (locale: Locale) => {
    const catalogue = manifest[`src/locales/${locale}.po`];
    const fonts =
      locale === 'hi' ? Object.entries(manifest).filter(([key]) => /devanagari-\d+-normal\.woff2$/.test(key)) : [];
    return [
      ...(catalogue ? [`<link rel="modulepreload" crossorigin href="/${catalogue.file}" />`] : []),
      ...fonts.map(
        ([, font]) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font!.file}" />`,
      ),
    ].join('');
  };
  return Object.fromEntries(LOCALES.map((locale) => [locale, tags(locale)])) as Record<Locale, string>;
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

  const page = (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api')) return next();
    const { locale, path } = splitLocalePath(req.path);
    const isFile = path === '/robots.txt' || path === '/sitemap.xml';
    if (!isFile) {
      // An English address answers by the reader's language, so a cache keeps one answer per both.
      res.vary('Cookie').vary('Accept-Language');
      const wanted = locale === 'en' ? wantedLocale(req) : locale;
      if (wanted !== locale) {
        res.set('Cache-Control', 'no-store');
        return res.redirect(302, localePath(wanted, path) + req.originalUrl.slice(req.path.length));
      }
    }
    if (SIGN_IN_FIRST.test(path) && !accessTokenOf(req)) {
      res.set('Cache-Control', 'no-store');
      return res.redirect(302, `${localePath(locale, '/auth')}?returnTo=${encodeURIComponent(req.originalUrl)}`);
    }
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
      const key = `${locale} ${rendered ? 'rendered' : 'shell'} ${known ? path : '*'}?${search}`;
      return made.get(key, async () => {
        const head = (await sellerHeads.forPath(path)) ?? (await heads.forPath(path, search || undefined));
        const html = renderHead(template, head, locale).replace('</head>', () => `${languageTags[locale]}</head>`);
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

  return async (url: string, load: () => Promise<PageData>) => {
    const loaded = await loadEntry();
    if (!loaded || rendering >= RENDERS_AT_ONCE) return null;
    rendering += 1;
    try {
      const data = await load();
      try {
        return await loaded.server.renderPage(url, data, loaded.manifest);
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
