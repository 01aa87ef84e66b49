import { once } from 'node:events';
import { DATABASE_UNAVAILABLE } from '../src/shared/http/problem-details.filter.js';
import { DatabaseAvailability } from '../src/shared/infrastructure/database/database-availability.js';
import { type AppOnOwnPostgres, createAppOn, type OwnPostgres, startOwnPostgres } from './harness/own-postgres.js';

/**
 * The embedded PostgreSQL of `npm start` dying under the running app (a crash, the OOM killer):
 * the app restarts it with backoff instead of running on without a database. (Its own file: Nest's
 * logger is per process, and this test reads the log of its own app.)
 */
describe('the embedded PostgreSQL dying under the app', () => {
  let own: OwnPostgres;
  let t: AppOnOwnPostgres;
  // The restart's backoff waits on this gate, so the test can look at the app while PostgreSQL is down.
  let held = true;
  const waiting: (() => void)[] = [];
  const release = () => {
    held = false;
    waiting.splice(0).forEach((go) => go());
  };
  beforeAll(async () => {
    own = await startOwnPostgres({
      restartDelay: (_ms, signal) =>
        held
          ? new Promise<void>((resolve, reject) => {
              waiting.push(resolve);
              signal.addEventListener('abort', () => reject(signal.reason));
            })
          : Promise.resolve(),
    });
    t = await createAppOn(own.db.url, { DATABASE_STATEMENT_TIMEOUT_MS: '1000', DATABASE_ACQUIRE_TIMEOUT_MS: '1000' });
  }, 120_000);
  afterAll(async () => {
    release();
    // Even if closing the app hangs (the failure a test here may catch), PostgreSQL is removed.
    await Promise.race([t?.close(), new Promise((resolve) => setTimeout(resolve, 20_000).unref())]).finally(() =>
      own?.remove(),
    );
  }, 60_000);

  it('is restarted (with backoff); meanwhile /api/health says down and requests get 503', async () => {
    await t.http().get('/api/health').expect(200);
    const died = once(own.db, 'exit');
    process.kill(own.db.pid!, 'SIGKILL');
    await died;
    expect(own.db.running).toBe(false);

    const health = await t.http().get('/api/health').expect(503);
    expect(health.body).toMatchObject({ status: 'error', details: { database: { status: 'down' } } });
    const res = await t.http().get('/api/v1/events').expect(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body.detail).toBe(DATABASE_UNAVAILABLE);
    expect(t.logs.some((l) => /^Embedded PostgreSQL stopped unexpectedly \(exit SIGKILL\)/.test(l.msg))).toBe(true);

    const back = once(own.db, 'ready');
    release();
    await back;
    await t.app.get(DatabaseAvailability).whenUp();
    await t.http().get('/api/health').expect(200);
    await t.http().get('/api/v1/events').expect(200);
  });
});
