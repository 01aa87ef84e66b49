import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { paise } from '@ticketsetu/contracts/money';
import { LedgerService, rewardEarned } from '../../ledger/index.js';
import { InventoryService } from '../../listings/index.js';
import { SettlementService } from '../index.js';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { factories } from '../../../../test/harness/factories.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';
import { HoldExpiry } from '../application/hold-expiry.js';

type Agent = Awaited<ReturnType<typeof newSignedInUser>>['agent'];

/**
 * Buying through the real checkout, the real PhonePe adapter and the built-in sandbox over HTTP, orders booted
 * alone with what it imports: failed, pending and late payments, refusals, races and rewards credit. A sale on
 * to its transfer and the seller's earnings: backend/test/buying.int-spec.ts.
 */
describe('buying', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let settlement: SettlementService;

  beforeAll(async () => {
    t = await createModuleTestApp('orders', {}, { listen: true });
    make = factories(t);
    settlement = t.app.get(SettlementService);
  });
  afterAll(() => t.close());

  async function onSale(
    options: { quantity?: number; price?: number; buyerFeePercent?: number; type?: 'physical' } = {},
  ) {
    const seller = await newSignedInUser(t);
    const event = await make.event({
      buyerFeePercent: options.buyerFeePercent ?? 0,
      sellerFeePercent: 5,
      transferInstructions: 'Transfer in the app',
    });
    const listing = await make.listing(
      event,
      { id: seller.id },
      {
        quantity: options.quantity ?? 2,
        price: options.price ?? 150_000,
        ...(options.type === 'physical'
          ? {
              ticketType: 'physical',
              mobileTicketType: null,
              pickupAddress: '1 MG Road, Bengaluru, Karnataka - 560001',
            }
          : { mobileTicketType: 'district' }),
      },
    );
    return { seller, event, listing };
  }

  const pay = (agent: Agent, body: object, key = randomUUID()) =>
    agent.post('/api/v1/orders').set('Idempotency-Key', key).send(body);

  /** Clicks a button on the sandbox's hosted pay page, as the buyer's browser would. */
  function decide(payPageUrl: string, action: 'pay' | 'fail' | 'pending') {
    const token = new URL(payPageUrl).searchParams.get('token')!;
    return t.http().post('/api/phonepe-sandbox/transact').type('form').send({ token, action });
  }

  it('a failed payment releases the seats; a pending one stays pending until the gateway decides', async () => {
    const { listing } = await onSale({ quantity: 1 });
    const buyer = await newSignedInUser(t);
    const failed = await pay(buyer.agent, { listingId: listing.id, quantity: 1, platformId: 'me@bms' }).expect(201);
    await decide(failed.body.pay_page_url, 'fail').expect(303);
    const result = await buyer.agent.post(`/api/v1/orders/${failed.body.id}/status-check`).expect(200);
    expect(result.body).toMatchObject({
      status: 'failed',
      failure_reason: 'Your payment could not be completed. Please try again.',
    });
    expect((await t.sql('select held_quantity from tickets where id = ?', [listing.id]))[0]).toEqual({
      held_quantity: 0,
    });

    const pending = await pay(buyer.agent, { listingId: listing.id, quantity: 1, platformId: 'me@bms' }).expect(201);
    await decide(pending.body.pay_page_url, 'pending').expect(303);
    expect((await buyer.agent.post(`/api/v1/orders/${pending.body.id}/status-check`).expect(200)).body.status).toBe(
      'pending',
    );
  });

  it('expires a hold after 10 minutes: the order fails, the seats return, and a late payment is refunded', async () => {
    const { listing } = await onSale({ quantity: 1 });
    const buyer = await newSignedInUser(t);
    const rival = await newSignedInUser(t);
    const placed = await pay(buyer.agent, { listingId: listing.id, quantity: 1, platformId: 'late@bms' }).expect(201);
    expect(await t.app.get(HoldExpiry).expireHolds()).toBe(0);
    t.clock.advance(10 * 60_000 + 1_000);
    expect(await t.app.get(HoldExpiry).expireHolds()).toBeGreaterThanOrEqual(1);
    const expired = await buyer.agent.get(`/api/v1/orders/${placed.body.id}`).expect(200);
    expect(expired.body).toMatchObject({ status: 'failed' });

    // Someone else buys the seats meanwhile...
    const other = await pay(rival.agent, { listingId: listing.id, quantity: 1, platformId: 'rival@bms' }).expect(201);
    await decide(other.body.pay_page_url, 'pay').expect(303);
    await rival.agent.post(`/api/v1/orders/${other.body.id}/status-check`).expect(200);
    // ...then the first buyer's payment arrives late (the sandbox still takes it): refunded in full.
    await settlement.apply(placed.body.id, { state: 'COMPLETED', amount: placed.body.amount, transactionId: 'OMlate' });
    const late = await buyer.agent.get(`/api/v1/orders/${placed.body.id}`).expect(200);
    expect(late.body).toMatchObject({ status: 'refunded', refund_state: 'PENDING' });
    expect(late.body.failure_reason).toMatch(/refunded in full/);
    expect((await t.sql('select sold_quantity from tickets where id = ?', [listing.id]))[0]).toEqual({
      sold_quantity: 1,
    });
  });

  it('refuses what cannot be bought: own listing, sold out, unknown, and another buyer cannot see an order', async () => {
    const { seller, listing } = await onSale({ quantity: 1 });
    const own = await pay(seller.agent, { listingId: listing.id, quantity: 1, platformId: 'me@district' }).expect(409);
    expect(own.body.detail).toBe('You cannot buy your own tickets');
    const buyer = await newSignedInUser(t);
    const tooMany = await pay(buyer.agent, { listingId: listing.id, quantity: 2, platformId: 'x@d' }).expect(409);
    expect(tooMany.body.detail).toBe('This ticket is no longer available');
    await pay(buyer.agent, { listingId: randomUUID(), quantity: 1, platformId: 'x@d' }).expect(404);
    await buyer.agent.get(`/api/v1/checkout/${randomUUID()}`).expect(404);
    await buyer.agent
      .post('/api/v1/orders')
      .send({ listingId: listing.id, quantity: 1, platformId: 'x@d' })
      .expect(400);

    const placed = await pay(buyer.agent, { listingId: listing.id, quantity: 1, platformId: 'x@d' }).expect(201);
    const stranger = await newSignedInUser(t);
    const hidden = await stranger.agent.get(`/api/v1/orders/${placed.body.id}`).expect(404);
    expect(hidden.body.detail).toBe('Transaction data not found');
    await stranger.agent.post(`/api/v1/orders/${placed.body.id}/status-check`).expect(404);
    await t.http().get(`/api/v1/orders/${placed.body.id}`).expect(401);
  });

  it('holds exactly 5 seats when 50 buyers race for the last 5 through the checkout', async () => {
    const { listing } = await onSale({ quantity: 6 });
    await t.sql('update tickets set sold_quantity = 1 where id = ?', [listing.id]);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => newSignedInUser(t)));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        pay(buyers[i % 10]!.agent, { listingId: listing.id, quantity: 1, platformId: `b${i}@d` }),
      ),
    );
    const statuses = results.map((r) => `${r.status} ${r.body.detail ?? ''}`);
    expect(statuses.filter((s) => s.startsWith('201'))).toHaveLength(5);
    expect(statuses.filter((s) => s === '409 This ticket is no longer available')).toHaveLength(45);
    expect(results.every((r) => r.status === 201 || r.body.detail === 'This ticket is no longer available')).toBe(true);
    const [stock] = await t.sql('select sold_quantity, held_quantity from tickets where id = ?', [listing.id]);
    expect(stock).toEqual({ sold_quantity: 1, held_quantity: 5 });
  });

  it('applies rewards credit at checkout and books it in the ledger', async () => {
    const { listing } = await onSale({ quantity: 2, price: 100_000 });
    const buyer = await newSignedInUser(t);
    await t.em().transactional((em) =>
      t.app.get(LedgerService).post(
        em,
        rewardEarned({
          key: `test:${buyer.id}`,
          buyerId: buyer.id,
          amount: paise(30_000),
          occurredAt: t.clock.now(),
        }),
      ),
    );
    expect((await buyer.agent.get(`/api/v1/checkout/${listing.id}`).expect(200)).body.rewards_credit).toBe(30_000);
    const placed = await pay(buyer.agent, { listingId: listing.id, quantity: 1, platformId: 'c@d' }).expect(201);
    expect(placed.body).toMatchObject({ subtotal: 100_000, credit_applied: 30_000, amount: 70_000 });
    // While it is pending, the credit is set aside for it.
    expect((await buyer.agent.get(`/api/v1/checkout/${listing.id}`).expect(200)).body.rewards_credit).toBe(0);
    await decide(placed.body.pay_page_url, 'pay').expect(303);
    await buyer.agent.post(`/api/v1/orders/${placed.body.id}/status-check`).expect(200);
    expect(await t.app.get(LedgerService).balance('rewards_liability', buyer.id)).toBe(0);
    expect(await t.app.get(LedgerService).checkInvariants()).toEqual([]);
  });
});

/**
 * A rush in one process (ADR 72): no turns, no memo; the order's unique key and the listing's row lock
 * decide, and a Pay whose listing read shows no seats is refused without a transaction.
 */
describe('buying in a rush', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;

  beforeAll(async () => {
    t = await createModuleTestApp('orders', { CATALOG_CACHE_TTL_MS: '2000' }, { listen: true });
    make = factories(t);
  });
  afterAll(() => t.close());

  it('sells the last 2 seats to 2 of 30 racing buyers, the refused ones leaving no order or hold behind', async () => {
    const seller = await newSignedInUser(t);
    const event = await make.event({ buyerFeePercent: 5 });
    const listing = await make.listing(event, { id: seller.id }, { quantity: 2, mobileTicketType: 'district' });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => newSignedInUser(t)));
    const holds = jest.spyOn(t.app.get(InventoryService), 'hold');
    try {
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          buyers[i % 10]!.agent.post('/api/v1/orders')
            .set('Idempotency-Key', randomUUID())
            .send({ listingId: listing.id, quantity: 1, platformId: `b${i}@district` }),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(2);
      expect(
        results.filter((r) => r.status === 409 && r.body.detail === 'This ticket is no longer available'),
      ).toHaveLength(28);
      // At least one hold per seat, at most one per Pay; a refused hold rolled its order back with it.
      expect(holds.mock.calls.length).toBeGreaterThanOrEqual(2);
      expect(holds.mock.calls.length).toBeLessThanOrEqual(30);
      const rows = await t.sql(
        `select (select count(*)::int from transactions where ticket_id = ?) as orders,
                (select count(*)::int from listing_holds where listing_id = ?) as holds`,
        [listing.id, listing.id],
      );
      expect(rows).toEqual([{ orders: 2, holds: 2 }]);
      const [stock] = await t.sql('select sold_quantity, held_quantity from tickets where id = ?', [listing.id]);
      expect(stock).toEqual({ sold_quantity: 0, held_quantity: 2 });
    } finally {
      holds.mockRestore();
    }
  });
});
