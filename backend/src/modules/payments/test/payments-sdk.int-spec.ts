import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { PHONEPE_SETTINGS, type PhonePeSettings } from '../infrastructure/phonepe-settings.js';
import { PhonePeSandboxWorker } from '../sandbox/phonepe-sandbox.worker.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

/**
 * PhonePe's official Node SDK (npm pg-sdk-node), unchanged, with its SANDBOX base URLs pointed at the
 * built-in sandbox instead of api-preprod.phonepe.com: if the sandbox answers as PhonePe documents,
 * the SDK cannot tell the difference. The SDK is CommonJS with loose typings, hence require().
 */
const require = createRequire(import.meta.url);
/* eslint-disable @typescript-eslint/no-explicit-any */
const sdk = require('pg-sdk-node') as any;
const { BaseUrl } = require('pg-sdk-node/dist/common/constants/BaseUrl') as {
  BaseUrl: Record<'SANDBOX', { PG_HOST_URL: string; OAUTH_HOST_URL: string }>;
};

interface Captured {
  authorization: string | undefined;
  body: string;
}

describe("PhonePe's official Node SDK against the built-in sandbox", () => {
  let t: TestApp;
  let client: any;
  let settings: PhonePeSettings;
  let hooks: Server;
  const captured: Captured[] = [];

  beforeAll(async () => {
    // The sandbox's webhooks go to this stand-in for a merchant server, so the SDK can check them.
    hooks = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        captured.push({ authorization: req.headers.authorization, body });
        res.end('ok');
      });
    }).listen(0, '127.0.0.1');
    await once(hooks, 'listening');
    const hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/phonepe/webhook`;

    t = await createModuleTestApp('payments', { PHONEPE_SANDBOX_WEBHOOK_URL: hookUrl }, { listen: true });
    settings = t.app.get<PhonePeSettings>(PHONEPE_SETTINGS);
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    BaseUrl.SANDBOX.PG_HOST_URL = `http://127.0.0.1:${port}/api/phonepe-sandbox`;
    BaseUrl.SANDBOX.OAUTH_HOST_URL = `http://127.0.0.1:${port}/api/phonepe-sandbox`;
    client = sdk.StandardCheckoutClient.getInstance(
      settings.clientId,
      settings.clientSecret,
      settings.clientVersion,
      sdk.Env.SANDBOX,
      false,
    );
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => hooks.close(resolve));
  });

  it('creates a payment, reads its status, pays, refunds, and validates the signed webhooks', async () => {
    const merchantOrderId = `SDK-${randomUUID()}`;
    const request = sdk.StandardCheckoutPayRequest.builder()
      .merchantOrderId(merchantOrderId)
      .amount(1_500_00)
      .redirectUrl(`http://localhost:5173/payment-result?order_id=${merchantOrderId}`)
      .metaInfo(sdk.MetaInfo.builder().udf1('listing-7').build())
      .expireAfter(900)
      .build();
    const created = await client.pay(request);
    expect(created.state).toBe('PENDING');
    expect(created.orderId).toMatch(/^OMO/);
    expect(created.expireAt).toBeGreaterThan(Date.now());

    const pending = await client.getOrderStatus(merchantOrderId);
    expect(pending).toMatchObject({ orderId: created.orderId, state: 'PENDING', amount: 1_500_00 });
    expect(pending.metaInfo).toEqual({ udf1: 'listing-7' });

    // The buyer presses Pay on the page the SDK's redirectUrl leads to.
    const page = new URL(created.redirectUrl);
    await t
      .http()
      .post('/api/phonepe-sandbox/transact')
      .type('form')
      .send({ token: page.searchParams.get('token'), action: 'pay' })
      .expect(303);
    const completed = await client.getOrderStatus(merchantOrderId, true);
    expect(completed.state).toBe('COMPLETED');
    expect(completed.paymentDetails[0]).toMatchObject({ state: 'COMPLETED', amount: 1_500_00 });

    const merchantRefundId = `SDKR-${randomUUID()}`;
    const refund = await client.refund(
      sdk.RefundRequest.builder()
        .merchantRefundId(merchantRefundId)
        .originalMerchantOrderId(merchantOrderId)
        .amount(500_00)
        .build(),
    );
    expect(refund).toMatchObject({ state: 'PENDING', amount: 500_00 });
    await t.app.get(PhonePeSandboxWorker).drain();
    expect(await client.getRefundStatus(merchantRefundId)).toMatchObject({
      merchantRefundId,
      originalMerchantOrderId: merchantOrderId,
      state: 'COMPLETED',
      amount: 500_00,
    });

    // Both webhooks pass the SDK's own check with the configured username and password.
    const events = captured.map((hook) =>
      client.validateCallback(settings.webhookUsername, settings.webhookPassword, hook.authorization, hook.body),
    );
    expect(events).toMatchObject([
      { event: 'checkout.order.completed', payload: { merchantOrderId, state: 'COMPLETED', amount: 1_500_00 } },
      { event: 'pg.refund.completed', payload: { merchantRefundId, state: 'COMPLETED', amount: 500_00 } },
    ]);
    expect(() =>
      client.validateCallback(settings.webhookUsername, 'wrong', captured[0]!.authorization, captured[0]!.body),
    ).toThrow('Invalid Callback');
  });

  it("surfaces the sandbox's errors as the SDK's typed exceptions", async () => {
    const tooSmall = await client
      .pay(
        sdk.StandardCheckoutPayRequest.builder()
          .merchantOrderId(`SDK-${randomUUID()}`)
          .amount(99)
          .redirectUrl('http://localhost:5173/')
          .build(),
      )
      .catch((e: unknown) => e);
    expect(tooSmall).toBeInstanceOf(sdk.BadRequest);
    expect(tooSmall).toMatchObject({ httpStatusCode: 400, code: 'BAD_REQUEST' });

    const unknown = await client.getOrderStatus(`SDK-${randomUUID()}`).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(sdk.ResourceNotFound);
    expect(unknown).toMatchObject({ httpStatusCode: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found' });
  });
});
