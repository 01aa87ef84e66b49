import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_COMPANY } from '../../../config/config.js';
import {
  InvalidPaymentRequest,
  PAYMENT_GATEWAY,
  PaymentEvents,
  type PaymentGateway,
  PaymentGatewayRejected,
  PaymentGatewayUnavailable,
  PaymentNotFound,
  type PaymentOrderEvent,
  type PaymentRefundEvent,
} from '../index.js';
import { PhonePeGateway } from '../infrastructure/phonepe.gateway.js';
import { PHONEPE_SETTINGS, type PhonePeSettings } from '../infrastructure/phonepe-settings.js';
import { webhookAuthorization } from '../infrastructure/phonepe-webhook.js';
import { PhonePeSandboxWorker } from '../sandbox/phonepe-sandbox.worker.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

const RESULT_URL = 'http://localhost:5173/payment-result?order_id=';
const newId = (prefix = 'TS') => `${prefix}-${randomUUID()}`;

describe('payments through the built-in PhonePe sandbox (real adapter over HTTP)', () => {
  let t: TestApp;
  let gateway: PaymentGateway;
  let settings: PhonePeSettings;
  let sandboxUrl: string;
  const orderEvents: PaymentOrderEvent[] = [];
  const refundEvents: PaymentRefundEvent[] = [];
  /** Set by a test to make the listener fail (PhonePe must then retry). */
  let listenerFails = false;

  beforeAll(async () => {
    t = await createModuleTestApp('payments', {}, { listen: true });
    gateway = t.app.get<PaymentGateway>(PAYMENT_GATEWAY);
    settings = t.app.get<PhonePeSettings>(PHONEPE_SETTINGS);
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    sandboxUrl = `http://127.0.0.1:${port}/api/phonepe-sandbox`;
    const events = t.app.get(PaymentEvents);
    events.onOrderEvent(async (event) => {
      if (listenerFails) throw new Error('ledger is down');
      orderEvents.push(event);
    });
    events.onRefundEvent(async (event) => {
      refundEvents.push(event);
    });
  });
  afterAll(() => t.close());

  const drain = () => t.app.get(PhonePeSandboxWorker).drain();
  const eventsFor = (merchantOrderId: string) => orderEvents.filter((e) => e.merchantOrderId === merchantOrderId);

  /** A second client of the same sandbox, for tests that need their own token cache or options. */
  const adapter = (overrides: Partial<ConstructorParameters<typeof PhonePeGateway>[0]> = {}) =>
    new PhonePeGateway({
      authBaseUrl: () => sandboxUrl,
      pgBaseUrl: () => sandboxUrl,
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      clientVersion: settings.clientVersion,
      webhookUsername: settings.webhookUsername,
      webhookPassword: settings.webhookPassword,
      retryDelayMs: () => 0,
      ...overrides,
    });

  async function newPayment(amount = 249_900, extra: { expireAfterSeconds?: number } = {}) {
    const merchantOrderId = newId();
    const created = await gateway.createPayment({
      merchantOrderId,
      amount,
      redirectUrl: RESULT_URL + merchantOrderId,
      metaInfo: { udf1: 'listing-42' },
      ...extra,
    });
    const url = new URL(created.payPageUrl);
    return { merchantOrderId, created, path: url.pathname + url.search, token: url.searchParams.get('token')! };
  }

  const decide = (token: string, action: string, extra: Record<string, string> = {}) =>
    t
      .http()
      .post('/api/phonepe-sandbox/transact')
      .type('form')
      .send({ token, action, ...extra });

  async function sandboxToken(): Promise<string> {
    const res = await t
      .http()
      .post('/api/phonepe-sandbox/v1/oauth/token')
      .type('form')
      .send({
        client_id: settings.clientId,
        client_version: String(settings.clientVersion),
        client_secret: settings.clientSecret,
        grant_type: 'client_credentials',
      })
      .expect(200);
    return res.body.access_token as string;
  }

  describe('OAuth token', () => {
    it('issues an O-Bearer token for the right client credentials, with PhonePe’s fields', async () => {
      const res = await t
        .http()
        .post('/api/phonepe-sandbox/v1/oauth/token')
        .type('form')
        .send({
          client_id: settings.clientId,
          client_version: '1',
          client_secret: settings.clientSecret,
          grant_type: 'client_credentials',
        })
        .expect(200);
      expect(res.body).toMatchObject({ token_type: 'O-Bearer', expires_in: null });
      expect(typeof res.body.access_token).toBe('string');
      expect(res.body.expires_at - res.body.issued_at).toBe(3600);
      expect(res.body.session_expires_at).toBe(res.body.expires_at);
    });

    it.each([
      ['a wrong client secret', { client_secret: 'not-the-secret' }],
      ['a wrong client id', { client_id: 'SOMEONE_ELSE' }],
      ['a wrong client version', { client_version: '2' }],
    ])('answers 401 INVALID_CLIENT for %s', async (_name, wrong) => {
      const res = await t
        .http()
        .post('/api/phonepe-sandbox/v1/oauth/token')
        .type('form')
        .send({
          client_id: settings.clientId,
          client_version: '1',
          client_secret: settings.clientSecret,
          grant_type: 'client_credentials',
          ...wrong,
        })
        .expect(401);
      expect(res.body).toMatchObject({ code: 'INVALID_CLIENT', message: 'Bad Request: Invalid Client' });
      expect(res.body.access_token).toBeUndefined();
    });

    it('refuses PG calls without a live token (401), and the adapter’s bad credentials become a typed rejection', async () => {
      const res = await t.http().get('/api/phonepe-sandbox/checkout/v2/order/TS-1/status').expect(401);
      expect(res.body).toEqual({ errorCode: 'PR004', message: 'Unauthorized' });
      await t
        .http()
        .get('/api/phonepe-sandbox/checkout/v2/order/TS-1/status')
        .set('Authorization', 'O-Bearer forged')
        .expect(401);

      const wrong = adapter({ clientSecret: 'wrong' });
      const error = await wrong.orderStatus('TS-1').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentGatewayRejected);
      expect(error).toMatchObject({ httpStatus: 401, code: 'INVALID_CLIENT' });
    });

    it('fetches a new token once after PhonePe refuses the cached one (401), and the call succeeds', async () => {
      const client = adapter();
      const { merchantOrderId } = await newPayment();
      await client.orderStatus(merchantOrderId); // caches a token
      await t.sql('delete from phonepe_sandbox_tokens'); // revoked server-side
      const status = await client.orderStatus(merchantOrderId);
      expect(status.state).toBe('PENDING');
      const tokens = await t.sql('select token_hash from phonepe_sandbox_tokens');
      expect(tokens).toHaveLength(1); // exactly one refresh
    });
  });

  it('refuses an expired token, and the worker forgets tokens dead for over a day', async () => {
    const token = await sandboxToken();
    const status = () =>
      t.http().get('/api/phonepe-sandbox/checkout/v2/order/TS-1/status').set('Authorization', `O-Bearer ${token}`);
    await status().expect(404); // a live token: the order is simply unknown
    await t.sql(`update phonepe_sandbox_tokens set expires_at = now() - interval '1 second'`);
    await status().expect(401);
    await t.sql(`update phonepe_sandbox_tokens set expires_at = now() - interval '2 days'`);
    await drain();
    expect(await t.sql('select token_hash from phonepe_sandbox_tokens')).toEqual([]);
  });

  describe('create payment and order status', () => {
    it('creates a PENDING order with a pay page, and reports it', async () => {
      const { merchantOrderId, created, path } = await newPayment(249_900, { expireAfterSeconds: 600 });
      expect(created.state).toBe('PENDING');
      expect(created.gatewayOrderId).toMatch(/^OMO\d{22}$/);
      expect(path).toMatch(/^\/api\/phonepe-sandbox\/transact\?token=[\w-]+$/);
      const [row] = await t.sql<{ expire_at: string; created_at: string }>(
        'select expire_at, created_at from phonepe_sandbox_orders where merchant_order_id = ?',
        [merchantOrderId],
      );
      expect(new Date(row!.expire_at).getTime() - new Date(row!.created_at).getTime()).toBe(600_000);
      expect(created.expireAt.getTime()).toBe(new Date(row!.expire_at).getTime());

      const status = await gateway.orderStatus(merchantOrderId);
      expect(status).toMatchObject({
        merchantOrderId,
        gatewayOrderId: created.gatewayOrderId,
        state: 'PENDING',
        amount: 249_900,
        transactionId: null,
        metaInfo: { udf1: 'listing-42' },
        paymentDetails: [],
      });
    });

    it('refuses a merchantOrderId used before', async () => {
      const { merchantOrderId } = await newPayment();
      const error = await gateway
        .createPayment({ merchantOrderId, amount: 100, redirectUrl: RESULT_URL })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentGatewayRejected);
      expect(error).toMatchObject({ httpStatus: 400, code: 'INVALID_TRANSACTION_ID' });
      const rows = await t.sql('select amount from phonepe_sandbox_orders where merchant_order_id = ?', [
        merchantOrderId,
      ]);
      expect(rows).toEqual([{ amount: '249900' }]);
    });

    it('checks PhonePe’s rules before sending (amount ≥ 100, merchantOrderId format)', async () => {
      await expect(
        gateway.createPayment({ merchantOrderId: newId(), amount: 99, redirectUrl: RESULT_URL }),
      ).rejects.toThrow(new InvalidPaymentRequest('amount must be at least 100 paise'));
      await expect(
        gateway.createPayment({ merchantOrderId: 'TS 1', amount: 100, redirectUrl: RESULT_URL }),
      ).rejects.toBeInstanceOf(InvalidPaymentRequest);
    });

    it.each([
      ['an amount under 100 paise', { amount: 99 }, 'amount must be at least 100 paise'],
      ['a fractional amount', { amount: 150.5 }, 'amount must be an integer number of paise'],
      ['a merchantOrderId of 64 characters', { merchantOrderId: 'A'.repeat(64) }, 'at most 63 characters'],
      ['a merchantOrderId with a space', { merchantOrderId: 'TS 1' }, 'only letters, digits'],
      ['another payment flow', { paymentFlow: { type: 'SUBSCRIPTION' } }, 'PG_CHECKOUT'],
      ['an expiry under 300 seconds', { expireAfter: 60 }, 'between 300 and 3600'],
    ])('the sandbox itself answers 400 BAD_REQUEST for %s, storing nothing', async (_name, change, reason) => {
      const token = await sandboxToken();
      const body = {
        merchantOrderId: newId(),
        amount: 1000,
        paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: RESULT_URL } },
        ...change,
      };
      const res = await t
        .http()
        .post('/api/phonepe-sandbox/checkout/v2/pay')
        .set('Authorization', `O-Bearer ${token}`)
        .send(body)
        .expect(400);
      expect(res.body).toMatchObject({
        success: false,
        code: 'BAD_REQUEST',
        message: 'Please check the inputs you have provided.',
      });
      expect(res.body.data.errorDescription).toContain(reason);
      const rows = await t.sql('select 1 from phonepe_sandbox_orders where merchant_order_id = ?', [
        String(body.merchantOrderId),
      ]);
      expect(rows).toHaveLength(0);
    });

    it('gives a typed "not found" for an order PhonePe does not have', async () => {
      const error = await gateway.orderStatus(newId()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentNotFound);
      expect(error).toMatchObject({ httpStatus: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    });
  });

  describe('the hosted pay page', () => {
    it('shows merchant, amount in ₹ (en-IN) and order, with Pay, Fail and Leave pending, and no script', async () => {
      const { merchantOrderId, created, path } = await newPayment(1_234_567_89);
      const res = await t.http().get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('PhonePe sandbox — no real money');
      expect(res.text).toContain('₹12,34,567.89');
      expect(res.text).toContain('TicketSetu');
      expect(res.text).toContain(merchantOrderId);
      expect(res.text).toContain(created.gatewayOrderId);
      expect(res.text).toMatch(/<button[^>]*value="pay"[^>]*>Pay ₹12,34,567.89<\/button>/);
      expect(res.text).toMatch(/<button[^>]*value="fail"[^>]*>Fail<\/button>/);
      expect(res.text).toMatch(/<button[^>]*value="pending"[^>]*>Leave pending<\/button>/);
      expect(res.text).not.toMatch(/<script/i);
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("form-action 'self' http://localhost:5173");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['cache-control']).toBe('no-store');
      // Its form POSTs back to itself: with no-referrer a browser would send `Origin: null` (refused).
      expect(res.headers['referrer-policy']).toBe('same-origin');
    });

    it('answers 404 for an unknown link', async () => {
      const res = await t.http().get('/api/phonepe-sandbox/transact?token=nope').expect(404);
      expect(res.text).toContain('Payment not found');
    });

    it('Pay: redirects (303) to the merchant, completes the order and delivers a signed webhook once', async () => {
      const { merchantOrderId, token } = await newPayment();
      const res = await decide(token, 'pay').expect(303);
      expect(res.headers.location).toBe(RESULT_URL + merchantOrderId);

      const status = await gateway.orderStatus(merchantOrderId);
      expect(status.state).toBe('COMPLETED');
      expect(status.transactionId).toMatch(/^OM\d+/);
      expect(status.paymentDetails).toMatchObject([
        { transactionId: status.transactionId, state: 'COMPLETED', amount: 249_900, paymentMode: 'UPI_INTENT' },
      ]);

      await decide(token, 'pay').expect(303); // a double click changes nothing
      await decide(token, 'fail').expect(303);
      expect((await gateway.orderStatus(merchantOrderId)).state).toBe('COMPLETED');

      await drain();
      expect(eventsFor(merchantOrderId)).toEqual([
        {
          kind: 'order',
          event: 'checkout.order.completed',
          merchantOrderId,
          gatewayOrderId: status.gatewayOrderId,
          state: 'COMPLETED',
          amount: 249_900,
          transactionId: status.transactionId,
          errorCode: null,
        },
      ]);
      const webhooks = await t.sql<{ status: string; attempts: number }>(
        `select status, attempts from phonepe_sandbox_webhooks where body->'payload'->>'merchantOrderId' = ?`,
        [merchantOrderId],
      );
      expect(webhooks).toEqual([{ status: 'delivered', attempts: 1 }]);
      // The paid order's page no longer offers to pay.
      const page = await t.http().get(`/api/phonepe-sandbox/transact?token=${token}`).expect(200);
      expect(page.text).toContain('This payment is <span class="state">paid</span>');
      expect(page.text).not.toContain('value="pay"');
    });

    it('Fail: redirects to the merchant, fails the order and sends checkout.order.failed', async () => {
      const { merchantOrderId, token } = await newPayment();
      const res = await decide(token, 'fail').expect(303);
      expect(res.headers.location).toBe(RESULT_URL + merchantOrderId);
      const status = await gateway.orderStatus(merchantOrderId);
      expect(status).toMatchObject({ state: 'FAILED', transactionId: null, errorCode: 'PAYMENT_ERROR' });
      await drain();
      expect(eventsFor(merchantOrderId)).toMatchObject([{ event: 'checkout.order.failed', state: 'FAILED' }]);
    });

    it('Leave pending: redirects to the merchant and changes nothing, with no webhook', async () => {
      const { merchantOrderId, token } = await newPayment();
      const res = await decide(token, 'pending').expect(303);
      expect(res.headers.location).toBe(RESULT_URL + merchantOrderId);
      expect((await gateway.orderStatus(merchantOrderId)).state).toBe('PENDING');
      await drain();
      expect(eventsFor(merchantOrderId)).toEqual([]);
      // Still payable afterwards.
      await decide(token, 'pay').expect(303);
      expect((await gateway.orderStatus(merchantOrderId)).state).toBe('COMPLETED');
    });

    it('an order past its expiry FAILS: on a status call, on its pay page, and in the background sweep', async () => {
      const expire = (id: string) =>
        t.sql(`update phonepe_sandbox_orders set expire_at = now() - interval '1 second' where merchant_order_id = ?`, [
          id,
        ]);
      const first = await newPayment(100_00, { expireAfterSeconds: 300 });
      await expire(first.merchantOrderId);
      expect(await gateway.orderStatus(first.merchantOrderId)).toMatchObject({
        state: 'FAILED',
        errorCode: 'TXN_NOT_COMPLETED',
        detailedErrorCode: 'TXN_AUTO_FAILED',
      });
      await decide(first.token, 'pay').expect(303); // too late: nothing changes
      expect((await gateway.orderStatus(first.merchantOrderId)).state).toBe('FAILED');

      const second = await newPayment(100_00, { expireAfterSeconds: 300 });
      await expire(second.merchantOrderId);
      const page = await t.http().get(second.path).expect(200);
      expect(page.text).toContain('(it expired)');

      const third = await newPayment(100_00, { expireAfterSeconds: 300 });
      await expire(third.merchantOrderId);
      await drain(); // nobody asked: the sweep fails it and tells the merchant
      for (const { merchantOrderId } of [first, second, third]) {
        expect(eventsFor(merchantOrderId)).toMatchObject([{ event: 'checkout.order.failed', state: 'FAILED' }]);
      }
    });
  });

  describe('the webhook endpoint', () => {
    const hook = () => t.http().post('/api/v1/payments/phonepe/webhook');
    const body = (merchantOrderId: string) => ({
      event: 'checkout.order.completed',
      payload: { merchantOrderId, orderId: 'OMO1', state: 'COMPLETED', amount: 100_00, paymentDetails: [] },
    });
    const auth = () => webhookAuthorization(settings.webhookUsername, settings.webhookPassword);

    it.each([
      ['missing', undefined],
      ['forged', webhookAuthorization(settings?.webhookUsername ?? 'x', 'guessed-password')],
      ['the raw credentials', 'ticketsetu_sandbox:password'],
    ])('refuses a %s Authorization with 401 and calls no listener', async (_name, header) => {
      const merchantOrderId = newId();
      const req = hook();
      if (header) req.set('Authorization', header);
      const res = await req.send(body(merchantOrderId)).expect(401);
      expect(res.body.detail).toBe('Invalid webhook authorization');
      expect(eventsFor(merchantOrderId)).toEqual([]);
    });

    it('answers 400 to an authentic but malformed body, and 200 to an event it does not act on', async () => {
      await hook().set('Authorization', auth()).send({ event: 'checkout.order.completed' }).expect(400);
      await hook().set('Authorization', auth()).set('Content-Type', 'application/json').send('{"event":').expect(400);
      await hook().set('Authorization', auth()).send({ event: 'pg.refund.accepted', payload: {} }).expect(200);
    });

    it('answers 200 only after the listeners succeeded; a failed listener makes the sandbox retry later', async () => {
      const { merchantOrderId, token } = await newPayment();
      await decide(token, 'pay').expect(303);
      listenerFails = true;
      try {
        await drain();
      } finally {
        listenerFails = false;
      }
      const [failed] = await t.sql<{ status: string; attempts: number; last_error: string }>(
        `select status, attempts, last_error from phonepe_sandbox_webhooks where body->'payload'->>'merchantOrderId' = ?`,
        [merchantOrderId],
      );
      expect(failed).toEqual({ status: 'pending', attempts: 1, last_error: 'HTTP 500' });
      expect(eventsFor(merchantOrderId)).toEqual([]);

      await drain(); // not due yet: backoff
      expect(eventsFor(merchantOrderId)).toEqual([]);
      await t.sql(
        `update phonepe_sandbox_webhooks set next_attempt_at = now() - interval '1 hour' where status = 'pending'`,
      );
      await drain();
      expect(eventsFor(merchantOrderId)).toMatchObject([{ event: 'checkout.order.completed' }]);
      const [delivered] = await t.sql<{ status: string; attempts: number }>(
        `select status, attempts from phonepe_sandbox_webhooks where body->'payload'->>'merchantOrderId' = ?`,
        [merchantOrderId],
      );
      expect(delivered).toEqual({ status: 'delivered', attempts: 2 });
    });
  });

  describe('refunds', () => {
    async function paid(amount = 500_00, refunds?: 'fail') {
      const payment = await newPayment(amount);
      await decide(payment.token, 'pay', refunds ? { refunds } : {}).expect(303);
      return payment;
    }

    it('refunds part of a payment: PENDING, then COMPLETED with pg.refund.completed', async () => {
      const { merchantOrderId } = await paid();
      const merchantRefundId = newId('TSR');
      const created = await gateway.refund({
        merchantRefundId,
        originalMerchantOrderId: merchantOrderId,
        amount: 200_00,
      });
      expect(created).toMatchObject({ state: 'PENDING', amount: 200_00 });
      expect(created.refundId).toMatch(/^OMR\d+/);
      expect(await gateway.refundStatus(merchantRefundId)).toMatchObject({ state: 'PENDING', amount: 200_00 });

      await drain();
      expect(await gateway.refundStatus(merchantRefundId)).toEqual({
        merchantRefundId,
        originalMerchantOrderId: merchantOrderId,
        refundId: created.refundId,
        state: 'COMPLETED',
        amount: 200_00,
        errorCode: null,
        detailedErrorCode: null,
      });
      expect(refundEvents.filter((e) => e.merchantRefundId === merchantRefundId)).toEqual([
        {
          kind: 'refund',
          event: 'pg.refund.completed',
          merchantRefundId,
          originalMerchantOrderId: merchantOrderId,
          refundId: created.refundId,
          state: 'COMPLETED',
          amount: 200_00,
          errorCode: null,
        },
      ]);
    });

    it('refuses more than was captured minus what was already refunded, and a reused refund id', async () => {
      const { merchantOrderId } = await paid(500_00);
      const first = newId('TSR');
      await gateway.refund({ merchantRefundId: first, originalMerchantOrderId: merchantOrderId, amount: 300_00 });
      const over = await gateway
        .refund({ merchantRefundId: newId('TSR'), originalMerchantOrderId: merchantOrderId, amount: 200_01 })
        .catch((e: unknown) => e);
      expect(over).toBeInstanceOf(PaymentGatewayRejected);
      expect(over).toMatchObject({ httpStatus: 400, code: 'BAD_REQUEST' });
      expect((over as PaymentGatewayRejected).data.errorDescription).toBe(
        'refund amount exceeds the refundable amount (20000 paise)',
      );
      // Exactly the rest is fine.
      await gateway.refund({
        merchantRefundId: newId('TSR'),
        originalMerchantOrderId: merchantOrderId,
        amount: 200_00,
      });

      const reused = await gateway
        .refund({ merchantRefundId: first, originalMerchantOrderId: merchantOrderId, amount: 100 })
        .catch((e: unknown) => e);
      expect(reused).toMatchObject({ httpStatus: 400, code: 'INVALID_TRANSACTION_ID' });
      const [{ total }] = (await t.sql(
        'select sum(amount)::int as total from phonepe_sandbox_refunds where merchant_order_id = ?',
        [merchantOrderId],
      )) as [{ total: number }];
      expect(total).toBe(500_00);
    });

    it('refuses to refund an order that was not paid, or that PhonePe does not have', async () => {
      const { merchantOrderId } = await newPayment();
      const pending = await gateway
        .refund({ merchantRefundId: newId('TSR'), originalMerchantOrderId: merchantOrderId, amount: 100 })
        .catch((e: unknown) => e);
      expect(pending).toMatchObject({ httpStatus: 400, code: 'BAD_REQUEST' });
      const unknown = await gateway
        .refund({ merchantRefundId: newId('TSR'), originalMerchantOrderId: newId(), amount: 100 })
        .catch((e: unknown) => e);
      expect(unknown).toBeInstanceOf(PaymentNotFound);
      const missing = await gateway.refundStatus(newId('TSR')).catch((e: unknown) => e);
      expect(missing).toMatchObject({ httpStatus: 404, code: 'REFUND_NOT_FOUND' });
    });

    it('a failed refund (chosen on the pay page) sends pg.refund.failed and frees the amount again', async () => {
      const { merchantOrderId } = await paid(300_00, 'fail');
      const merchantRefundId = newId('TSR');
      await gateway.refund({ merchantRefundId, originalMerchantOrderId: merchantOrderId, amount: 300_00 });
      await drain();
      expect(await gateway.refundStatus(merchantRefundId)).toMatchObject({
        state: 'FAILED',
        errorCode: 'REFUND_FAILED',
      });
      expect(refundEvents.filter((e) => e.merchantRefundId === merchantRefundId)).toMatchObject([
        { event: 'pg.refund.failed', state: 'FAILED', amount: 300_00 },
      ]);
      // Nothing left the merchant: the whole amount may be refunded again.
      const again = await gateway.refund({
        merchantRefundId: newId('TSR'),
        originalMerchantOrderId: merchantOrderId,
        amount: 300_00,
      });
      expect(again.state).toBe('PENDING');
    });
  });

  describe('when PhonePe cannot be reached or breaks', () => {
    const servers: Server[] = [];
    afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

    /** A local HTTP server standing in for a broken PhonePe: tokens work, the PG API does `pg`. */
    async function brokenPhonePe(pg: 'error' | 'silent'): Promise<string> {
      const server = createServer((req, res) => {
        if (req.url === '/v1/oauth/token') {
          res.setHeader('content-type', 'application/json');
          const now = Math.floor(Date.now() / 1000);
          res.end(
            JSON.stringify({ access_token: 'x', token_type: 'O-Bearer', issued_at: now, expires_at: now + 3600 }),
          );
          return;
        }
        if (pg === 'error') {
          res.statusCode = 503;
          res.setHeader('content-type', 'text/html');
          res.end('<h1>Service Unavailable</h1>');
        }
        // 'silent': never answers
      }).listen(0, '127.0.0.1');
      servers.push(server);
      await once(server, 'listening');
      server.unref();
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }

    async function closedPort(): Promise<string> {
      const server = createServer().listen(0, '127.0.0.1');
      await once(server, 'listening');
      const { port } = server.address() as AddressInfo;
      await new Promise((resolve) => server.close(resolve));
      return `http://127.0.0.1:${port}`;
    }

    const request = { merchantOrderId: 'TS-down-1', amount: 100_00, redirectUrl: RESULT_URL };

    it('raises PaymentGatewayUnavailable when nothing listens', async () => {
      const url = await closedPort();
      const down = adapter({ authBaseUrl: () => url, pgBaseUrl: () => url });
      await expect(down.createPayment(request)).rejects.toThrow(PaymentGatewayUnavailable);
      await expect(down.orderStatus('TS-down-1')).rejects.toThrow('PhonePe token could not be reached');
    });

    it('raises PaymentGatewayUnavailable on a 5xx, after retrying reads a bounded number of times', async () => {
      const url = await brokenPhonePe('error');
      const broken = adapter({ authBaseUrl: () => url, pgBaseUrl: () => url, readAttempts: 3 });
      await expect(broken.createPayment(request)).rejects.toThrow('PhonePe pay answered HTTP 503');
      await expect(broken.orderStatus('TS-down-1')).rejects.toThrow(PaymentGatewayUnavailable);
    });

    it('raises PaymentGatewayUnavailable when PhonePe does not answer in time', async () => {
      const url = await brokenPhonePe('silent');
      const slow = adapter({ authBaseUrl: () => url, pgBaseUrl: () => url, timeoutMs: 150, readAttempts: 2 });
      await expect(slow.createPayment(request)).rejects.toThrow('PhonePe pay timed out');
      await expect(slow.refundStatus('TSR-1')).rejects.toThrow('PhonePe refund status timed out');
    });
  });
});

describe('payments in production', () => {
  const production = {
    NODE_ENV: 'production',
    ...DEMO_COMPANY,
    PHONEPE_ENV: 'uat',
    PHONEPE_CLIENT_ID: 'TICKETSETUUAT',
    PHONEPE_CLIENT_SECRET: 'uat-secret',
    PHONEPE_WEBHOOK_USERNAME: 'ticketsetu_hooks',
    PHONEPE_WEBHOOK_PASSWORD: 'hooks-2026-pass',
  };

  it('never mounts the sandbox, and checks webhooks with the configured credentials', async () => {
    const t = await createModuleTestApp('payments', production);
    try {
      await t.http().post('/api/phonepe-sandbox/v1/oauth/token').type('form').send({}).expect(404);
      await t.http().get('/api/phonepe-sandbox/transact?token=x').expect(404);
      const hook = () => t.http().post('/api/v1/payments/phonepe/webhook');
      const event = { event: 'pg.refund.accepted', payload: {} };
      await hook().set('Authorization', webhookAuthorization('ticketsetu_sandbox', 'x')).send(event).expect(401);
      await hook()
        .set('Authorization', webhookAuthorization('ticketsetu_hooks', 'hooks-2026-pass'))
        .send(event)
        .expect(200);
    } finally {
      await t.close();
    }
  });

  it('without PHONEPE_ENV takes no payments: calls are unavailable and every webhook is refused', async () => {
    const t = await createModuleTestApp('payments', { NODE_ENV: 'production', ...DEMO_COMPANY });
    try {
      await t.http().get('/api/phonepe-sandbox/transact?token=x').expect(404);
      const gateway = t.app.get<PaymentGateway>(PAYMENT_GATEWAY);
      await expect(gateway.orderStatus('TS-1')).rejects.toThrow(PaymentGatewayUnavailable);
      await t
        .http()
        .post('/api/v1/payments/phonepe/webhook')
        .set('Authorization', webhookAuthorization('', ''))
        .send({ event: 'pg.refund.accepted', payload: {} })
        .expect(401);
    } finally {
      await t.close();
    }
  });
});
