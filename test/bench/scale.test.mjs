// `npm run scale:test` checks what it needs before it starts anything, and leaves nothing running when
// it is stopped (issue 33 item 10). Runs test/bench/scale.mjs itself (the app must be built: npm test
// builds it before this). Needs the machine's PostgreSQL and redis-server, as the scale run does; with
// Debian's nginx missing, the runs stopped mid-way use scale/nginx-stand-in.mjs in its place.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import pg from 'pg';
import { findExecutable } from './scale/preflight.mjs';

const scaleMain = path.join(import.meta.dirname, 'scale.mjs');
const serverUrl =
  process.env.SCALE_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const realNginx = findExecutable('nginx', { usual: '/usr/sbin/nginx' });
const nginx = realNginx ?? path.join(import.meta.dirname, 'scale', 'nginx-stand-in.mjs');

/** One scale run as a child process: its output as it comes, and its end. */
function runScale(env) {
  const child = spawn(process.execPath, [scaleMain], {
    env: { ...process.env, SCALE_KEEP_LOGS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const waiting = [];
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    for (const w of [...waiting]) if (w.pattern.test(stdout)) w.resolve();
  });
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    pid: child.pid,
    exited,
    output: () => ({ stdout, stderr }),
    kill: (signal) => child.kill(signal),
    /** Resolves once stdout has matched `pattern`; rejects if the run ends first or after `ms`. */
    printed(pattern, ms = 120_000) {
      if (pattern.test(stdout)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`not printed within ${ms} ms: ${pattern}\n${stdout}\n${stderr}`)),
          ms,
        );
        waiting.push({ pattern, resolve: () => (clearTimeout(timer), resolve()) });
        exited.then(({ code }) => reject(new Error(`the run ended (${code}) first:\n${stdout}\n${stderr}`)));
      });
    },
  };
}

/** The processes the run said it started: name and pid (each is the leader of its own process group). */
function started(stdout) {
  return [...stdout.matchAll(/\[scale\] started (.+): pid (\d+)/g)].map((m) => ({ name: m[1], pid: Number(m[2]) }));
}

/** Every process now running on this machine: pid -> its parent, its process group, its start time. */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // pid (comm) state ppid pgrp ... starttime (field 22): comm may hold spaces, so read after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z') continue; // ended, waiting to be reaped
    table.set(Number(entry), { ppid: Number(fields[1]), pgrp: Number(fields[2]), start: fields[19] });
  }
  return table;
}

/** `root`'s descendants now, as "pid@start" (a pid used again later by something else is another process). */
function descendants(root) {
  const table = processTable();
  const found = new Set();
  const walk = (pid) => {
    for (const [child, p] of table) {
      if (p.ppid !== pid || found.has(`${child}@${p.start}`)) continue;
      found.add(`${child}@${p.start}`);
      walk(child);
    }
  };
  walk(root);
  return found;
}

/** Which of `processes` (pid@start) still run, and whatever still runs in the process groups of `groups`. */
function leftRunning(processes, groups) {
  const table = processTable();
  const left = [...processes].filter((key) => {
    const [pid, start] = key.split('@');
    return table.get(Number(pid))?.start === start;
  });
  for (const [pid, p] of table) if (groups.includes(p.pgrp)) left.push(`${pid} (group ${p.pgrp})`);
  return [...new Set(left)];
}

/** Resolves once `condition()` holds, checking every 50 ms, or rejects after `ms`. */
async function until(what, condition, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function databasesOf(runPid) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select datname from pg_database where datname like $1', [
      `ticketsetu_scale_${runPid}_%`,
    ]);
    return rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

/** The run's database is dropped and its temp folder removed. */
async function assertCleanedUp(run) {
  assert.deepEqual(await databasesOf(run.pid), []);
  const folder = /\[scale\] temp folder (\S+)/.exec(run.output().stdout)?.[1];
  assert.ok(folder && !existsSync(folder), `temp folder ${folder} left`);
}

async function assertNothingStarted(run) {
  assert.doesNotMatch(run.output().stdout, /\[scale\] (started|temp folder)/);
  assert.deepEqual(await databasesOf(run.pid), []);
}

test('with nginx missing, it says what to install and starts nothing', async () => {
  const run = runScale({ SCALE_NGINX: '/nonexistent/sbin/nginx' });
  assert.deepEqual(await run.exited, { code: 2, signal: null });
  const { stderr } = run.output();
  assert.match(stderr, /scale:test cannot run, nothing was started/);
  assert.match(stderr, /nginx: SCALE_NGINX=\/nonexistent\/sbin\/nginx is not an executable file/);
  assert.doesNotMatch(stderr, /redis-server:|PostgreSQL at/); // only what is missing
  await assertNothingStarted(run);
});

test('with nginx nowhere on PATH, it names the Debian packages to install, redis-server too', async (t) => {
  if (realNginx === '/usr/sbin/nginx')
    return t.skip('nginx is installed at /usr/sbin/nginx, where the run looks first');
  const run = runScale({ PATH: path.dirname(process.execPath), SCALE_REDIS_SERVER: '/nonexistent/redis-server' });
  assert.deepEqual(await run.exited, { code: 2, signal: null });
  const { stderr } = run.output();
  assert.match(stderr, /nginx: not at \/usr\/sbin\/nginx nor on PATH \(Debian: apt-get install nginx\)/);
  assert.match(stderr, /redis-server: SCALE_REDIS_SERVER=\/nonexistent\/redis-server is not an executable file/);
  await assertNothingStarted(run);
});

test('with PostgreSQL not answering, it says so and starts nothing', async () => {
  const run = runScale({ SCALE_NGINX: nginx, SCALE_DATABASE_URL: 'postgres://postgres@127.0.0.1:1/postgres' });
  assert.deepEqual(await run.exited, { code: 2, signal: null });
  assert.match(run.output().stderr, /PostgreSQL at 127\.0\.0\.1:1 did not answer/);
  await assertNothingStarted(run);
});

test('when a process it starts fails, it stops and leaves nothing behind', async () => {
  // /bin/false: a redis-server that exits at once, after the run has made its database and folder.
  const run = runScale({ SCALE_NGINX: nginx, SCALE_REDIS_SERVER: '/bin/false' });
  const end = await run.exited;
  const { stdout, stderr } = run.output();
  assert.deepEqual(end, { code: 2, signal: null }, stderr);
  assert.match(stderr, /redis-server exited before it was ready/);
  assert.deepEqual(
    started(stdout).map((p) => p.name),
    ['redis-server'],
  );
  await assertCleanedUp(run);
});

/**
 * Stops a run with `signal` once it printed `when` (and `ready` holds of its process tree), then finds
 * none of its processes (each it printed, their process groups, and every descendant it had when it
 * was stopped: nginx's workers too), nor its database or temp folder left.
 */
async function stopMidRun(signal, when, exitCode, ready = () => true) {
  const run = runScale({ SCALE_NGINX: nginx, SCALE_BUYERS: '702' });
  await run.printed(when);
  await until('the processes started', () => ready(run));
  const tree = descendants(run.pid);
  run.kill(signal);
  const end = await run.exited;
  const { stdout, stderr } = run.output();
  assert.deepEqual(end, { code: exitCode, signal: null }, stderr);
  assert.match(stderr, new RegExp(`\\[bench\\] ${signal}: stopping`));
  const processes = started(stdout);
  assert.ok(tree.size >= processes.length, `${[...tree]} for ${JSON.stringify(processes)}`);
  assert.deepEqual(
    leftRunning(
      tree,
      processes.map((p) => p.pid),
    ),
    [],
  );
  await assertCleanedUp(run);
  return processes;
}

test('stopped by SIGTERM right after its first processes start, it leaves nothing running', async () => {
  const processes = await stopMidRun('SIGTERM', /started replica A: pid \d+/, 143);
  assert.deepEqual(
    processes.map((p) => p.name),
    ['redis-server', 'replica A'],
  );
});

test('stopped by SIGINT once nginx has started, it leaves nothing running: nginx, its workers and every replica', async () => {
  // nginx's master has started its workers (the stand-in its one): they must go with it.
  const nginxHasWorkers = (run) => {
    const master = started(run.output().stdout).find((p) => p.name === 'nginx');
    return [...processTable().values()].some((p) => p.ppid === master.pid);
  };
  const processes = await stopMidRun('SIGINT', /started nginx: pid \d+/, 130, nginxHasWorkers);
  assert.deepEqual(
    processes.map((p) => p.name),
    ['redis-server', 'replica A', 'PhonePe sandbox', 'replica B', 'nginx'],
  );
});
