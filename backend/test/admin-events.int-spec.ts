import { randomBytes, randomUUID } from 'node:crypto';
import { paise } from '@ticketsetu/contracts/money';
import { EventAdminService, eventTimeStatus } from '../src/modules/catalog/index.js';
import { newSignedInUser } from './harness/auth.js';
import { factories } from './harness/factories.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

type Admin = Awaited<ReturnType<typeof newSignedInUser>>;
const HOUR = 3_600_000;

describe('Admin > Events (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let admin: Admin;

  beforeAll(async () => {
    t = await createTestApp();
    make = factories(t);
    admin = await newSignedInUser(t, { admin: true });
  });
  afterAll(() => t.close());

  /** A word no other test's events contain, to search this test's rows only. */
  const tag = () => `tag${randomBytes(4).toString('hex')}`;
  const inHours = (h: number) => new Date(t.clock.now().getTime() + h * HOUR);
  const form = (overrides: Record<string, unknown> = {}) => ({
    title: 'Laugh Riot: Stand-up Special',
    venue: 'Siri Fort Auditorium',
    city: 'New Delhi',
    eventDate: inHours(72).toISOString(),
    ...overrides,
  });
  const create = (body: Record<string, unknown>) => admin.agent.post('/api/v1/admin/events').send(body);
  const eventRow = async (id: string) =>
    (await t.sql<Record<string, unknown>>('select * from events where id = ?', [id]))[0];

  describe('create', () => {
    it("creates an event with every field: 'Event created successfully!'", async () => {
      const comedy = await make.category(`Comedy ${tag()}`);
      const res = await create(
        form({
          categoryId: comedy.id,
          description: 'Ages 16 and up',
          imageUrl: 'https://images.example.in/laugh-riot.jpg',
          buyerFeePercent: 2.5,
          sellerFeePercent: 5,
          transferInstructions: 'Transfer in the BookMyShow app',
          resaleCapPercent: 20,
        }),
      ).expect(201);
      expect(res.body.message).toBe('Event created successfully!');
      expect(res.body.event).toMatchObject({
        title: 'Laugh Riot: Stand-up Special',
        city: 'New Delhi',
        category: { id: comedy.id, name: comedy.name },
        image_url: 'https://images.example.in/laugh-riot.jpg',
        buyer_fee_percent: 2.5,
        seller_fee_percent: 5,
        resale_cap_percent: 20,
        resale_cap_price: null,
        is_active: true,
        verified: null,
        verified_at: null,
        time_status: 'upcoming',
        can_decide: true,
      });
      const row = await eventRow(res.body.event.id);
      expect(row).toMatchObject({
        title: 'Laugh Riot: Stand-up Special',
        buyer_fee_percent: '2.50',
        category_id: comedy.id,
      });
      // Public at once: active and in the future.
      const page = await t.http().get(`/api/v1/events/${res.body.event.id}`).expect(200);
      expect(page.body).toMatchObject({ resale_cap_percent: 20, resale_cap_price: null });
    });

    it('creates an uncategorised event with defaults, and reads a date without an offset as IST', async () => {
      const day = inHours(24 * 5)
        .toISOString()
        .slice(0, 10);
      const res = await create(form({ eventDate: `${day}T19:30` })).expect(201);
      expect(res.body.event).toMatchObject({
        category: null,
        category_id: null,
        description: null,
        image_url: null,
        buyer_fee_percent: 0,
        seller_fee_percent: 0,
        resale_cap_percent: null,
        resale_cap_price: null,
      });
      expect(res.body.event.event_date).toBe(new Date(`${day}T19:30:00+05:30`).toISOString());
    });

    it("refuses a date that is not in the future: 'Event date must be in the future' on eventDate", async () => {
      for (const eventDate of [inHours(-1).toISOString(), t.clock.now().toISOString()]) {
        const res = await create(form({ eventDate })).expect(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.body).toMatchObject({
          status: 400,
          detail: 'Event date must be in the future',
          errors: [{ field: 'eventDate', message: 'Event date must be in the future' }],
        });
      }
    });

    it('names every field that is wrong', async () => {
      const res = await create({ title: ' ', city: 'Gotham', eventDate: '2026-02-30T10:00' }).expect(400);
      expect(res.body.errors).toEqual(
        expect.arrayContaining(
          [
            { field: 'title', message: 'Title is required' },
            { field: 'venue', message: 'Venue is required' },
            { field: 'city', message: 'Please choose a city from the list' },
            { field: 'eventDate', message: 'Invalid time value' },
          ].map((problem) => expect.objectContaining({ ...problem, code: expect.any(String) })),
        ),
      );
      const missingDate = await create(form({ eventDate: undefined })).expect(400);
      expect(missingDate.body.errors).toMatchObject([{ field: 'eventDate', message: 'Event date is required' }]);
    });

    it.each([
      ['javascript:alert(1)'],
      ['ftp://files.example.in/a.jpg'],
      ['not a url'],
      ['//evil.example/a.jpg'],
      ['https://'],
    ])('refuses the image URL %p', async (imageUrl) => {
      const res = await create(form({ imageUrl })).expect(400);
      expect(res.body.errors).toMatchObject([{ field: 'imageUrl', message: 'Image URL must be a valid http(s) URL' }]);
    });

    it('takes an http(s) image URL or a path on this site, and an empty one as none', async () => {
      for (const imageUrl of ['http://cdn.example.in/a.png', '/images/events/comedy.svg']) {
        expect((await create(form({ imageUrl })).expect(201)).body.event.image_url).toBe(imageUrl);
      }
      expect((await create(form({ imageUrl: '' })).expect(201)).body.event.image_url).toBeNull();
    });

    it.each([
      [
        { buyerFeePercent: -1 },
        'buyerFeePercent',
        'Buyer fee percent must be a number from 0 to 100 with at most 2 decimals',
      ],
      [
        { buyerFeePercent: 100.5 },
        'buyerFeePercent',
        'Buyer fee percent must be a number from 0 to 100 with at most 2 decimals',
      ],
      [
        { sellerFeePercent: 2.555 },
        'sellerFeePercent',
        'Seller fee percent must be a number from 0 to 100 with at most 2 decimals',
      ],
      [
        { sellerFeePercent: 'lots' },
        'sellerFeePercent',
        'Seller fee percent must be a number from 0 to 100 with at most 2 decimals',
      ],
      [
        { resaleCapPercent: 1000.5 },
        'resaleCapPercent',
        'Resale cap percent must be a number from 0 to 1000 with at most 2 decimals',
      ],
      [{ resaleCapPrice: 0 }, 'resaleCapPrice', 'Maximum price per ticket must be between ₹0.01 and ₹10,00,000.00'],
      [
        { resaleCapPrice: 1500.5 },
        'resaleCapPrice',
        'Maximum price per ticket must be between ₹0.01 and ₹10,00,000.00',
      ],
      [
        { resaleCapPercent: 20, resaleCapPrice: 150000 },
        'resaleCapPrice',
        'Choose a percent cap or a maximum price, not both',
      ],
      [{ categoryId: '6f1f9a52-6a55-4a43-9d3b-0d5b5b0b8a11' }, 'categoryId', 'Please choose a category from the list'],
    ])('refuses %p on its field', async (fields, field, message) => {
      const before = await t.sql('select count(*)::int as n from events');
      const res = await create(form(fields)).expect(400);
      expect(res.body).toMatchObject({ detail: message, errors: [{ field, message }] });
      expect(await t.sql('select count(*)::int as n from events')).toEqual(before);
    });

    it('treats an empty fee as 0 and numeric text as its number', async () => {
      const res = await create(form({ buyerFeePercent: '', sellerFeePercent: '2.25' })).expect(201);
      expect(res.body.event).toMatchObject({ buyer_fee_percent: 0, seller_fee_percent: 2.25 });
    });

    it('refuses the admin form to anyone but staff, changing nothing', async () => {
      const member = await newSignedInUser(t);
      const before = await t.sql('select count(*)::int as n from events');
      await member.agent.post('/api/v1/admin/events').send(form()).expect(403);
      await t.http().post('/api/v1/admin/events').send(form()).expect(401);
      expect(await t.sql('select count(*)::int as n from events')).toEqual(before);
    });
  });

  describe('edit', () => {
    it("changes only the fields sent: 'Event updated successfully!'", async () => {
      const category = await make.category(`Theatre ${tag()}`);
      const event = await make.event({ title: 'Rabindra Sandhya', description: 'A Tagore musical', category });
      const res = await admin.agent
        .patch(`/api/v1/admin/events/${event.id}`)
        .send({ venue: 'Science City Auditorium', resaleCapPrice: 150000 })
        .expect(200);
      expect(res.body.message).toBe('Event updated successfully!');
      expect(res.body.event).toMatchObject({
        title: 'Rabindra Sandhya',
        description: 'A Tagore musical',
        venue: 'Science City Auditorium',
        category_id: category.id,
        resale_cap_price: 150000,
      });

      // null clears an optional field; switching caps clears the other one in the same edit.
      const cleared = await admin.agent
        .patch(`/api/v1/admin/events/${event.id}`)
        .send({ categoryId: null, description: null, resaleCapPrice: null, resaleCapPercent: 100 })
        .expect(200);
      expect(cleared.body.event).toMatchObject({
        category: null,
        description: null,
        resale_cap_price: null,
        resale_cap_percent: 100,
      });
      expect(await eventRow(event.id)).toMatchObject({ category_id: null, resale_cap_percent: '100.00' });
    });

    it('refuses a new date in the past, but lets staff fix other fields of an event that has started', async () => {
      const started = await make.event({ eventDate: inHours(-1) });
      const moved = await admin.agent
        .patch(`/api/v1/admin/events/${started.id}`)
        .send({ eventDate: inHours(-2).toISOString() })
        .expect(400);
      expect(moved.body.errors).toMatchObject([{ field: 'eventDate', message: 'Event date must be in the future' }]);

      await admin.agent
        .patch(`/api/v1/admin/events/${started.id}`)
        .send({ description: 'Doors at 7', eventDate: started.eventDate.toISOString() })
        .expect(200);
      expect(await eventRow(started.id)).toMatchObject({ description: 'Doors at 7' });
    });

    it('refuses a required field emptied, and answers an unknown event with 404', async () => {
      const event = await make.event();
      const res = await admin.agent.patch(`/api/v1/admin/events/${event.id}`).send({ title: null }).expect(400);
      expect(res.body.errors).toMatchObject([{ field: 'title', message: 'Title is required' }]);
      const noDate = await admin.agent.patch(`/api/v1/admin/events/${event.id}`).send({ eventDate: null }).expect(400);
      expect(noDate.body.errors).toMatchObject([{ field: 'eventDate', message: 'Event date is required' }]);
      for (const id of ['6f1f9a52-6a55-4a43-9d3b-0d5b5b0b8a11', 'nope']) {
        const missing = await admin.agent.patch(`/api/v1/admin/events/${id}`).send({ title: 'x' }).expect(404);
        expect(missing.body.detail).toBe('Event not found');
      }
    });
  });

  describe('verify and reject', () => {
    it("verifies once: 'Event verified successfully!', verified and verified_at set", async () => {
      const event = await make.event();
      const res = await admin.agent.post(`/api/v1/admin/events/${event.id}/verify`).expect(200);
      expect(res.body.message).toBe('Event verified successfully!');
      expect(res.body.event).toMatchObject({ verified: true, can_decide: false });
      expect(res.body.event.verified_at).toEqual(expect.any(String));
      const row = await eventRow(event.id);
      expect(row).toMatchObject({ verified: true, verified_by: admin.id });
      expect(new Date(row!.verified_at as string).toISOString()).toBe(res.body.event.verified_at);

      for (const action of ['verify', 'reject']) {
        const again = await admin.agent.post(`/api/v1/admin/events/${event.id}/${action}`).expect(409);
        expect(again.body.detail).toBe('This event has already been verified or rejected');
      }
      expect(await eventRow(event.id)).toMatchObject({ verified: true });
    });

    it("rejects: 'Event rejected successfully!', verified false", async () => {
      const event = await make.event({ eventDate: inHours(1) }); // Active: still decidable
      const res = await admin.agent.post(`/api/v1/admin/events/${event.id}/reject`).expect(200);
      expect(res.body).toMatchObject({
        message: 'Event rejected successfully!',
        event: { verified: false, time_status: 'active' },
      });
      expect((await eventRow(event.id))!.verified_at).not.toBeNull();
    });

    it('refuses to decide on an expired event', async () => {
      const event = await make.event({ eventDate: inHours(-1 / 60) }); // started a minute ago
      for (const action of ['verify', 'reject']) {
        const res = await admin.agent.post(`/api/v1/admin/events/${event.id}/${action}`).expect(409);
        expect(res.body.detail).toBe('An expired event cannot be verified or rejected');
      }
      expect(await eventRow(event.id)).toMatchObject({ verified: null, verified_at: null });
    });

    it('lets only one of two staff decide when they click at the same moment', async () => {
      const other = await newSignedInUser(t, { admin: true });
      const event = await make.event();
      const results = await Promise.all([
        admin.agent.post(`/api/v1/admin/events/${event.id}/verify`),
        other.agent.post(`/api/v1/admin/events/${event.id}/reject`),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    });
  });

  describe('activate and deactivate', () => {
    it("takes a deactivated event off the public list and page at once, and puts it back: 'Event deactivated' / 'Event activated'", async () => {
      const word = tag();
      const event = await make.event({ title: `Deccan Bass ${word}` });
      const seller = await make.user();
      await make.listing(event, seller, { price: 350_000 });
      const listed = async () =>
        (await t.http().get('/api/v1/events').query({ search: word }).expect(200)).body.map(
          (e: { id: string }) => e.id,
        );
      expect(await listed()).toEqual([event.id]);

      const off = await admin.agent.post(`/api/v1/admin/events/${event.id}/deactivate`).expect(200);
      expect(off.body).toMatchObject({ message: 'Event deactivated', event: { is_active: false } });
      expect(await listed()).toEqual([]);
      const page = await t.http().get(`/api/v1/events/${event.id}`).expect(404);
      expect(page.body.detail).toBe('Event not found');
      // Staff still see it, with its tickets.
      const row = await admin.agent.get(`/api/v1/admin/events/${event.id}`).expect(200);
      expect(row.body).toMatchObject({ is_active: false, total_tickets: 2 });

      const on = await admin.agent.post(`/api/v1/admin/events/${event.id}/activate`).expect(200);
      expect(on.body).toMatchObject({ message: 'Event activated', event: { is_active: true } });
      expect(await listed()).toEqual([event.id]);
      await t.http().get(`/api/v1/events/${event.id}`).expect(200);
    });

    it('stops new listings for a deactivated event', async () => {
      const event = await make.event();
      await admin.agent.post(`/api/v1/admin/events/${event.id}/deactivate`).expect(200);
      const seller = await newSignedInUser(t);
      const res = await seller.agent
        .post('/api/v1/listings')
        .field('eventId', event.id)
        .field('quantity', '1')
        .field('price', '100000')
        .field('ticketType', 'mobile')
        .field('mobileTicketType', 'district')
        .field('upiId', 'seller@okaxis')
        .expect(400);
      expect(res.body.detail).toBe('This event is no longer open for listings');
    });
  });

  describe('the list', () => {
    it('lists every event, past and inactive too, with category, time status and ticket counts', async () => {
      const word = tag();
      const seller = await make.user();
      const music = await make.category(`Concerts ${word}`);
      const upcoming = await make.event({ title: `Upcoming ${word}`, eventDate: inHours(2 + 1 / 60), category: music });
      const active = await make.event({ title: `Active ${word}`, eventDate: inHours(2 - 1 / 60) });
      const expired = await make.event({ title: `Expired ${word}`, eventDate: inHours(-1 / 60) });
      const hidden = await make.event({ title: `Hidden ${word}`, eventDate: inHours(48), isActive: false });

      await make.listing(upcoming, seller, { quantity: 4, sold: 1, held: 1 }); // verified: 4 total, 2 on sale
      await make.listing(upcoming, seller, { quantity: 2, sold: 2 }); // sold out: 2 total, 0 on sale
      await make.listing(upcoming, seller, { quantity: 3, state: 'pending' }); // not verified
      await make.listing(upcoming, seller, { quantity: 1, state: 'rejected' });

      const res = await admin.agent.get('/api/v1/admin/events').query({ search: word }).expect(200);
      expect(res.headers['x-total-count']).toBe('4');
      expect(res.body.map((e: { id: string }) => e.id)).toEqual([expired.id, active.id, upcoming.id, hidden.id]);
      const byId = new Map(res.body.map((e: { id: string }) => [e.id, e]));
      expect(byId.get(upcoming.id)).toMatchObject({
        category: { id: music.id, name: music.name },
        time_status: 'upcoming',
        total_tickets: 6,
        available_tickets: 2,
        sold_tickets: 3,
        listing_count: 4,
        is_active: true,
        can_decide: true,
      });
      expect(byId.get(active.id)).toMatchObject({
        time_status: 'active',
        category: null,
        total_tickets: 0,
        available_tickets: 0,
      });
      expect(byId.get(expired.id)).toMatchObject({ time_status: 'expired', can_decide: false });
      expect(byId.get(hidden.id)).toMatchObject({ is_active: false, time_status: 'upcoming' });
    });

    it('filters by time status exactly as the rule draws it', async () => {
      const word = tag();
      const offsets = [-48, -1, -0.01, 0.01, 1, 1.99, 2.01, 3, 72];
      for (const h of offsets) await make.event({ title: `Window ${word} ${h}`, eventDate: inHours(h) });
      const all = (await admin.agent.get('/api/v1/admin/events').query({ search: word, limit: 100 }).expect(200)).body;
      const now = t.clock.now();
      for (const status of ['upcoming', 'active', 'expired'] as const) {
        const res = await admin.agent.get('/api/v1/admin/events').query({ search: word, status }).expect(200);
        const expected = all
          .filter((e: { event_date: string }) => eventTimeStatus(new Date(e.event_date), now) === status)
          .map((e: { id: string }) => e.id);
        expect(res.body.map((e: { id: string }) => e.id)).toEqual(expected);
        expect(res.body.every((e: { time_status: string }) => e.time_status === status)).toBe(true);
      }
      expect(all.map((e: { time_status: string }) => e.time_status)).toEqual([
        'expired',
        'expired',
        'expired',
        'active',
        'active',
        'active',
        'upcoming',
        'upcoming',
        'upcoming',
      ]);
    });

    it('searches title, venue, city and category, filters, sorts and pages with the total in X-Total-Count', async () => {
      const word = tag();
      const sports = await make.category(`Sports ${word}`);
      const a = await make.event({
        title: `Kabaddi Finals ${word}`,
        venue: 'The Arena',
        city: 'Ahmedabad',
        eventDate: inHours(30),
      });
      const b = await make.event({
        title: `T20 Night`,
        venue: `Chinnaswamy ${word}`,
        city: 'Bengaluru',
        eventDate: inHours(20),
      });
      const c = await make.event({ title: 'Derby', city: 'Kolkata', category: sports, eventDate: inHours(10) });
      const d = await make.event({ title: `Zumba ${word}`, city: 'Pune', eventDate: inHours(40), isActive: false });
      await admin.agent.post(`/api/v1/admin/events/${a.id}/verify`).expect(200);
      await admin.agent.post(`/api/v1/admin/events/${b.id}/reject`).expect(200);

      const ids = async (query: Record<string, string | number>) => {
        const res = await admin.agent
          .get('/api/v1/admin/events')
          .query({ search: word, ...query })
          .expect(200);
        return { ids: res.body.map((e: { id: string }) => e.id), total: Number(res.headers['x-total-count']) };
      };
      expect(await ids({})).toEqual({ ids: [c.id, b.id, a.id, d.id], total: 4 });
      expect(await ids({ search: word.toUpperCase() })).toMatchObject({ total: 4 });
      expect(await ids({ order: 'desc' })).toMatchObject({ ids: [d.id, a.id, b.id, c.id] });
      expect(await ids({ sort: 'title' })).toMatchObject({ ids: [c.id, a.id, b.id, d.id] });
      expect(await ids({ sort: 'city', order: 'desc' })).toMatchObject({ ids: [d.id, c.id, b.id, a.id] });
      expect(await ids({ limit: 2 })).toEqual({ ids: [c.id, b.id], total: 4 });
      expect(await ids({ limit: 2, offset: 2 })).toEqual({ ids: [a.id, d.id], total: 4 });
      expect(await ids({ offset: 10 })).toEqual({ ids: [], total: 4 });
      expect(await ids({ active: 'false' })).toEqual({ ids: [d.id], total: 1 });
      expect(await ids({ verification: 'verified' })).toEqual({ ids: [a.id], total: 1 });
      expect(await ids({ verification: 'rejected' })).toEqual({ ids: [b.id], total: 1 });
      expect(await ids({ verification: 'pending' })).toMatchObject({ ids: [c.id, d.id] });
      expect(await ids({ categoryId: sports.id })).toEqual({ ids: [c.id], total: 1 });
      expect(await ids({ categoryId: 'none' })).toMatchObject({ ids: [b.id, a.id, d.id] });
      expect(await ids({ search: '100%_' })).toEqual({ ids: [], total: 0 });
    });

    it.each([
      [{ limit: '0' }, 'Limit must be a whole number from 1 to 100'],
      [{ limit: '101' }, 'Limit must be a whole number from 1 to 100'],
      [{ offset: '-1' }, 'Offset must be a whole number of at least 0'],
      [{ sort: 'price' }, 'Sort must be one of event_date, title, city, created_at'],
      [{ order: 'up' }, 'Order must be asc or desc'],
      [{ status: 'soon' }, 'Status must be one of upcoming, active, expired'],
      [{ active: 'yes' }, 'Active must be true or false'],
      [{ format: 'xml' }, 'Format must be json or csv'],
      [{ colour: 'red' }, 'property colour should not exist'],
    ])('refuses the query %p', async (query, message) => {
      const res = await admin.agent.get('/api/v1/admin/events').query(query).expect(400);
      expect(res.body.detail).toBe(message);
    });

    it('exports the current filter as CSV, escaped and safe to open in a spreadsheet', async () => {
      const word = tag();
      const seller = await make.user();
      const first = await make.event({
        title: `=HYPERLINK("http://evil.example","Click") ${word}`,
        venue: 'Hall 1, Gate "B"',
        eventDate: new Date('2031-12-01T14:00:00Z'),
        resaleCapPercent: 20,
      });
      await make.listing(first, seller, { quantity: 2, faceValue: paise(100_000), price: 120_000 });
      await make.event({ title: `+Plus ${word}`, eventDate: new Date('2031-12-02T14:00:00Z'), isActive: false });

      const res = await admin.agent
        .get('/api/v1/admin/events')
        .query({ search: word, format: 'csv', limit: 1 })
        .expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="ticketsetu-events.csv"');
      expect(res.headers['x-total-count']).toBe('2');
      const text = res.text;
      expect(text.startsWith('\uFEFFEvent ID,Title,Venue,City,Category,Date (IST),Status,Verification,Active,')).toBe(
        true,
      );
      const lines = text.slice(1).split('\r\n');
      expect(lines).toHaveLength(4); // header, two rows (limit ignored), final line break
      expect(lines[1]).toBe(
        `${first.id},"'=HYPERLINK(""http://evil.example"",""Click"") ${word}","Hall 1, Gate ""B""",Mumbai,Uncategorized,` +
          '2031-12-01 19:30,Upcoming,Pending,Yes,2,2,0,0,0,Face value + 20%',
      );
      expect(lines[2]).toContain(`'+Plus ${word}`);
      expect(lines[2]).toContain(',No,');

      // The same with Accept: text/csv.
      const accepted = await admin.agent.get('/api/v1/admin/events').query({ search: word }).set('Accept', 'text/csv');
      expect(accepted.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(accepted.text).toBe(text);
    });
  });

  describe('delete', () => {
    it("deletes an event nothing was listed for: 'Event deleted successfully!'", async () => {
      const event = await make.event();
      const res = await admin.agent.delete(`/api/v1/admin/events/${event.id}`).expect(200);
      expect(res.body.message).toBe('Event deleted successfully!');
      expect(await eventRow(event.id)).toBeUndefined();
      await admin.agent.delete(`/api/v1/admin/events/${event.id}`).expect(404);
    });

    it('refuses an event with sold tickets or any listing: deactivate it instead', async () => {
      const seller = await make.user();
      const sold = await make.event();
      await make.listing(sold, seller, { quantity: 2, sold: 1 });
      const soldRes = await admin.agent.delete(`/api/v1/admin/events/${sold.id}`).expect(409);
      expect(soldRes.body.detail).toBe('This event has sold tickets and cannot be deleted. Deactivate it instead.');

      const listed = await make.event();
      await make.listing(listed, seller, { state: 'rejected' });
      const listedRes = await admin.agent.delete(`/api/v1/admin/events/${listed.id}`).expect(409);
      expect(listedRes.body.detail).toBe('This event has listings and cannot be deleted. Deactivate it instead.');

      expect(await eventRow(sold.id)).toBeDefined();
      expect(await eventRow(listed.id)).toBeDefined();
      await admin.agent.post(`/api/v1/admin/events/${sold.id}/deactivate`).expect(200);
    });

    it('leaves the last word to the database: a listing made while the check ran still keeps the event', async () => {
      // The listing appears after the listings module looked (simulated by asking catalog directly).
      const event = await make.event();
      await make.listing(event, await make.user(), { state: 'pending' });
      const deleting = make.inContext(() => t.app.get(EventAdminService).delete(admin.id, event.id));
      await expect(deleting).rejects.toMatchObject({
        status: 409,
        message:
          'This event is in use (listings, orders or waiting lists) and cannot be deleted. Deactivate it instead.',
      });
      expect(await eventRow(event.id)).toBeDefined();
    });
  });
});

describe('Admin > Categories (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let admin: Admin;

  beforeAll(async () => {
    t = await createTestApp();
    make = factories(t);
    admin = await newSignedInUser(t, { admin: true });
  });
  afterAll(() => t.close());

  it('creates, renames and deletes categories with the messages', async () => {
    const created = await admin.agent
      .post('/api/v1/admin/categories')
      .send({ name: '  Stand-up   Comedy ' })
      .expect(201);
    expect(created.body).toMatchObject({
      message: 'Category created successfully!',
      category: { name: 'Stand-up Comedy', event_count: 0 },
    });
    const id = created.body.category.id;

    const renamed = await admin.agent.patch(`/api/v1/admin/categories/${id}`).send({ name: 'Comedy' }).expect(200);
    expect(renamed.body).toMatchObject({ message: 'Category updated successfully!', category: { id, name: 'Comedy' } });
    expect((await t.http().get('/api/v1/categories').expect(200)).body).toEqual([{ id, name: 'Comedy' }]);

    const listed = await admin.agent.get('/api/v1/admin/categories').expect(200);
    expect(listed.body).toEqual([{ id, name: 'Comedy', event_count: 0 }]);

    const deleted = await admin.agent.delete(`/api/v1/admin/categories/${id}`).expect(200);
    expect(deleted.body.message).toBe('Category deleted successfully!');
    expect(await t.sql('select * from categories where id = ?', [id])).toEqual([]);
    const again = await admin.agent.delete(`/api/v1/admin/categories/${id}`).expect(404);
    expect(again.body.detail).toBe('Category not found');
  });

  it('keeps names unique without regard to case, on create and on rename', async () => {
    await admin.agent.post('/api/v1/admin/categories').send({ name: 'Workshops' }).expect(201);
    const other = (await admin.agent.post('/api/v1/admin/categories').send({ name: 'Theatre' }).expect(201)).body
      .category;
    const duplicate = await admin.agent.post('/api/v1/admin/categories').send({ name: 'WORKSHOPS ' }).expect(409);
    expect(duplicate.body).toMatchObject({
      detail: 'A category with this name already exists',
      errors: [{ field: 'name', message: 'A category with this name already exists' }],
    });
    const rename = await admin.agent
      .patch(`/api/v1/admin/categories/${other.id}`)
      .send({ name: 'workshops' })
      .expect(409);
    expect(rename.body.detail).toBe('A category with this name already exists');
    // Renaming to its own name in another case is fine.
    await admin.agent.patch(`/api/v1/admin/categories/${other.id}`).send({ name: 'THEATRE' }).expect(200);
  });

  it('refuses an empty or overlong name', async () => {
    const empty = await admin.agent.post('/api/v1/admin/categories').send({ name: '   ' }).expect(400);
    expect(empty.body.errors).toMatchObject([{ field: 'name', message: 'Category name is required' }]);
    const long = await admin.agent
      .post('/api/v1/admin/categories')
      .send({ name: 'x'.repeat(61) })
      .expect(400);
    expect(long.body.detail).toBe('Category name can be at most 60 characters');
  });

  it('refuses to delete a category any event uses, past or inactive too', async () => {
    const category = (await admin.agent.post('/api/v1/admin/categories').send({ name: 'Sports' }).expect(201)).body
      .category;
    const event = await make.event({ category, eventDate: make.daysFromNow(-3), isActive: false });
    const res = await admin.agent.delete(`/api/v1/admin/categories/${category.id}`).expect(409);
    expect(res.body.detail).toBe(
      'This category is used by events and cannot be deleted. Move them to another category first.',
    );
    expect((await admin.agent.get('/api/v1/admin/categories').expect(200)).body).toEqual(
      expect.arrayContaining([{ id: category.id, name: 'Sports', event_count: 1 }]),
    );
    // The database holds the rule too.
    await expect(t.sql('delete from categories where id = ?', [category.id])).rejects.toThrow(/foreign key/);
    await admin.agent.patch(`/api/v1/admin/events/${event.id}`).send({ categoryId: null }).expect(200);
    await admin.agent.delete(`/api/v1/admin/categories/${category.id}`).expect(200);
  });
});

describe('deactivation with the public read cache on (ADR 26)', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await createTestApp({ CATALOG_CACHE_TTL_MS: '2000' });
    make = factories(t);
  });
  afterAll(() => t.close());

  it('stops sales and listings at once, and leaves every public page within the cache lifetime', async () => {
    const admin = await newSignedInUser(t, { admin: true });
    const seller = await newSignedInUser(t);
    const event = await make.event({ title: 'Cached then deactivated' });
    const onSale = await make.listing(event, await make.user(), { price: 150_000 });
    const buyer = await newSignedInUser(t);
    const ids = async () => (await t.http().get('/api/v1/events').expect(200)).body.map((e: { id: string }) => e.id);
    expect(await ids()).toContain(event.id);
    await t.http().get(`/api/v1/events/${event.id}`).expect(200);

    await admin.agent.post(`/api/v1/admin/events/${event.id}/deactivate`).expect(200);

    // At once: nobody can buy or list for this event.
    const order = await buyer.agent
      .post('/api/v1/orders')
      .set('Idempotency-Key', randomUUID())
      .send({ listingId: onSale.id, quantity: 1, platformId: 'buyer@district' })
      .expect(409);
    expect(order.body.detail).toBe('This ticket is no longer available');
    const listing = await seller.agent
      .post('/api/v1/listings')
      .field('eventId', event.id)
      .field('quantity', '1')
      .field('price', '100000')
      .field('ticketType', 'mobile')
      .field('mobileTicketType', 'district')
      .field('upiId', 'seller@okaxis')
      .expect(400);
    expect(listing.body.detail).toBe('This event is no longer open for listings');

    // The copy this replica cached a moment ago may still be served: never longer than its lifetime.
    t.clock.advance(2_001);
    expect(await ids()).not.toContain(event.id);
    const page = await t.http().get(`/api/v1/events/${event.id}`).expect(404);
    expect(page.body.detail).toBe('Event not found');
  });
});
