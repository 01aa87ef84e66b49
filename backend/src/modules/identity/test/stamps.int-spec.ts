// The entities' created and updated stamps come from the app's clock (ADR 69): moving the test clock
// moves them, on creation and on change, through the real routes and PostgreSQL.
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

const DAY = 86_400_000;

describe('entity timestamps by the test clock', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createModuleTestApp('identity')));
  afterAll(() => t.close());

  /** `at` lies between the clock's readings before and after the request that stamped it. */
  const within = (stamp: Date | string, from: Date, to: Date) => {
    const at = new Date(stamp).getTime();
    expect(at).toBeGreaterThanOrEqual(from.getTime());
    expect(at).toBeLessThanOrEqual(to.getTime());
  };

  it('stamps an account, its session and its address when made, and the account again when changed', async () => {
    t.clock.advance(30 * DAY);
    const signingUp = t.clock.now();
    const me = await newSignedInUser(t);
    const signedUp = t.clock.now();
    // Far from the machine's time: only the test clock can have written these.
    expect(signingUp.getTime() - Date.now()).toBeGreaterThan(29 * DAY);

    const [user] = await t.sql<{ created_at: string; updated_at: string }>(
      'select created_at, updated_at from users where id = ?',
      [me.id],
    );
    within(user!.created_at, signingUp, signedUp);
    within(user!.updated_at, signingUp, signedUp);
    const [session] = await t.sql<{ created_at: string; last_used_at: string }>(
      'select created_at, last_used_at from sessions where user_id = ?',
      [me.id],
    );
    within(session!.created_at, signingUp, signedUp);
    within(session!.last_used_at, signingUp, signedUp);

    t.clock.advance(10 * 60_000); // within the access token's 15 minutes
    const changing = t.clock.now();
    await me.agent.patch('/api/v1/me').send({ fullName: 'Kavya Menon' }).expect(200);
    await me.agent
      .post('/api/v1/me/addresses')
      .send({
        addressLine1: '42 Residency Road',
        area: 'Richmond Town',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560025',
      })
      .expect(201);
    const changed = t.clock.now();

    const [after] = await t.sql<{ created_at: string; updated_at: string }>(
      'select created_at, updated_at from users where id = ?',
      [me.id],
    );
    expect(after!.created_at).toEqual(user!.created_at);
    within(after!.updated_at, changing, changed);
    const [address] = await t.sql<{ created_at: string; updated_at: string }>(
      'select created_at, updated_at from user_addresses where user_id = ?',
      [me.id],
    );
    within(address!.created_at, changing, changed);
    within(address!.updated_at, changing, changed);
  });
});
