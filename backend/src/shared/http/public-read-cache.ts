import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { CLOCK, type Clock } from '../domain/clock.js';
import { MicroCache } from '../infrastructure/cache/micro-cache.js';

interface CachedJson {
  body: string;
  etag: string;
}

/**
 * The public event list and event pages, kept as ready-to-send JSON with its ETag for at most
 * CATALOG_CACHE_TTL_MS (ADR 6). Serialising an 80 KB list on every hit cost more than the query,
 * so the bytes themselves are cached. Per process: correct with any number of replicas.
 */
@Injectable()
export class PublicReadCache {
  private readonly cache: MicroCache<CachedJson>;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(CLOCK) clock: Clock) {
    this.cache = new MicroCache(config.CATALOG_CACHE_TTL_MS, 500, () => clock.now().getTime());
  }

  /** Sends the JSON of `load()` for `key`, from the cache when fresh; 304 when the client has it. */
  async send(req: Request, res: Response, key: string, load: () => Promise<unknown>): Promise<void> {
    const entry = await this.cache.get(key, async () => {
      const body = JSON.stringify(await load());
      return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
    });
    // Anyone may keep it, but must ask again (a 304 when unchanged): figures change by the second.
    res.set({ ETag: entry.etag, 'Cache-Control': 'no-cache' }).type('application/json');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(entry.body);
  }
}
