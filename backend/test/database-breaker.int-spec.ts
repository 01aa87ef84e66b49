import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { DATABASE_UNAVAILABLE } from '../src/shared/http/problem-details.filter.js';
import { Breakers } from '../src/shared/infrastructure/breakers.js';
import { DatabaseAvailability } from '../src/shared/infrastructure/database/database-availability.js';
import { type AppOnOwnPostgres, createAppOn, type OwnPostgres, startOwnPostgres } from './harness/own-postgres.js';

/**
 * The database's circuit breaker (ADR 50): once an outage is known, a request that needs the database
 * is answered 503 with Retry-After at once, without asking the pool; a probe closes the breaker when
 * the database answers again. The timeouts here are long (a minute), so every 503 these tests see
 * before the test's own 30 s limit came from the breaker, not from a timeout.
 */
const LONG_TIMEOUT_MS = 60_000;

function expectUnavailable(res: { status: number; type: string; headers: Record<string, string>; body: unknown }) {
  expect(res.status).toBe(503);
  expect(res.type).toBe('application/problem+json');
  expect(res.headers['retry-after']).toBe('5');
  expect(res.body).toMatchObject({ status: 503, detail: DATABASE_UNAVAILABLE });
}

/** The postmaster and every process it forked. */
function postgresProcesses(postmaster: number): number[] {
  const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' });
  return [postmaster, ...children.split('\n').filter(Boolean).map(Number)];
}

describe('the database breaker', () => {
  let own: OwnPostgres;
  let t: AppOnOwnPostgres;
  let availability: DatabaseAvailability;
  let pool: pg.Pool;
  const databaseBreaker = () =>
    t.app
      .get(Breakers)
      .states()
      .find((b) => b.name === 'database')?.state;
  const contactMessages = async (subject: string) => {
    const rows = await t.app
      .get(MikroORM)
      .em.fork()
      .execute<{ n: string }[]>('select count(*) as n from contact_messages where subject = ?', [subject]);
    return Number(rows[0]!.n);
  };
  /** Counts connections the pool hands out from now on. */
  const countCheckouts = () => {
    const seen = { count: 0 };
    const onAcquire = () => seen.count++;
    pool.on('acquire', onAcquire);
    return { seen, stop: () => pool.off('acquire', onAcquire) };
  };

  beforeAll(async () => {
    own = await startOwnPostgres();
    t = await createAppOn(own.db.url, {
      DATABASE_STATEMENT_TIMEOUT_MS: String(LONG_TIMEOUT_MS),
      DATABASE_ACQUIRE_TIMEOUT_MS: String(LONG_TIMEOUT_MS),
      OUTBOX_POLL_MS: '20',
    });
    availability = t.app.get(DatabaseAvailability);
    pool = (await t.app.get(MikroORM).em.getConnection().getNativeClient()) as pg.Pool;
  }, 120_000);
  afterAll(async () => {
    await Promise.race([t?.close(), new Promise((resolve) => setTimeout(resolve, 20_000).unref())]).finally(() =>
      own?.remove(),
    );
  }, 60_000);

  it('a frozen database: found by a bounded probe, then 503 at once without the pool, closed again when it thaws', async () => {
    await t.http().get('/api/v1/events').expect(200);
    expect(databaseBreaker()).toBe('closed');
    const subject = `Frozen ${process.pid}`;
    const frozen = postgresProcesses(own.db.pid!);
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    try {
      // The first requests wait only until the probe after a slow query says "down", not a minute.
      const [read, write] = await Promise.all([
        t.http().get('/api/v1/events'),
        t.http().post('/api/v1/contact').send({ name: 'Asha', email: 'asha@example.in', subject, message: 'Hello?' }),
      ]);
      expectUnavailable(read);
      expectUnavailable(write);
      expect(availability.isDown).toBe(true);
      expect(['open', 'half_open']).toContain(databaseBreaker());

      // Once open, the pool is not asked: no connection handed out, nobody waiting for one.
      const checkouts = countCheckouts();
      for (let i = 0; i < 5; i++) expectUnavailable(await t.http().get('/api/v1/events'));
      expectUnavailable(await t.http().get('/api/v1/me'));
      checkouts.stop();
      expect(checkouts.seen.count).toBe(0);
      expect(pool.waitingCount).toBe(0);
      // Health tells the truth with a probe of its own, bounded, and does not hang either.
      await t.http().get('/api/health').expect(503);
    } finally {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
    }
    await availability.whenUp();
    expect(databaseBreaker()).toBe('closed');
    await t.http().get('/api/v1/events').expect(200);
    await t.http().get('/api/health').expect(200);
    // The write abandoned when the breaker opened was never committed; sent again, it is saved once.
    expect(await contactMessages(subject)).toBe(0);
    await t
      .http()
      .post('/api/v1/contact')
      .send({ name: 'Asha', email: 'asha@example.in', subject, message: 'Hello?' })
      .expect(201);
    expect(await contactMessages(subject)).toBe(1);
  }, 30_000);

  it('a killed database: open at the first refused connection, closed by the probe once it is restarted', async () => {
    await t.http().get('/api/v1/events').expect(200);
    const postmaster = own.db.pid!;
    const restarted = once(own.db, 'ready');
    for (const pid of postgresProcesses(postmaster)) process.kill(pid, 'SIGKILL');
    // The first request to meet the dead server opens the breaker (a refused or dropped connection is
    // proof enough); the supervisor restarts PostgreSQL a second later.
    while (!availability.isDown) {
      const res = await t.http().get('/api/v1/events');
      if (res.status !== 200) expectUnavailable(res);
    }
    const checkouts = countCheckouts();
    for (let i = 0; i < 5; i++) expectUnavailable(await t.http().get('/api/v1/events'));
    checkouts.stop();
    expect(checkouts.seen.count).toBe(0);

    await restarted;
    await availability.whenUp();
    expect(databaseBreaker()).toBe('closed');
    await t.http().get('/api/v1/events').expect(200);
  }, 30_000);

  it('a table locked by someone else (slow, not down): the probe answers, so the breaker stays closed', async () => {
    const before = t.logs.length;
    // Resolves once a slow query has made the breaker probe, and that probe has answered.
    const probed = new Promise<boolean>((resolve) => {
      const slow = availability.slow.bind(availability);
      availability.slow = () => {
        slow();
        availability.slow = slow;
        void availability.probeNow().then(resolve); // joins the probe under way
      };
    });
    const locker = await pool.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table events in access exclusive mode');
      const waiting = t
        .http()
        .get('/api/v1/events')
        .then((res) => res);
      expect(await probed).toBe(true);
      expect(availability.isDown).toBe(false);
      await locker.query('rollback');
      expect((await waiting).status).toBe(200);
    } finally {
      locker.release();
    }
    expect(t.logs.slice(before).filter((l) => l.context === 'Database')).toEqual([]);
  }, 30_000);
});
