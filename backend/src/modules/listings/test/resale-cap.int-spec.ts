import { newSignedInUser } from '../../../../test/harness/auth.js';
import { pdfFile } from '../../../../test/harness/files.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

type Person = Awaited<ReturnType<typeof newSignedInUser>>;

describe('resale price caps (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let admin: Person;
  let seller: Person;

  beforeAll(async () => {
    // Staff set caps through Admin > Events, which the back office mounts beside listings (ADR 71).
    t = await createModuleTestApp('backoffice', { DATA_DIR: `/tmp/ticketsetu-resale-cap-${process.pid}` });
    admin = await newSignedInUser(t, { admin: true });
    seller = await newSignedInUser(t);
  });
  afterAll(() => t.close());

  /** An event staff create through Admin > Events, with the cap given. */
  async function event(cap: Record<string, unknown>): Promise<string> {
    const res = await admin.agent
      .post('/api/v1/admin/events')
      .send({
        title: `Capped show ${Math.random().toString(36).slice(2, 8)}`,
        venue: 'Siri Fort Auditorium',
        city: 'New Delhi',
        eventDate: new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString(),
        ...cap,
      })
      .expect(201);
    return res.body.event.id as string;
  }

  const sell = (fields: Record<string, string>) => {
    let req = seller.agent.post('/api/v1/listings');
    const form = {
      quantity: '2',
      ticketType: 'mobile',
      mobileTicketType: 'district',
      upiId: 'seller@okaxis',
      ...fields,
    };
    for (const [name, value] of Object.entries(form)) req = req.field(name, value);
    return req.attach('files', pdfFile, 'booking.pdf');
  };
  const listingsOf = (eventId: string) => t.sql('select price, face_value from tickets where event_id = ?', [eventId]);

  it('shows the cap on the public event list and page', async () => {
    const id = await event({ resaleCapPercent: 20 });
    const list = await t.http().get('/api/v1/events').expect(200);
    expect(list.body.find((e: { id: string }) => e.id === id)).toMatchObject({
      resale_cap_percent: 20,
      resale_cap_price: null,
    });
    const fixed = await event({ resaleCapPrice: 150_000 });
    const page = await t.http().get(`/api/v1/events/${fixed}`).expect(200);
    expect(page.body).toMatchObject({ resale_cap_percent: null, resale_cap_price: 150_000 });
  });

  it('asks the face value where the cap is a percent, and refuses a price above face value + 20%', async () => {
    const id = await event({ resaleCapPercent: 20 });

    const noFace = await sell({ eventId: id, price: '110000' }).expect(400);
    expect(noFace.body).toMatchObject({
      detail: 'Please enter the face value printed on your ticket',
      errors: [{ field: 'faceValue', message: 'Please enter the face value printed on your ticket' }],
    });
    // The price's own checks come first (the spec's order).
    const badPrice = await sell({ eventId: id, price: 'abc' }).expect(400);
    expect(badPrice.body.detail).toBe('Please enter a valid price');

    const above = await sell({ eventId: id, price: '120001', faceValue: '100000' }).expect(400);
    expect(above.body).toMatchObject({
      detail: 'The price per ticket can be at most ₹1,200.00 for this event (face value + 20%)',
      errors: [
        { field: 'price', message: 'The price per ticket can be at most ₹1,200.00 for this event (face value + 20%)' },
      ],
    });
    expect(await listingsOf(id)).toEqual([]);

    const at = await sell({ eventId: id, price: '120000', faceValue: '100000' }).expect(201);
    expect(at.body.listing).toMatchObject({ price: 120_000, face_value: 100_000, status: 'pending_approval' });
    expect(await listingsOf(id)).toEqual([{ price: 120_000, face_value: 100_000 }]);
  });

  it('rounds the percent half-up to the paisa, as the browser does', async () => {
    const id = await event({ resaleCapPercent: 0.5 });
    // 0.5% of ₹11.00 is 5.5 paise: the cap is ₹11.06.
    await sell({ eventId: id, price: '1107', faceValue: '1100' }).expect(400);
    await sell({ eventId: id, price: '1106', faceValue: '1100' }).expect(201);
  });

  it('refuses a price above a fixed cap, with no face value needed', async () => {
    const id = await event({ resaleCapPrice: 150_000 });
    const above = await sell({ eventId: id, price: '150001' }).expect(400);
    expect(above.body.errors).toMatchObject([
      { field: 'price', message: 'The price per ticket can be at most ₹1,500.00 for this event' },
    ]);
    await sell({ eventId: id, price: '150000' }).expect(201);
  });

  it('applies a cap staff add later to new listings, and none where the event has none', async () => {
    const id = await event({});
    await sell({ eventId: id, price: '500000' }).expect(201);
    const bad = await sell({ eventId: id, price: '500000', faceValue: 'lots' }).expect(400);
    expect(bad.body.errors).toMatchObject([{ field: 'faceValue', message: 'Please enter a valid face value' }]);

    await admin.agent.patch(`/api/v1/admin/events/${id}`).send({ resaleCapPrice: 300_000 }).expect(200);
    await sell({ eventId: id, price: '500000' }).expect(400);
    expect(await listingsOf(id)).toEqual([{ price: 500_000, face_value: null }]);
  });
});
