import { newSignedInUser, nextIp, PASSWORD } from './harness/auth.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

const home = {
  addressLine1: '42 Residency Road',
  area: 'Richmond Town',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
};

/** Cross-site request forgery: what a page on another origin can make a signed-in browser send. */
describe('cross-site requests and body types', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ PUBLIC_URL: 'https://ticketsetu.example' })));
  afterAll(() => t.close());

  const addressCount = async (userId: string) =>
    Number((await t.sql<{ n: string }>('select count(*) as n from user_addresses where user_id = ?', [userId]))[0]!.n);

  it('refuses a cookie-authenticated change sent from another origin, even of the same site', async () => {
    const me = await newSignedInUser(t);
    for (const origin of [
      'https://ticketsetu.example:8443',
      'https://shop.ticketsetu.example',
      'https://evil.example',
      'null',
    ]) {
      const res = await me.agent.post('/api/v1/me/addresses').set('Origin', origin).send(home).expect(403);
      expect(res.body.detail).toBe('This request must come from the TicketSetu site itself.');
    }
    for (const site of ['same-site', 'cross-site']) {
      await me.agent.post('/api/v1/me/addresses').set('Sec-Fetch-Site', site).send(home).expect(403);
    }
    await me.agent.delete('/api/v1/me').set('Origin', 'https://evil.example').expect(403);
    expect(await addressCount(me.id)).toBe(0);
    const [user] = await t.sql<{ deletion_requested_at: Date | null }>(
      'select deletion_requested_at from users where id = ?',
      [me.id],
    );
    expect(user!.deletion_requested_at).toBeNull();
  });

  it('accepts our own origin, same-origin fetches, and clients that send no Origin', async () => {
    const me = await newSignedInUser(t);
    await me.agent.post('/api/v1/me/addresses').set('Origin', 'https://ticketsetu.example').send(home).expect(201);
    await me.agent
      .post('/api/v1/me/addresses')
      .set('Origin', 'https://ticketsetu.example')
      .set('Sec-Fetch-Site', 'same-origin')
      .send(home)
      .expect(201);
    await me.agent.post('/api/v1/me/addresses').send(home).expect(201);
    expect(await addressCount(me.id)).toBe(3);
  });

  it('leaves Bearer-token clients alone: another origin cannot add that header', async () => {
    const me = await newSignedInUser(t);
    await t
      .http()
      .post('/api/v1/me/addresses')
      .set('Authorization', `Bearer ${me.accessToken}`)
      .set('Origin', 'https://partner.example')
      .send(home)
      .expect(201);
    expect(await addressCount(me.id)).toBe(1);
  });

  it('takes JSON only: text/plain and form bodies (what an HTML form can send) change nothing', async () => {
    const me = await newSignedInUser(t);
    const plain = await me.agent
      .post('/api/v1/me/addresses')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify(home))
      .expect(415);
    expect(plain.body.detail).toMatch(/^Send the request body as JSON/);
    await me.agent
      .post('/api/v1/me/addresses')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(new URLSearchParams(home).toString())
      .expect(415);
    await me.agent.patch('/api/v1/me').set('Content-Type', 'text/plain').send('{"upiId":"x@y"}').expect(415);
    expect(await addressCount(me.id)).toBe(0);
  });

  it('refuses a sign-in posted from another origin (login CSRF)', async () => {
    const me = await newSignedInUser(t);
    await t
      .http()
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', nextIp())
      .set('Origin', 'https://evil.example')
      .send({ email: me.form.email, password: PASSWORD })
      .expect(403);
  });
});
