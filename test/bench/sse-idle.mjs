// Live availability bench (`npm run bench:sse`, ADR 54): one replica holding 5,000 idle SSE streams.
//
// 1. A fresh database `ticketsetu_sse_<random>` on BENCH_DATABASE_URL or TEST_DATABASE_URL (dropped at
//    the end), its schema made by the built app's own migrations; one event with one listing on sale.
// 2. Starts the built app (SSE_BENCH_APP_DIST, default backend/dist; copied into test/bench/.app-sse-* so
//    its imports resolve from the repository's node_modules) with the per-address cap raised just
//    enough for the streams, spread over several loopback source addresses (127.0.0.1-4).
// 3. Reads the app's resident memory and V8 heap (after a full GC) before the streams, opens them,
//    lets them idle, and reads both again: memory per connection.
// 4. Fan-out: one committed change to the listing (a seat held, by SQL as the inventory does), and the
//    time from its commit to the LAST of the streams receiving the new figures. Target: within 2 s.
// Misses never fail the run (timing is not a test); only infrastructure failures exit non-zero.
//
// Settings (env): SSE_BENCH_CONNECTIONS (5000), SSE_BENCH_ADDRESSES (loopback source addresses, 4),
// SSE_BENCH_IDLE (s the streams idle before memory is read, 5), SSE_BENCH_APP_DIST, BENCH_KEEP_LOGS=1.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { cleanup, onCleanup } from './cleanups.mjs';
import { freePort } from './ports.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const builtApp = path.resolve(process.env.SSE_BENCH_APP_DIST || path.join(root, 'backend', 'dist'));
const CONNECTIONS = Number(process.env.SSE_BENCH_CONNECTIONS || 5000);
const ADDRESSES = Number(process.env.SSE_BENCH_ADDRESSES || 4);
const IDLE_SECONDS = Number(process.env.SSE_BENCH_IDLE || 5);
const FAN_OUT_TARGET_MS = 2000;
/** Streams being opened at once (the server's listen backlog is 511). */
const OPENING_AT_ONCE = 200;

// In the app: on SIGUSR2, a full GC and one line with its memory. Loaded with --import, so the app is unchanged.
const MEMORY_PROBE = `data:text/javascript,process.on('SIGUSR2',()=>{globalThis.gc?.();const m=process.memoryUsage();process.stdout.write('SSE_BENCH_MEMORY '+JSON.stringify(m)+'\\n')})`;

const t0 = performance.now();
const log = (message) =>
  console.log(`[bench:sse ${((performance.now() - t0) / 1000).toFixed(1).padStart(5)}s] ${message}`);
const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1);

async function provideDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server to make a database on)');
  const name = `ticketsetu_sse_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  onCleanup('drop the database', async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startApp(appMain, databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--expose-gc', '--import', MEMORY_PROBE, appMain], {
    cwd: os.tmpdir(), // the app reads ./.env: keep a developer's .env out of the measurement
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: '',
      DATABASE_URL: databaseUrl,
      DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'ticketsetu-sse-')),
      RUN_MIGRATIONS: 'true',
      SEED_DEMO_DATA: 'false',
      SCHEDULED_JOBS: 'false',
      SERVE_FRONTEND: 'false',
      LOG_LEVEL: 'warn',
      LIVE_STREAMS_PER_IP: String(Math.ceil(CONNECTIONS / ADDRESSES)),
      AUTH_SECRET: randomBytes(36).toString('base64url'),
      PROOF_CODE_SECRET: randomBytes(36).toString('base64url'),
      // The demo company of .env.example (ADR 46): production refuses to start without it.
      COMPANY_LEGAL_NAME: 'TicketSetu Demo Private Limited',
      COMPANY_ADDRESS: '42, 1st Main Road, Indiranagar, Bengaluru, Karnataka - 560038',
      COMPANY_STATE: 'Karnataka',
      COMPANY_GSTIN: '29AABCT0000C1Z6',
      COMPANY_PAN: 'AABCT0000C',
      COMPANY_SIGNATORY: 'Demo Signatory, Director',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const memoryWaiters = [];
  child.stdout.on('data', (chunk) => {
    output = (output + chunk).slice(-50_000);
    for (const match of String(chunk).matchAll(/SSE_BENCH_MEMORY (\{.*\})/g))
      memoryWaiters.shift()?.(JSON.parse(match[1]));
  });
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-50_000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  onCleanup('stop the app', async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
    if (process.env.BENCH_KEEP_LOGS) console.log(`--- app output ---\n${output}`);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited before it was healthy:\n${output.slice(-4000)}`);
    const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`The app was not healthy within 90 s:\n${output.slice(-4000)}`);
    await sleep(250);
  }
  const memory = () =>
    new Promise((resolve) => {
      memoryWaiters.push(resolve);
      child.kill('SIGUSR2');
    });
  return { url, port, memory };
}

async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [seller],
    } = await client.query(
      `insert into users (id, email, username, full_name, is_admin, password_hash)
       values (gen_random_uuid(), 'seller@bench.ticketsetu.test', 'bench_seller', 'Bench Seller', false, 'bench: no login')
       returning id`,
    );
    const {
      rows: [event],
    } = await client.query(
      `insert into events (id, title, venue, city, event_date, is_active, buyer_fee_percent, seller_fee_percent)
       values (gen_random_uuid(), 'Bench Live Night', 'NSCI Dome', 'Mumbai', now() + interval '30 days', true, 0, 5)
       returning id`,
    );
    const {
      rows: [listing],
    } = await client.query(
      `insert into tickets (id, event_id, seller_id, price, quantity, sold_quantity, held_quantity, ticket_type,
                            mobile_ticket_type, upi_id, status, listed_at)
       values (gen_random_uuid(), $1, $2, 250000, 6, 0, 0, 'mobile', 'district', 'seller@okhdfcbank', 'available', now())
       returning id`,
      [event.id, seller.id],
    );
    return { eventId: event.id, listingId: listing.id };
  } finally {
    await client.end();
  }
}

/** One idle stream; `seen(text)` says whether the figures `text` names have arrived on it yet. */
function openStream(port, eventId, localAddress) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: `/api/v1/events/${eventId}/live`, localAddress, agent: false },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`stream refused: ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        const stream = { received: '', waiting: null, close: () => req.destroy() };
        res.on('data', (chunk) => {
          // Only the last message matters: keep the text since the last blank line before this chunk.
          stream.received = (stream.received + chunk).slice(-8192);
          if (stream.waiting && stream.received.includes(stream.waiting.text)) {
            stream.waiting.resolve(performance.now());
            stream.waiting = null;
          }
          if (!stream.opened && stream.received.includes('event: availability')) {
            stream.opened = true;
            resolve(stream);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/** Resolves with the time `text` arrives on `stream` (now, if it already has). */
function arrival(stream, text) {
  if (stream.received.includes(text)) return Promise.resolve(performance.now());
  return new Promise((resolve) => (stream.waiting = { text, resolve }));
}

async function main() {
  if (!existsSync(path.join(builtApp, 'main.js'))) {
    throw new Error(`${builtApp}/main.js not found: build the backend (npm run build) or set SSE_BENCH_APP_DIST`);
  }
  const snapshot = await mkdtemp(path.join(import.meta.dirname, '.app-sse-'));
  onCleanup(`remove ${snapshot}`, () => rm(snapshot, { recursive: true, force: true }));
  await cp(builtApp, path.join(snapshot, 'backend', 'dist'), { recursive: true });

  const databaseUrl = await provideDatabase();
  log('starting the app (its migrations make the schema)');
  const app = await startApp(path.join(snapshot, 'backend', 'dist', 'main.js'), databaseUrl);
  const { eventId, listingId } = await seed(databaseUrl);

  // A first stream warms the route and the event's read, so "before" holds the code every stream uses.
  const warm = await openStream(app.port, eventId, '127.0.0.1');
  warm.close();
  await sleep(500);
  const before = await app.memory();
  log(`before: RSS ${mib(before.rss)} MiB, heap used ${mib(before.heapUsed)} MiB; opening ${CONNECTIONS} streams`);

  const streams = [];
  const openStart = performance.now();
  for (let next = 0; next < CONNECTIONS;) {
    const batch = [];
    for (; next < CONNECTIONS && batch.length < OPENING_AT_ONCE; next++) {
      batch.push(openStream(app.port, eventId, `127.0.0.${1 + (next % ADDRESSES)}`));
    }
    streams.push(...(await Promise.all(batch)));
  }
  log(
    `${streams.length} streams open in ${((performance.now() - openStart) / 1000).toFixed(1)} s; idling ${IDLE_SECONDS} s`,
  );
  await sleep(IDLE_SECONDS * 1000);
  const after = await app.memory();
  const perConnection = {
    rss: (after.rss - before.rss) / CONNECTIONS,
    heap: (after.heapUsed - before.heapUsed) / CONNECTIONS,
  };
  log(`after: RSS ${mib(after.rss)} MiB, heap used ${mib(after.heapUsed)} MiB`);

  // Fan-out: a seat held (as the inventory's hold does), committed now; 5 of 6 left.
  const expected = `"available_tickets":5,`;
  const arrivals = streams.map((stream) => arrival(stream, expected));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('update tickets set held_quantity = held_quantity + 1 where id = $1', [listingId]);
  const committed = performance.now();
  await client.end();
  const times = (await Promise.all(arrivals)).map((at) => at - committed).sort((a, b) => a - b);
  const fanOut = { first: times[0], median: times[Math.floor(times.length / 2)], last: times.at(-1) };
  for (const stream of streams) stream.close();

  console.log('\nLive availability: idle SSE streams on one replica');
  console.log(`  streams                     ${CONNECTIONS} from ${ADDRESSES} loopback addresses`);
  console.log(`  RSS before / after          ${mib(before.rss)} / ${mib(after.rss)} MiB`);
  console.log(`  heap used before / after    ${mib(before.heapUsed)} / ${mib(after.heapUsed)} MiB (after a full GC)`);
  console.log(
    `  per connection              ${(perConnection.rss / 1024).toFixed(1)} KiB RSS, ${(perConnection.heap / 1024).toFixed(1)} KiB heap`,
  );
  console.log(
    `  fan-out (commit -> stream)  first ${fanOut.first.toFixed(0)} ms, median ${fanOut.median.toFixed(0)} ms, ` +
      `last ${fanOut.last.toFixed(0)} ms`,
  );
  console.log(
    `  target: the last within ${FAN_OUT_TARGET_MS} ms  ${fanOut.last <= FAN_OUT_TARGET_MS ? 'PASS' : 'MISS'}`,
  );
}

try {
  await main();
} catch (error) {
  console.error(`[bench:sse] ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
