// TicketSetu on several replicas (`npm run scale:test`, which builds the app first). See docs/scaling.md
// and ADR 55.
//
// Starts, on loopback: a fresh database on the machine's PostgreSQL, Debian's redis-server, two app
// replicas on their own ports (SCHEDULED_JOBS and the outbox poller on both; the first runs the
// migrations, the second starts after it), the PhonePe sandbox as a third app process outside the
// balancer (PhonePe is another server), and Debian's nginx in front (a generated configuration: least
// connections, passive health checks; the script polls each replica's /api/health before any traffic,
// as open-source nginx has no active ones). Then proves, printing each:
//  1. the flash sale of flash-sale.mjs through the balancer: exactly the tickets on sale held, 0
//     oversold, 0 5xx, and its ratio to the bare hold statement, beside the same race against one
//     replica alone and both without nginx (scale/flash-sale-balanced.mjs);
//  2. every job and outbox message handled once with both replicas polling (scale/jobs-once.mjs);
//  3. a replica killed (SIGKILL) mid-traffic: no acknowledged write lost, retried Pays succeed once,
//     a session keeps working, rate limits shared through Redis (scale/failover.mjs);
//  4. a replica stopped with SIGTERM drains: no request cut (scale/drain.mjs), twice (a rolling restart).
// Figures are printed; timing never fails the run. Exit 1 when a correctness check fails, 2 when the
// run itself fails (a prerequisite missing: said before anything starts, scale/preflight.mjs).
// Every process it starts is printed with its pid and stopped at the end, on a failure, on Ctrl-C or
// SIGTERM (../cleanups.mjs); test/bench/scale.test.mjs proves it.
//
// Settings (env): SCALE_DATABASE_URL (a PostgreSQL server; default TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres), SCALE_BUYERS (1000), SCALE_SKIP=flash,jobs (leave parts
// out), SCALE_KEEP_LOGS=1 (print nginx's error log and the processes' output), SCALE_NGINX and
// SCALE_REDIS_SERVER (the programs to run, if not /usr/sbin/nginx and /usr/bin/redis-server or on PATH).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { createBuyers, seedSale, signIn } from './flash-sale.mjs';
import { flashSaleThroughNginx } from './scale/flash-sale-balanced.mjs';
import { drainUnderTraffic } from './scale/drain.mjs';
import { cookieSession, killMidTraffic, sessionWorks, sharedRateLimit } from './scale/failover.mjs';
import { jobsHandledOnce } from './scale/jobs-once.mjs';
import {
  cleanup,
  freePort,
  freshDatabase,
  startNginx,
  startRedis,
  startReplica,
  tempDir,
  waitUntilBalanced,
} from './scale/processes.mjs';
import { preflight, PrerequisiteError } from './scale/preflight.mjs';
import { printReport } from './scale/report.mjs';
import { seedCatalogue } from './scale/seed.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const appMain = path.join(root, 'backend', 'dist', 'main.js');
const serverUrl =
  process.env.SCALE_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const BUYERS = Number(process.env.SCALE_BUYERS || 1000);
// Buyers 0-699 race, pay and are killed or drained under; the last two sign in for the session and limit checks.
if (!(BUYERS >= 702)) throw new Error(`SCALE_BUYERS must be at least 702 (got ${process.env.SCALE_BUYERS})`);
// Parts left out while working on the others (jobs needs the flash sale's orders).
const SKIP = new Set((process.env.SCALE_SKIP ?? '').split(',').filter(Boolean));

const t0 = performance.now();
const log = (m) => console.log(`[scale ${((performance.now() - t0) / 1000).toFixed(1).padStart(5)}s] ${m}`);

function replicaEnv({ databaseUrl, dataDir, redisUrl, nginxUrl, gatewayUrl, authSecret, migrate }) {
  return {
    // development: the built-in PhonePe sandbox takes the payments (production refuses it, ADR 14).
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    // One folder for both, as a shared volume would be: uploads are local files (STORAGE_DRIVER=local).
    DATA_DIR: dataDir,
    RUN_MIGRATIONS: String(migrate),
    SEED_DEMO_DATA: 'false',
    SERVE_FRONTEND: 'false',
    LOG_LEVEL: 'warn',
    SCHEDULED_JOBS: 'true',
    OUTBOX_POLL_MS: '1000',
    REDIS_URL: redisUrl,
    TRUST_PROXY: 'loopback',
    AUTH_SECRET: authSecret, // the same on both: a session signed by one is valid on the other
    PROOF_CODE_SECRET: authSecret, // likewise: a code read by one is known to the other
    SHUTDOWN_GRACE_MS: '10000',
    MAIL_TRANSPORT: 'dev',
    // As deployed: PhonePe is another server (here a third app process serving only the sandbox, outside
    // the balancer), and its webhooks reach the site's public address (nginx), not one replica.
    PUBLIC_URL: nginxUrl,
    PHONEPE_ENV: 'sandbox',
    PHONEPE_AUTH_BASE_URL: `${gatewayUrl}/api/phonepe-sandbox`,
    PHONEPE_PG_BASE_URL: `${gatewayUrl}/api/phonepe-sandbox`,
    PHONEPE_SANDBOX_WEBHOOK_URL: `${nginxUrl}/api/v1/payments/phonepe/webhook`,
    RAZORPAYX_SANDBOX_WEBHOOK_URL: `${nginxUrl}/api/v1/webhooks/razorpayx`,
    // Payouts at once, so the run sees them made (ADR 44 holds first sales and large amounts).
    PAYOUT_HOLD_FIRST_SALES: '0',
    PAYOUT_HOLD_EXPOSURE_RUPEES: '100000000',
  };
}

/**
 * The PhonePe sandbox on its own app process (same database, no jobs, no outbox), so a replica's call
 * to the gateway does not queue behind the Pays in that replica or in nginx. `payLatencyMs` slows its
 * pay call as real PhonePe's takes time (the drain phase uses it to keep Pays in flight).
 */
function gatewayEnv(base, url, payLatencyMs) {
  return {
    ...replicaEnv({ ...base, gatewayUrl: url, migrate: false }),
    PUBLIC_URL: url,
    PHONEPE_AUTH_BASE_URL: '',
    PHONEPE_PG_BASE_URL: '',
    PHONEPE_SANDBOX_PAY_LATENCY_MS: String(payLatencyMs),
    SCHEDULED_JOBS: 'false',
    OUTBOX_POLL_MS: '0', // the replicas' sandbox workers send its webhooks (the rows are in the database)
  };
}

async function main() {
  const programs = await preflight({ serverUrl, appMain });
  const checks = [];
  const check = (name, ok, detail) => checks.push([name, ok, detail]);
  const dir = await tempDir();
  const database = await freshDatabase(serverUrl);
  log(
    `database ${database.name} on PostgreSQL ${database.version} (max_connections ${database.max_connections}, ${database.connections_in_use} in use)`,
  );
  const redis = await startRedis(dir, programs['redis-server']);
  log(`redis-server on ${redis.url}`);
  const [portA, portB, nginxPort] = [await freePort(), await freePort(), await freePort()];
  const nginxUrl = `http://127.0.0.1:${nginxPort}`;
  const base = {
    databaseUrl: database.url,
    dataDir: path.join(dir, 'data'),
    redisUrl: redis.url,
    nginxUrl,
    authSecret: randomBytes(36).toString('base64url'),
  };

  const gatewayPort = await freePort();
  base.gatewayUrl = `http://127.0.0.1:${gatewayPort}`; // started once the schema exists
  let a = await startReplica('replica A', appMain, replicaEnv({ ...base, migrate: true }), portA);
  log(`replica A on ${a.url} (ran the migrations)`);
  const gateway = await startReplica('PhonePe sandbox', appMain, gatewayEnv(base, base.gatewayUrl, 0), gatewayPort);
  log(`PhonePe sandbox (a third app process, outside the balancer) on ${gateway.url}`);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const sellers = await seedCatalogue(client);
    const sales = {
      appWarmup: await seedSale(client, 'Warm-up Flash Sale — Mumbai'),
      app: await seedSale(client, 'The Monsoon Project Flash Sale — Mumbai'),
      direct: await seedSale(client, 'The Monsoon Project Flash Sale (one replica) — Mumbai'),
      split: await seedSale(client, 'The Monsoon Project Flash Sale (two replicas, no nginx) — Mumbai'),
      again: await seedSale(client, 'The Monsoon Project Flash Sale (through nginx again) — Mumbai'),
      bareWarmup: await seedSale(client, 'Warm-up Flash Sale (bare) — Mumbai'),
      bare: await seedSale(client, 'The Monsoon Project Flash Sale (bare) — Mumbai'),
      failover: await seedSale(client, 'Failover Night — Mumbai'),
      failover2: await seedSale(client, 'Failover Night, second show — Mumbai'),
      drainB: await seedSale(client, 'Rolling Restart Live — Mumbai'),
      drainA: await seedSale(client, 'Rolling Restart Live, second show — Mumbai'),
    };
    const buyers = await createBuyers(client, BUYERS);
    await client.query('vacuum (analyze)');
    let b = await startReplica('replica B', appMain, replicaEnv({ ...base, migrate: false }), portB);
    log(`replica B on ${b.url}`);
    const nginx = await startNginx(dir, [portA, portB], nginxPort, programs.nginx);
    log(`nginx on ${nginx.url} (config ${nginx.conf})`);

    // 1. The flash sale through the balancer (scale/flash-sale-balanced.mjs).
    const tokens = await signIn(nginx, buyers);
    let flash = null;
    let jobs = null;
    if (!SKIP.has('flash')) {
      flash = await flashSaleThroughNginx({
        client,
        nginx,
        replicas: [a, b],
        databaseUrl: database.url,
        tokens,
        sales,
        check,
        log,
      });
    }

    // 2. Jobs and outbox messages once, both replicas polling.
    if (!SKIP.has('flash') && !SKIP.has('jobs')) {
      log('jobs: payments, expiring holds, late payments, waiting list, transfers and payouts through nginx');
      jobs = await jobsHandledOnce({ client, nginx, sale: sales.app, buyers, tokens, sellers });
      const c = jobs.counts;
      check(
        'jobs: every outbox delivery done, none failed or pending',
        c.deliveries.done === c.deliveries.deliveries,
        `${c.deliveries.done} of ${c.deliveries.deliveries}, failed ${c.deliveries.failed}, pending ${c.deliveries.pending}`,
      );
      check(
        'jobs: every delivery ran once (attempts 1)',
        c.deliveries.retried === 0,
        `${c.deliveries.retried} retried, max attempts ${c.deliveries.max_attempts}`,
      );
      check(
        'jobs: every mail sent once (the mailbox holds exactly the mails recorded as sent)',
        c.emails.mailed === c.emails.recorded,
        `${c.emails.mailed} in the mailbox, ${c.emails.recorded} recorded`,
      );
      check(
        'jobs: one seller payout per confirmed transfer',
        c.payouts.seller_payouts === jobs.work.paid && c.payouts.twice_per_transfer === 0,
        `${c.payouts.seller_payouts} payouts for ${jobs.work.paid} transfers`,
      );
      check(
        'jobs: one refund per late payment, asked of the gateway once',
        c.refunds.orders_refunded === jobs.work.late && c.refunds.gateway_refunds === jobs.work.late,
        `${c.refunds.orders_refunded} orders, ${c.refunds.gateway_refunds} gateway refunds`,
      );
      check(
        'jobs: one ledger entry per money movement',
        c.ledger.twice_per_order === 0,
        JSON.stringify(c.ledger.by_kind),
      );
      check(
        'jobs: every run-out hold expired once, counters agree with the hold rows',
        c.holds.expired === jobs.work.expiring &&
          c.holds.listing_held_counters === c.holds.held &&
          c.holds.held === c.holds.offered_to_waitlist &&
          c.holds.listing_sold_counters === c.holds.sold &&
          c.holds.oversold === 0,
        JSON.stringify(c.holds),
      );
      check(
        'jobs: waiting-list offers once per entry',
        c.waitlist.offers >= 1 && c.waitlist.twice_per_entry === 0,
        `${c.waitlist.offers} offers for ${jobs.work.waitlisted} entries`,
      );
    }

    // 3. SIGKILL mid-traffic (replica A), then sessions and rate limits on the survivor.
    const session = await cookieSession(nginx, buyers[BUYERS - 1]);
    const limit = await sharedRateLimit([a, b], buyers[BUYERS - 2].email);
    check(
      'rate limits shared: the 11th failed sign-in is refused, across replicas',
      limit.first429 === 11,
      limit.answers.join(' '),
    );
    const sellerTokens = await signIn(nginx, sellers, 4);
    const failover = await killMidTraffic({
      client,
      nginx,
      victim: a,
      buyerTokens: tokens.slice(200, 500),
      listings: [...sales.failover.listings, ...sales.failover2.listings],
      sellers: sellers.map((s, i) => ({ ...s, token: sellerTokens[i] })),
      eventId: sales.failover.eventId,
    });
    const afterKill = await sessionWorks(nginx, session);
    const limitAfterKill = await sharedRateLimit([b], buyers[BUYERS - 2].email);
    log(`SIGKILL: ${JSON.stringify(failover)}`);
    check(
      'SIGKILL: every 2xx order exists',
      failover.db.orders_found === failover.acknowledged.orders,
      `${failover.db.orders_found} of ${failover.acknowledged.orders}`,
    );
    check(
      'SIGKILL: every 2xx listing exists',
      failover.db.listings_found === failover.acknowledged.listings,
      `${failover.db.listings_found} of ${failover.acknowledged.listings}`,
    );
    check(
      'SIGKILL: every Pay that made an order was answered 201 with it (retries included)',
      failover.db.orders_for_keys === failover.acknowledged.orders,
      `${failover.db.orders_for_keys} orders for the keys, ${failover.acknowledged.orders} answered 201`,
    );
    check(
      'SIGKILL: one order per Idempotency-Key',
      failover.db.keys_with_two_orders === 0,
      `${failover.db.orders_for_keys} orders for the keys`,
    );
    check(
      'SIGKILL: no Pay left failed after its retries',
      failover.failures.filter((f) => f.startsWith('order')).length === 0,
      failover.failures.join('; ') || 'none',
    );
    check('SIGKILL: the cookie session works on the survivor', afterKill.signedIn, `status ${afterKill.status}`);
    check(
      'SIGKILL: the limit counted before the kill still holds',
      limitAfterKill.first429 === 1,
      limitAfterKill.answers.join(' '),
    );

    // 4. SIGTERM drains, twice: a rolling restart. The new replicas use a PhonePe sandbox whose pay call
    // takes 1.5 s, so their Pays stay in flight long; B (the old one) still uses the quick one until it stops.
    const slowGatewayPort = await freePort();
    const slow = { ...base, gatewayUrl: `http://127.0.0.1:${slowGatewayPort}` };
    await startReplica('PhonePe sandbox, slow', appMain, gatewayEnv(slow, slow.gatewayUrl, 1500), slowGatewayPort);
    a = await startReplica('replica A2', appMain, replicaEnv({ ...slow, migrate: false }), portA);
    const backA = await waitUntilBalanced(nginx, a);
    log(`replica A2 healthy, and given requests by nginx ${backA.toFixed(1)} s later`);
    const drainB = await drainUnderTraffic({
      nginx,
      victim: b,
      tokens: tokens.slice(500, 600),
      listings: sales.drainB.listings,
      eventId: sales.drainB.eventId,
    });
    b = await startReplica('replica B2', appMain, replicaEnv({ ...slow, migrate: false }), portB);
    await gateway.stop(); // B, the last replica using it, has stopped
    const backB = await waitUntilBalanced(nginx, b);
    log(`replica B2 healthy, and given requests by nginx ${backB.toFixed(1)} s later`);
    const drainA = await drainUnderTraffic({
      nginx,
      victim: a,
      tokens: tokens.slice(600, 700),
      listings: sales.drainA.listings,
      eventId: sales.drainA.eventId,
    });
    for (const [name, d] of [
      ['B', drainB],
      ['A2', drainA],
    ]) {
      log(`SIGTERM ${name}: ${JSON.stringify(d)}`);
      check(`SIGTERM ${name}: no request cut`, d.cut === 0, JSON.stringify(d.counts));
    }
    const report = {
      database,
      flash,
      jobs,
      limit,
      failover,
      afterKill,
      limitAfterKill,
      drains: { B: drainB, A2: drainA },
      backAfterSeconds: { A2: backA, B2: backB },
      checks,
    };
    printReport(report);
    if (process.env.SCALE_KEEP_LOGS === '1')
      for (const r of [a, b, nginx]) console.log(`--- ${r.name} ---\n${r.output()}`);
    return checks.every(([, ok]) => ok);
  } finally {
    await client.end();
  }
}

main()
  .then(async (ok) => {
    await cleanup();
    process.exit(ok ? 0 : 1);
  })
  .catch(async (error) => {
    console.error(error instanceof PrerequisiteError ? error.message : error);
    await cleanup();
    process.exit(2);
  });
