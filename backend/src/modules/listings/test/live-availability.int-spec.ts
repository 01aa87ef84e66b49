import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { ListingQueries } from '../application/listing-queries.js';
import { InventoryService } from '../index.js';
import { TOO_MANY_STREAMS } from '../http/live-availability.controller.js';
import { LiveAvailability, READ_INTERVAL_MS } from '../http/live-availability.js';
import { AvailabilityChannel } from '../infrastructure/availability-channel.js';
import { type EventStreamClient, openEventStream, type StreamMessage } from '../../../../test/harness/event-stream.js';
import { factories } from '../../../../test/harness/factories.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

interface PushedPage {
  id: string;
  available_tickets: number;
  listings: Array<{ id: string; available_quantity: number; sold_quantity: number }>;
}

const page = (message: StreamMessage) => JSON.parse(message.data) as PushedPage;
/** A pushed page where `listingId` has `available` seats left (and `sold` sold, when given). */
const showing =
  (listingId: string, available: number, sold?: number) =>
  (message: StreamMessage): boolean => {
    const listing = page(message).listings.find((l) => l.id === listingId);
    return (listing?.available_quantity ?? 0) === available && (sold === undefined || listing?.sold_quantity === sold);
  };

describe('live availability: changes on one replica pushed to viewers of another (ADR 54)', () => {
  let a: TestApp;
  let b: TestApp;
  let make: ReturnType<typeof factories>;
  const streams: EventStreamClient[] = [];
  const watch = async (t: TestApp, eventId: string, headers: Record<string, string> = {}) => {
    const stream = await openEventStream(t, `/api/v1/events/${eventId}/live`, headers);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    a = await createModuleTestApp('listings', {}, { listen: true });
    b = await createModuleTestApp('listings', { LIVE_STREAMS_PER_IP: '100' }, { listen: true, replicaOf: a });
    make = factories(a);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('keeps one listening connection per replica', () => {
    expect(a.app.get(AvailabilityChannel).listening).toBe(true);
    expect(b.app.get(AvailabilityChannel).listening).toBe(true);
  });

  it('shows a viewer on B a hold, a sale, an expiry and a new listing made through A', async () => {
    const seller = await make.user();
    const event = await make.event();
    const listing = await make.listing(event, seller, { quantity: 3 });
    const inventory = a.app.get(InventoryService);
    const viewer = await watch(b, event.id);
    expect(viewer.status).toBe(200);
    expect(viewer.headers['content-type']).toMatch(/^text\/event-stream/);
    await viewer.next(showing(listing.id, 3, 0));

    const sale = randomUUID();
    const hold = { listingId: listing.id, quantity: 1, expiresAt: new Date(a.clock.now().getTime() + 600_000) };
    await make.inContext(() => inventory.hold({ ...hold, orderId: sale }));
    await viewer.next(showing(listing.id, 2, 0));
    await make.inContext(() => inventory.confirm(sale));
    await viewer.next(showing(listing.id, 2, 1));

    await make.inContext(() => inventory.hold({ ...hold, orderId: randomUUID(), quantity: 2 }));
    await viewer.next(showing(listing.id, 0)); // none left: off the page
    a.clock.advance(601_000);
    await make.inContext(() => inventory.expireDue());
    await viewer.next(showing(listing.id, 2, 1));

    const listed = await make.listing(event, seller, { quantity: 4 }); // verified by staff
    const last = await viewer.next(showing(listed.id, 4));
    // What was pushed is what a fresh read of the event page shows.
    const fresh = await b.http().get(`/api/v1/events/${event.id}`).expect(200);
    expect(page(last)).toEqual(fresh.body);
  });

  it('reads an event at most once a second for 50 viewers and a burst of changes', async () => {
    const seller = await make.user();
    const event = await make.event();
    // 4 listings of 6 seats: 24 on sale, 20 of them held one by one.
    const listings: Array<{ id: string }> = [];
    for (let i = 0; i < 4; i++) listings.push(await make.listing(event, seller, { quantity: 6 }));
    const totalShown = (available: number) => (message: StreamMessage) => page(message).available_tickets === available;
    const reads: number[] = [];
    const queries = b.app.get(ListingQueries);
    const read = queries.eventPage.bind(queries);
    const eventPage = jest.spyOn(queries, 'eventPage').mockImplementation((...args) => {
      reads.push(performance.now());
      return read(...args);
    });
    try {
      const viewers = [];
      for (let i = 0; i < 50; i++) viewers.push(await watch(b, event.id));
      await Promise.all(viewers.map((v) => v.next(totalShown(24))));
      expect(reads).toHaveLength(1); // the first viewer's; the others got the figures already sent

      const inventory = a.app.get(InventoryService);
      for (let i = 0; i < 20; i++) {
        await make.inContext(() =>
          inventory.hold({
            orderId: randomUUID(),
            listingId: listings[i % 4]!.id,
            quantity: 1,
            expiresAt: new Date(a.clock.now().getTime() + 600_000),
          }),
        );
      }
      await Promise.all(viewers.map((v) => v.next(totalShown(4))));
      // Never two reads of the event within a second, so never more than one per viewer-independent window.
      const gaps = reads.slice(1).map((at, i) => at - reads[i]!);
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(READ_INTERVAL_MS - 1);
      expect(reads.length).toBeLessThanOrEqual(1 + 20);
    } finally {
      eventPage.mockRestore();
    }
  });

  it('listens again after losing its connection, and reads what it may have missed', async () => {
    const seller = await make.user();
    const event = await make.event();
    const listing = await make.listing(event, seller, { quantity: 2 });
    const viewer = await watch(b, event.id);
    await viewer.next(showing(listing.id, 2));
    const reread = jest.spyOn(b.app.get(LiveAvailability), 'reconnected');
    // As a database restart would: the server ends every listening connection.
    await a.sql(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'ticketsetu-availability-listener' and datname = current_database()`,
    );
    await make.inContext(() =>
      a.app.get(InventoryService).hold({
        orderId: randomUUID(),
        listingId: listing.id,
        quantity: 1,
        expiresAt: new Date(a.clock.now().getTime() + 600_000),
      }),
    );
    // Only a listener connected again can have heard of it (the hold committed after the cut).
    await viewer.next(showing(listing.id, 1));
    expect(reread).toHaveBeenCalled();
    expect(b.app.get(AvailabilityChannel).listening).toBe(true);
    reread.mockRestore();
  });

  it('answers an unknown or inactive event with 404 problem+json, and nothing streamed', async () => {
    for (const id of [randomUUID(), (await make.event({ isActive: false })).id, 'not-an-id']) {
      const refused = await watch(b, id);
      expect(refused.status).toBe(404);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(await refused.body())).toMatchObject({ status: 404, detail: 'Event not found' });
    }
  });

  it('streams uncompressed, unbuffered, uncached, with a reconnect hint and no personal data', async () => {
    const seller = await make.user();
    const event = await make.event();
    await make.listing(event, seller, { quantity: 2, upiId: 'privateseller@okaxis', pickupAddress: null });
    const viewer = await watch(b, event.id, { 'Accept-Encoding': 'gzip, br', 'Last-Event-ID': '41' });
    const first = await viewer.next(() => true);
    expect(viewer.headers['content-encoding']).toBeUndefined();
    expect(viewer.headers['x-accel-buffering']).toBe('no');
    expect(viewer.headers['cache-control']).toBe('no-store');
    expect(viewer.text()).toMatch(/^retry: \d+\n\n/);
    expect(first.event).toBe('availability');
    const [row] = await a.sql<{ seller_id: string }>('select seller_id from tickets where event_id = ?', [event.id]);
    expect(row!.seller_id).toBe(seller.id);
    // The seller's public profile id may show (ADR 65); their email and payment details never.
    for (const secret of [seller.email, 'privateseller', 'upi']) expect(first.data).not.toContain(secret);
  });

  it('is in the API document as a public text/event-stream with its refusals', async () => {
    const doc = (await b.http().get('/api/docs-json').expect(200)).body as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: object }>; parameters: Array<{ in: string }> }>
      >;
    };
    const live = doc.paths['/api/v1/events/{id}/live']!.get!;
    // The same bounded event id as the event page's (no query, no headers).
    const eventPage = doc.paths['/api/v1/events/{id}']!.get!;
    expect(live.parameters).toEqual(eventPage.parameters.filter((p) => p.in === 'path'));
    expect(Object.keys(live.responses['200']!.content!)).toEqual(['text/event-stream']);
    expect(live.responses).toHaveProperty('404');
    expect(live.responses).toHaveProperty('429');
  });

  it('refuses a stream over the per-address cap', async () => {
    const event = await make.event();
    const cap = a.app.get<AppConfig>(APP_CONFIG).LIVE_STREAMS_PER_IP;
    for (let i = 0; i < cap; i++) expect((await watch(a, event.id)).status).toBe(200);
    const refused = await watch(a, event.id);
    expect(refused.status).toBe(429);
    expect(JSON.parse(await refused.body())).toMatchObject({ detail: TOO_MANY_STREAMS });
  });
});
