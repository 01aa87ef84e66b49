import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../src/modules/payments/index.js';
import { PhonePeSandbox } from '../src/modules/payments/sandbox/phonepe-sandbox.service.js';
import { pgError } from '../src/modules/payments/sandbox/sandbox-wire.js';
import { newSignedInUser } from './harness/auth.js';
import { buying } from './harness/buying.js';
import { createTestApp, type TestApp } from './harness/test-app.js';
import { HoldExpiry } from '../src/modules/orders/application/hold-expiry.js';

type Buyer = Awaited<ReturnType<typeof newSignedInUser>>;
type Answer = Awaited<ReturnType<ReturnType<typeof buying>['pay']>>;

/**
 * Pay repeated while the first is still at work (a double click, a retry), and seats given back
 * while Pays are being refused: two replicas of the app on one database, the listings memo on (as
 * in production), and the built-in sandbox answering its pay call as slowly as PhonePe does. The
 * real PhonePe client runs every time; spies only count its calls.
 */
describe('repeated Pays and seats given back', () => {
  let t: TestApp;
  let replica: TestApp;
  let buy: ReturnType<typeof buying>;
  let starts: jest.Spied<PaymentGateway['createPayment']>[];

  beforeAll(async () => {
    t = await createTestApp({ CATALOG_CACHE_TTL_MS: '2000', PHONEPE_SANDBOX_PAY_LATENCY_MS: '300' }, { listen: true });
    replica = await createTestApp({}, { listen: true, replicaOf: t });
    buy = buying(t);
  });
  afterAll(async () => {
    await replica?.close();
    await t?.close();
  });
  beforeEach(() => {
    starts = [t, replica].map((app) => jest.spyOn(app.app.get<PaymentGateway>(PAYMENT_GATEWAY), 'createPayment'));
  });
  afterEach(() => jest.restoreAllMocks());

  const paymentStarts = () => starts.reduce((sum, spy) => sum + spy.mock.calls.length, 0);

  /** A Pay sent to the other replica, signed in by the same session. */
  const payOnReplica = (buyer: Buyer, body: object, key: string) =>
    request(replica.app.getHttpServer())
      .post('/api/v1/orders')
      .set('Authorization', `Bearer ${buyer.accessToken}`)
      .set('Idempotency-Key', key)
      .send(body);

  /** Every answer is the buyer's one order with its pay page; its payment was started once; its seats are held. */
  async function expectOneLiveOrder(answers: Answer[], buyer: Buyer, listingId: string, seats: number) {
    expect(answers.map((a) => `${a.status} ${a.body.detail ?? ''}`)).toEqual(answers.map(() => '201 '));
    const [first] = answers;
    expect(first!.body.pay_page_url).toMatch(/\/api\/phonepe-sandbox\/transact\?token=/);
    for (const answer of answers) {
      expect(answer.body).toMatchObject({
        id: first!.body.id,
        status: 'pending',
        pay_page_url: first!.body.pay_page_url,
      });
    }
    expect(paymentStarts()).toBe(1);
    const orders = await t.sql('select status, pay_page_url from transactions where buyer_id = ?', [buyer.id]);
    expect(orders).toEqual([{ status: 'pending', pay_page_url: first!.body.pay_page_url }]);
    const [hold] = await t.sql('select status, quantity from listing_holds where order_id = ?', [first!.body.id]);
    expect(hold).toEqual({ status: 'held', quantity: 1 });
    const [stock] = await t.sql('select held_quantity from tickets where id = ?', [listingId]);
    expect(stock).toEqual({ held_quantity: seats });
  }

  it('answers 2 identical Pays sent together with one order, its payment started once', async () => {
    const { listing } = await buy.onSale({ quantity: 3 });
    const buyer = await newSignedInUser(t);
    const body = { listingId: listing.id, quantity: 1, platformId: 'twice@district' };
    const key = randomUUID();
    const answers = await Promise.all([buy.pay(buyer.agent, body, key), buy.pay(buyer.agent, body, key)]);
    await expectOneLiveOrder(answers, buyer, listing.id, 1);
  });

  it('answers 8 identical Pays for the last seat, sent together to two replicas, with one order', async () => {
    const { listing } = await buy.onSale({ quantity: 1 });
    const buyer = await newSignedInUser(t);
    const body = { listingId: listing.id, quantity: 1, platformId: 'eight@district' };
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? payOnReplica(buyer, body, key) : buy.pay(buyer.agent, body, key))),
    );
    await expectOneLiveOrder(answers, buyer, listing.id, 1);
  });

  describe('a key sent again with another request', () => {
    const reused = {
      status: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
      detail: 'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
    };
    const answerOf = (a: Answer) => ({ status: a.status, code: a.body.code, detail: a.body.detail });
    const ordersOf = async (buyer: Buyer) =>
      t.sql<{ id: string; quantity: number }>('select id, quantity from transactions where buyer_id = ?', [buyer.id]);

    it('is refused with 422, changing nothing; the same request again still gets its order', async () => {
      const { listing } = await buy.onSale({ quantity: 4 });
      const buyer = await newSignedInUser(t);
      const body = { listingId: listing.id, quantity: 1, platformId: 'first@district' };
      const key = randomUUID();
      const placed = await buy.pay(buyer.agent, body, key).expect(201);
      starts.forEach((spy) => spy.mockClear());

      const other = await buy.onSale({ quantity: 1 });
      for (const changed of [
        { ...body, quantity: 2 },
        { ...body, platformId: 'second@district' },
        { listingId: other.listing.id, quantity: 1, platformId: 'first@district' },
      ]) {
        expect(answerOf(await buy.pay(buyer.agent, changed, key))).toEqual(reused);
        expect(answerOf(await payOnReplica(buyer, changed, key))).toEqual(reused);
      }
      // The fields in another order are the same request.
      const reordered = { platformId: body.platformId, quantity: 1, listingId: listing.id };
      const again = await buy.pay(buyer.agent, reordered, key).expect(201);
      expect(again.body).toMatchObject({ id: placed.body.id, pay_page_url: placed.body.pay_page_url });
      expect(paymentStarts()).toBe(0);
      expect(await ordersOf(buyer)).toEqual([{ id: placed.body.id, quantity: 1 }]);
      const held = await t.sql('select id, held_quantity from tickets where id in (?, ?) order by held_quantity', [
        listing.id,
        other.listing.id,
      ]);
      expect(held).toEqual([
        { id: other.listing.id, held_quantity: 0 },
        { id: listing.id, held_quantity: 1 },
      ]);
    });

    it.each([
      ['for one listing, on one replica', false, false],
      ['for two listings, on two replicas', true, true],
      ['for the last seat, on two replicas', false, true],
    ])('sent together %s: one is the order, the other refused, never two orders', async (_, twoListings, split) => {
      const one = await buy.onSale({ quantity: split && !twoListings ? 1 : 3 });
      const two = twoListings ? await buy.onSale({ quantity: 3 }) : one;
      const buyer = await newSignedInUser(t);
      const key = randomUUID();
      const bodies = [
        { listingId: one.listing.id, quantity: 1, platformId: 'a@district' },
        { listingId: two.listing.id, quantity: 1, platformId: 'b@district' },
      ];
      const answers = await Promise.all([
        buy.pay(buyer.agent, bodies[0]!, key),
        split ? payOnReplica(buyer, bodies[1]!, key) : buy.pay(buyer.agent, bodies[1]!, key),
      ]);

      expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
      const won = answers.find((a) => a.status === 201)!;
      expect(answerOf(answers.find((a) => a.status === 422)!)).toEqual(reused);
      expect(await ordersOf(buyer)).toEqual([{ id: won.body.id, quantity: 1 }]);
      const [held] = await t.sql<{ held: number }>(
        'select sum(held_quantity)::int as held from tickets where id in (?, ?)',
        [one.listing.id, two.listing.id],
      );
      expect(held!.held).toBe(1);
      expect(paymentStarts()).toBe(1);
    });
  });

  it('answers repeats sent while the payment starts, on this replica and another, with the order being started', async () => {
    const { listing } = await buy.onSale({ quantity: 1 });
    const buyer = await newSignedInUser(t);
    const body = { listingId: listing.id, quantity: 1, platformId: 'repeat@district' };
    const key = randomUUID();
    // The repeats go out once the first Pay's order exists and the gateway has been asked (300 ms to answer).
    let asked!: () => void;
    const gatewayAsked = new Promise<void>((resolve) => (asked = resolve));
    const gateway = t.app.get<PaymentGateway>(PAYMENT_GATEWAY);
    const createPayment = (Object.getPrototypeOf(gateway) as PaymentGateway).createPayment;
    starts[0]!.mockImplementationOnce((payment) => {
      asked();
      return createPayment.call(gateway, payment);
    });
    const first = buy.pay(buyer.agent, body, key).then((answer) => answer);
    await gatewayAsked;
    const repeats = await Promise.all([
      buy.pay(buyer.agent, body, key),
      payOnReplica(buyer, body, key),
      payOnReplica(buyer, body, key),
    ]);
    await expectOneLiveOrder([await first, ...repeats], buyer, listing.id, 1);
  });

  it('asks a repeat to come back when the start has been at the gateway 10 s; makes it again once 60 s old', async () => {
    const { listing } = await buy.onSale({ quantity: 1 });
    const buyer = await newSignedInUser(t);
    const body = { listingId: listing.id, quantity: 1, platformId: 'slow@district' };
    const key = randomUUID();
    const placed = await buy.pay(buyer.agent, body, key).expect(201);
    // As if its start were still at the gateway (or its replica had stopped during it), which never got it.
    const startedAgo = (ms: number) =>
      t.sql('update transactions set pay_page_url = null, payment_starting_since = ? where id = ?', [
        new Date(t.clock.now().getTime() - ms),
        placed.body.id,
      ]);
    await startedAgo(11_000);
    await t.sql("delete from phonepe_sandbox_orders where merchant_order_id = 'ts_' || ?", [placed.body.id]);
    starts.forEach((spy) => spy.mockClear());

    const later = await buy.pay(buyer.agent, body, key).expect(409);
    expect(later.headers['retry-after']).toBe('1');
    expect(later.body).toMatchObject({
      code: 'PAYMENT_SETUP_IN_PROGRESS',
      detail: 'Your payment is still being set up. Please try again in a moment.',
    });
    expect(paymentStarts()).toBe(0);
    const [order] = await t.sql('select status from transactions where id = ?', [placed.body.id]);
    expect(order).toEqual({ status: 'pending' });

    await startedAgo(61_000);
    const again = await buy.pay(buyer.agent, body, key);
    await expectOneLiveOrder([again], buyer, listing.id, 1);
    expect(again.body.id).toBe(placed.body.id);
  });

  it('gives the seats back when the gateway cannot be reached; the same Pay again answers its failed order', async () => {
    const { listing } = await buy.onSale({ quantity: 1 });
    const buyer = await newSignedInUser(t);
    const body = { listingId: listing.id, quantity: 1, platformId: 'down@district' };
    const key = randomUUID();
    jest
      .spyOn(t.app.get(PhonePeSandbox), 'createOrder')
      .mockResolvedValueOnce(pgError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable'));
    const down = await buy.pay(buyer.agent, body, key).expect(503);
    expect(down.body.detail).toBe('Failed to create payment order');
    const [stock] = await t.sql('select held_quantity from tickets where id = ?', [listing.id]);
    expect(stock).toEqual({ held_quantity: 0 });
    starts.forEach((spy) => spy.mockClear());

    const [failed] = await t.sql<{ id: string }>(
      "select id from transactions where buyer_id = ? and status = 'failed'",
      [buyer.id],
    );
    for (const again of [await buy.pay(buyer.agent, body, key), await payOnReplica(buyer, body, key)]) {
      expect(again.status).toBe(201);
      expect(again.body).toMatchObject({ id: failed!.id, status: 'failed', pay_page_url: null });
    }
    expect(paymentStarts()).toBe(0);
    // A new Pay (a new key) holds the seat and starts its payment.
    const next = await buy.pay(buyer.agent, body).expect(201);
    expect(next.body).toMatchObject({ status: 'pending', pay_page_url: expect.stringContaining('token=') });
    const [held] = await t.sql('select held_quantity from tickets where id = ?', [listing.id]);
    expect(held).toEqual({ held_quantity: 1 });
  });

  describe('a seat given back is on sale at once, whatever Pays were refused while it was held', () => {
    /** The last seat, held by one buyer's Pay; another buyer refused while it is held. */
    async function lastSeatHeld() {
      const { listing } = await buy.onSale({ quantity: 1 });
      const [holder, next] = await Promise.all([newSignedInUser(t), newSignedInUser(t)]);
      const body = (who: string) => ({ listingId: listing.id, quantity: 1, platformId: `${who}@district` });
      const held = await buy.pay(holder.agent, body('holder')).expect(201);
      const refused = await buy.pay(next.agent, body('next')).expect(409);
      expect(refused.body.detail).toBe('This ticket is no longer available');
      return { listing, holder, next, held, buyNext: () => buy.pay(next.agent, body('next')) };
    }

    it('after a failed payment', async () => {
      const { holder, held, buyNext } = await lastSeatHeld();
      await buy.decide(held.body.pay_page_url, 'fail').expect(303);
      const failed = await holder.agent.post(`/api/v1/orders/${held.body.id}/status-check`).expect(200);
      expect(failed.body.status).toBe('failed');
      await buyNext().expect(201);
    });

    it('after a hold ran out', async () => {
      const { next, listing, buyNext } = await lastSeatHeld();
      t.clock.advance(10 * 60_000 + 1_000);
      // Refused again: the hold is over but nothing has ended it yet.
      await buy.pay(next.agent, { listingId: listing.id, quantity: 1, platformId: 'next@district' }).expect(409);
      expect(await t.app.get(HoldExpiry).expireHolds()).toBeGreaterThanOrEqual(1);
      await buyNext().expect(201);
    });

    it('after the gateway refused to start the payment', async () => {
      const { listing } = await buy.onSale({ quantity: 1 });
      const [holder, next] = await Promise.all([newSignedInUser(t), newSignedInUser(t)]);
      jest
        .spyOn(t.app.get(PhonePeSandbox), 'createOrder')
        .mockResolvedValueOnce(pgError(400, 'BAD_REQUEST', 'Please check the inputs you have provided.'));
      const refused = await buy.pay(holder.agent, { listingId: listing.id, quantity: 1, platformId: 'h@district' });
      expect(refused.status).toBe(502);
      expect(refused.body.detail).toBe('Failed to create payment order');
      const [order] = await t.sql('select status from transactions where buyer_id = ?', [holder.id]);
      expect(order).toEqual({ status: 'failed' });
      await buy.pay(next.agent, { listingId: listing.id, quantity: 1, platformId: 'n@district' }).expect(201);
    });

    it('after a failed payment settled on another replica', async () => {
      const { holder, held, buyNext } = await lastSeatHeld();
      await buy.decide(held.body.pay_page_url, 'fail').expect(303);
      const failed = await request(replica.app.getHttpServer())
        .post(`/api/v1/orders/${held.body.id}/status-check`)
        .set('Authorization', `Bearer ${holder.accessToken}`)
        .expect(200);
      expect(failed.body.status).toBe('failed');
      await buyNext().expect(201);
    });
  });
});
