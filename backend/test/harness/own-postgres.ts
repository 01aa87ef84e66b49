import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { MikroORM } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AppModule } from '../../src/app.module.js';
import { configureApp } from '../../src/app.setup.js';
import { loadConfig } from '../../src/config/config.js';
import { migrate } from '../../src/database/migrate.js';
import {
  EmbeddedPostgres,
  type EmbeddedPostgresOptions,
} from '../../src/shared/infrastructure/database/embedded-postgres.js';

/**
 * For the tests of database failures: a PostgreSQL of the test's own (the app's embedded one, in a
 * temp folder on a free port) that the test may stop, kill, freeze and start again, and an app on
 * it whose log the test reads.
 */
export interface OwnPostgres {
  db: EmbeddedPostgres;
  dataDir: string;
  remove(): Promise<void>;
}

export async function startOwnPostgres(options: Partial<EmbeddedPostgresOptions> = {}): Promise<OwnPostgres> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ticketsetu-own-pg-'));
  const db = await EmbeddedPostgres.start({ dataDir, preferredPort: await freePort(), ...options });
  // If the test process ends without removing it (a timeout, a crash), do not leave PostgreSQL behind.
  process.once('exit', () => {
    if (db.pid) process.kill(db.pid, 'SIGQUIT');
  });
  return {
    db,
    dataDir,
    async remove() {
      await db.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LogLine {
  level: number;
  msg: string;
  context?: string;
  err?: unknown;
  [key: string]: unknown;
}

export interface AppOnOwnPostgres {
  app: NestExpressApplication;
  http: () => ReturnType<typeof request>;
  /** Every JSON line the app logged so far (pino levels: 30 info, 40 warn, 50 error). */
  logs: LogLine[];
  close(): Promise<void>;
}

/** The real app (same module and setup as main.ts) on `databaseUrl`, migrated, its log captured. */
export async function createAppOn(
  databaseUrl: string,
  overrides: Record<string, string> = {},
): Promise<AppOnOwnPostgres> {
  await migrate(databaseUrl, 3000, () => {});
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    CATALOG_CACHE_TTL_MS: '0',
    OUTBOX_POLL_MS: '0',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    PROOF_CODE_SECRET: randomBytes(32).toString('hex'),
    SERVE_FRONTEND: 'false',
    ...overrides,
  });
  const logs: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot(config, databaseUrl, stream)],
  }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bufferLogs: true });
  configureApp(app, config);
  await app.init();
  await app.get(MikroORM).connect(); // as main.ts does, so /api/health is truthful from the start
  return { app, http: () => request(app.getHttpServer()), logs, close: () => app.close() };
}

/** Whether nothing listens on `port` of the loopback address (a listener is opened and closed again). */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port a server started later may listen on. Not one the kernel picks (`listen(0)`): those come
 * from the ephemeral range, which outgoing connections draw their own ports from, so in the seconds
 * before the server listens a database connection may take it (EADDRINUSE). A free port below the
 * range (32768 on Linux) is nobody's until someone listens on it.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error('No free port between 20000 and 32000');
}
