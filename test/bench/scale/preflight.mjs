// What `npm run scale:test` needs, checked before it starts anything: Debian's nginx and redis-server,
// a PostgreSQL server it may create a database on, and the built app. Everything missing is said at
// once, with what to install.
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * The program to run for `name`: `override` when set (it must be there), else `usual` (where Debian
 * puts it), else the first on PATH. Null when there is none.
 */
export function findExecutable(name, { override, usual, searchPath = process.env.PATH ?? '' }) {
  const runnable = (file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (override) return runnable(override) ? override : null;
  if (usual && runnable(usual)) return usual;
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, name);
    if (runnable(file)) return file;
  }
  return null;
}

const PROGRAMS = [
  { name: 'nginx', setting: 'SCALE_NGINX', usual: '/usr/sbin/nginx', debian: 'nginx' },
  { name: 'redis-server', setting: 'SCALE_REDIS_SERVER', usual: '/usr/bin/redis-server', debian: 'redis-server' },
];

/**
 * Checks every prerequisite; returns the programs' paths, or throws one error naming each one missing
 * and how to get it. `env` is the run's environment (SCALE_NGINX, SCALE_REDIS_SERVER: other paths).
 */
export async function preflight({ serverUrl, appMain, env = process.env }) {
  const missing = [];
  const programs = {};
  for (const program of PROGRAMS) {
    const override = env[program.setting];
    const found = findExecutable(program.name, { override, usual: program.usual, searchPath: env.PATH });
    if (found) programs[program.name] = found;
    else
      missing.push(
        override
          ? `${program.name}: ${program.setting}=${override} is not an executable file`
          : `${program.name}: not at ${program.usual} nor on PATH (Debian: apt-get install ${program.debian})`,
      );
  }
  const database = await canCreateDatabases(serverUrl);
  if (database) missing.push(database);
  if (!existsSync(appMain)) {
    missing.push(`the built app: ${appMain} not found (npm run scale:test builds it first; or npm run build)`);
  }
  if (missing.length) {
    throw new PrerequisiteError(
      `scale:test cannot run, nothing was started. Missing:\n${missing.map((m) => `  - ${m}`).join('\n')}`,
    );
  }
  return programs;
}

export class PrerequisiteError extends Error {}

/** Null when the server at `serverUrl` answers and this role may create databases; else what is wrong. */
async function canCreateDatabases(serverUrl) {
  const where = (() => {
    try {
      const url = new URL(serverUrl);
      return `${url.hostname}:${url.port || 5432}`;
    } catch {
      return serverUrl;
    }
  })();
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query(
      'select rolcreatedb or rolsuper as allowed from pg_roles where rolname = current_user',
    );
    return rows[0]?.allowed
      ? null
      : `PostgreSQL at ${where}: this role may not create databases (SCALE_DATABASE_URL names another server or role)`;
  } catch (error) {
    return (
      `PostgreSQL at ${where} did not answer (${error.message}): start it (Debian: apt-get install postgresql), ` +
      'or set SCALE_DATABASE_URL to a server this role may create databases on'
    );
  } finally {
    await client.end().catch(() => {});
  }
}
