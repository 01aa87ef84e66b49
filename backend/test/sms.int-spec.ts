import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Msg91SmsSender } from '../src/modules/identity/infrastructure/msg91.sms-sender.js';
import { nextIp, signupForm } from './harness/auth.js';
import { createTestApp } from './harness/test-app.js';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: { template_id: string; recipients: { mobiles: string; otp: string }[] };
}

/** A local HTTP server that answers like MSG91's Flow API. */
async function fakeMsg91(answer: { status: number; body: object }) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(data || '{}') });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('MSG91 SMS adapter', () => {
  it('sends the OTP through the Flow API with the auth key and template', async () => {
    const msg91 = await fakeMsg91({ status: 200, body: { type: 'success', message: '3763646c3058373530393938' } });
    try {
      await new Msg91SmsSender(msg91.url, 'auth-key-123', { en: 'tpl-otp' }).sendOtp('+919876543210', '482913', 'en');
      expect(msg91.received).toHaveLength(1);
      expect(msg91.received[0]).toMatchObject({
        path: '/api/v5/flow',
        headers: expect.objectContaining({ authkey: 'auth-key-123', 'content-type': 'application/json' }),
        body: { template_id: 'tpl-otp', recipients: [{ mobiles: '919876543210', otp: '482913' }] },
      });
    } finally {
      await msg91.close();
    }
  });

  it("sends a Hindi account's OTP with the Hindi DLT template, and falls back to the English one without it", async () => {
    const msg91 = await fakeMsg91({ status: 200, body: { type: 'success', message: 'ok' } });
    try {
      await new Msg91SmsSender(msg91.url, 'k', { en: 'tpl-en', hi: 'tpl-hi' }).sendOtp('+919876543210', '482913', 'hi');
      await new Msg91SmsSender(msg91.url, 'k', { en: 'tpl-en', hi: 'tpl-hi' }).sendOtp('+919876543210', '482913', 'en');
      await new Msg91SmsSender(msg91.url, 'k', { en: 'tpl-en' }).sendOtp('+919876543210', '482913', 'hi');
      expect(msg91.received.map((r) => r.body.template_id)).toEqual(['tpl-hi', 'tpl-en', 'tpl-en']);
    } finally {
      await msg91.close();
    }
  });

  it('fails when MSG91 refuses, and sign-up then says it could not send the OTP', async () => {
    const msg91 = await fakeMsg91({ status: 401, body: { type: 'error', message: 'Authentication failure' } });
    const t = await createTestApp({
      SMS_TRANSPORT: 'msg91',
      MSG91_BASE_URL: msg91.url,
      MSG91_AUTH_KEY: 'wrong-key',
      MSG91_OTP_TEMPLATE_ID: 'tpl-otp',
    });
    try {
      await expect(
        new Msg91SmsSender(msg91.url, 'wrong-key', { en: 'tpl' }).sendOtp('+919876543210', '1', 'en'),
      ).rejects.toThrow('MSG91 refused the SMS: HTTP 401 Authentication failure');
      const res = await t
        .http()
        .post('/api/v1/auth/signup/start')
        .set('X-Forwarded-For', nextIp())
        .send(signupForm())
        .expect(502);
      expect(res.body.detail).toBe('Failed to send OTP');
      expect(msg91.received.at(-1)?.body.recipients[0]?.otp).toMatch(/^\d{6}$/);
    } finally {
      await t.close();
      await msg91.close();
    }
  });
});
