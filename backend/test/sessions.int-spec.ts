import type request from 'supertest';
import { Outbox } from '../src/shared/infrastructure/outbox/outbox.js';
import { newSignedInUser, nextIp, PASSWORD, signIn, signUp } from './harness/auth.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

function cookiesOf(res: request.Response): string[] {
  return ([] as string[]).concat(res.headers['set-cookie'] ?? []);
}

describe('sign-in, sessions and password reset', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it("requires email and password ('Email and password are required')", async () => {
    const res = await t
      .http()
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', nextIp())
      .send({ email: '', password: '' })
      .expect(400);
    expect(res.body.detail).toBe('Email and password are required');
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const form = await signUp(t);
    for (const body of [
      { email: form.email, password: 'not-my-password' },
      { email: 'nobody@example.in', password: PASSWORD },
    ]) {
      const res = await t.http().post('/api/v1/auth/login').set('X-Forwarded-For', nextIp()).send(body).expect(401);
      expect(res.body.detail).toBe('Invalid login credentials');
    }
  });

  it('sets httpOnly session cookies and accepts the access token as a Bearer header', async () => {
    const form = await signUp(t, { firstName: 'Arjun', lastName: 'Nair' });
    const res = await t
      .http()
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', nextIp())
      .send({ email: form.email, password: PASSWORD })
      .expect(200);
    const cookies = cookiesOf(res);
    expect(cookies.find((c) => c.startsWith('ts_access='))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith('ts_access='))).toMatch(/SameSite=Lax/);
    expect(cookies.find((c) => c.startsWith('ts_refresh='))).toMatch(/Path=\/api\/v1\/auth/);
    expect(res.body.user).toMatchObject({ email: form.email, first_name: 'Arjun', is_admin: false });

    const viaBearer = await t
      .http()
      .get('/api/v1/auth/session')
      .set('Authorization', `Bearer ${res.body.access_token}`)
      .expect(200);
    expect(viaBearer.body.user.email).toBe(form.email);
    await t.http().get('/api/v1/auth/session').expect(401);
    await t.http().get('/api/v1/auth/session').set('Authorization', 'Bearer forged.token.here').expect(401);
  });

  it('signs out: the session is revoked server-side', async () => {
    const { agent, accessToken } = await newSignedInUser(t);
    await agent.get('/api/v1/auth/session').expect(200);
    await agent.post('/api/v1/auth/logout').expect(200);
    await t.http().get('/api/v1/auth/session').set('Authorization', `Bearer ${accessToken}`).expect(401);
  });

  it('rotates refresh tokens, and reuse of an old one revokes the family', async () => {
    const form = await signUp(t);
    const login = await t
      .http()
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', nextIp())
      .send({ email: form.email, password: PASSWORD })
      .expect(200);
    const firstRefresh = cookiesOf(login)
      .find((c) => c.startsWith('ts_refresh='))!
      .split(';')[0]!;

    const rotated = await t.http().post('/api/v1/auth/refresh').set('Cookie', firstRefresh).expect(200);
    const secondRefresh = cookiesOf(rotated)
      .find((c) => c.startsWith('ts_refresh='))!
      .split(';')[0]!;
    expect(secondRefresh).not.toBe(firstRefresh);
    await t.http().get('/api/v1/auth/session').set('Authorization', `Bearer ${rotated.body.access_token}`).expect(200);

    // A second tab racing with the same token a moment later is refused, but the session lives.
    await t.http().post('/api/v1/auth/refresh').set('Cookie', firstRefresh).expect(401);
    await t.http().get('/api/v1/auth/session').set('Authorization', `Bearer ${rotated.body.access_token}`).expect(200);

    // A thief replays the first token later: refused, and the whole session dies.
    await t.sql(`update sessions set last_used_at = now() - interval '1 minute'`);
    await t.http().post('/api/v1/auth/refresh').set('Cookie', firstRefresh).expect(401);
    await t.http().post('/api/v1/auth/refresh').set('Cookie', secondRefresh).expect(401);
    await t.http().get('/api/v1/auth/session').set('Authorization', `Bearer ${rotated.body.access_token}`).expect(401);
  });

  it('tells a deactivated person clearly that they cannot sign in', async () => {
    const form = await signUp(t);
    await t.sql('update users set is_active = false where email = ?', [form.email]);
    const res = await t
      .http()
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', nextIp())
      .send({ email: form.email, password: PASSWORD })
      .expect(403);
    expect(res.body.detail).toBe('Your account has been deactivated. Please contact support@ticketsetu.in.');
  });

  describe('forgot password', () => {
    const forgot = (email: string) => t.http().post('/api/v1/auth/password/forgot').send({ email });

    it("requires an email ('Email is required')", async () => {
      expect((await forgot('').expect(400)).body.detail).toBe('Email is required');
    });

    it('answers the same whether or not the account exists', async () => {
      const before = await t.sql('select id from outbox_events');
      const res = await forgot('nobody-here@example.in').expect(200);
      expect(res.body).toEqual({ message: 'Password reset instructions have been sent to your email.' });
      expect(await t.sql('select id from outbox_events')).toHaveLength(before.length);
    });

    it('mails a single-use link valid 30 minutes; using it revokes other sessions', async () => {
      const { agent, form } = await newSignedInUser(t);
      expect((await forgot(form.email).expect(200)).body.message).toBe(
        'Password reset instructions have been sent to your email.',
      );
      await t.app.get(Outbox).drain();
      const [mail] = await t.sql<{ text: string; subject: string }>(
        'select subject, text from dev_mailbox where recipient = ?',
        [form.email],
      );
      expect(mail!.subject).toBe('Reset your TicketSetu password');
      const token = /\/reset-password\?token=([\w-]+)/.exec(mail!.text)?.[1];
      expect(token).toBeDefined();
      const [stored] = await t.sql<{ token_hash: string; expires_at: Date; created_at: Date }>(
        'select token_hash, expires_at, created_at from password_resets',
      );
      expect(stored!.token_hash).not.toBe(token);
      expect(new Date(stored!.expires_at).getTime() - new Date(stored!.created_at).getTime()).toBe(30 * 60_000);

      const weak = await t.http().post('/api/v1/auth/password/reset').send({ token, password: 'short' }).expect(400);
      expect(weak.body.detail).toBe('Password must be at least 8 characters');
      await t.http().post('/api/v1/auth/password/reset').send({ token, password: 'a-brand-new-secret' }).expect(200);

      await agent.get('/api/v1/auth/session').expect(401); // other sessions are gone
      await t
        .http()
        .post('/api/v1/auth/login')
        .set('X-Forwarded-For', nextIp())
        .send({ email: form.email, password: PASSWORD })
        .expect(401);
      await signIn(t, form.email, 'a-brand-new-secret');

      const reused = await t
        .http()
        .post('/api/v1/auth/password/reset')
        .send({ token, password: 'yet-another-secret' })
        .expect(400);
      expect(reused.body.detail).toBe('This reset link is invalid or has expired. Please ask for a new one.');
    });

    it('refuses an expired link', async () => {
      const { form } = await newSignedInUser(t);
      await forgot(form.email).expect(200);
      await t.app.get(Outbox).drain();
      const [mail] = await t.sql<{ text: string }>('select text from dev_mailbox where recipient = ?', [form.email]);
      const token = /token=([\w-]+)/.exec(mail!.text)![1];
      await t.sql(`update password_resets set expires_at = now() - interval '1 second'`);
      await t.http().post('/api/v1/auth/password/reset').send({ token, password: 'a-brand-new-secret' }).expect(400);
    });
  });

  it('throttles sign-in attempts per account', async () => {
    const form = await signUp(t);
    for (let i = 0; i < 10; i++) {
      await t
        .http()
        .post('/api/v1/auth/login')
        .set('X-Forwarded-For', `198.18.0.${i}`)
        .send({ email: form.email, password: 'wrong-guess' })
        .expect(401);
    }
    const res = await t
      .http()
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', '198.18.0.200')
      .send({ email: form.email, password: PASSWORD })
      .expect(429);
    expect(res.body.detail).toBe('Too many attempts. Please wait a few minutes and try again.');
  });
});
