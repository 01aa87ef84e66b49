import { randomUUID } from 'node:crypto';
import { REQUEST_MESSAGES } from '@ticketsetu/contracts/problems';
import { newSignedInUser, PASSWORD, signUp } from './harness/auth.js';
import { factories } from './harness/factories.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

/**
 * Every refusal carries a stable code beside the spec's sentence (ADR 81), across the kinds a person
 * meets: sold out, not found, not allowed, invalid input, too many attempts. (The database away, 503
 * DATABASE_UNAVAILABLE: database-outage.int-spec.ts.) Each answer is also held to its operation's code
 * list in contracts/openapi.json by the harness.
 */
describe('problem codes', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await createTestApp();
    make = factories(t);
  });
  afterAll(() => t.close());

  it('sold out and own tickets: NOT_AVAILABLE and OWN_LISTING with their sentences', async () => {
    const seller = await newSignedInUser(t);
    const event = await make.event({ transferInstructions: 'Transfer in the app' });
    const listing = await make.listing(event, { id: seller.id }, { quantity: 1, mobileTicketType: 'district' });
    const buyer = await newSignedInUser(t);
    const pay = (agent: typeof buyer.agent, quantity: number) =>
      agent
        .post('/api/v1/orders')
        .set('Idempotency-Key', randomUUID())
        .send({ listingId: listing.id, quantity, platformId: 'fan@district' });
    expect((await pay(buyer.agent, 2).expect(409)).body).toMatchObject({
      code: 'NOT_AVAILABLE',
      detail: 'This ticket is no longer available',
    });
    expect((await pay(seller.agent, 1).expect(409)).body).toMatchObject({
      code: 'OWN_LISTING',
      detail: 'You cannot buy your own tickets',
    });
  });

  it('not found: the module names what was not found, and an address nothing serves is NOT_FOUND', async () => {
    const event = await t.http().get(`/api/v1/events/${randomUUID()}`).expect(404);
    expect(event.body).toMatchObject({ code: 'EVENT_NOT_FOUND', detail: 'Event not found' });
    const buyer = await newSignedInUser(t);
    const order = await buyer.agent.get(`/api/v1/orders/${randomUUID()}`).expect(404);
    expect(order.body).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
    expect((await t.http().get('/api/v1/no-such-thing').expect(404)).body).toMatchObject({ code: 'NOT_FOUND' });
    const wrongMethod = await t.http().delete('/api/v1/events').expect(405);
    expect(wrongMethod.body).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });

  it('not signed in and not allowed: AUTH_REQUIRED and FORBIDDEN, in the back office and beyond', async () => {
    expect((await t.http().get('/api/v1/me').expect(401)).body).toMatchObject({
      code: 'AUTH_REQUIRED',
      detail: REQUEST_MESSAGES.AUTH_REQUIRED,
    });
    expect((await t.http().get('/api/v1/admin/users').expect(401)).body).toMatchObject({ code: 'AUTH_REQUIRED' });
    const member = await newSignedInUser(t);
    expect((await member.agent.get('/api/v1/admin/users').expect(403)).body).toMatchObject({
      code: 'FORBIDDEN',
      detail: REQUEST_MESSAGES.FORBIDDEN,
    });
    const crossSite = await member.agent.patch('/api/v1/me').set('Origin', 'https://evil.example').send({}).expect(403);
    expect(crossSite.body).toMatchObject({ code: 'CROSS_SITE_REFUSED', detail: REQUEST_MESSAGES.CROSS_SITE_REFUSED });
  });

  it('invalid input: VALIDATION_FAILED with each field and the check it failed; a body that is not JSON', async () => {
    const member = await newSignedInUser(t);
    const wrongKind = await member.agent.patch('/api/v1/me').send({ fullName: 5 }).expect(400);
    expect(wrongKind.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: 'fullName must be a string',
      errors: [{ field: 'fullName', code: 'isString', message: 'fullName must be a string' }],
    });
    const broken = await member.agent.patch('/api/v1/me').set('Content-Type', 'application/json').send('{"fullName":');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ code: 'BODY_NOT_JSON', detail: REQUEST_MESSAGES.BODY_NOT_JSON });
  });

  it('too many attempts: TOO_MANY_REQUESTS with its one sentence', async () => {
    const form = await signUp(t);
    const login = (password: string) =>
      t.http().post('/api/v1/auth/login').set('X-Forwarded-For', '198.18.9.9').send({ email: form.email, password });
    const wrong = await login('wrong-guess').expect(401);
    expect(wrong.body).toMatchObject({ code: 'AUTH_INVALID_CREDENTIALS' });
    for (let i = 1; i < 10; i++) await login('wrong-guess').expect(401);
    expect((await login(PASSWORD).expect(429)).body).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      detail: REQUEST_MESSAGES.TOO_MANY_REQUESTS,
    });
  });
});
