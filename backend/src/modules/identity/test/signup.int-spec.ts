import { latestOtp, nextIp, signupForm, signUp } from '../../../../test/harness/auth.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

describe('sign-up with phone OTP', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createModuleTestApp('identity')));
  afterAll(() => t.close());

  const start = (form: Record<string, string>) =>
    t.http().post('/api/v1/auth/signup/start').set('X-Forwarded-For', nextIp()).send(form);
  const verify = (form: Record<string, string>, challengeId: string, otp: string) =>
    t
      .http()
      .post('/api/v1/auth/signup/verify')
      .set('X-Forwarded-For', nextIp())
      .send({ ...form, challengeId, otp });

  it.each([
    [{ phone: '' }, 'Phone number is required'],
    [{ dateOfBirth: '' }, 'Date of birth is required'],
    [{ dateOfBirth: '2015-02-30' }, 'Invalid time value'],
    [{ email: 'kavya@' }, 'Please enter a valid email address'],
    [{ firstName: ' ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ password: 'Password123' }, 'This password is too common. Please choose a less guessable one.'],
    [{ phone: '+1 415 555 2671' }, 'Please enter a valid Indian mobile number'],
    [
      { dateOfBirth: new Date(Date.now() - 17 * 365.25 * 86_400_000).toISOString().slice(0, 10) },
      'You must be at least 18 years old to sign up',
    ],
  ])('refuses %p with its message and sends no OTP', async (change, detail) => {
    const before = await t.sql('select id from dev_sms_outbox');
    const res = await start(signupForm(change)).expect(400);
    expect(res.body.detail).toBe(detail);
    expect(await t.sql('select id from dev_sms_outbox')).toHaveLength(before.length);
  });

  it("names every field's problem with contracts' checkSignup code, in the spec's order", async () => {
    const res = await start({ firstName: 'Kavya', lastName: 'Menon', email: 'kavya@', phone: '12345' }).expect(400);
    expect(res.body).toMatchObject({ code: 'SIGNUP_INVALID', detail: 'Please enter a valid email address' });
    expect(res.body.errors).toEqual([
      { field: 'email', code: 'invalidEmail', message: 'Please enter a valid email address' },
      { field: 'password', code: 'passwordRequired', message: 'Password is required' },
      { field: 'phone', code: 'invalidPhone', message: 'Please enter a valid Indian mobile number' },
      { field: 'dateOfBirth', code: 'dateOfBirthRequired', message: 'Date of birth is required' },
    ]);
  });

  it('texts a 6-digit OTP stored only as a hash, then creates the account', async () => {
    const form = signupForm({ phone: '98765 43210', email: 'Kavya.Menon@Example.in' });
    const started = await start(form).expect(200);
    expect(started.body).toMatchObject({ phone: '+919876543210', resendAfterSeconds: 30 });
    const otp = await latestOtp(t, '+919876543210');
    expect(otp).toMatch(/^\d{6}$/);
    const [challenge] = await t.sql<{ code_hash: string }>('select code_hash from otp_challenges where id = ?', [
      started.body.challengeId,
    ]);
    expect(challenge!.code_hash).not.toContain(otp);

    const res = await verify(form, started.body.challengeId, otp).expect(201);
    expect(res.body).toEqual({ message: 'Sign up successful!' });

    const [user] = await t.sql('select * from users where email = ?', ['kavya.menon@example.in']);
    expect(user).toMatchObject({
      username: 'kavya.menon',
      full_name: 'Kavya Menon Iyer',
      phone: '+919876543210',
      is_admin: false,
      is_active: true,
    });
    expect(String(user!.password_hash)).toMatch(/^\$argon2id\$/);

    // The OTP is spent: it cannot create a second account.
    const again = await verify({ ...form, email: 'other@example.in' }, started.body.challengeId, otp).expect(400);
    expect(again.body.detail).toBe('OTP verification failed. Please try again.');
  });

  it('refuses a phone that is already in use, before sending an OTP', async () => {
    const first = await signUp(t);
    const res = await start(signupForm({ phone: first.phone })).expect(409);
    expect(res.body.detail).toBe('Phone number is already in use. Please use a different phone number.');
  });

  it("answers a duplicate email with 'User already exists'", async () => {
    const first = await signUp(t);
    const form = signupForm({ email: first.email.toUpperCase() });
    const started = await start(form).expect(200);
    const res = await verify(form, started.body.challengeId, await latestOtp(t, started.body.phone)).expect(409);
    expect(res.body.detail).toBe('User already exists');
  });

  it('ties the OTP to its phone and counts at most 5 wrong tries', async () => {
    const form = signupForm();
    const started = await start(form).expect(200);
    const otp = await latestOtp(t, started.body.phone);

    const otherPhone = await verify({ ...form, phone: '+919812345670' }, started.body.challengeId, otp).expect(400);
    expect(otherPhone.body.detail).toBe('OTP verification failed. Please try again.');

    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verify(form, started.body.challengeId, wrong).expect(400);
      expect(res.body).toMatchObject({ code: 'OTP_INVALID', detail: 'OTP verification failed. Please try again.' });
    }
    const locked = await verify(form, started.body.challengeId, otp).expect(400);
    expect(locked.body).toMatchObject({
      code: 'OTP_LOCKED',
      detail: 'Too many wrong attempts. Please request a new OTP.',
    });
    expect(await t.sql('select id from users where email = ?', [form.email])).toHaveLength(0);
  });

  it('expires an OTP after 5 minutes', async () => {
    const form = signupForm();
    const started = await start(form).expect(200);
    t.clock.advance(5 * 60_000 + 1);
    const res = await verify(form, started.body.challengeId, await latestOtp(t, started.body.phone)).expect(400);
    expect(res.body).toMatchObject({ code: 'OTP_EXPIRED', detail: 'This OTP has expired. Please request a new one.' });
  });

  it('resends no sooner than 30 s, and the new code replaces the old', async () => {
    const form = signupForm();
    const started = await start(form).expect(200);
    const first = await latestOtp(t, started.body.phone);
    const early = await t
      .http()
      .post('/api/v1/auth/signup/resend')
      .send({ challengeId: started.body.challengeId })
      .expect(429);
    expect(early.body).toMatchObject({
      code: 'OTP_TOO_SOON',
      detail: 'Please wait 30 seconds before asking for a new OTP.',
    });

    t.clock.advance(31_000);
    await t.http().post('/api/v1/auth/signup/resend').send({ challengeId: started.body.challengeId }).expect(200);
    const second = await latestOtp(t, started.body.phone);
    if (first !== second) {
      await verify(form, started.body.challengeId, first).expect(400);
    }
    await verify(form, started.body.challengeId, second).expect(201);
  });

  it('caps texts per sign-up attempt and per phone, whatever the client address', async () => {
    const form = signupForm({ phone: '+919811122244' });
    const started = await start(form).set('X-Forwarded-For', '192.0.2.150').expect(200);
    const resend = (ip: string) =>
      t
        .http()
        .post('/api/v1/auth/signup/resend')
        .set('X-Forwarded-For', ip)
        .send({ challengeId: started.body.challengeId });
    const ago = async () => t.clock.advance(31_000);
    await ago();
    await resend('192.0.2.151').expect(200);
    await ago();
    await resend('192.0.2.152').expect(200);
    await ago();
    const exhausted = await resend('192.0.2.153').expect(429);
    expect(exhausted.body).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      detail: 'Too many attempts. Please wait a few minutes and try again.',
    });
    // Two more attempts reach the phone's hourly five; a sixth text is refused from any address.
    await start(signupForm({ phone: '+919811122244' }))
      .set('X-Forwarded-For', '192.0.2.154')
      .expect(200);
    await start(signupForm({ phone: '+919811122244' }))
      .set('X-Forwarded-For', '192.0.2.155')
      .expect(200);
    await start(signupForm({ phone: '+919811122244' }))
      .set('X-Forwarded-For', '192.0.2.156')
      .expect(429);
    const sms = await t.sql('select 1 from dev_sms_outbox where phone = ?', ['+919811122244']);
    expect(sms).toHaveLength(5);
  });

  it('limits OTPs per phone', async () => {
    const phone = '+919811122233';
    for (let i = 0; i < 5; i++) await start(signupForm({ phone })).set('X-Forwarded-For', `192.0.2.${i}`).expect(200);
    const res = await start(signupForm({ phone })).set('X-Forwarded-For', '192.0.2.99').expect(429);
    expect(res.body.detail).toBe('Too many attempts. Please wait a few minutes and try again.');
  });
});
