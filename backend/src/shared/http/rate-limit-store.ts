import { setTimeout as delay } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import {
  type ClientRateLimitInfo,
  type IncrementResponse,
  MemoryStore,
  type Options,
  type Store,
} from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore } from 'rate-limit-redis';
import type { BreakerState } from '../infrastructure/breakers.js';

/** How long a Redis command may take before Redis counts as gone (a frozen server answers nothing). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Whether Redis answers, for the rate limits' stores (ADR 10, 50). The first failed command opens it:
 * one log line, and every store counts in process memory (limits then hold per replica, not across
 * them) instead of failing or slowing the request. A PING with backoff closes it when Redis answers
 * again: one log line, and the stores go back to Redis.
 */
export class RedisAvailability {
  private readonly logger = new Logger('RateLimits');
  private down = false;
  private probing = false;
  private closed = false;
  /** Goes up each time Redis comes back: stores then load their scripts again (a restarted Redis has none). */
  generation = 0;

  constructor(private readonly redis: Redis) {
    // ioredis reports every failed reconnect as an 'error' event: one outage, one line.
    redis.on('error', (error: Error) => this.failed(error));
  }

  get isUp(): boolean {
    return !this.down;
  }

  state(): BreakerState {
    if (!this.down) return 'closed';
    return this.probing ? 'half_open' : 'open';
  }

  failed(error: unknown): void {
    if (this.down || this.closed) return;
    this.down = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.warn(`Redis unreachable (${reason}); rate limits count in this process's memory until it is back`);
    void this.probeUntilUp();
  }

  private async probeUntilUp(): Promise<void> {
    for (let wait = 250; this.down && !this.closed; wait = Math.min(wait * 2, 4000)) {
      await delay(wait, undefined, { ref: false });
      if (this.closed) return;
      this.probing = true;
      const answered = await this.redis.ping().then(
        () => true,
        () => false,
      );
      this.probing = false;
      if (!answered) continue;
      this.down = false;
      this.generation++;
      this.logger.log('Redis reachable again; rate limits are shared through it again');
    }
  }

  close(): void {
    this.closed = true;
  }
}

/**
 * A rate-limit store on Redis that falls back to process memory while Redis is unreachable: no
 * request fails or waits because Redis is down or frozen (each command is bounded by
 * REDIS_COMMAND_TIMEOUT_MS, and once Redis is known down no command is sent at all).
 */
export class FailoverStore implements Store {
  readonly localKeys = false;
  private readonly memory = new MemoryStore();
  private redisStore: RedisStore | undefined;
  private redisGeneration = -1;
  private options!: Options;

  constructor(
    private readonly redis: Redis,
    private readonly availability: RedisAvailability,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.options = options;
    this.memory.init(options);
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.either(
      (redis) => redis.get(key),
      () => this.memory.get(key),
    );
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.either(
      (redis) => redis.increment(key),
      () => this.memory.increment(key),
    );
  }

  decrement(key: string): Promise<void> {
    return this.either(
      (redis) => redis.decrement(key),
      () => this.memory.decrement(key),
    );
  }

  resetKey(key: string): Promise<void> {
    return this.either(
      (redis) => redis.resetKey(key),
      () => this.memory.resetKey(key),
    );
  }

  shutdown(): void {
    this.memory.shutdown();
  }

  private async either<T>(onRedis: (store: RedisStore) => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
    if (this.availability.isUp) {
      try {
        return await onRedis(await this.store());
      } catch (error) {
        this.availability.failed(error);
      }
    }
    return inMemory();
  }

  /** The Redis store, made again (its scripts loaded again) after each outage. */
  private async store(): Promise<RedisStore> {
    if (!this.redisStore || this.redisGeneration !== this.availability.generation) {
      const redis = this.redis;
      const store = new RedisStore({
        prefix: this.prefix,
        sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<number | string>,
      });
      this.redisGeneration = this.availability.generation;
      this.redisStore = store;
      await store.init(this.options);
    }
    return this.redisStore;
  }
}
