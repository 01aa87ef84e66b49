import { DomainError } from '../src/shared/domain/domain-error.js';
import { ListingsService } from '../src/modules/listings/application/listings.service.js';
import { factories } from './harness/factories.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

interface Row {
  status: string;
  quantity: number;
  sold_quantity: number;
  price: number;
}

/** The spec's definition (section 5), computed from the listings themselves. */
function definition(rows: Row[]): { available_tickets: number; min_price: number | null } {
  const onSale = rows.filter((r) => r.status === 'available' && r.quantity - (r.sold_quantity ?? 0) > 0);
  return {
    available_tickets: onSale.reduce((sum, r) => sum + r.quantity - r.sold_quantity, 0),
    min_price: onSale.length ? Math.min(...onSale.map((r) => r.price)) : null,
  };
}

describe("the event's availability projection", () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;

  beforeAll(async () => {
    t = await createTestApp();
    make = factories(t);
  });
  afterAll(() => t.close());

  async function expectProjectionMatchesDefinition(eventId: string) {
    const rows = await t.sql<Row>('select status, quantity, sold_quantity, price from tickets where event_id = ?', [
      eventId,
    ]);
    const [projection] = await t.sql('select available_tickets, min_price from events where id = ?', [eventId]);
    expect(projection).toEqual(definition(rows));
    const page = await t.http().get(`/api/v1/events/${eventId}`).expect(200);
    expect(page.body).toMatchObject(definition(rows));
  }

  it('equals the definition after every kind of listing change', async () => {
    const seller = await make.user();
    const event = await make.event();
    const listings = t.app.get(ListingsService);
    await expectProjectionMatchesDefinition(event.id);

    const a = await make.listing(event, seller, { price: 250_000, quantity: 3, state: 'pending' });
    await expectProjectionMatchesDefinition(event.id);
    await make.inContext(() => listings.verify(a.id, seller.id, null));
    await expectProjectionMatchesDefinition(event.id);

    const b = await make.listing(event, seller, { price: 199_900, quantity: 2 });
    await expectProjectionMatchesDefinition(event.id);
    await make.inContext(() => listings.recordSale(b.id, 2)); // cheapest sells out
    await expectProjectionMatchesDefinition(event.id);

    const c = await make.listing(event, seller, { price: 100_000, quantity: 1, state: 'pending' });
    await make.inContext(() => listings.reject(c.id, seller.id, 'Wrong event'));
    await expectProjectionMatchesDefinition(event.id);

    await make.inContext(() => listings.recordSale(a.id, 1));
    await expectProjectionMatchesDefinition(event.id);
  });

  it('stays equal to the definition under concurrent changes to one event', async () => {
    const seller = await make.user();
    const event = await make.event();
    const listings = t.app.get(ListingsService);
    const made = [];
    for (let i = 0; i < 8; i++) {
      made.push(await make.listing(event, seller, { price: 50_000 + i * 1_000, quantity: 6, state: 'pending' }));
    }
    // Verify all and sell from each at once: every change recomputes the projection.
    await Promise.all(made.map((l) => make.inContext(() => listings.verify(l.id, seller.id, null))));
    await Promise.all(made.map((l, i) => make.inContext(() => listings.recordSale(l.id, (i % 6) + 1))));
    await expectProjectionMatchesDefinition(event.id);
  });

  it('never sells the last ticket twice when two buyers race', async () => {
    const seller = await make.user();
    const event = await make.event();
    const last = await make.listing(event, seller, { quantity: 1 });
    const listings = t.app.get(ListingsService);

    const results = await Promise.allSettled([
      make.inContext(() => listings.recordSale(last.id, 1)),
      make.inContext(() => listings.recordSale(last.id, 1)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(DomainError);
    expect(refused.reason.message).toBe('This ticket is no longer available');

    const [row] = await t.sql('select sold_quantity, status from tickets where id = ?', [last.id]);
    expect(row).toEqual({ sold_quantity: 1, status: 'sold' });
    await expectProjectionMatchesDefinition(event.id);
  });
});
