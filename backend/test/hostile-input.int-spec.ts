import { newSignedInUser, nextIp } from './harness/auth.js';
import { factories } from './harness/factories.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

/** What an attacker sends to make the server fail: every answer is a clear 400-class problem, never a 500. */
describe('hostile input', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const expectProblem = (
    res: { status: number; body: { detail?: string }; headers: Record<string, string> },
    status = 400,
  ) => {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.detail).toEqual(expect.any(String));
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(js|ts):\d+/); // no stack trace
  };

  it('refuses NUL bytes in a search, a sign-in email and an address', async () => {
    expectProblem(await t.http().get('/api/v1/events').query({ search: 'rock\u0000roll' }));
    expectProblem(await t.http().get('/api/v1/events/%00'));
    expectProblem(await t.http().get('/api/v1/events/%E0%A4%A'));
    const login = await t
      .http()
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', nextIp())
      .send({ email: 'a\u0000@example.in', password: 'whatever-it-is' });
    expectProblem(login);
    expect(login.body.detail).toBe('Text may not contain control characters');
    const me = await newSignedInUser(t);
    const address = await me.agent.post('/api/v1/me/addresses').send({
      addressLine1: '42 Residency\u0000 Road',
      area: 'Richmond Town',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560025',
    });
    expectProblem(address);
    expect(await t.sql('select 1 from user_addresses where user_id = ?', [me.id])).toHaveLength(0);
  });

  it('refuses deeply nested JSON, malformed JSON and oversized bodies with their own messages', async () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const nested = await t.http().post('/api/v1/auth/login').set('Content-Type', 'application/json').send(deep);
    expectProblem(nested);
    expect(nested.body.detail).toBe('The request body is nested too deeply');

    const broken = await t.http().post('/api/v1/auth/login').set('Content-Type', 'application/json').send('{"email":');
    expectProblem(broken);
    expect(broken.body.detail).toBe('The request body is not valid JSON');

    const huge = await t
      .http()
      .post('/api/v1/contact')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'A', email: 'a@example.in', subject: 'S', message: 'x'.repeat(300_000) }));
    expectProblem(huge, 413);
    expect(huge.body.detail).toBe('The request is too large');
  });

  it('refuses out-of-range numbers in queries', async () => {
    for (const offset of ['1e20', '-1', '9007199254740993', 'NaN', '0x10']) {
      expectProblem(await t.http().get('/api/v1/events').query({ offset }));
    }
    expectProblem(await t.http().get('/api/v1/events').query({ limit: '1e3' }));
  });

  it('refuses overlong text fields', async () => {
    const login = await t
      .http()
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', nextIp())
      .send({ email: `${'a'.repeat(5000)}@example.in`, password: 'p'.repeat(5000) });
    expectProblem(login);
  });

  it('refuses a ticket price above the maximum, before storing anything', async () => {
    const f = factories(t);
    const event = await f.event();
    const me = await newSignedInUser(t);
    for (const price of ['100000001', '2147483648', '999999999999']) {
      const res = await me.agent
        .post('/api/v1/listings')
        .field('eventId', event.id)
        .field('price', price)
        .field('quantity', '1')
        .field('ticketType', 'mobile')
        .field('mobileTicketType', 'bookmyshow')
        .field('upiId', 'seller@okaxis');
      expectProblem(res);
      expect(res.body.detail).toBe('The price per ticket can be at most ₹10,00,000.00');
    }
    expect(await t.sql('select 1 from tickets where seller_id = ?', [me.id])).toHaveLength(0);
  });
});
