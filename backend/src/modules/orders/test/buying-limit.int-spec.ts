import { randomUUID } from 'node:crypto';
import { buyingLimitMessage } from '@ticketsetu/contracts/rules';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { factories } from '../../../../test/harness/factories.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';
import { HoldExpiry } from '../application/hold-expiry.js';

type Agent = Awaited<ReturnType<typeof newSignedInUser>>['agent'];

/**
 * Buying limits against touts (ADR 70), orders booted alone: an event's cap per buyer holds across its
 * listings, counts held and bought tickets but not what an order gave back, and two checkouts racing on
 * two listings cannot both pass it.
 */
describe('buying limits', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;

  beforeAll(async () => {
    t = await createModuleTestApp('orders', {}, { listen: true });
    make = factories(t);
  });
  afterAll(() => t.close());

  /** An event capped at `max` per buyer, with `listings` listings of `quantity` each by different sellers. */
  async function cappedEvent(max: number | null, listings = 2, quantity = 4) {
    const event = await make.event({ maxTicketsPerBuyer: max, transferInstructions: 'Transfer in the app' });
    const made = [];
    for (let i = 0; i < listings; i++) {
      const seller = await newSignedInUser(t);
      made.push(
        await make.listing(event, { id: seller.id }, { quantity, price: 100_000, mobileTicketType: 'district' }),
      );
    }
    return { event, listings: made };
  }

  const pay = (agent: Agent, listingId: string, quantity: number) =>
    agent
      .post('/api/v1/orders')
      .set('Idempotency-Key', randomUUID())
      .send({ listingId, quantity, platformId: 'buyer@district' });
  function decide(payPageUrl: string, action: 'pay' | 'fail') {
    const token = new URL(payPageUrl).searchParams.get('token')!;
    return t.http().post('/api/phonepe-sandbox/transact').type('form').send({ token, action });
  }
  const held = async (listingId: string) =>
    (await t.sql<{ held_quantity: number }>('select held_quantity from tickets where id = ?', [listingId]))[0]!
      .held_quantity;

  it('one buyer, two checkouts racing on two listings, each within the cap alone but over it together: exactly one succeeds', async () => {
    for (let round = 0; round < 4; round++) {
      const { listings } = await cappedEvent(4);
      const buyer = await newSignedInUser(t);
      const results = await Promise.all(listings.map((listing) => pay(buyer.agent, listing.id, 3)));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409]);
      const refused = results.find((r) => r.status === 409)!;
      expect(refused.body.detail).toBe(
        'You can buy at most 4 tickets for this event. You already have 3 tickets, so you can buy 1 more.',
      );
      expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(refused.body.errors).toMatchObject([{ field: 'quantity', message: refused.body.detail }]);
      // The refused checkout held nothing: 3 seats held in all, on the winner's listing.
      expect((await held(listings[0]!.id)) + (await held(listings[1]!.id))).toBe(3);
    }
  });

  it('counts held and bought tickets across the event’s listings; what a failed, expired or refunded order gave back is free again', async () => {
    const { listings } = await cappedEvent(4);
    const [a, b] = [listings[0]!.id, listings[1]!.id];
    const buyer = await newSignedInUser(t);
    const summary = async (listingId: string) =>
      (await buyer.agent.get(`/api/v1/checkout/${listingId}`).expect(200)).body;
    expect(await summary(a)).toMatchObject({
      max_quantity: 4,
      tickets_already: 0,
      event: { max_tickets_per_buyer: 4 },
    });

    // A paid order of 2 on one listing counts on the other.
    const bought = await pay(buyer.agent, a, 2).expect(201);
    await decide(bought.body.pay_page_url, 'pay').expect(303);
    await buyer.agent.post(`/api/v1/orders/${bought.body.id}/status-check`).expect(200);
    expect(await summary(b)).toMatchObject({ max_quantity: 2, tickets_already: 2 });
    const over = await pay(buyer.agent, b, 3).expect(409);
    expect(over.body.detail).toBe(buyingLimitMessage(4, 2));

    // A failed payment gives its tickets back.
    const failed = await pay(buyer.agent, b, 2).expect(201);
    expect(await summary(b)).toMatchObject({ max_quantity: 0, tickets_already: 4 });
    expect((await pay(buyer.agent, a, 1).expect(409)).body.detail).toBe(
      'You can buy at most 4 tickets for this event. You already have 4 tickets, so you cannot buy more.',
    );
    await decide(failed.body.pay_page_url, 'fail').expect(303);
    await buyer.agent.post(`/api/v1/orders/${failed.body.id}/status-check`).expect(200);
    expect(await summary(b)).toMatchObject({ tickets_already: 2 });

    // A hold that ran out counts no more, even before the expiry job marks its order.
    await pay(buyer.agent, b, 2).expect(201);
    expect((await pay(buyer.agent, b, 1).expect(409)).body.detail).toBe(buyingLimitMessage(4, 4));
    t.clock.advance(10 * 60_000 + 1_000);
    expect(await summary(b)).toMatchObject({ tickets_already: 2 });
    await t.app.get(HoldExpiry).expireHolds();

    // A refunded order gives its tickets back too.
    await t.sql("update transactions set status = 'refunded' where id = ?", [bought.body.id]);
    expect(await summary(b)).toMatchObject({ tickets_already: 0, max_quantity: 4 });
    await pay(buyer.agent, b, 4).expect(201);

    // Another buyer has a cap of their own.
    const other = await newSignedInUser(t);
    await pay(other.agent, a, 2).expect(201);
  });

  it('leaves an event without a cap as it was, and a cap of 1 says so in the singular', async () => {
    const free = await cappedEvent(null, 2, 6);
    const buyer = await newSignedInUser(t);
    await pay(buyer.agent, free.listings[0]!.id, 6).expect(201);
    await pay(buyer.agent, free.listings[1]!.id, 6).expect(201);
    expect((await buyer.agent.get(`/api/v1/checkout/${free.listings[1]!.id}`).expect(200)).body).toMatchObject({
      tickets_already: 0,
      event: { max_tickets_per_buyer: null },
    });

    const one = await cappedEvent(1, 1);
    const refused = await pay(buyer.agent, one.listings[0]!.id, 2).expect(409);
    expect(refused.body.detail).toBe('You can buy at most 1 ticket for this event.');
  });
});
