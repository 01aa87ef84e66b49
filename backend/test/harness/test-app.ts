import { randomBytes } from 'node:crypto';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { DynamicModule } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AppModule } from '../../src/app.module.js';
import { configureApp, createHttpAdapter } from '../../src/app.setup.js';
import { type AppConfig, loadConfig } from '../../src/config/config.js';
import { CLOCK } from '../../src/shared/domain/clock.js';
import { checkedByDocument } from './api-document.js';
import { TestClock } from './clock.js';
import { cloneTestDatabase, sharedTestDatabase } from './test-database.js';

export interface TestApp {
  app: NestExpressApplication;
  /** Requests to the app; each answer is checked against contracts/openapi.json before the test sees it. */
  http: () => ReturnType<typeof request>;
  /** A fresh EntityManager fork for arranging data and reading results. */
  em: () => EntityManager;
  /** The app's clock: move it with `advance(ms)` instead of sleeping. */
  clock: TestClock;
  /** Runs SQL against this test file's database. */
  sql: <T = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<T[]>;
  /** The settings it was started with (a replica starts with the same, AUTH_SECRET included). */
  settings: Record<string, string>;
  /** Its database, which a replica shares. */
  database: string;
  close(): Promise<void>;
}

/** The settings a test app starts with: quiet, no scheduled jobs, no cache, a fresh secret. */
export function testSettings(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    CATALOG_CACHE_TTL_MS: '0',
    OUTBOX_POLL_MS: '0',
    SCHEDULED_JOBS: 'false',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    PROOF_CODE_SECRET: randomBytes(32).toString('hex'),
    SERVE_FRONTEND: 'false',
    ...overrides,
  };
}

/** Builds a test app's root Nest module from its settings and database. */
export type TestRoot = (config: AppConfig, databaseUrl: string) => DynamicModule;

export interface TestAppOptions {
  /** For tests where the app calls itself over HTTP (the PhonePe sandbox): a free loopback port. */
  listen?: boolean;
  /** A second process of the same app: the same database and settings, its own memory, pool and clock. */
  replicaOf?: TestApp;
}

/**
 * The real app (same module, same setup as main.ts) on its own database, cloned from the
 * migrated template, so test files never see each other's rows. With `replicaOf`, a second
 * process of the same app; closing it leaves the database to the first.
 */
export function createTestApp(overrides: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  return startTestApp((config, url) => AppModule.forRoot(config, url), overrides, options);
}

/**
 * An app built from `root` (AppModule, or one module on the shared kernel: module-test-app.ts),
 * set up as main.ts sets up the real one, with a TestClock for CLOCK.
 */
export async function startTestApp(
  root: TestRoot,
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const replicaOf = options.replicaOf;
  const database = replicaOf ? sharedTestDatabase(replicaOf.database) : await cloneTestDatabase();
  const settings = replicaOf ? { ...replicaOf.settings, ...overrides } : testSettings(overrides);
  const config: AppConfig = loadConfig(settings);
  const clock = new TestClock();
  let app: NestExpressApplication | undefined;
  try {
    const moduleRef = await Test.createTestingModule({ imports: [root(config, database.url)] })
      .overrideProvider(CLOCK)
      .useValue(clock)
      .compile();
    app = moduleRef.createNestApplication<NestExpressApplication>(createHttpAdapter(), { bufferLogs: true });
    configureApp(app, config);
    await app.init();
  } catch (error) {
    // A half-started app keeps timers and pools alive: jest would wait for them forever.
    await app?.close().catch(() => {});
    await database.drop();
    throw error;
  }
  if (options.listen) await app.listen(0, '127.0.0.1');
  const orm = app.get(MikroORM);
  const started = app;

  return {
    app: started,
    http: () => checkedByDocument(request(started.getHttpServer())),
    em: () => orm.em.fork(),
    clock,
    sql: (query, params = []) => orm.em.fork().execute(query, params as unknown[]),
    settings,
    database: database.name,
    async close() {
      await started.close();
      await database.drop();
    },
  };
}
