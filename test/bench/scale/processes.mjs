// The processes of `npm run scale:test`: a fresh database on the machine's PostgreSQL, a Redis of its
// own, two app replicas and Debian's nginx in front of them. Everything started is stopped by `cleanup`
// (../cleanups.mjs), on any failure or signal too.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export { cleanup } from '../cleanups.mjs';
import { onCleanup, spawnChild } from '../cleanups.mjs';
export { freePort } from '../ports.mjs';
import { freePort } from '../ports.mjs';

export async function tempDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ticketsetu-scale-'));
  await chmod(dir, 0o755); // nginx's workers run as nobody when this runs as root
  onCleanup(`remove ${dir}`, () => rm(dir, { recursive: true, force: true }));
  console.log(`[scale] temp folder ${dir}`);
  return dir;
}

/** A fresh `ticketsetu_scale_<pid>_<random>` database on the server at `serverUrl`, dropped at the end. */
export async function freshDatabase(serverUrl) {
  const name = `ticketsetu_scale_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const settings = (
    await admin.query(
      `select current_setting('server_version') as version, current_setting('max_connections')::int as max_connections,
              (select count(*) from pg_stat_activity)::int as connections_in_use`,
    )
  ).rows[0];
  // Registered first: a stop that comes while it is being created still drops it.
  onCleanup(`drop database ${name}`, async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), ...settings };
}

/**
 * A child process whose output is kept (tail), stopped at clean-up. Its pid is printed: whoever
 * stops this run can check that nothing it started is left.
 */
function child(name, command, args, options = {}) {
  // Longer than a replica's drain (SHUTDOWN_GRACE_MS 10 s), shorter than a clean-up step may take (15 s).
  const { proc, pid, alive, stop, exited, spawnError } = spawnChild(name, command, args, options, {
    graceMs: 12_000,
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-30_000));
  proc.stdout.on('data', keep);
  proc.stderr.on('data', keep);
  console.log(`[scale] started ${name}: pid ${pid} (process group ${pid})`);
  const describe = () => (spawnError() ? `${spawnError().message}\n${output}` : output);
  return { name, pid, alive, stop, kill: (signal) => proc.kill(signal), exited, output: describe };
}

async function waitFor(what, proc, probe, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (!proc.alive())
      throw new Error(`${what} exited before it was ready. Output (tail):\n${proc.output().slice(-4000)}`);
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline)
      throw new Error(`${what} not ready within ${ms / 1000} s:\n${proc.output().slice(-4000)}`);
    await sleep(200);
  }
}

/** Debian's redis-server (at `binary`, from the preflight) on a free loopback port, nothing persisted. */
export async function startRedis(dir, binary) {
  const port = await freePort();
  const proc = child('redis-server', binary, [
    '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir,
  ]); // prettier-ignore
  const ping = () =>
    new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end('PING\r\n'));
      socket.on('data', (d) => resolve(d.toString().startsWith('+PONG')));
      socket.on('error', () => resolve(false));
    });
  await waitFor('redis-server', proc, ping, 15_000);
  return { ...proc, url: `redis://127.0.0.1:${port}`, port };
}

/**
 * One app replica (the built backend) on its own port. `/api/health` is polled until it answers 200:
 * open-source nginx has no active health checks, so the script does that part before sending traffic.
 */
export async function startReplica(name, appMain, env, port) {
  port ??= await freePort();
  const proc = child(name, process.execPath, [appMain], {
    cwd: os.tmpdir(), // the app reads ./.env: keep a developer's .env out of the run
    env: { ...process.env, ...env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(name, proc, async () => (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok);
  return { ...proc, url, port };
}

/**
 * The generated nginx configuration, as docker/nginx/nginx.conf (ADR 53) where it can be: least
 * connections over the replicas, passive health (3 failed attempts set a replica aside for 10 s),
 * kept-alive upstream connections (enough idle ones kept for a flash sale's burst), and a
 * retry on the other replica when a connection fails: for every method on POST /api/v1/orders (its
 * Idempotency-Key makes a repeat one order), for idempotent methods elsewhere (nginx's default).
 */
export function nginxConfig({ dir, port, replicas, asRoot }) {
  const proxy = `proxy_pass http://ticketsetu;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 60s;
      proxy_next_upstream_tries 2;`;
  return `${asRoot ? 'user nobody nogroup;\n' : ''}worker_processes auto;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 8192; }
http {
  log_format scale '$msec $request_method $uri $status up=$upstream_addr upstatus=$upstream_status rt=$request_time';
  access_log ${dir}/access.log scale;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 110m;
  upstream ticketsetu {
    # Shared by the workers: without it each worker keeps its own idea of which replica is up (and its
    # own connection counts), and a replica one worker has seen come back is still down for another.
    zone ticketsetu 64k;
    least_conn;
${replicas.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join('\n')}
    keepalive 1024;
    # Below Node's keepAliveTimeout (5 s): nginx must drop an idle connection before the replica does,
    # or it sends a request on one the replica is closing ("upstream prematurely closed", a 502 for
    # a POST it may not repeat, and a replica set aside as failed for nothing).
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port} backlog=4096;
    location = /api/v1/orders {
      ${proxy}
      proxy_next_upstream error timeout non_idempotent;
    }
    location / {
      ${proxy}
      proxy_next_upstream error timeout;
    }
  }
}
`;
}

/** Debian's nginx (at `binary`, from the preflight) in the foreground with a generated configuration in `dir`. */
export async function startNginx(dir, replicaPorts, port, binary) {
  port ??= await freePort();
  const conf = path.join(dir, 'nginx.conf');
  const asRoot = process.getuid?.() === 0;
  await writeFile(conf, nginxConfig({ dir, port, replicas: replicaPorts, asRoot }));
  const proc = child('nginx', binary, ['-p', dir, '-c', conf, '-e', `${dir}/error.log`, '-g', 'daemon off;']);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    'nginx',
    proc,
    async () => (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok,
  );
  return { ...proc, name: 'nginx', url, port, conf, dir };
}

/**
 * Waits until nginx sends requests to `replica` again. Passive health only: a replica that failed
 * (stopped, killed) is set aside for fail_timeout after its last failure, even once a new process
 * listens on its port. Stopping the other replica before then leaves nginx no live upstream (a
 * rolling restart must wait for this, not just for the new replica's /api/health).
 */
export async function waitUntilBalanced(nginx, replica, ms = 30_000) {
  const since = Date.now() / 1000;
  const deadline = Date.now() + ms;
  const upstream = `up=127.0.0.1:${replica.port} upstatus=200`;
  for (;;) {
    await Promise.all(Array.from({ length: 4 }, () => fetch(`${nginx.url}/api/health`).then((r) => r.arrayBuffer())));
    const lines = (await readFile(path.join(nginx.dir, 'access.log'), 'utf8')).split('\n');
    if (lines.some((l) => Number(l.split(' ')[0]) >= since && l.includes(upstream))) return Date.now() / 1000 - since;
    if (Date.now() > deadline) throw new Error(`nginx sent nothing to ${replica.name} within ${ms / 1000} s`);
    await sleep(250);
  }
}
