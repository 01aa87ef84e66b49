import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { Breakers } from '../../../shared/infrastructure/breakers.js';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { factories } from '../../../../test/harness/factories.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import {
  drainPhonePeSandbox,
  holdNextPaymentStartAnswer,
  refuseNextPaymentStart,
} from '../../../../test/harness/phonepe-sandbox.js';
import { startTcpProxy, type TcpProxy } from '../../../../test/harness/tcp-proxy.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

type Agent = Awaited<ReturnType<typeof newSignedInUser>>['agent'];

/**
 * The payment gateway's breaker (ADR 50), seen from the checkout: PhonePe (the built-in sandbox,
 * behind a TCP proxy this test drops and stalls) fails a few times, then Pay answers 503 'Failed to
 * create payment order' with Retry-After at once, without asking PhonePe; after the reset time one
 * trial goes through and closes it. A payment made meanwhile is not lost, and counts once. A Pay whose
 * payment could not be started (refused, timed out, breaker open) gives its seats back at once (ADR 59).
 */
describe('the payment gateway breaker', () => {
  const GATEWAY_TIMEOUT_MS = 300;
  let t: TestApp;
  let proxy: TcpProxy;
  let make: ReturnType<typeof factories>;
  const gatewayBreaker = () =>
    t.app
      .get(Breakers)
      .states()
      .find((b) => b.name === 'payment_gateway')?.state;
  /** Waits until the breaker is in `state`, looking every 20 ms (it moves on opossum's own timer). */
  const until = async (state: string) => {
    while (gatewayBreaker() !== state) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  beforeAll(async () => {
    proxy = await startTcpProxy();
    const sandbox = `http://127.0.0.1:${proxy.port}/api/phonepe-sandbox`;
    t = await createModuleTestApp(
      'orders',
      {
        PHONEPE_AUTH_BASE_URL: sandbox,
        PHONEPE_PG_BASE_URL: sandbox,
        PHONEPE_TIMEOUT_MS: String(GATEWAY_TIMEOUT_MS),
        // Long enough that the refused Pay below finishes before the half-open trial, even on a busy
        // machine (3 s was not: a CI run's Pay took longer and met the trial).
        PAYMENT_BREAKER_RESET_MS: '10000',
      },
      { listen: true },
    );
    proxy.setTarget((t.app.getHttpServer().address() as { port: number }).port);
    make = factories(t);
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });
  afterEach(() => jest.restoreAllMocks());

  async function onSale(quantity: number) {
    const seller = await newSignedInUser(t);
    const event = await make.event({ buyerFeePercent: 0, sellerFeePercent: 5, transferInstructions: 'In the app' });
    return make.listing(event, { id: seller.id }, { quantity, price: 150_000, mobileTicketType: 'district' });
  }
  const pay = (agent: Agent, listingId: string, key = randomUUID()) =>
    agent.post('/api/v1/orders').set('Idempotency-Key', key).send({ listingId, quantity: 1, platformId: 'me@bms' });
  const held = async (listingId: string) =>
    (await t.sql<{ held: number }>('select held_quantity as held from tickets where id = ?', [listingId]))[0]!.held;
  /** The buyer's orders: each failed as not started, its hold given back. */
  const expectEndedUnstarted = async (buyerId: string, count: number) => {
    const orders = await t.sql(
      `select t.status, t.failure_reason, t.ended_before_payment, h.status as hold
         from transactions t join listing_holds h on h.order_id = t.hold_id where t.buyer_id = ?`,
      [buyerId],
    );
    expect(orders).toEqual(
      Array.from({ length: count }, () => ({
        status: 'failed',
        failure_reason: 'Failed to create payment order',
        ended_before_payment: 'start_failed',
        hold: 'released',
      })),
    );
  };
  const expectPaymentsUnavailable = (res: { status: number; headers: Record<string, string>; body: unknown }) => {
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.body).toMatchObject({ code: 'GATEWAY_UNAVAILABLE', detail: 'Failed to create payment order' });
  };

  it('a stalled gateway opens the breaker: then Pay answers 503 at once without asking it; a trial closes it', async () => {
    const listing = await onSale(6);
    const buyer = await newSignedInUser(t);
    proxy.setMode('stall');
    // Each of these waits out the client's timeout: three failures in a row open the breaker.
    for (let i = 0; i < 3; i++) expectPaymentsUnavailable(await pay(buyer.agent, listing.id));
    expect(gatewayBreaker()).toBe('open');

    const asked = proxy.asked;
    expectPaymentsUnavailable(await pay(buyer.agent, listing.id));
    expect(proxy.asked).toBe(asked);

    proxy.setMode('pass');
    await until('half_open');
    const placed = await pay(buyer.agent, listing.id).expect(201);
    expect(placed.body.pay_page_url).toEqual(expect.any(String));
    expect(gatewayBreaker()).toBe('closed');
  });

  it('gives the seats of a Pay whose payment could not start back at once: refused, timed out, breaker open', async () => {
    const listing = await onSale(2);
    const [refusedBuyer, stalledBuyer, nextBuyer] = await Promise.all([
      newSignedInUser(t),
      newSignedInUser(t),
      newSignedInUser(t),
    ]);
    refuseNextPaymentStart(t);
    const refused = await pay(refusedBuyer.agent, listing.id).expect(502);
    expect(refused.body).toMatchObject({ code: 'PAYMENT_FAILED_TO_START', detail: 'Failed to create payment order' });
    expect(await held(listing.id)).toBe(0);
    await expectEndedUnstarted(refusedBuyer.id, 1);

    // The listing's last two seats, asked for again and again while PhonePe does not answer.
    proxy.setMode('stall');
    for (let i = 0; i < 3; i++) {
      expectPaymentsUnavailable(await pay(stalledBuyer.agent, listing.id));
      expect(await held(listing.id)).toBe(0);
    }
    expect(gatewayBreaker()).toBe('open');
    expectPaymentsUnavailable(await pay(stalledBuyer.agent, listing.id));
    expectPaymentsUnavailable(await pay(nextBuyer.agent, listing.id));
    expect(await held(listing.id)).toBe(0);
    await expectEndedUnstarted(stalledBuyer.id, 4);

    // The same Pay again (the browser's retry of a 503) gets its failed order, and holds nothing.
    const key = randomUUID();
    expectPaymentsUnavailable(await pay(nextBuyer.agent, listing.id, key));
    const again = await pay(nextBuyer.agent, listing.id, key).expect(201);
    expect(again.body).toMatchObject({ status: 'failed', failure_reason: 'Failed to create payment order' });
    expect(await held(listing.id)).toBe(0);

    proxy.setMode('pass');
    await until('half_open');
    const placed = await pay(nextBuyer.agent, listing.id).expect(201);
    expect(placed.body).toMatchObject({ status: 'pending', pay_page_url: expect.any(String) });
    await pay(refusedBuyer.agent, listing.id).expect(201);
    expect(await held(listing.id)).toBe(2);
  });

  it('refunds a payment the gateway took for a start that timed out: the buyer was told it failed', async () => {
    const listing = await onSale(1);
    const buyer = await newSignedInUser(t);
    // PhonePe makes the payment but its answer comes after our client gave up waiting.
    const late = holdNextPaymentStartAnswer(t);
    expectPaymentsUnavailable(await pay(buyer.agent, listing.id));
    late.answer();
    expect(await held(listing.id)).toBe(0);
    await expectEndedUnstarted(buyer.id, 1);

    // Nobody was sent its pay page, but say it is paid there anyway: refunded in full, never sold.
    const token = new URL(late.payPage()).searchParams.get('token')!;
    await t.http().post('/api/phonepe-sandbox/transact').type('form').send({ token, action: 'pay' }).expect(303);
    await drainPhonePeSandbox(t);
    const [order] = await t.sql('select id from transactions where buyer_id = ?', [buyer.id]);
    const refunded = await buyer.agent.get(`/api/v1/orders/${(order as { id: string }).id}`).expect(200);
    expect(refunded.body).toMatchObject({
      status: 'refunded',
      failure_reason:
        'Your payment arrived after we told you it could not be started, so nothing was bought. It is refunded in full.',
    });
    expect((await t.sql('select sold_quantity, held_quantity from tickets where id = ?', [listing.id]))[0]).toEqual({
      sold_quantity: 0,
      held_quantity: 0,
    });
  });

  it('a payment confirmed while the breaker is open is settled once it closes, once', async () => {
    const listing = await onSale(1);
    const buyer = await newSignedInUser(t);
    const placed = await pay(buyer.agent, listing.id).expect(201);
    const token = new URL(placed.body.pay_page_url).searchParams.get('token')!;
    await t.http().post('/api/phonepe-sandbox/transact').type('form').send({ token, action: 'pay' }).expect(303);

    // PhonePe goes away before the app hears of the payment: the result page's checks fail and open it.
    proxy.setMode('drop');
    while (gatewayBreaker() !== 'open') {
      const check = await buyer.agent.post(`/api/v1/orders/${placed.body.id}/status-check`).expect(503);
      expect(check.body.detail).toBe('Failed to check order status');
    }
    // The webhook arrives meanwhile; its status check meets the open breaker, so it is not acknowledged...
    await drainPhonePeSandbox(t);
    expect((await buyer.agent.get(`/api/v1/orders/${placed.body.id}`).expect(200)).body.status).toBe('pending');

    // ...and is sent again later, when PhonePe answers: settled once.
    proxy.setMode('pass');
    await until('half_open');
    t.clock.advance(60_000);
    await drainPhonePeSandbox(t);
    expect(gatewayBreaker()).toBe('closed');
    const settled = await buyer.agent.post(`/api/v1/orders/${placed.body.id}/status-check`).expect(200);
    expect(settled.body.status).toBe('completed');
    expect((await t.sql('select sold_quantity, held_quantity from tickets where id = ?', [listing.id]))[0]).toEqual({
      sold_quantity: 1,
      held_quantity: 0,
    });
  });
});
