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

    // JSON, but not an object: said as such, not as broken JSON.
    for (const bare of ['"priya@example.in"', '42', 'true', 'null']) {
      const res = await t.http().post('/api/v1/auth/login').set('Content-Type', 'application/json').send(bare);
      expectProblem(res);
      expect(res.body.detail).toBe('The request body must be a JSON object');
    }

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

  it('names the real problem: a number that is not whole, a name that is not text', async () => {
    for (const offset of ['5.5', '-1', '100001', 'ten']) {
      const res = await t.http().get('/api/v1/events').query({ offset });
      expectProblem(res);
      expect(res.body.detail).toBe('Offset must be a whole number from 0 to 100000');
    }
    const limit = await t.http().get('/api/v1/events').query({ limit: '1.0' });
    expectProblem(limit);
    expect(limit.body.detail).toBe('Limit must be a whole number from 1 to 100');

    const me = await newSignedInUser(t);
    const name = await me.agent.patch('/api/v1/me').send({ fullName: 5 });
    expectProblem(name);
    expect(name.body.errors).toMatchObject([{ field: 'fullName', message: 'fullName must be a string' }]);
    const long = await me.agent.patch('/api/v1/me').send({ fullName: 'P'.repeat(121) });
    expect(long.body.errors).toMatchObject([
      { field: 'fullName', message: 'fullName must be shorter than or equal to 120 characters' },
    ]);
  });

  it('answers a wrong method on a known address with 405 and the methods it takes', async () => {
    const me = await newSignedInUser(t);
    const list = await me.agent.delete('/api/v1/events');
    expectProblem(list, 405);
    expect(list.headers.allow).toBe('GET, HEAD');
    expect(list.body).toMatchObject({ title: 'Method Not Allowed', status: 405 });
    expect(list.body.detail).toBe('This address does not take DELETE requests, only GET, HEAD');

    const login = await t.http().get('/api/v1/auth/login');
    expectProblem(login, 405);
    expect(login.headers.allow).toBe('POST');

    // A path with an id: the route's pattern, whatever the id.
    const event = await me.agent.put('/api/v1/events/3f1c1d9e-8a52-4a8e-9a57-2f4e6c9d0b11');
    expectProblem(event, 405);
    expect(event.headers.allow).toBe('GET, HEAD');

    // A route that takes the method but hides (the dev outbox, for a caller not on this computer): a 404.
    const hidden = await t.http().get('/api/dev/outbox').set('X-Forwarded-For', '192.168.1.23');
    expectProblem(hidden, 404);
    expect(hidden.headers.allow).toBeUndefined();

    // No route has the path at all: still a 404.
    const unknown = await me.agent.delete('/api/v1/no-such-thing');
    expectProblem(unknown, 404);
    expect(unknown.headers.allow).toBeUndefined();
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
