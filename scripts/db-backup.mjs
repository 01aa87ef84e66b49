// `npm run db:backup [-- --out FILE]`: a pg_dump (custom format) of the app's database, DATABASE_URL's
// or the embedded one, to DATA_DIR/backups/ticketsetu-<UTC time>.dump. See docs/operations.md, ADR 52.
// Plain JavaScript that old Node versions can parse, to say that Node 24 is needed.
import { existsSync } from 'node:fs';
import { chmod, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  CommandError,
  databaseSettings,
  fromCallerDir,
  openAppDatabase,
  pickTool,
  runCommand,
  runTool,
  serverVersion,
  toolConnection,
  userTableCount,
  withClient,
} from './db-tools.mjs';
import { nodeVersionProblem } from './node-version.mjs';

const problem = nodeVersionProblem(process.versions.node, process.platform, process.arch);
if (problem) {
  console.error(problem);
  process.exit(1);
}

const USAGE = `Usage: npm run db:backup [-- --out FILE]

Backs up the app's database (DATABASE_URL, else the embedded one under DATA_DIR, whether or not the
app runs) with pg_dump in its custom format, to DATA_DIR/backups/ticketsetu-<UTC time>.dump unless
--out says where. Restore it with: npm run db:restore -- FILE`;

/** 2026-11-27T16:05:09.123Z -> 20261127T160509Z: sorts by time, safe in any file system. */
const utcStamp = (date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

async function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  const started = new Date();
  const out = values.out
    ? fromCallerDir(values.out)
    : join(databaseSettings().dataDir, 'backups', `ticketsetu-${utcStamp(started)}.dump`);
  if (existsSync(out)) throw new CommandError(`${out} exists already; choose another --out.`);

  const database = await openAppDatabase({ whileAppRuns: true, mayInitialise: false });
  try {
    const { version, tables } = await withClient(database.url, async (client) => ({
      version: await serverVersion(client),
      tables: await userTableCount(client),
    }));
    const pgDump = await pickTool('pg_dump', version.major, `the database runs PostgreSQL ${version.text}`);
    const connection = toolConnection(database.url);
    // Written under another name first, so a dump cut short never looks like a backup.
    const partial = `${out}.partial`;
    await mkdir(dirname(out), { recursive: true, mode: 0o700 });
    try {
      await runTool(
        pgDump.path,
        // One consistent snapshot; a migration holding a lock makes it fail rather than wait for ever.
        ['--format=custom', '--lock-wait-timeout=30s', `--file=${partial}`, `--dbname=${connection.dbname}`],
        connection.env,
      );
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await chmod(partial, 0o600); // people's names, phones and UPI ids: for the owner's eyes only
    await rename(partial, out);
    const { size } = await stat(out);
    const seconds = ((Date.now() - started.getTime()) / 1000).toFixed(1);
    process.stdout.write(
      `Backed up ${database.label} (PostgreSQL ${version.text}, ${tables} tables) with pg_dump ${pgDump.major} ` +
        `in ${seconds} s: ${out} (${(size / 1024 / 1024).toFixed(2)} MiB).\n` +
        `Restore it with: npm run db:restore -- ${out}\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCommand('db:backup', main);
