import { execFileSync } from 'node:child_process';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import pg from 'pg';
import { IdentityService } from '../src/modules/identity/index.js';
import { DATABASE_UNAVAILABLE } from '../src/shared/http/problem-details.filter.js';
import { DatabaseAvailability } from '../src/shared/infrastructure/database/database-availability.js';
import { Outbox } from '../src/shared/infrastructure/outbox/outbox.js';
import { PASSWORD, signIn } from './harness/auth.js';
import { type AppOnOwnPostgres, createAppOn, type OwnPostgres, startOwnPostgres } from './harness/own-postgres.js';

/**
 * What a visitor and an operator see when the database goes away: a killed, stopped or frozen
 * PostgreSQL gives a quick 503 problem+json with Retry-After (not a 500 with a stack trace per
 * request, not a request that hangs), one log line when the outage starts and one when it ends.
 */
const unavailable = {
  type: 'about:blank',
  title: 'Service Unavailable',
  status: 503,
  detail: DATABASE_UNAVAILABLE,
  code: 'DATABASE_UNAVAILABLE',
};

function expectUnavailable(res: { status: number; type: string; headers: Record<string, string>; body: unknown }) {
  expect(res.status).toBe(503);
  expect(res.type).toBe('application/problem+json');
  expect(res.headers['retry-after']).toBe('5');
  // The body says nothing about the server's insides: no stack, no address, no driver message.
  // (A request id, if the body carries one, is what support asks for: nothing of the server's.)
  const { requestId: _requestId, ...rest } = res.body as Record<string, unknown>;
  expect(rest).toEqual(unavailable);
}

/** Waits until `done` holds (each check is a round trip to the database, so this does not spin). */
async function until(done: () => Promise<boolean>): Promise<void> {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** The postmaster and every process it forked (each backend is a session leader of its own). */
function postgresProcesses(postmaster: number): number[] {
  const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' });
  return [postmaster, ...children.split('\n').filter(Boolean).map(Number)];
}

describe('an unreachable database', () => {
  let own: OwnPostgres;
  let t: AppOnOwnPostgres;
  let availability: DatabaseAvailability;
  beforeAll(async () => {
    own = await startOwnPostgres();
    t = await createAppOn(own.db.url, {
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
      DATABASE_ACQUIRE_TIMEOUT_MS: '1000',
      OUTBOX_POLL_MS: '20', // the dispatcher polls the database too
    });
    availability = t.app.get(DatabaseAvailability);
  }, 120_000);
  afterAll(async () => {
    // Even if closing the app hangs (the failure a test here may catch), PostgreSQL is removed.
    await Promise.race([t?.close(), new Promise((resolve) => setTimeout(resolve, 20_000).unref())]).finally(() =>
      own?.remove(),
    );
  }, 60_000);

  /** Counts the outbox dispatcher's polls from now on. */
  const countOutboxPolls = () => {
    const outbox = t.app.get(Outbox);
    const drain = outbox.drain.bind(outbox);
    const polls = { count: 0, stop: () => (outbox.drain = drain) };
    outbox.drain = () => {
      polls.count++;
      return drain();
    };
    return polls;
  };

  /** Lines at warn level or above, and any line that carries an error object (and so a stack). */
  // (The live-availability listener's reconnect lines are about its one connection, not per request.)
  const problemsLogged = (from: number) =>
    t.logs.slice(from).filter((l) => (l.level >= 40 || 'err' in l) && l.context !== 'AvailabilityChannel');

  it('a stopped database: 503 with Retry-After, the outage logged once, its end once', async () => {
    await t.http().get('/api/v1/events').expect(200);
    const logFrom = t.logs.length;

    await own.db.stop();
    for (let i = 0; i < 10; i++) expectUnavailable(await t.http().get('/api/v1/events'));
    // The breaker is open: the dispatcher skips its turns (it polls every 20 ms) until the database is back.
    expect(availability.isDown).toBe(true);
    const polls = countOutboxPolls();
    expectUnavailable(await t.http().get('/api/v1/events/6b7e4c1e-2f0a-4d8b-9a53-0c1d2e3f4a5b'));
    const health = await t.http().get('/api/health').expect(503);
    expect(health.body).toMatchObject({ status: 'error', details: { database: { status: 'down' } } });

    const logged = problemsLogged(logFrom);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 50, context: 'Database' });
    expect(logged[0]!.msg).toMatch(/^Database unreachable \(.+\); answering 503 until it is back$/);
    // Each request is still one short access line: method, URL, status, time, and no stack.
    const accessLines = t.logs.slice(logFrom).filter((l) => l.res);
    expect(accessLines.length).toBeGreaterThanOrEqual(11);
    expect(accessLines[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/v1/events' } });
    expect(accessLines[0]!.msg).toMatch(/^GET \/api\/v1\/events 503 \d+ ms$/);

    await own.db.resume();
    await availability.whenUp();
    polls.stop();
    expect(polls.count).toBe(0);
    await t.http().get('/api/v1/events').expect(200);
    await t.http().get('/api/health').expect(200);
    const recovered = t.logs.slice(logFrom).filter((l) => /^Database reachable again/.test(l.msg));
    expect(recovered).toHaveLength(1);
    expect(recovered[0]!.msg).toMatch(/\(1[1-9] request\(s\) answered 503 meanwhile\)$/);
  });

  it('a signed-in person is answered 503 during an outage, never told to sign in again', async () => {
    const email = `outage.${process.pid}@example.in`;
    await RequestContext.create(t.app.get(MikroORM).em, () =>
      t.app.get(IdentityService).createAccount({ email, password: PASSWORD, fullName: 'Asha Rao' }),
    );
    const { agent } = await signIn(t, email);
    await agent.get('/api/v1/me').expect(200);

    await own.db.stop();
    try {
      // The session check itself reads the database: its failure is the outage, not a missing session.
      expectUnavailable(await agent.get('/api/v1/me'));
    } finally {
      await own.db.resume();
    }
    await availability.whenUp();
    await agent.get('/api/v1/me').expect(200);
  });

  it('a statement that outlives the statement timeout (a table locked by someone else): 503, not a hang', async () => {
    const locker = new pg.Client({ connectionString: own.db.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table events in access exclusive mode');
      expectUnavailable(await t.http().get('/api/v1/events'));
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    await availability.whenUp();
    await t.http().get('/api/v1/events').expect(200);
  });

  it('a frozen server (every PostgreSQL process stopped): 503 within the timeouts, back when it thaws', async () => {
    await t.http().get('/api/v1/events').expect(200);
    const frozen = postgresProcesses(own.db.pid!);
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    try {
      expectUnavailable(await t.http().get('/api/v1/events'));
      // A write: its transaction's BEGIN goes unanswered.
      expectUnavailable(
        await t
          .http()
          .post('/api/v1/contact')
          .send({ name: 'Asha', email: 'asha@example.in', subject: 'Frozen', message: 'Is anyone there?' }),
      );
      await t.http().get('/api/health').expect(503);
    } finally {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
    }
    await availability.whenUp();
    await t.http().get('/api/v1/events').expect(200);

    // Nothing is left half-open: no connection stays checked out of the pool, no session stays "idle in
    // transaction" in PostgreSQL (a failed BEGIN used to leak both, one pool slot per failure).
    const pool = (await t.app.get(MikroORM).em.getConnection().getNativeClient()) as pg.Pool;
    const observer = new pg.Client({ connectionString: own.db.url });
    await observer.connect();
    const stuck = async () =>
      Number(
        (
          await observer.query(
            `select count(*) as n from pg_stat_activity where datname = current_database() and state = 'idle in transaction'`,
          )
        ).rows[0].n,
      );
    try {
      await until(async () => pool.totalCount === pool.idleCount && (await stuck()) === 0);
    } finally {
      await observer.end();
    }
  });
});
