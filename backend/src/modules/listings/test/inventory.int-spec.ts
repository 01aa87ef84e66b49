import { randomUUID } from 'node:crypto';
import { uuidArray } from '../../../shared/domain/ids.js';
import { listingStatuses } from '../domain/listing-status.js';
import { isOnSale, onSaleSql, remainingOf, InventoryService } from '../index.js';
import { ReviewService } from '../application/review.service.js';
import { SellingService } from '../application/selling.service.js';
import { factories } from '../../../../test/harness/factories.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

/** Small seeded PRNG (mulberry32): every run draws the same "random" history. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface StockRow {
  id: string;
  event_id: string;
  status: (typeof listingStatuses)[number];
  quantity: number;
  sold_quantity: number;
  held_quantity: number;
  price: number;
}

describe('inventory: holds owned by listings', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let inventory: InventoryService;
  const minutes = (n: number) => new Date(t.clock.now().getTime() + n * 60_000);

  beforeAll(async () => {
    t = await createModuleTestApp('listings');
    make = factories(t);
    inventory = t.app.get(InventoryService);
  });
  afterAll(() => t.close());

  it('has one on-sale rule: the SQL fragment agrees with the domain on every status and stock', async () => {
    const seller = await make.user();
    const event = await make.event();
    const expected = new Map<string, boolean>();
    for (const status of listingStatuses) {
      for (let quantity = 1; quantity <= 6; quantity++) {
        for (let sold = 0; sold <= quantity; sold++) {
          for (let held = 0; sold + held <= quantity; held++) {
            const id = randomUUID();
            await t.sql(
              `insert into tickets (id, event_id, seller_id, price, quantity, sold_quantity, held_quantity, ticket_type,
                                    mobile_ticket_type, upi_id, status)
               values (?, ?, ?, 1000, ?, ?, ?, 'mobile', 'district', 'x@y', ?)`,
              [id, event.id, seller.id, quantity, sold, held, status],
            );
            expected.set(id, isOnSale({ status, quantity, soldQuantity: sold, heldQuantity: held }));
          }
        }
      }
    }
    const onSale = new Set(
      (
        await t.sql<{ id: string }>(`select id from tickets t where event_id = ? and ${onSaleSql('t')}`, [event.id])
      ).map((r) => r.id),
    );
    expect(expected.size).toBeGreaterThan(400);
    for (const [id, domain] of expected) expect({ id, onSale: onSale.has(id) }).toEqual({ id, onSale: domain });
  });

  it('holds, confirms and releases by order id; each repeat answers the first outcome', async () => {
    const seller = await make.user();
    const event = await make.event();
    const pending = await make.listing(event, seller, { quantity: 3, state: 'pending' });
    const listing = await make.listing(event, seller, { quantity: 3 });
    const em = t.em();

    // Each hold says what the listing had left right after it: nothing on sale for a listing not on sale.
    expect(
      await inventory.hold({ orderId: randomUUID(), listingId: pending.id, quantity: 1, expiresAt: minutes(10) }, em),
    ).toMatchObject({ status: 'refused', remaining: 0 });
    const tooMany = randomUUID();
    expect(
      await inventory.hold({ orderId: tooMany, listingId: listing.id, quantity: 4, expiresAt: minutes(10) }, em),
    ).toMatchObject({ status: 'refused', remaining: 3 });
    // A refused hold stays refused for that order, even for a quantity that would fit; a repeat
    // answers the first outcome, and cannot say what is left now.
    expect(
      await inventory.hold({ orderId: tooMany, listingId: listing.id, quantity: 1, expiresAt: minutes(10) }, em),
    ).toMatchObject({ status: 'refused', remaining: null });

    const a = randomUUID();
    const held = await inventory.hold({ orderId: a, listingId: listing.id, quantity: 2, expiresAt: minutes(10) }, em);
    expect(held).toMatchObject({ orderId: a, listingId: listing.id, quantity: 2, status: 'held', remaining: 1 });
    expect(
      await inventory.hold({ orderId: a, listingId: listing.id, quantity: 2, expiresAt: minutes(10) }, em),
    ).toEqual({ ...held, remaining: null });
    const stock = async () => (await t.sql<StockRow>('select * from tickets where id = ?', [listing.id]))[0]!;
    expect(await stock()).toMatchObject({ sold_quantity: 0, held_quantity: 2, status: 'available' });
    // Held seats are not on sale: one remains.
    const page = await t.http().get(`/api/v1/events/${event.id}`).expect(200);
    expect(page.body).toMatchObject({ available_tickets: 1 });
    expect(page.body.listings[0]).toMatchObject({ id: listing.id, available_quantity: 1 });

    expect(await inventory.confirm(a, em)).toMatchObject({ status: 'confirmed' });
    expect(await inventory.confirm(a, em)).toMatchObject({ status: 'confirmed' });
    expect(await inventory.release(a, 'released', em)).toMatchObject({ status: 'confirmed' });
    expect(await stock()).toMatchObject({ sold_quantity: 2, held_quantity: 0, status: 'available' });

    const b = randomUUID();
    await inventory.hold({ orderId: b, listingId: listing.id, quantity: 1, expiresAt: minutes(10) }, em);
    expect(await inventory.release(b, 'released', em)).toMatchObject({ status: 'released' });
    expect(await inventory.confirm(b, em)).toMatchObject({ status: 'released' }); // too late: no sale
    expect(await stock()).toMatchObject({ sold_quantity: 2, held_quantity: 0 });

    const c = randomUUID();
    await inventory.hold({ orderId: c, listingId: listing.id, quantity: 1, expiresAt: minutes(10) }, em);
    await inventory.confirm(c, em);
    expect(await stock()).toMatchObject({ sold_quantity: 3, held_quantity: 0, status: 'sold' });
    expect(await inventory.confirm(randomUUID(), em)).toBeNull();
  });

  it('expires only the holds whose time has passed, as the clock says', async () => {
    const seller = await make.user();
    const event = await make.event();
    const listing = await make.listing(event, seller, { quantity: 4 });
    const em = t.em();
    const soon = randomUUID();
    const later = randomUUID();
    await inventory.hold({ orderId: soon, listingId: listing.id, quantity: 1, expiresAt: minutes(10) }, em);
    await inventory.hold({ orderId: later, listingId: listing.id, quantity: 2, expiresAt: minutes(30) }, em);
    expect(await inventory.expireDue(100, em)).toEqual([]);
    t.clock.advance(11 * 60_000);
    const expired = await inventory.expireDue(100, em);
    expect(expired.map((h) => h.orderId)).toContain(soon);
    expect(expired.map((h) => h.orderId)).not.toContain(later);
    const [row] = await t.sql<StockRow>('select * from tickets where id = ?', [listing.id]);
    expect(row).toMatchObject({ held_quantity: 2, sold_quantity: 0 });
  });

  it('never holds more than remain: 50 buyers racing for the last 5 tickets get exactly 5', async () => {
    const seller = await make.user();
    const event = await make.event();
    const listing = await make.listing(event, seller, { quantity: 6, sold: 1 });
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () =>
        inventory.hold({ orderId: randomUUID(), listingId: listing.id, quantity: 1, expiresAt: minutes(10) }, t.em()),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'held')).toHaveLength(5);
    expect(outcomes.filter((o) => o.status === 'refused')).toHaveLength(45);
    // What each hold said was left is exact under the race: one each left 4, 3, 2, 1 and 0.
    const left = outcomes.filter((o) => o.status === 'held').map((o) => o.remaining);
    expect(left.sort()).toEqual([0, 1, 2, 3, 4]);
    const [row] = await t.sql<StockRow>('select * from tickets where id = ?', [listing.id]);
    expect(row).toMatchObject({ sold_quantity: 1, held_quantity: 5 });
  });

  it('counts a hold once when the same order asks many times at once', async () => {
    const seller = await make.user();
    const event = await make.event();
    const listing = await make.listing(event, seller, { quantity: 6 });
    const orderId = randomUUID();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        inventory.hold({ orderId, listingId: listing.id, quantity: 2, expiresAt: minutes(10) }, t.em()),
      ),
    );
    expect(new Set(outcomes.map((o) => o.status))).toEqual(new Set(['held']));
    await Promise.all(Array.from({ length: 10 }, () => inventory.confirm(orderId, t.em())));
    const [row] = await t.sql<StockRow>('select * from tickets where id = ?', [listing.id]);
    expect(row).toMatchObject({ sold_quantity: 2, held_quantity: 0 });
  });

  it('keeps 0 <= sold + held <= quantity and the event figures right under random interleavings', async () => {
    const random = prng(20261123);
    const pick = <T>(items: T[]): T | undefined => items[Math.floor(random() * items.length)];
    const seller = await make.user();
    const admin = await make.user({ isAdmin: true });
    const events = [await make.event(), await make.event()];
    const listings: string[] = [];
    for (let i = 0; i < 12; i++) {
      const listing = await make.listing(pick(events)!, seller, {
        quantity: 1 + Math.floor(random() * 6),
        price: 10_000 + Math.floor(random() * 90) * 1_000,
        state: random() < 0.3 ? 'pending' : 'verified',
      });
      listings.push(listing.id);
    }
    const held: string[] = [];
    const selling = t.app.get(SellingService);
    const review = t.app.get(ReviewService);
    const operations = [
      async () => {
        const orderId = randomUUID();
        const outcome = await inventory.hold(
          {
            orderId,
            listingId: pick(listings)!,
            quantity: 1 + Math.floor(random() * 3),
            expiresAt: minutes(1 + random() * 20),
          },
          t.em(),
        );
        if (outcome.status === 'held') held.push(orderId);
      },
      async () => pick(held) && (await inventory.confirm(pick(held)!, t.em())),
      async () => pick(held) && (await inventory.release(pick(held)!, 'released', t.em())),
      async () => {
        t.clock.advance(random() * 5 * 60_000);
        await inventory.expireDue(10, t.em());
      },
      async () => make.inContext(() => selling.withdraw(pick(listings)!, seller.id)).catch(() => undefined),
      async () => make.inContext(() => review.verify(pick(listings)!, admin.id, null)).catch(() => undefined),
    ];

    for (let round = 0; round < 25; round++) {
      // Several operations at once: their interleaving is up to the database.
      await Promise.all(Array.from({ length: 6 }, () => pick(operations)!()));

      const rows = await t.sql<StockRow>('select * from tickets where id = any(?::uuid[])', [uuidArray(listings)]);
      for (const r of rows) {
        expect(r.sold_quantity).toBeGreaterThanOrEqual(0);
        expect(r.held_quantity).toBeGreaterThanOrEqual(0);
        expect(r.sold_quantity + r.held_quantity).toBeLessThanOrEqual(r.quantity);
      }
      const holds = await t.sql<{ listing_id: string; status: string; quantity: number }>(
        'select listing_id, status, quantity from listing_holds where listing_id = any(?::uuid[])',
        [uuidArray(listings)],
      );
      for (const r of rows) {
        const sum = (status: string) =>
          holds.filter((h) => h.listing_id === r.id && h.status === status).reduce((s, h) => s + h.quantity, 0);
        expect({ id: r.id, held: r.held_quantity, sold: r.sold_quantity }).toEqual({
          id: r.id,
          held: sum('held'),
          sold: sum('confirmed'),
        });
      }
      const list = (await t.http().get('/api/v1/events').expect(200)).body as {
        id: string;
        available_tickets: number;
        min_price: number | null;
      }[];
      for (const event of events) {
        const onSale = rows.filter(
          (r) =>
            r.event_id === event.id &&
            isOnSale({
              status: r.status,
              quantity: r.quantity,
              soldQuantity: r.sold_quantity,
              heldQuantity: r.held_quantity,
            }),
        );
        const stock = (r: StockRow) =>
          remainingOf({
            status: r.status,
            quantity: r.quantity,
            soldQuantity: r.sold_quantity,
            heldQuantity: r.held_quantity,
          });
        expect(list.find((e) => e.id === event.id)).toMatchObject({
          available_tickets: onSale.reduce((s, r) => s + stock(r), 0),
          min_price: onSale.length ? Math.min(...onSale.map((r) => r.price)) : null,
        });
      }
    }
  });
});
