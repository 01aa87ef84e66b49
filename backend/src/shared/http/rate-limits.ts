import { Inject, Injectable, type OnApplicationShutdown, Optional } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { slowDown } from 'express-slow-down';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { Breakers } from '../infrastructure/breakers.js';
import { refusal } from './problem-details.filter.js';
import { FailoverStore, REDIS_COMMAND_TIMEOUT_MS, RedisAvailability } from './rate-limit-store.js';

export interface RateLimitRule {
  /** Distinguishes counters of different rules in a shared store. */
  name: string;
  windowMs: number;
  limit: number;
  /** What is counted; the client IP by default (req.ip honours TRUST_PROXY). */
  key?: (req: Request) => string | undefined;
  /** Count only requests that fail (status >= 400), e.g. wrong passwords, not successful sign-ins. */
  failuresOnly?: boolean;
  /** Refuse by passing this error on (for limits applied inside Nest), instead of answering 429 directly. */
  refuse?: () => Error;
}

export interface SlowDownRule extends Omit<RateLimitRule, 'limit'> {
  /** Requests in the window answered at full speed; each one after that waits longer. */
  delayAfter: number;
  /** Added wait per request over `delayAfter`. */
  stepMs: number;
  maxDelayMs: number;
}

/** How long the n-th request of a window waits under a slow-down rule: 0, then one step more each time. */
export function slowDownDelay(used: number, rule: Pick<SlowDownRule, 'delayAfter' | 'stepMs' | 'maxDelayMs'>): number {
  return Math.min(Math.max(used - rule.delayAfter, 0) * rule.stepMs, rule.maxDelayMs);
}

/**
 * Builds express-rate-limit middlewares that share one store: Redis when REDIS_URL is set
 * (so limits hold across replicas), else process memory. While Redis is unreachable the limits
 * count in memory (FailoverStore), so no request fails or waits because of Redis; its breaker is
 * registered as 'redis'.
 */
@Injectable()
export class RateLimits implements OnApplicationShutdown {
  private readonly redis: Redis | undefined;
  private readonly redisAvailability: RedisAvailability | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Optional() breakers?: Breakers) {
    if (!config.REDIS_URL) return;
    // A frozen Redis answers nothing: each command gives up after REDIS_COMMAND_TIMEOUT_MS.
    this.redis = new Redis(config.REDIS_URL, { lazyConnect: false, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
    const availability = new RedisAvailability(this.redis);
    this.redisAvailability = availability;
    breakers?.register('redis', () => availability.state());
  }

  create(rule: RateLimitRule): RequestHandler {
    return rateLimit({
      windowMs: rule.windowMs,
      limit: rule.limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      identifier: rule.name,
      keyGenerator: (req) => this.keyOf(rule, req),
      skipSuccessfulRequests: rule.failuresOnly ?? false,
      store: this.store(),
      handler: (_req: Request, res: Response, next: NextFunction) => {
        if (rule.refuse) return next(rule.refuse());
        res.status(429).type('application/problem+json').json(refusal('TOO_MANY_REQUESTS'));
      },
    });
  }

  /** Never refuses: past `delayAfter` in the window, each request waits a step longer before it runs. */
  createSlowDown(rule: SlowDownRule): RequestHandler {
    return slowDown({
      windowMs: rule.windowMs,
      delayAfter: rule.delayAfter,
      delayMs: (used) => slowDownDelay(used, rule),
      maxDelayMs: rule.maxDelayMs,
      identifier: rule.name,
      keyGenerator: (req) => this.keyOf(rule, req),
      skipSuccessfulRequests: rule.failuresOnly ?? false,
      store: this.store(),
      validate: { delayMs: false },
    });
  }

  private keyOf(rule: Pick<RateLimitRule, 'name' | 'key'>, req: Request): string {
    return `${rule.name}:${rule.key?.(req) ?? ipKeyGenerator(req.ip ?? 'unknown')}`;
  }

  private store(): Store | undefined {
    const { redis, redisAvailability } = this;
    return redis && redisAvailability ? new FailoverStore(redis, redisAvailability, 'ratelimit:') : undefined;
  }

  async onApplicationShutdown(): Promise<void> {
    this.redisAvailability?.close();
    // quit() waits for an answer a frozen or dead Redis never gives: disconnect() does not.
    this.redis?.disconnect();
  }
}
