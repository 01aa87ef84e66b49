// Whole app: /api/v1/me/listings is listings' route and /api/v1/events listings' read over catalog's events,
// beside identity's /me routes. Identity alone: src/modules/identity/test/.
import { newSignedInUser } from './harness/auth.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

describe('profile, beside the routes of other modules', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('marks personal answers no-store, public event reads revalidate', async () => {
    const me = await newSignedInUser(t);
    for (const path of ['/api/v1/me', '/api/v1/me/addresses', '/api/v1/me/listings', '/api/v1/me/sessions']) {
      expect((await me.agent.get(path).expect(200)).headers['cache-control']).toBe('no-store');
    }
    expect((await t.http().get('/api/v1/events').expect(200)).headers['cache-control']).toBe('no-cache');
  });
});
