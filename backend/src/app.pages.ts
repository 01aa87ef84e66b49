import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { STATIC_PAGES } from '@ticketsetu/contracts/pages';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { AppConfig } from './config/config.js';
import { PageHeads, renderHead, robotsTxt, sitemapXml } from './modules/listings/index.js';
import { CLOCK, type Clock } from './shared/domain/clock.js';
import { type MadeOnce, makeOnce, sendMadeOnce } from './shared/http/made-once.js';
import { MicroCache } from './shared/infrastructure/cache/micro-cache.js';

/**
 * The built app (ADR 35): hashed assets sent as built (brotli or gzip made at build time) and cached
 * for a year; robots.txt and sitemap.xml; every other page path gets index.html with the page's own
 * head. Page answers are the same for everyone (nothing personal goes into them), so each is made
 * once per `CATALOG_CACHE_TTL_MS` and key, compressed once, and revalidated by ETag.
 */
export function servePages(app: NestExpressApplication, config: AppConfig, frontendDist: string): void {
  const template = readFileSync(join(frontendDist, 'index.html'), 'utf8');
  const heads = app.get(PageHeads);
  const clock = app.get<Clock>(CLOCK);
  const made = new MicroCache<MadeOnce>(config.CATALOG_CACHE_TTL_MS, 500, () => clock.now().getTime());
  const robots = makeOnce(200, 'text/plain', robotsTxt(config.PUBLIC_URL));

  const page = (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api')) return next();
    const answer = (): Promise<MadeOnce> => {
      if (req.path === '/robots.txt') return robots;
      if (req.path === '/sitemap.xml') {
        return made.get('sitemap', async () => makeOnce(200, 'application/xml', sitemapXml(await heads.sitemap())));
      }
      // Only what changes the head is in the key: any other query string, any other path, is one page.
      const search =
        req.path === '/events' && typeof req.query.search === 'string' ? req.query.search.trim().slice(0, 200) : '';
      const key = STATIC_PAGES[req.path] || /^\/event\/[^/]+$/.test(req.path) ? req.path : '*';
      return made.get(`${key}?${search}`, async () => {
        const head = await heads.forPath(req.path, search || undefined);
        return makeOnce(head.status, 'html', renderHead(template, head));
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
