import { type AppOnOwnPostgres, createAppOn, type OwnPostgres, startOwnPostgres } from './harness/own-postgres.js';

/**
 * The two probes a cluster uses (deploy/k8s/deployment.yaml, ADR 53) tell different things: while the
 * database is down, readiness (`/api/health`) says 503 so no traffic comes, and liveness
 * (`/api/health/live`) still says 200 so the pod is not restarted. A database outage must not
 * restart every pod at once.
 */
describe('liveness and readiness while the database is down', () => {
  let own: OwnPostgres;
  let t: AppOnOwnPostgres;
  beforeAll(async () => {
    own = await startOwnPostgres();
    t = await createAppOn(own.db.url, { DATABASE_ACQUIRE_TIMEOUT_MS: '1000' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await own?.remove();
  }, 60_000);

  it('keeps liveness up while readiness is down, and both up once the database is back', async () => {
    await t.http().get('/api/health').expect(200);
    expect((await t.http().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });

    await own.db.stop();
    await t.http().get('/api/health').expect(503);
    expect((await t.http().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });

    await own.db.resume();
    await t.http().get('/api/health').expect(200);
  });
});
