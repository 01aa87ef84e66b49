import { newSignedInUser, nextIp, signIn, signUp, signupForm } from '../../../../test/harness/auth.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

describe("the account's language", () => {
  let t: TestApp;
  beforeAll(async () => (t = await createModuleTestApp('identity')));
  afterAll(() => t.close());

  it('is English by default, and changed by PUT /me/locale, shown by the profile and the session', async () => {
    const me = await newSignedInUser(t);
    expect((await me.agent.get('/api/v1/me').expect(200)).body.locale).toBe('en');
    expect(me.body.user.locale).toBe('en');
    const changed = await me.agent.put('/api/v1/me/locale').send({ locale: 'hi' }).expect(200);
    expect(changed.body.locale).toBe('hi');
    expect((await me.agent.get('/api/v1/auth/session').expect(200)).body.user.locale).toBe('hi');
    expect((await signIn(t, me.form.email)).body.user.locale).toBe('hi');
  });

  it('refuses a language that is not ours, and a caller who is not signed in', async () => {
    const me = await newSignedInUser(t);
    for (const body of [{ locale: 'fr' }, { locale: null }, {}]) {
      const res = await me.agent.put('/api/v1/me/locale').send(body).expect(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'locale' })]);
    }
    await t.http().put('/api/v1/me/locale').send({ locale: 'hi' }).expect(401);
    expect((await me.agent.get('/api/v1/me').expect(200)).body.locale).toBe('en');
  });

  it("signs up in the page's language: the OTP text in Hindi, and the account remembers Hindi", async () => {
    const form = await signUp(t, { locale: 'hi' });
    const [sms] = await t.sql<{ text: string }>(
      'select text from dev_sms_outbox where phone = ? order by created_at desc limit 1',
      [form.phone],
    );
    expect(sms!.text).toMatch(/^\d{6} आपका TicketSetu वेरिफ़िकेशन कोड है। /);
    const [user] = await t.sql<{ locale: string }>('select locale from users where email = ?', [form.email]);
    expect(user!.locale).toBe('hi');
    await t
      .http()
      .post('/api/v1/auth/signup/start')
      .set('X-Forwarded-For', nextIp())
      .send({ ...signupForm(), locale: 'fr' })
      .expect(400);
  });

  it("resends a Hindi sign-up's code in Hindi", async () => {
    const started = await t
      .http()
      .post('/api/v1/auth/signup/start')
      .set('X-Forwarded-For', nextIp())
      .send({ ...signupForm(), locale: 'hi' })
      .expect(200);
    t.clock.advance(31_000);
    await t.http().post('/api/v1/auth/signup/resend').send({ challengeId: started.body.challengeId }).expect(200);
    const texts = await t.sql<{ text: string }>('select text from dev_sms_outbox where phone = ?', [
      started.body.phone,
    ]);
    expect(texts).toHaveLength(2);
    for (const { text } of texts) expect(text).toMatch(/^\d{6} आपका TicketSetu वेरिफ़िकेशन कोड है। /);
  });
});
