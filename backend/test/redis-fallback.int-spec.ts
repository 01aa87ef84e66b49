import { jest } from '@jest/globals';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { Breakers } from '../src/shared/infrastructure/breakers.js';
import { freePort } from './harness/own-postgres.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

/**
 * Rate limits on a Redis of the test's own (never the machine's), killed and frozen (ADR 50): no
 * request fails because Redis is gone; the limits count in memory meanwhile, the outage is logged
 * once and its end once, and the counts go back to Redis when it answers again.
 */
async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    redis.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      if (chunk.includes('Ready to accept connections')) resolve();
    });
    redis.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
  });
  return redis;
}

/** Waits until `done` holds, looking every 20 ms (the breaker's probe runs on its own timer). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('rate limits while Redis is away', () => {
  let port: number;
  let redis: ChildProcess;
  let observer: Redis;
  let t: TestApp;
  let logged: ReturnType<typeof jest.spyOn>;
  let loggedBack: ReturnType<typeof jest.spyOn>;
  const redisBreaker = () =>
    t.app
      .get(Breakers)
      .states()
      .find((b) => b.name === 'redis')?.state;
  const rateLimitLines = (spy: ReturnType<typeof jest.spyOn>) =>
    spy.mock.contexts.filter((logger: unknown) => (logger as { context?: string }).context === 'RateLimits').length;
  /** A contact message from `client` (TRUST_PROXY takes X-Forwarded-For from the loopback address). */
  const contact = (subject: string, client: string) =>
    t
      .http()
      .post('/api/v1/contact')
      .set('X-Forwarded-For', client)
      .send({ name: 'Asha', email: 'asha@example.in', subject, message: 'Hello' });
  /** What Redis has counted for `client`'s contact messages. */
  const countInRedis = async (client: string) => {
    const keys = await observer.keys(`ratelimit:*${client}*`);
    return keys.length === 0 ? 0 : Number(await observer.get(keys[0]!));
  };

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    observer = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0 });
    observer.on('error', () => {});
    logged = jest.spyOn(Logger.prototype, 'warn');
    loggedBack = jest.spyOn(Logger.prototype, 'log');
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    observer?.disconnect();
    await t?.close();
    redis?.kill('SIGKILL');
    jest.restoreAllMocks();
  });

  it('counts in Redis, then in memory while it is killed (logged once), then in Redis again', async () => {
    const client = '203.0.113.1';
    await contact('Before', client).expect(201);
    expect(await countInRedis(client)).toBe(1);
    expect(redisBreaker()).toBe('closed');

    redis.kill('SIGKILL');
    await once(redis, 'exit');
    // The contact form allows 5 per 10 minutes per address: counted in memory from the first one after.
    for (let i = 0; i < 5; i++) await contact(`Killed ${i}`, client).expect(201);
    await contact('One too many', client).expect(429);
    expect(redisBreaker()).not.toBe('closed');
    expect(rateLimitLines(logged)).toBe(1);

    redis = await startRedis(port);
    await until(() => redisBreaker() === 'closed');
    expect(rateLimitLines(loggedBack)).toBe(1);
    // A new Redis (nothing kept): counting there starts again, and this request is its first.
    await contact('After', client).expect(201);
    expect(await countInRedis(client)).toBe(1);
  });

  it('a frozen Redis: requests are answered (each command bounded), logged once, back to Redis when it thaws', async () => {
    const client = '203.0.113.2';
    const warnedBefore = rateLimitLines(logged);
    const backBefore = rateLimitLines(loggedBack);
    await contact('Before', client).expect(201);
    expect(await countInRedis(client)).toBe(1);
    redis.kill('SIGSTOP');
    try {
      await contact('Frozen 1', client).expect(201);
      expect(redisBreaker()).not.toBe('closed');
      await contact('Frozen 2', client).expect(201);
      expect(rateLimitLines(logged)).toBe(warnedBefore + 1);
    } finally {
      redis.kill('SIGCONT');
    }
    await until(() => redisBreaker() === 'closed');
    expect(rateLimitLines(loggedBack)).toBe(backBefore + 1);
    await contact('Thawed', client).expect(201);
    // Counted in Redis again. (The command that met the frozen Redis may have run there when it thawed.)
    expect(await countInRedis(client)).toBeGreaterThanOrEqual(2);
  });
});
