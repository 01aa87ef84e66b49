import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormConfig } from '../../src/database/orm.config.js';

/** A database of one test file's own, cloned from the run's migrated template (global-setup.mjs). */
export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export function databaseUrl(adminUrl: string, database: string): string {
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

function testServer(): { adminUrl: string; template: string } {
  const adminUrl = process.env.TEST_DB_ADMIN_URL;
  const template = process.env.TEST_DB_TEMPLATE;
  if (!adminUrl || !template) throw new Error('Run integration tests through jest.integration.config.cjs');
  return { adminUrl, template };
}

/** A fresh database with every migration applied, so test files never see each other's rows. */
export async function cloneTestDatabase(): Promise<TestDatabase> {
  const { adminUrl, template } = testServer();
  const name = `ticketsetu_t_${randomBytes(6).toString('hex')}`;
  await ensureTemplateMigrated(adminUrl, template);
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    name,
    url: databaseUrl(adminUrl, name),
    async drop() {
      await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** The database `name` already made by cloneTestDatabase, for a replica that shares it (and never drops it). */
export function sharedTestDatabase(name: string): TestDatabase {
  return { name, url: databaseUrl(testServer().adminUrl, name), drop: async () => {} };
}
