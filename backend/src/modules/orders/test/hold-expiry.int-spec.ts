import { randomUUID } from 'node:crypto';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { factories } from '../../../../test/harness/factories.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';
import { HoldExpiry } from '../application/hold-expiry.js';
import { heldTicketsSql, holdsTickets } from '../domain/buying-limit.js';
import { HOLD_RAN_OUT, Order } from '../domain/order.entity.js';

/**
 * One expiry time, the hold's (ADR 72): the order reads it, the buying limit's SQL twin agrees with its
 * rule over every status and hold time, and one pass fails exactly the pending orders whose hold ran out.
 */
describe("an order's hold time", () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;

  beforeAll(async () => {
    t = await createModuleTestApp('orders', {}, { listen: true });
    make = factories(t);
  });
  afterAll(() => t.close());

  it('is the hold row’s, in the API, the entity, the buying-limit count and the one expiry pass', async () => {
    const seller = await newSignedInUser(t);
    const event = await make.event({ transferInstructions: 'Transfer in the app' });
    const listing = await make.listing(event, { id: seller.id }, { quantity: 6, mobileTicketType: 'district' });
    const buyer = await newSignedInUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const placed = await buyer.agent
        .post('/api/v1/orders')
        .set('Idempotency-Key', randomUUID())
        .send({ listingId: listing.id, quantity: 1, platformId: 'me@district' })
        .expect(201);
      const [hold] = await t.sql<{ expires_at: Date }>('select expires_at from listing_holds where order_id = ?', [
        placed.body.id,
      ]);
      expect(new Date(placed.body.hold_expires_at)).toEqual(new Date(hold!.expires_at));
      const read = await buyer.agent.get(`/api/v1/orders/${placed.body.id}`).expect(200);
      expect(read.body.hold_expires_at).toBe(placed.body.hold_expires_at);
      ids.push(placed.body.id);
    }
    // Every status, each with its hold's time passed and not yet: pending (2), completed, failed, refunded.
    const now = t.clock.now();
    const past = new Date(now.getTime() - 1_000);
    const shape: [string, Date][] = [
      ['pending', new Date(now.getTime() + 60_000)],
      ['pending', past],
      ['completed', past],
      ['failed', new Date(now.getTime() + 60_000)],
      ['refunded', past],
      ['pending', now], // ends at this very instant: it holds nothing
    ];
    for (const [i, [status, ends]] of shape.entries()) {
      await t.sql('update transactions set status = ? where id = ?', [status, ids[i]]);
      await t.sql('update listing_holds set expires_at = ? where order_id = ?', [ends, ids[i]]);
    }

    const orders = await t
      .em()
      .fork()
      .find(Order, { id: { $in: ids } });
    const counted = await t.sql<{ id: string; holds: boolean }>(
      `select t.id, ${heldTicketsSql} as holds from transactions t where t.id = any(?::uuid[])`,
      [now, `{${ids.join(',')}}`],
    );
    for (const order of orders) {
      const i = ids.indexOf(order.id);
      expect({ i, expires: order.holdExpiresAt }).toEqual({ i, expires: shape[i]![1] }); // a Date, the hold's
      expect({ i, holds: counted.find((row) => row.id === order.id)!.holds }).toEqual({
        i,
        holds: holdsTickets(order, now),
      });
    }
    expect(
      orders
        .filter((order) => holdsTickets(order, now))
        .map((order) => ids.indexOf(order.id))
        .sort(),
    ).toEqual([0, 2]);

    // One pass: the two pending orders whose hold's time came fail, their seats back; nothing is left for a second.
    const expiry = t.app.get(HoldExpiry);
    expect(await expiry.expireHolds()).toBe(2);
    expect(await expiry.expireHolds()).toBe(0);
    const after = await t.sql<{ id: string; status: string; failure_reason: string | null; hold: string }>(
      `select t.id, t.status, t.failure_reason, h.status as hold
         from transactions t join listing_holds h on h.order_id = t.hold_id where t.id = any(?::uuid[])`,
      [`{${ids.join(',')}}`],
    );
    const of = (i: number) => after.find((row) => row.id === ids[i])!;
    expect([of(1), of(5)].map((row) => [row.status, row.failure_reason, row.hold])).toEqual([
      ['failed', HOLD_RAN_OUT, 'expired'],
      ['failed', HOLD_RAN_OUT, 'expired'],
    ]);
    expect([of(0), of(2), of(3), of(4)].map((row) => row.hold)).toEqual(['held', 'held', 'held', 'held']);
    const [stock] = await t.sql('select held_quantity from tickets where id = ?', [listing.id]);
    expect(stock).toEqual({ held_quantity: 4 });
  });
});
