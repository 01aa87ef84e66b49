import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { STATIC_PAGES } from '@ticketsetu/contracts/pages';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { AppConfig } from './config/config.js';
import { PageHeads, renderHead, robotsTxt, sitemapXml } from './modules/listings/index.js';
import { CLOCK, type Clock } from './shared/domain/clock.js';
import { MicroCache } from './shared/infrastructure/cache/micro-cache.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** One answer made once per fill: its bytes in each encoding, its ETag and status. */
interface MadeOnce {
  status: number;
  type: string;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

async function makeOnce(status: number, type: string, text: string): Promise<MadeOnce> {
  const identity = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipped(identity, { level: 9 }),
  ]);
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { status, type, etag, identity, br, gzip: gz };
}

/** Sends a made-once answer in the encoding the client takes best, or 304 when it has this one. */
function sendMadeOnce(req: Request, res: Response, answer: MadeOnce): void {
  // Anyone may keep it, but must ask again (a 304 when unchanged): figures change by the second.
  res.status(answer.status).set({ ETag: answer.etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' });
  res.type(answer.type);
  if (answer.status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding === 'br' || encoding === 'gzip') res.set('Content-Encoding', encoding);
  res.send(encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : answer.identity);
}

/**
 * The built app (ADR 35): hashed assets sent as built (brotli or gzip made at build time) and cached
 * for a year; robots.txt and sitemap.xml; every other page path gets index.html with the page's own
 * head. Page answers are the same for everyone (nothing personal goes into them), so each is made
 * once per `CATALOG_CACHE_TTL_MS` and key, compressed once, and revalidated by ETag.
 */
export function servePages(app: NestExpressApplication, config: AppConfig, frontendDist: string): void {
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

  const template = readFileSync(join(frontendDist, 'index.html'), 'utf8');
  const heads = app.get(PageHeads);
  const clock = app.get<Clock>(CLOCK);
  const made = new MicroCache<MadeOnce>(config.CATALOG_CACHE_TTL_MS, 500, () => clock.now().getTime());
  const robots = makeOnce(200, 'text/plain', robotsTxt(config.PUBLIC_URL));

  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api')) return next();
    const answer = (): Promise<MadeOnce> => {
      if (req.path === '/robots.txt') return robots;
      if (req.path === '/sitemap.xml') {
        return made.get('sitemap', async () => makeOnce(200, 'application/xml', sitemapXml(await heads.sitemap())));
      }
      // Only what changes the head is in the key: any other query string, any other path, is one page.
      const search =
        req.path === '/events' && typeof req.query.search === 'string' ? req.query.search.trim().slice(0, 200) : '';
      const page = STATIC_PAGES[req.path] || /^\/event\/[^/]+$/.test(req.path) ? req.path : '*';
      return made.get(`${page}?${search}`, async () => {
        const head = await heads.forPath(req.path, search || undefined);
        return makeOnce(head.status, 'html', renderHead(template, head));
      });
    };
    answer().then((a) => sendMadeOnce(req, res, a), next);
  });
}
