import { randomBytes } from 'node:crypto';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import pg from 'pg';
import request from 'supertest';
import { AppModule } from '../../src/app.module.js';
import { configureApp, createHttpAdapter } from '../../src/app.setup.js';
import { type AppConfig, loadConfig } from '../../src/config/config.js';
import { ormConfig } from '../../src/database/orm.config.js';
import { CLOCK } from '../../src/shared/domain/clock.js';
import { checkedByDocument } from './api-document.js';
import { TestClock } from './clock.js';

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

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Migrates the run's template database once, whichever test file gets there first. */
async function ensureTemplateMigrated(adminUrl: string, template: string): Promise<void> {
  await withAdminClient(databaseUrl(adminUrl, template), async (client) => {
    await client.query('select pg_advisory_lock(20261122)');
    try {
      const done = await client.query(`select to_regclass('mikro_orm_migrations') is not null as migrated`);
      if (done.rows[0].migrated) return;
      const orm = await MikroORM.init({ ...ormConfig(databaseUrl(adminUrl, template), 2), logger: () => {} });
      await orm.migrator.up();
      await orm.close();
    } finally {
      await client.query('select pg_advisory_unlock(20261122)');
    }
  });
}

/**
 * The real app (same module, same setup as main.ts) on its own database, cloned from the
 * migrated template, so test files never see each other's rows. With `replicaOf`, a second
 * process of the same app: the same database and settings, its own memory, pool and clock;
 * closing it leaves the database to the first.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { listen?: boolean; replicaOf?: TestApp } = {},
): Promise<TestApp> {
  const adminUrl = process.env.TEST_DB_ADMIN_URL;
  const template = process.env.TEST_DB_TEMPLATE;
  if (!adminUrl || !template) throw new Error('Run integration tests through jest.integration.config.cjs');
  const replicaOf = options.replicaOf;
  const database = replicaOf?.database ?? `ticketsetu_t_${randomBytes(6).toString('hex')}`;
  if (!replicaOf) {
    await ensureTemplateMigrated(adminUrl, template);
    await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${database} TEMPLATE ${template}`));
  }
  const dropDatabase = () =>
    replicaOf
      ? Promise.resolve()
      : withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));

  const settings: Record<string, string> = replicaOf
    ? { ...replicaOf.settings, ...overrides }
    : {
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        CATALOG_CACHE_TTL_MS: '0',
        OUTBOX_POLL_MS: '0',
        SCHEDULED_JOBS: 'false',
        AUTH_SECRET: randomBytes(32).toString('hex'),
        SERVE_FRONTEND: 'false',
        ...overrides,
      };
  const config: AppConfig = loadConfig(settings);
  const clock = new TestClock();
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot(config, databaseUrl(adminUrl, database))],
  })
    .overrideProvider(CLOCK)
    .useValue(clock)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>(createHttpAdapter(), { bufferLogs: true });
  try {
    configureApp(app, config);
    await app.init();
  } catch (error) {
    // A half-started app keeps timers and pools alive: jest would wait for them forever.
    await app.close().catch(() => {});
    await dropDatabase();
    throw error;
  }
  // For tests where the app calls itself over HTTP (the PhonePe sandbox): a free loopback port.
  if (options.listen) await app.listen(0, '127.0.0.1');
  const orm = app.get(MikroORM);

  return {
    app,
    http: () => checkedByDocument(request(app.getHttpServer())),
    em: () => orm.em.fork(),
    clock,
    sql: (query, params = []) => orm.em.fork().execute(query, params as unknown[]),
    settings,
    database,
    async close() {
      await app.close();
      await dropDatabase();
    },
  };
}
