import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './harness/own-postgres.js';

/**
 * `npm start` as a person (or a supervisor) runs it, with nothing configured but a temp DATA_DIR and
 * free ports: it builds, serves on this computer only, and a TERM to the npm process (what `kill`
 * and most supervisors send) lets the request in flight finish, then stops the server and its
 * embedded PostgreSQL: no process is left and both ports are free again.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every process under `pid` (children, their children, ...), from one `ps` listing. */
function descendants(pid: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  for (let frontier = [pid]; frontier.length > 0;) {
    const next = rows.filter(([, parent]) => frontier.includes(parent)).map(([child]) => child);
    found.push(...next);
    frontier = next;
  }
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function isFree(port: number): Promise<boolean> {
  const server = createServer();
  server.listen(port, '127.0.0.1');
  const [outcome] = await Promise.race([once(server, 'listening').then(() => ['free']), once(server, 'error')]);
  server.close();
  return outcome === 'free';
}

/** Resolves with everything written so far once `text` has been written; rejects if the process ends first. */
function waitForOutput(child: ChildProcess, output: { text: string }, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!output.text.includes(text)) return;
      child.stdout!.off('data', check);
      child.off('exit', ended);
      resolve(output.text);
    };
    const ended = (code: number | null) =>
      reject(new Error(`npm start ended (${code}) before "${text}":\n${output.text}`));
    child.stdout!.on('data', check);
    child.once('exit', ended);
    check();
  });
}

/**
 * A request in flight: GET /api/v1/events waiting on a lock the test holds in the app's embedded
 * database, until `release`.
 */
async function holdRequestInFlight(dataDir: string, pgPort: number, base: string) {
  const password = (await readFile(join(dataDir, 'postgres-password'), 'utf8')).trim();
  const locker = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/ticketsetu`,
  });
  await locker.connect();
  await locker.query('begin');
  await locker.query('lock table events in access exclusive mode');
  const response = fetch(`${base}/api/v1/events`);
  while (Number((await locker.query('select count(*) from pg_locks where not granted')).rows[0].count) === 0);
  return {
    response,
    async release() {
      await locker.query('rollback');
      await locker.end().catch(() => undefined); // PostgreSQL may be gone already
    },
  };
}

/** Runs a command to its end without blocking this process: its exit status and what it printed. */
async function runToEnd(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.resume();
  const [status] = (await once(child, 'exit')) as [number | null];
  return { status, stdout };
}

/** The environment of a run on a temp data folder and free ports, as a person would start it. */
function runEnv(dataDir: string, port: number, pgPort: number): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _jestOnly, ...env } = process.env;
  return {
    ...env,
    NODE_ENV: 'development',
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    HOST: '',
    SERVE_FRONTEND: 'false', // the API is enough here, and the frontend build is the slow half
    // The test holds a lock for as long as it needs: no timeout may end the request first.
    DATABASE_STATEMENT_TIMEOUT_MS: '600000',
    SHUTDOWN_GRACE_MS: '600000',
  };
}

describe('npm start', () => {
  let dataDir: string;
  let npm: ChildProcess | undefined;
  let started: number[] = [];
  const output = { text: '' };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ticketsetu-npm-start-'));
  });
  afterAll(async () => {
    // Only if a test failed half-way: leave nothing of ours running. The whole tree goes, not npm alone:
    // an orphaned server would hold npm's output pipes open, and with them this Jest process.
    const ours = npm?.pid && isAlive(npm.pid) ? [npm.pid, ...descendants(npm.pid)] : [];
    for (const pid of [...ours, ...started]) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    npm?.stdout?.destroy();
    npm?.stderr?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves on this computer, and a TERM to npm finishes the request in flight and leaves nothing behind', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    npm = spawn('npm', ['start'], {
      cwd: root,
      env: runEnv(dataDir, port, pgPort),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output.text += chunk));
    npm.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output.text += chunk));

    // The banner (URL, database, logins) is the last thing printed at start.
    const atStart = await waitForOutput(npm, output, 'Demo logins');
    expect(atStart.trimEnd()).toMatch(
      /TicketSetu is running at http:\/\/localhost:\d+[\s\S]*buyer\s+buyer@ticketsetu\.demo\s+\S+$/,
    );
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    // Listening on loopback only: from this machine's network address, nothing answers.
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal);
    if (lan) await expect(fetch(`http://${lan.address}:${port}/api/dev/outbox`)).rejects.toThrow();

    // The first real admin, created next to the running app (it uses the app's embedded PostgreSQL).
    const admin = { email: 'ops.lead@example.in', password: 'saffron-kite-1987' };
    // Not spawnSync: a blocked event loop misses the server closing the idle keep-alive socket of the fetch
    // above, and the next fetch would be sent on it and fail with "other side closed".
    const created = await runToEnd(
      'npm',
      ['run', 'admin:create', '--', '--email', admin.email, '--name', 'Anjali Rao'],
      {
        cwd: root,
        env: { ...runEnv(dataDir, port, pgPort), ADMIN_PASSWORD: admin.password },
      },
    );
    expect(created.stdout).toContain(`Created the admin ${admin.email}.`);
    expect(created.status).toBe(0);
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).user.is_admin).toBe(true);

    // On a terminal, the password is asked twice and never shown (`script` gives the command a terminal).
    const typed = 'monsoon-terminal-2026';
    const terminal = spawn(
      'script',
      ['-qec', 'npm run admin:create -- --email desk.admin@example.in --name "Desk Admin"', '/dev/null'],
      { cwd: root, env: runEnv(dataDir, port, pgPort), stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let screen = '';
    let answered = 0;
    terminal.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      screen += chunk;
      const prompts = screen.split(/Password for the new admin: |Type it again: /).length - 1;
      for (; answered < prompts; answered++) terminal.stdin!.write(`${typed}\r`);
    });
    expect((await once(terminal, 'exit'))[0]).toBe(0);
    expect(answered).toBe(2);
    expect(screen).toContain('Created the admin desk.admin@example.in.');
    expect(screen).not.toContain(typed);
    terminal.stdin!.end();

    const held = await holdRequestInFlight(dataDir, pgPort, base);

    started = descendants(npm.pid!);
    expect(started.length).toBeGreaterThan(2); // node, PostgreSQL and its workers
    const exited = once(npm, 'exit');
    process.kill(npm.pid!, 'SIGTERM');
    await waitForOutput(npm, output, 'SIGTERM: stopped taking requests');
    await expect(fetch(`${base}/api/health`)).rejects.toThrow(); // no new requests

    await held.release();
    const response = await held.response;
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);

    await exited;
    expect(started.filter(isAlive)).toEqual([]);
    expect(await isFree(port)).toBe(true);
    expect(await isFree(pgPort)).toBe(true);
    expect(output.text).not.toContain('shutting down');
  }, 300_000);

  it('a Ctrl-C (SIGINT to the whole foreground process group) also lets the request in flight finish', async () => {
    // The build of the test above, started as a shell starts a foreground job: in a process group of its own.
    if (!existsSync(join(root, 'backend', 'dist', 'main.js')))
      throw new Error('Run the whole file: the test above builds');
    const [port, pgPort] = [await freePort(), await freePort()];
    const ctrlCDir = await mkdtemp(join(tmpdir(), 'ticketsetu-ctrl-c-'));
    const out = { text: '' };
    try {
      const server = spawn(process.execPath, ['backend/dist/main.js'], {
        cwd: root,
        env: runEnv(ctrlCDir, port, pgPort),
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out.text += chunk));
      server.stderr!.setEncoding('utf8').on('data', (chunk: string) => (out.text += chunk));
      await waitForOutput(server, out, 'Demo logins');
      const held = await holdRequestInFlight(ctrlCDir, pgPort, `http://127.0.0.1:${port}`);
      const pids = [server.pid!, ...descendants(server.pid!)];
      started.push(...pids);
      const exited = once(server, 'exit');

      process.kill(-server.pid!, 'SIGINT'); // what the terminal does on Ctrl-C
      await waitForOutput(server, out, 'SIGINT: stopped taking requests');
      await held.release();
      expect((await held.response).status).toBe(200);
      expect((await exited)[0]).toBe(0);
      expect(pids.filter(isAlive)).toEqual([]);
      expect(await isFree(port)).toBe(true);
      expect(await isFree(pgPort)).toBe(true);
      expect(out.text).not.toContain('shutting down');
    } finally {
      await rm(ctrlCDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('on an older Node, says which Node it needs and how to get it, before building anything', () => {
    // The machines ship Node 20 in /usr/bin (docs/toolchain.md); `npm start` there used to build and then
    // die with a bare "Segmentation fault".
    const oldNode = ['/usr/bin/node', '/usr/local/bin/node'].find((node) => {
      const version = spawnSync(node, ['-v'], { encoding: 'utf8' }).stdout?.trim();
      return version && Number(version.slice(1).split('.')[0]) < 24;
    });
    if (!oldNode) {
      console.warn('No Node older than 24 on this machine: the old-Node check of npm start was not exercised.');
      return;
    }
    const version = spawnSync(oldNode, ['-v'], { encoding: 'utf8' }).stdout.trim().slice(1);
    const { NODE_OPTIONS: _jestOnly, ...env } = process.env;
    const run = spawnSync('npm', ['start'], {
      cwd: root,
      env: { ...env, PATH: `${dirname(oldNode)}:${process.env.PATH}`, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`TicketSetu needs Node 24 (you have ${version}): install it with`);
    expect(run.stderr).toContain(`npm install --prefix ~/.cache/node24 node-${process.platform}-${process.arch}@24`);
    expect(run.stderr).toContain(
      `export PATH=~/.cache/node24/node_modules/node-${process.platform}-${process.arch}/bin:$PATH`,
    );
    expect(run.stdout + run.stderr).not.toMatch(/Segmentation fault|tsc -p|vite build/);
  });
});
