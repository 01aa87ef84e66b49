// `npm run db:restore -- FILE [--into URL] [--clean]`: restores a db:backup file into the app's database
// (DATABASE_URL, or the embedded one with the app stopped) or, with --into, another one (the restore
// drill), in one transaction, then checks it. See docs/operations.md, ADR 52.
// Plain JavaScript that old Node versions can parse, to say that Node 24 is needed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  CommandError,
  capitalised,
  describeUrl,
  fromCallerDir,
  installedTools,
  openAppDatabase,
  runCommand,
  runTool,
  serverVersion,
  siblingTool,
  toolConnection,
  userTableCount,
  withClient,
} from './db-tools.mjs';
import { nodeVersionProblem } from './node-version.mjs';
import { checkRestored } from './restore-check.mjs';

const problem = nodeVersionProblem(process.versions.node, process.platform, process.arch);
if (problem) {
  console.error(problem);
  process.exit(1);
}

const USAGE = `Usage: npm run db:restore -- FILE [--into URL] [--clean]

Restores a db:backup file into the app's database (DATABASE_URL, else the embedded one under DATA_DIR,
which this command starts and stops itself: stop the app first), or into the database at URL (--into,
e.g. a scratch database for a restore drill). The restore is one transaction: it lands whole or not at all.
A database that already has tables is refused unless --clean (or --force) is given: its public schema
is then dropped and replaced by the backup's, and nobody else may be connected to it.
Afterwards the ledger is checked (every entry balanced, debits = credits overall) and counts are printed.`;

/**
 * Reads the archive's table of contents with the oldest pg_restore that can (a newer pg_dump writes a
 * newer format), and the PostgreSQL version it was dumped from.
 */
async function readArchive(file) {
  const copies = await installedTools('pg_restore');
  let lastError = 'no pg_restore was found on this computer';
  for (const pgRestore of copies) {
    try {
      const { stdout } = await runTool(pgRestore.path, ['--list', file]);
      const from = /Dumped from database version: (\d+)/.exec(stdout);
      const by = /Dumped by pg_dump version: (\d+)/.exec(stdout);
      const at = /Archive created at (.+)/.exec(stdout);
      return { pgRestore, sourceMajor: Number(from?.[1]), dumpedBy: Number(by?.[1]), createdAt: at?.[1].trim() };
    } catch (error) {
      lastError = error.message;
    }
  }
  throw new CommandError(
    `${file} cannot be read as a db:backup file by any pg_restore here ` +
      `(${copies.map((c) => `pg_restore ${c.major} at ${c.path}`).join(', ') || 'none found'}): ${lastError}\n` +
      'A backup made by a newer pg_dump needs that version of pg_restore (see docs/operations.md).',
  );
}

/** pg_restore's SQL piped into psql, in a single transaction after `preamble`: all of it lands or none. */
function restoreInOneTransaction({ pgRestore, psql, file, connection, preamble }) {
  return new Promise((resolve, reject) => {
    const restore = spawn(pgRestore.path, ['--no-owner', '--no-privileges', '--file=-', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const apply = spawn(
      psql,
      ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-f', '-', `--dbname=${connection.dbname}`],
      { env: connection.env, stdio: ['pipe', 'ignore', 'pipe'] },
    );
    let errors = '';
    for (const child of [restore, apply]) child.stderr.setEncoding('utf8').on('data', (chunk) => (errors += chunk));
    apply.stdin.on('error', () => {}); // psql stopped at an error: its own message says why
    // ...and pg_restore, whose output nobody reads any more, would wait on a full pipe for ever.
    apply.once('close', (code) => code !== 0 && restore.exitCode === null && restore.kill());
    apply.stdin.write(preamble);
    // psql commits when its input ends: it sees the end only once pg_restore has written all of it.
    restore.stdout.pipe(apply.stdin, { end: false });
    restore.once('close', (code) => (code === 0 ? apply.stdin.end() : apply.kill()));
    const exited = (child) => new Promise((done) => child.once('close', (code) => done(code)));
    Promise.all([exited(restore), exited(apply)]).then(([restored, applied]) =>
      restored === 0 && applied === 0
        ? resolve()
        : reject(new CommandError(`The restore failed and changed nothing (rolled back):\n${errors.trim()}`)),
    );
    restore.once('error', reject);
    apply.once('error', reject);
  });
}

// Leaves no table of a later release behind, and takes the pg_trgm extension (in public) with it.
const DROP_PUBLIC_SCHEMA = `DROP SCHEMA IF EXISTS public CASCADE;
CREATE SCHEMA public;
GRANT USAGE ON SCHEMA public TO PUBLIC;
`;

async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      into: { type: 'string' },
      clean: { type: 'boolean' },
      force: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (positionals.length !== 1) throw new CommandError(`Name one backup file to restore.\n\n${USAGE}`);
  const file = fromCallerDir(positionals[0]);
  if (!existsSync(file)) throw new CommandError(`${file} does not exist.`);
  const clean = Boolean(values.clean || values.force);
  if (existsSync('.env')) process.loadEnvFile('.env');

  const archive = await readArchive(file);
  const target = values.into
    ? { url: values.into, label: `the database at ${describeUrl(values.into)}`, close: async () => {} }
    : await openAppDatabase({ whileAppRuns: false, mayInitialise: true });
  try {
    const started = Date.now();
    await withClient(target.url, async (client) => {
      const version = await serverVersion(client);
      if (version.major < archive.sourceMajor) {
        throw new CommandError(
          `${file} was dumped from PostgreSQL ${archive.sourceMajor} and ${target.label} runs ${version.text}: ` +
            'PostgreSQL cannot restore into an older major version.',
        );
      }
      const tables = await userTableCount(client);
      if (tables > 0 && !clean) {
        throw new CommandError(
          `${capitalised(target.label)} is not empty (it has ${tables} tables): restoring would mix the backup with what is there. ` +
            'Nothing was changed. To replace its data with the backup, run again with --clean.',
        );
      }
      if (tables > 0) {
        const { rows } = await client.query(`select count(*)::int as others from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`);
        if (rows[0].others > 0) {
          throw new CommandError(
            `${capitalised(target.label)} has ${rows[0].others} other connection(s): stop the app (and anything else using it) ` +
              'before replacing its data. Nothing was changed.',
          );
        }
      }
      const psql = siblingTool(archive.pgRestore, 'psql');
      const preamble = tables > 0 ? DROP_PUBLIC_SCHEMA : '';
      const connection = toolConnection(target.url);
      await restoreInOneTransaction({ pgRestore: archive.pgRestore, psql, file, connection, preamble });
      await client.query('analyze');
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Restored ${file} (made ${archive.createdAt ?? 'at an unknown time'}, PostgreSQL ${archive.sourceMajor}) ` +
        `into ${target.label} with pg_restore ${archive.pgRestore.major} in ${seconds} s.\n`,
    );
    const check = await withClient(target.url, checkRestored);
    process.stdout.write(`${check.report}\n`);
    return check.balanced ? 0 : 1;
  } finally {
    await target.close();
  }
}

runCommand('db:restore', main);
