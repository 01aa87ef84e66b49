import type request from 'supertest';
import { newSignedInUser, nextIp, PASSWORD, signIn, signUp } from '../../../../test/harness/auth.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';

function cookiesOf(res: request.Response): string[] {
  return ([] as string[]).concat(res.headers['set-cookie'] ?? []);
}

/** GET /api/v1/auth/session answers 200 either way: whom it sees, or null when the session is not live. */
async function sessionUser(probe: request.Test): Promise<{ email: string } | null> {
  return (await probe.expect(200)).body.user;
}

const NO_SESSION = { user: null, access_token_expires_at: null };

describe('sign-in, sessions and password reset', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createModuleTestApp('identity')));
  afterAll(() => t.close());

  it("requires email and password ('Email and password are required')", async () => {
    const res = await t
      .http()
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', nextIp())
      .send({ email: '', password: '' })
      .expect(400);
    expect(res.body.detail).toBe('Email and password are required');
    expect(res.body.errors).toEqual([
      { field: 'email', code: 'required', message: 'Email and password are required' },
      { field: 'password', code: 'required', message: 'Email and password are required' },
    ]);
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
    const viaCookie = await t
      .http()
      .get('/api/v1/auth/session')
      .set(
        'Cookie',
        cookies.map((c) => c.split(';')[0]!),
      );
    expect(viaCookie.status).toBe(200);
    expect(viaCookie.body.user.email).toBe(form.email);
  });

  it("answers a visitor's session probe with 200 and no session, never a 401 (forged and expired tokens alike)", async () => {
    await t.http().get('/api/v1/auth/session').expect(200, NO_SESSION);
    await t.http().get('/api/v1/auth/session').set('Authorization', 'Bearer forged.token.here').expect(200, NO_SESSION);
    await t.http().get('/api/v1/auth/session').set('Cookie', 'ts_access=forged.token.here').expect(200, NO_SESSION);
    const { accessToken } = await newSignedInUser(t);
    t.clock.advance(15 * 60_000 + 1000);
    await t.http().get('/api/v1/auth/session').set('Authorization', `Bearer ${accessToken}`).expect(200, NO_SESSION);
  });

  it('signs out: the session is revoked server-side', async () => {
    const { agent, accessToken } = await newSignedInUser(t);
    expect(await sessionUser(agent.get('/api/v1/auth/session'))).not.toBeNull();
    await agent.post('/api/v1/auth/logout').expect(200);
    expect(
      await sessionUser(t.http().get('/api/v1/auth/session').set('Authorization', `Bearer ${accessToken}`)),
    ).toBeNull();
  });

  it('ends an access token after 15 minutes by the app clock; the refresh token still works', async () => {
    const { accessToken } = await newSignedInUser(t);
    await t.http().get('/api/v1/me').set('Authorization', `Bearer ${accessToken}`).expect(200);
    t.clock.advance(15 * 60_000 + 1000);
    await t.http().get('/api/v1/me').set('Authorization', `Bearer ${accessToken}`).expect(401);
  });

  it('signs out an API client that holds only its Bearer token', async () => {
    const { accessToken } = await newSignedInUser(t);
    const bearer = (req: ReturnType<ReturnType<TestApp['http']>['get']>) =>
      req.set('Authorization', `Bearer ${accessToken}`);
    await bearer(t.http().get('/api/v1/me')).expect(200);
    await t.http().post('/api/v1/auth/logout').set('Authorization', `Bearer ${accessToken}`).expect(200);
    await bearer(t.http().get('/api/v1/me')).expect(401);
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
    const probe = () =>
      t.http().get('/api/v1/auth/session').set('Authorization', `Bearer ${rotated.body.access_token}`);
    expect(await sessionUser(probe())).not.toBeNull();

    // A second tab racing with the same token a moment later is refused, but the session lives.
    await t.http().post('/api/v1/auth/refresh').set('Cookie', firstRefresh).expect(401);
    expect(await sessionUser(probe())).not.toBeNull();

    // A thief replays the first token later: refused, and the whole session dies.
    await t.sql(`update sessions set last_used_at = now() - interval '1 minute'`);
    await t.http().post('/api/v1/auth/refresh').set('Cookie', firstRefresh).expect(401);
    await t.http().post('/api/v1/auth/refresh').set('Cookie', secondRefresh).expect(401);
    expect(await sessionUser(probe())).toBeNull();
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

  it('tells a person who asked for their account to be deleted just that, not that staff switched it off', async () => {
    const { agent, form } = await newSignedInUser(t);
    await agent.delete('/api/v1/me').expect(200);
    const res = await t
      .http()
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', nextIp())
      .send({ email: form.email, password: PASSWORD })
      .expect(403);
    expect(res.body).toMatchObject({
      code: 'AUTH_DELETION_REQUESTED',
      detail:
        'This account is being deleted at your request, so it can no longer sign in. Its data will be erased within 7 days once nothing is pending.',
    });
  });

  describe('forgot password', () => {
    const forgot = (email: string) => t.http().post('/api/v1/auth/password/forgot').send({ email });

    it("requires an email ('Email is required'), and a valid one, recording nothing for anything else", async () => {
      expect((await forgot('').expect(400)).body.detail).toBe('Email is required');
      const resets = () => t.sql('select 1 from password_resets union all select 1 from outbox_events');
      const before = (await resets()).length;
      for (const notAnEmail of ['0', 'priya.sharma', 'priya@', '@example.in', 'priya sharma@example.in']) {
        const res = await forgot(notAnEmail).expect(400);
        expect([notAnEmail, res.body.detail]).toEqual([notAnEmail, 'Please enter a valid email address']);
      }
      expect(await resets()).toHaveLength(before);
    });

    it('answers the same, after the same work, whether or not the account exists', async () => {
      const { form } = await newSignedInUser(t);
      await t.app.get(Outbox).drain();
      const rows = async () =>
        (
          await t.sql<{ n: string }>(
            `select (select count(*) from outbox_events) + (select count(*) from password_resets)
                + (select count(*) from dev_mailbox) as n`,
          )
        )[0]!.n;
      for (const email of ['nobody-here@example.in', form.email]) {
        const before = Number(await rows());
        const res = await forgot(email).expect(200);
        expect(res.body).toEqual({ message: 'Password reset instructions have been sent to your email.' });
        // One recorded request, nothing else, in both cases; the mail goes out of band.
        expect(Number(await rows())).toBe(before + 1);
      }
      await t.app.get(Outbox).drain();
      expect(await t.sql('select 1 from dev_mailbox where recipient = ?', ['nobody-here@example.in'])).toHaveLength(0);
      expect(await t.sql('select 1 from dev_mailbox where recipient = ?', [form.email])).toHaveLength(1);
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
        'select r.token_hash, r.expires_at, r.created_at from password_resets r join users u on u.id = r.user_id where u.email = ?',
        [form.email],
      );
      expect(stored!.token_hash).not.toBe(token);
      expect(new Date(stored!.expires_at).getTime() - new Date(stored!.created_at).getTime()).toBe(30 * 60_000);

      const weak = await t.http().post('/api/v1/auth/password/reset').send({ token, password: 'short' }).expect(400);
      expect(weak.body.detail).toBe('Password must be at least 8 characters');
      await t.http().post('/api/v1/auth/password/reset').send({ token, password: 'a-brand-new-secret' }).expect(200);

      expect(await sessionUser(agent.get('/api/v1/auth/session'))).toBeNull(); // other sessions are gone
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
      t.clock.advance(30 * 60_000 + 1);
      await t.http().post('/api/v1/auth/password/reset').send({ token, password: 'a-brand-new-secret' }).expect(400);
    });
  });

  it('counts only failed sign-ins, per account and client: strangers cannot lock the owner out', async () => {
    const form = await signUp(t);
    const login = (ip: string, password: string) =>
      t.http().post('/api/v1/auth/login').set('X-Forwarded-For', ip).send({ email: form.email, password });

    // The owner signing in again and again uses up nothing.
    for (let i = 0; i < 12; i++) await login('198.18.1.1', PASSWORD).expect(200);
    // Ten wrong guesses from one client: that client is refused for this account, even with the right password.
    for (let i = 0; i < 10; i++) await login('198.18.2.1', 'wrong-guess').expect(401);
    const refused = await login('198.18.2.1', PASSWORD).expect(429);
    expect(refused.body.detail).toBe('Too many attempts. Please wait a few minutes and try again.');
    // Guesses from many other clients do not block the owner's own client.
    for (let i = 0; i < 8; i++) await login(`198.18.3.${i}`, 'wrong-guess').expect(401);
    await login('198.18.1.1', PASSWORD).expect(200);
  });
});
