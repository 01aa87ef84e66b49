import { applyDecorators, Inject, Injectable } from '@nestjs/common';
import { ApiHeader, ApiNotModifiedResponse } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { CLOCK, type Clock } from '../domain/clock.js';
import { MicroCache } from '../infrastructure/cache/micro-cache.js';
import { type MadeOnce, makeOnce, sendMadeOnce } from './made-once.js';

/** Request addresses remembered for the early answer; more are forgotten all at once (a flood of spellings). */
const MAX_KNOWN_URLS = 2_000;
const MAX_URL_LENGTH = 512;

/**
 * The public event list and event pages, kept as ready-to-send JSON (and its brotli and gzip) with its
 * ETag for at most CATALOG_CACHE_TTL_MS (ADR 6, 35). Serialising an 80 KB list on every hit cost more
 * than the query, so the bytes themselves are cached. Per process: correct with any number of replicas.
 *
 * A request address whose answer is cached and fresh is answered by `answerEarly`, before Nest's
 * routing, guards and pipes: the same address was validated when it filled the entry, the routes are
 * public, and the answer is the same for everyone.
 */
/** OpenAPI for a read answered through `PublicReadCache.send`: revalidation by ETag. */
export function ApiRevalidated() {
  return applyDecorators(
    ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of a copy you hold' }),
    ApiNotModifiedResponse({ description: 'The copy named by If-None-Match is still current (no body)' }),
  );
}

@Injectable()
export class PublicReadCache {
  private readonly cache: MicroCache<MadeOnce>;
  /** Request address (path and query as sent) -> the cache key its validated query made. */
  private readonly keyOfUrl = new Map<string, string>();

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(CLOCK) clock: Clock) {
    this.cache = new MicroCache(config.CATALOG_CACHE_TTL_MS, 500, () => clock.now().getTime());
  }

  /** Sends the JSON of `load()` for `key`, from the cache when fresh; 304 when the client has it. */
  async send(req: Request, res: Response, key: string, load: () => Promise<unknown>): Promise<void> {
    const entry = await this.cache.get(key, async () =>
      makeOnce(200, 'application/json', JSON.stringify(await load())),
    );
    this.remember(req.originalUrl, key);
    sendMadeOnce(req, res, entry);
  }

  /** The JSON text of `load()` for `key`, from the cache when fresh (what `send` would answer now). */
  async text(key: string, load: () => Promise<unknown>): Promise<string> {
    const entry = await this.cache.get(key, async () =>
      makeOnce(200, 'application/json', JSON.stringify(await load())),
    );
    return entry.identity.toString();
  }

  /** Forgets the entries whose keys start with `prefix` (a change committed): the next read loads afresh. */
  forget(prefix: string): void {
    this.cache.forgetStartingWith(prefix);
  }

  /** Middleware: answers a GET whose address filled a fresh entry; anything else goes on to Nest. */
  readonly answerEarly = (req: Request, res: Response, next: NextFunction): void => {
    const key = req.method === 'GET' ? this.keyOfUrl.get(req.originalUrl) : undefined;
    const entry = key === undefined ? undefined : this.cache.peek(key);
    if (!entry) return next();
    // A fill that failed is Nest's to answer (it loads again, and words any failure as the API does).
    entry.then(
      (answer) => sendMadeOnce(req, res, answer),
      () => next(),
    );
  };

  private remember(url: string, key: string): void {
    if (url.length > MAX_URL_LENGTH || this.keyOfUrl.get(url) === key) return;
    if (this.keyOfUrl.size >= MAX_KNOWN_URLS) this.keyOfUrl.clear();
    this.keyOfUrl.set(url, key);
  }
}
