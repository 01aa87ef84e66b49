import { isLoopback } from '../src/shared/infrastructure/dev-outbox.controller.js';
import { latestOtp, signupForm } from './harness/auth.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

/**
 * The dev outbox holds sign-up codes and password-reset links: anyone who can read it can take
 * over accounts. It answers this computer only; a caller from the network (here: a request relayed
 * by a local proxy, which TRUST_PROXY=loopback believes about the client's address) gets a 404.
 */
describe('dev outbox', () => {
  let t: TestApp;
  let otp: string;
  const phone = '+919812340001';
  beforeAll(async () => {
    t = await createTestApp();
    await t
      .http()
      .post('/api/v1/auth/signup/start')
      .set('X-Forwarded-For', '127.0.0.1')
      .send(signupForm({ phone }))
      .expect(200);
    otp = await latestOtp(t, phone);
  });
  afterAll(() => t.close());

  it('shows this computer the texts and mails the dev adapters "sent"', async () => {
    const res = await t.http().get('/api/dev/outbox').expect(200);
    expect(res.body.sms).toEqual(
      expect.arrayContaining([expect.objectContaining({ phone, text: expect.stringContaining(otp) })]),
    );
  });

  it.each(['192.168.1.23', '10.0.0.7', '2401:4900:1c5a::17', '::ffff:192.168.1.23'])(
    'is not there for a caller at %s, codes and all',
    async (address) => {
      const res = await t.http().get('/api/dev/outbox').set('X-Forwarded-For', address).expect(404);
      expect(res.type).toBe('application/problem+json');
      expect(res.body).toMatchObject({ status: 404, title: 'Not Found' });
      expect(res.text).not.toContain(otp);
    },
  );

  it('counts only loopback addresses as this computer', () => {
    expect(['127.0.0.1', '127.10.0.3', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([true, true, true, true]);
    expect(['0.0.0.0', '128.0.0.1', '::', '::ffff:10.0.0.1', '', undefined].map(isLoopback)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
