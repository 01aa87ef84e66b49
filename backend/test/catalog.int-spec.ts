// Whole app: the event list and page are listings' reads over catalog's events and identity's sellers, and
// health, the API document, compression and unknown paths are the app's. Catalog alone: src/modules/catalog/test/.
import { factories } from './harness/factories.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

describe('the public event reads and the app around them (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;

  beforeAll(async () => {
    t = await createTestApp();
    make = factories(t);
  });
  afterAll(() => t.close());

  describe('GET /api/v1/events', () => {
    it('lists only active events that have not started, soonest first, with on-sale figures', async () => {
      const seller = await make.user();
      const music = await make.category('Music Nights');
      const later = await make.event({ title: 'Later show', eventDate: make.daysFromNow(20), category: music });
      const sooner = await make.event({ title: 'Sooner show', eventDate: make.daysFromNow(2) });
      const past = await make.event({ title: 'Past show', eventDate: make.daysFromNow(-1) });
      const inactive = await make.event({ title: 'Hidden show', isActive: false });

      await make.listing(later, seller, { price: 150_000, quantity: 4, sold: 1 }); // 3 left at 1,500.00
      await make.listing(later, seller, { price: 99_900, quantity: 2 }); // 2 left at 999.00
      await make.listing(later, seller, { price: 50_000, quantity: 2, state: 'pending' }); // not on sale
      await make.listing(later, seller, { price: 40_000, quantity: 2, state: 'rejected' }); // not on sale
      await make.listing(later, seller, { price: 30_000, quantity: 2, sold: 2 }); // sold out

      const res = await t.http().get('/api/v1/events').expect(200);
      const titles = res.body.map((e: { title: string }) => e.title);
      expect(titles).toEqual(['Sooner show', 'Later show']);
      expect(titles).not.toContain(past.title);
      expect(titles).not.toContain(inactive.title);

      const [first, second] = res.body;
      expect(first).toMatchObject({ id: sooner.id, available_tickets: 0, min_price: null, category: null });
      expect(second).toMatchObject({
        id: later.id,
        available_tickets: 5,
        min_price: 99_900,
        category: { id: music.id, name: 'Music Nights' },
        category_id: music.id,
        is_active: true,
        buyer_fee_percent: 0,
        seller_fee_percent: 0,
      });
      expect(second.event_date).toBe(later.eventDate.toISOString());
    });

    it('searches title, venue and category name without regard to case, in SQL', async () => {
      const comedy = await make.category('Stand-up Comedy');
      await make.event({ title: 'Qawwali Under The Stars', venue: 'Purana Qila' });
      await make.event({ title: 'Morning Raga', venue: 'Shanmukhananda Hall' });
      await make.event({ title: 'Open Mic', venue: 'Canvas Laugh Club', category: comedy });

      const search = async (q: string) =>
        (await t.http().get('/api/v1/events').query({ search: q }).expect(200)).body.map(
          (e: { title: string }) => e.title,
        );

      expect(await search('qAwWaLi')).toEqual(['Qawwali Under The Stars']);
      expect(await search('shanmukh')).toEqual(['Morning Raga']);
      expect(await search('STAND-UP')).toEqual(['Open Mic']);
      expect(await search('%')).toEqual([]); // wildcards are literal text
    });

    it("refuses a malformed date with 'Invalid time value' as problem+json", async () => {
      const res = await t.http().get('/api/v1/events').query({ from: '2026-02-30T10:00:00Z' }).expect(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body).toMatchObject({ status: 400, title: 'Bad Request', detail: 'Invalid time value' });
      await t.http().get('/api/v1/events').query({ to: 'next tuesday' }).expect(400);
    });

    it('filters by a date window', async () => {
      const far = await make.event({ title: 'Far future', eventDate: make.daysFromNow(300) });
      const res = await t
        .http()
        .get('/api/v1/events')
        .query({ from: make.daysFromNow(299).toISOString() })
        .expect(200);
      expect(res.body.map((e: { id: string }) => e.id)).toEqual([far.id]);
    });

    it('refuses unknown query parameters', async () => {
      const res = await t.http().get('/api/v1/events').query({ orderBy: 'price' }).expect(400);
      expect(res.body.detail).toBe('property orderBy should not exist');
    });
  });

  describe('GET /api/v1/events/:id', () => {
    it('returns the event with its on-sale listings, filtered and sorted', async () => {
      const seller = await make.user();
      const event = await make.event({ buyerFeePercent: 2.5, transferInstructions: 'Transfer in the app' });
      const cheapMobile = await make.listing(event, seller, { price: 80_000, quantity: 1 });
      const physical = await make.listing(event, seller, {
        price: 120_000,
        quantity: 4,
        ticketType: 'physical',
        pickupAddress: '1 MG Road, Indiranagar, Bengaluru, Karnataka - 560038',
      });
      const pricey = await make.listing(event, seller, { price: 300_000, quantity: 3, mobileTicketType: 'district' });
      await make.listing(event, seller, { price: 10_000, state: 'pending' });

      const page = await t.http().get(`/api/v1/events/${event.id}`).expect(200);
      expect(page.body).toMatchObject({
        id: event.id,
        buyer_fee_percent: 2.5,
        available_tickets: 8,
        min_price: 80_000,
      });
      expect(page.body.listings.map((l: { id: string }) => l.id)).toEqual([cheapMobile.id, physical.id, pricey.id]);
      expect(page.body.listings[1]).toMatchObject({ quantity: 4, sold_quantity: 0, available_quantity: 4 });
      // The seller's public profile id is shown (ADR 65); only the seller and staff see payment and address details.
      expect(page.body.listings[1].seller_id).toBe(seller.id);
      for (const key of ['upi_id', 'upi_name', 'pickup_address', 'file_urls', 'files', 'face_value']) {
        expect(page.body.listings[1]).not.toHaveProperty(key);
      }

      const ids = async (query: Record<string, string>) =>
        (await t.http().get(`/api/v1/events/${event.id}`).query(query).expect(200)).body.listings.map(
          (l: { id: string }) => l.id,
        );
      expect(await ids({ quantity: '3' })).toEqual([physical.id, pricey.id]);
      expect(await ids({ type: 'physical' })).toEqual([physical.id]);
      expect(await ids({ type: 'mobile', sort: 'price_desc' })).toEqual([pricey.id, cheapMobile.id]);
      expect(await ids({ sort: 'date_desc' })).toEqual([pricey.id, physical.id, cheapMobile.id]);
      expect(await ids({ sort: 'date_asc' })).toEqual([cheapMobile.id, physical.id, pricey.id]);
    });

    it('refuses filters outside the spec', async () => {
      const event = await make.event();
      const bad = await t.http().get(`/api/v1/events/${event.id}`).query({ quantity: '7' }).expect(400);
      expect(bad.body.detail).toBe('Number of tickets must be between 1 and 6');
      await t.http().get(`/api/v1/events/${event.id}`).query({ sort: 'seller' }).expect(400);
      await t.http().get(`/api/v1/events/${event.id}`).query({ type: 'paper' }).expect(400);
    });

    it("answers an unknown or malformed id with 404 'Event not found'", async () => {
      for (const id of ['6f1f9a52-6a55-4a43-9d3b-0d5b5b0b8a11', 'not-a-uuid']) {
        const res = await t.http().get(`/api/v1/events/${id}`).expect(404);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.body).toMatchObject({ status: 404, detail: 'Event not found', code: 'EVENT_NOT_FOUND' });
      }
    });
  });

  it('reports health with a database check', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
  });

  it('answers unknown API paths with problem+json 404', async () => {
    const res = await t.http().get('/api/v1/nothing-here').expect(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('compresses responses for clients that accept gzip', async () => {
    const res = await t.http().get('/api/docs-json').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const doc = await t.http().get('/api/docs-json').expect(200);
    expect(doc.body.paths).toHaveProperty('/api/v1/events/{id}');
    await t.http().get('/api/docs').expect(200);
  });
});

describe('the public read cache', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await createTestApp({ CATALOG_CACHE_TTL_MS: '2000' });
    make = factories(t);
  });
  afterAll(() => t.close());

  it('serves a cached list, answers 304 for a fresh ETag, and shows any change once the copy is 2 s old', async () => {
    const seller = await make.user();
    const event = await make.event({ title: 'Cached show' });
    const first = await t.http().get('/api/v1/events').expect(200);
    expect(first.body[0]).toMatchObject({ id: event.id, min_price: null });
    await t
      .http()
      .get('/api/v1/events')
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);

    // A direct database change is not seen while the cached copy lives...
    await t.sql(`update events set title = 'Renamed show' where id = ?`, [event.id]);
    expect((await t.http().get('/api/v1/events').expect(200)).body[0].title).toBe('Cached show');

    // ...nor a new listing; once the cached copy is older than its lifetime, both are.
    await make.listing(event, seller, { price: 75_000 });
    expect((await t.http().get('/api/v1/events').expect(200)).body[0]).toMatchObject({ min_price: null });
    t.clock.advance(2_001);
    const after = await t.http().get('/api/v1/events').expect(200);
    expect(after.body[0]).toMatchObject({ title: 'Renamed show', min_price: 75_000, available_tickets: 2 });
    expect(after.headers.etag).not.toBe(first.headers.etag);
    const page = await t.http().get(`/api/v1/events/${event.id}`).expect(200);
    expect(page.body.listings).toHaveLength(1);
  });
  // Answered early (ADR 35): an address whose validated answer is cached and fresh is sent before Nest's
  // routing, with the same bytes and headers; anything else still goes through it.
  it('answers a repeated address with the same bytes and headers until the entry is stale, then fresh figures', async () => {
    const seller = await make.user();
    const event = await make.event({ title: 'Early Answer Night' });
    await make.listing(event, seller, { price: 150_000, quantity: 2 });
    const url = `/api/v1/events/${event.id}`;

    const first = await t.http().get(url).expect(200);
    const second = await t.http().get(url).expect(200);
    expect(second.text).toBe(first.text);
    for (const header of ['content-type', 'etag', 'cache-control', 'vary']) {
      expect({ header, value: second.headers[header] }).toEqual({ header, value: first.headers[header] });
    }
    expect(second.headers['cache-control']).toBe('no-cache');
    await t.http().get(url).set('If-None-Match', first.headers.etag!).expect(304);

    // Brotli and gzip were made once with the entry; identity for a client that takes neither.
    const br = await t
      .http()
      .get(url)
      .set('Accept-Encoding', 'br')
      .buffer(true)
      .parse((res, done) => {
        res.on('data', () => {});
        res.on('end', () => done(null, null));
      });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await t.http().get(url).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(first.text);

    // A new listing shows once the entry is older than CATALOG_CACHE_TTL_MS, not before.
    await make.listing(event, seller, { price: 90_000, quantity: 1 });
    expect((await t.http().get(url).expect(200)).body.min_price).toBe(150_000);
    t.clock.advance(2_001);
    expect((await t.http().get(url).expect(200)).body.min_price).toBe(90_000);
  });

  it('never lets a refused address through: every bad query is refused every time', async () => {
    for (let i = 0; i < 3; i++) {
      const refused = await t.http().get('/api/v1/events?limit=abc').expect(400);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    await t.http().get('/api/v1/events/not-an-id').expect(404);
    await t.http().get('/api/v1/events/not-an-id').expect(404);
  });

  it('keeps addresses apart: another search is its own answer, and other methods are not answered early', async () => {
    await make.event({ title: 'Qawwali Early' });
    const all = await t.http().get('/api/v1/events').expect(200);
    const some = await t.http().get('/api/v1/events?search=Qawwali%20Early').expect(200);
    expect(some.body.map((e: { title: string }) => e.title)).toEqual(['Qawwali Early']);
    expect(all.body.length).toBeGreaterThan(1);
    expect((await t.http().get('/api/v1/events?search=Qawwali%20Early').expect(200)).text).toBe(some.text);
    await t
      .http()
      .post('/api/v1/events')
      .send({})
      .expect((res) => expect(res.status).not.toBe(200));
  });
});
