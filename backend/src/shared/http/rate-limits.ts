import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { Redis } from 'ioredis';
import { RedisStore } from 'rate-limit-redis';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { problem } from './problem-details.filter.js';

export interface RateLimitRule {
  /** Distinguishes counters of different rules in a shared store. */
  name: string;
  windowMs: number;
  limit: number;
  /** What is counted; the client IP by default (req.ip honours TRUST_PROXY). */
  key?: (req: Request) => string | undefined;
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Builds express-rate-limit middlewares that share one store: Redis when REDIS_URL is set
 * (so limits hold across replicas), else process memory.
 */
@Injectable()
export class RateLimits implements OnApplicationShutdown {
  private readonly redis: Redis | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false }) : undefined;
  }

  create(rule: RateLimitRule): RequestHandler {
    const redis = this.redis;
    return rateLimit({
      windowMs: rule.windowMs,
      limit: rule.limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      identifier: rule.name,
      keyGenerator: (req) => `${rule.name}:${rule.key?.(req) ?? ipKeyGenerator(req.ip ?? 'unknown')}`,
      store: redis
        ? new RedisStore({
            prefix: 'ratelimit:',
            sendCommand: (command: string, ...args: string[]) =>
              redis.call(command, ...args) as Promise<number | string>,
          })
        : undefined,
      handler: (_req: Request, res: Response, _next: NextFunction) => {
        res.status(429).type('application/problem+json').json(problem(429, TOO_MANY_ATTEMPTS));
      },
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit();
  }
}
