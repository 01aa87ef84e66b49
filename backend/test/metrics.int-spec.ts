// Metrics and request ids through the whole app (ADR 51): /metrics after real requests and a real sale,
// who may read it, and the request id shared by a problem body, its header and its log line.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { AppModule } from '../src/app.module.js';
import { DEMO_COMPANY } from '../src/config/config.js';
import { MetricsListener } from '../src/shared/observability/metrics-listener.js';
import { newSignedInUser } from './harness/auth.js';
import { buying } from './harness/buying.js';
import { createModuleTestApp } from './harness/module-test-app.js';
import { startTestApp, type TestApp } from './harness/test-app.js';

/** One sample of the exposition text: `name{label="value",...} number`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parseExposition(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`Not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name: match[1]!, labels: labels as Record<string, string>, value: Number(match[3]) };
    });
}

function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('metrics and request ids', () => {
  let t: TestApp;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const logStream = { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) };
    t = await startTestApp(
      (config, url) => AppModule.forRoot(config, url, logStream),
      { LOG_LEVEL: 'info' },
      { listen: true },
    );
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await request(t.app.getHttpServer()).get('/metrics').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseExposition(res.text);
  };

  it('counts requests by route template and status, never by the ids in their paths', async () => {
    const missing = randomUUID();
    await t.http().get(`/api/v1/events/${missing}`).expect(404);
    await t.http().get(`/api/v1/events/${randomUUID()}`).expect(404);
    await request(t.app.getHttpServer()).get('/api/v1/no-such-thing/42').expect(404);
    const samples = await scrape();
    const histogram = samples.filter((s) => s.name.startsWith('ticketsetu_http_request_duration_seconds'));
    expect(
      valueOf(samples, 'ticketsetu_http_request_duration_seconds_count', {
        route: '/api/v1/events/:id',
        status: '404',
      }),
    ).toBe(2);
    expect(valueOf(samples, 'ticketsetu_http_request_duration_seconds_count', { route: 'unmatched' })).toBe(1);
    expect(histogram.some((s) => s.labels.le === '+Inf')).toBe(true);
    expect(
      histogram.filter((s) => Object.values(s.labels).some((v) => v.includes(missing) || v.includes('42'))),
    ).toEqual([]);
    // The scrape is not itself a request in the histogram.
    expect(histogram.filter((s) => s.labels.route === '/metrics')).toEqual([]);
  });

  it('reads orders, payments, payouts, holds, the outbox and the ledger from the database at scrape time', async () => {
    const buy = buying(t);
    await buy.purchase(); // a settled sale: completed order, captured payment, ledger entries, transfer
    const waiting = await buy.onSale();
    const second = await newSignedInUser(t);
    await buy
      .pay(second.agent, { listingId: waiting.listing.id, quantity: 1, platformId: 'buyer@district' })
      .expect(201);
    await buy.drainAll(); // what the new order set off

    const samples = await scrape();
    const [orders] = await t.sql<{ completed: string; pending: string }>(
      `select count(*) filter (where status = 'completed') as completed, count(*) filter (where status = 'pending') as pending from transactions`,
    );
    expect(valueOf(samples, 'ticketsetu_orders', { status: 'completed' })).toBe(1);
    expect(valueOf(samples, 'ticketsetu_orders', { status: 'pending' })).toBe(1);
    expect([orders!.completed, orders!.pending]).toEqual(['1', '1']);
    expect(valueOf(samples, 'ticketsetu_orders', { status: 'refunded' })).toBe(0);
    expect(valueOf(samples, 'ticketsetu_payments', { state: 'COMPLETED' })).toBe(1);
    expect(valueOf(samples, 'ticketsetu_holds_active')).toBe(1); // the unpaid order's seats
    const payouts = await t.sql<{ type: string; status: string; n: string }>(
      'select type, status, count(*) as n from payouts group by 1, 2',
    );
    for (const { type, status, n } of payouts)
      expect(valueOf(samples, 'ticketsetu_payouts', { type, status })).toBe(Number(n));
    expect(valueOf(samples, 'ticketsetu_payouts', { type: 'seller_payout', status: 'failed' })).toBe(0);
    const [ledger] = await t.sql<{ lines: string }>('select count(*) as lines from ledger_lines');
    expect(Number(ledger!.lines)).toBeGreaterThan(0);
    expect(valueOf(samples, 'ticketsetu_ledger_imbalance_paise')).toBe(0);
    expect(valueOf(samples, 'ticketsetu_outbox_lag_seconds')).toBe(0); // drained
    expect(valueOf(samples, 'ticketsetu_database_up')).toBe(1);
    expect(valueOf(samples, 'ticketsetu_breaker_state', { breaker: 'database', state: 'closed' })).toBe(1);
    expect(valueOf(samples, 'ticketsetu_breaker_state', { breaker: 'database', state: 'open' })).toBe(0);
    expect(valueOf(samples, 'ticketsetu_db_pool_max')).toBe(10);
    expect(valueOf(samples, 'ticketsetu_db_pool_waiting')).toBe(0);
    expect(valueOf(samples, 'ticketsetu_db_pool_in_use')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('reports a delivery waiting past its time as outbox lag, and one failing as a retry', async () => {
    const overdue = new Date(t.clock.now().getTime() - 3_600_000);
    const [delivery] = await t.sql<{ event_id: string; handler: string }>(
      'select event_id, handler from outbox_deliveries limit 1',
    );
    await t.sql(
      `update outbox_deliveries set status = 'pending', attempts = 2, next_attempt_at = ? where event_id = ? and handler = ?`,
      [overdue, delivery!.event_id, delivery!.handler],
    );
    const samples = await scrape();
    expect(valueOf(samples, 'ticketsetu_outbox_lag_seconds')).toBeGreaterThanOrEqual(3600);
    expect(valueOf(samples, 'ticketsetu_outbox_lag_seconds')).toBeLessThan(7200);
    expect(valueOf(samples, 'ticketsetu_outbox_retrying_deliveries')).toBe(1);
    expect(valueOf(samples, 'ticketsetu_outbox_pending_deliveries')).toBeGreaterThanOrEqual(1);
    await t.sql(`update outbox_deliveries set status = 'done' where event_id = ? and handler = ?`, [
      delivery!.event_id,
      delivery!.handler,
    ]);
  });

  it('still answers when the database readings fail: those gauges are left out and database_up says 0', async () => {
    await t.sql('alter table ledger_lines rename to ledger_lines_away');
    try {
      const samples = await scrape();
      expect(valueOf(samples, 'ticketsetu_database_up')).toBe(0);
      expect(valueOf(samples, 'ticketsetu_ledger_imbalance_paise')).toBeUndefined();
      expect(valueOf(samples, 'ticketsetu_orders', { status: 'completed' })).toBeUndefined();
      expect(valueOf(samples, 'ticketsetu_db_pool_max')).toBe(10); // what needs no query is still there
      expect(valueOf(await scrape(), 'ticketsetu_database_up')).toBe(0);
      // Said once in the log, with the database's reason, not at every scrape.
      const said = logLines.filter((l) => l.msg === 'The metrics could not read the database; its gauges are left out');
      expect(said).toEqual([
        expect.objectContaining({
          level: 40,
          err: expect.objectContaining({ message: expect.stringContaining('ledger_lines') }),
        }),
      ]);
    } finally {
      await t.sql('alter table ledger_lines_away rename to ledger_lines');
    }
    expect(valueOf(await scrape(), 'ticketsetu_database_up')).toBe(1);
  });

  it('gives a problem+json refusal, its X-Request-Id header and its log line the same request id', async () => {
    const res = await t.http().get(`/api/v1/events/${randomUUID()}`).expect(404);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(res.body).toMatchObject({ status: 404, requestId: id });
    const line = logLines.find((l) => l.requestId === id);
    expect(line).toMatchObject({ msg: expect.stringMatching(/^GET \/api\/v1\/events\/\S+ 404 \d+ ms$/) });

    // What a Nest Logger writes while handling the request carries it too.
    const hook = await t
      .http()
      .post('/api/v1/payments/phonepe/webhook')
      .set('Authorization', 'wrong')
      .send({ event: 'pg.order.completed', payload: {} })
      .expect(401);
    const hookId = hook.headers['x-request-id'];
    expect(hook.body.requestId).toBe(hookId);
    expect(logLines.filter((l) => l.requestId === hookId).map((l) => l.msg)).toEqual([
      'Refused a PhonePe webhook with a missing or wrong Authorization header',
      expect.stringMatching(/^POST \/api\/v1\/payments\/phonepe\/webhook 401 \d+ ms$/),
    ]);

    // A trusted proxy's id (TRUST_PROXY is loopback) is the one used everywhere.
    const fromProxy = `edge-${randomUUID()}`;
    const proxied = await t.http().post('/api/v1/auth/login').set('X-Request-Id', fromProxy).send({}).expect(400);
    expect(proxied.headers['x-request-id']).toBe(fromProxy);
    expect(proxied.body.requestId).toBe(fromProxy);
    const proxiedLines = logLines.filter((l) => l.requestId === fromProxy).map((l) => l.msg);
    expect(proxiedLines).toEqual([expect.stringMatching(/^POST \/api\/v1\/auth\/login 400 \d+ ms$/)]);
  });
});

describe('who may read /metrics', () => {
  const production = { NODE_ENV: 'production', ...DEMO_COMPANY };
  const TOKEN = 'f3b1c9e07d5a4e2b8c6d1f0a9e8b7c6d';

  it('in production without a token or port: /metrics is not there', async () => {
    const t = await createModuleTestApp('catalog', production);
    try {
      const res = await request(t.app.getHttpServer()).get('/metrics').expect(404);
      expect(res.text).not.toContain('ticketsetu_');
      expect(t.app.get(MetricsListener).port()).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('in production with a token: only a scrape bearing it is answered', async () => {
    const t = await createModuleTestApp('catalog', { ...production, METRICS_TOKEN: TOKEN });
    try {
      const metrics = () => request(t.app.getHttpServer()).get('/metrics');
      const refused = await metrics().expect(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      await metrics()
        .set('Authorization', `Bearer ${TOKEN.slice(1)}x`)
        .expect(401);
      // The session cookie is no way in either.
      await metrics().set('Cookie', 'ts_access=whatever').expect(401);
      const res = await metrics().set('Authorization', `Bearer ${TOKEN}`).expect(200);
      expect(res.text).toContain('ticketsetu_database_up 1');
    } finally {
      await t.close();
    }
  });

  it('in production with METRICS_PORT: served there, and still not on the public port', async () => {
    const t = await createModuleTestApp('catalog', { ...production, METRICS_PORT: '0' });
    try {
      await request(t.app.getHttpServer()).get('/metrics').expect(404);
      const port = t.app.get(MetricsListener).port();
      expect(port).toEqual(expect.any(Number));
      const own = `http://127.0.0.1:${port}`;
      const res = await request(own).get('/metrics').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain('ticketsetu_http_request_duration_seconds');
      await request(own).get('/api/v1/events').expect(404); // it serves nothing else
    } finally {
      await t.close();
    }
  });
});
