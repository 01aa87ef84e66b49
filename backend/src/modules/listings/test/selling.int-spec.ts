import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { factories } from '../../../../test/harness/factories.js';
import { executableFile, pdfFile, pngFile } from '../../../../test/harness/files.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

type Agent = Awaited<ReturnType<typeof newSignedInUser>>['agent'];

describe('selling: listing tickets, proof files and staff review', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = `/tmp/ticketsetu-selling-${process.pid}`;
    t = await createModuleTestApp('backoffice', { DATA_DIR: dataDir });
    make = factories(t);
  });
  afterAll(() => t.close());

  const sell = (agent: Agent, fields: Record<string, string>, files: [string, Buffer][] = []) => {
    let req = agent.post('/api/v1/listings');
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    for (const [filename, body] of files) req = req.attach('files', body, filename);
    return req;
  };
  const storedFiles = async () =>
    (await readdir(join(dataDir, 'uploads', 'listings'), { recursive: true }).catch(() => [])).filter(
      (f) => String(f).endsWith('.type') === false && String(f).includes('.'),
    );

  async function openEvent() {
    return make.event({ title: `Sell test ${Math.random().toString(36).slice(2, 8)}`, sellerFeePercent: 5 });
  }

  it('lists a mobile ticket with a PDF: pending review, file kept private, confirmation email sent', async () => {
    const seller = await newSignedInUser(t);
    const event = await openEvent();
    const res = await sell(
      seller.agent,
      {
        eventId: event.id,
        quantity: '2',
        price: '149950',
        ticketType: 'mobile',
        mobileTicketType: 'bookmyshow',
        section: 'Gold',
        row: 'F',
        upiId: 'kavya@okaxis',
      },
      [['booking.pdf', pdfFile]],
    ).expect(201);
    expect(res.body.message).toBe('Ticket is under review by our team, it will be listed soon!');
    expect(res.body.listing).toMatchObject({
      event_id: event.id,
      price: 149_950,
      quantity: 2,
      status: 'pending_approval',
      ticket_type: 'mobile',
      mobile_ticket_type: 'bookmyshow',
      pickup_address: null,
      upi_id: 'kavya@okaxis',
    });
    const [file] = res.body.listing.files;
    expect(file).toMatchObject({ name: 'booking.pdf', content_type: 'application/pdf' });
    expect(res.body.listing.file_urls).toEqual([file.url]);

    // Not on the public page until verified; the owner can download the proof.
    const page = await t.http().get(`/api/v1/events/${event.id}`).expect(200);
    expect(page.body.listings).toEqual([]);
    const download = await seller.agent.get(file.url).expect(200);
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.headers['content-disposition']).toBe('attachment; filename="booking.pdf"');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(download.body as Buffer).equals(pdfFile)).toBe(true);

    await t.app.get(Outbox).drain();
    const [mail] = await t.sql<{ subject: string; text: string }>(
      'select subject, text from dev_mailbox where recipient = ?',
      [seller.form.email],
    );
    expect(mail!.subject).toBe(`Your tickets for ${event.title} are under review`);
    expect(mail!.text).toContain('Price per ticket: ₹1,499.50');
    expect(mail!.text).toContain('Number of tickets: 2');
    expect(mail!.text).toMatch(/Date: \d{1,2} \w+ \d{4} at \d{1,2}:\d{2} [ap]m/);
  });

  it('checks the form in the spec order, on the server', async () => {
    const seller = await newSignedInUser(t);
    const event = await openEvent();
    const cases: [Record<string, string>, string][] = [
      [{ price: '10000', ticketType: 'physical', upiId: 'x' }, 'Please select an event'],
      [{ eventId: event.id, price: '0', ticketType: 'physical', upiId: 'x' }, 'Please enter a valid price'],
      [
        { eventId: event.id, price: '10000', ticketType: 'physical', upiId: 'x' },
        'Please select a pickup address for physical tickets',
      ],
      [
        { eventId: event.id, price: '10000', ticketType: 'mobile', mobileTicketType: 'district' },
        'Please provide your UPI ID for payments',
      ],
      [
        {
          eventId: event.id,
          price: '10000',
          ticketType: 'mobile',
          mobileTicketType: 'district',
          upiId: 'kavya@ok.axis',
        },
        'Please enter a valid UPI ID (e.g., username@bank)',
      ],
      [
        { eventId: event.id, price: '10000', ticketType: 'mobile', upiId: 'kavya@okaxis' },
        'Please choose BookMyShow or District for a mobile ticket',
      ],
      [
        {
          eventId: event.id,
          price: '10000',
          quantity: '7',
          ticketType: 'mobile',
          mobileTicketType: 'district',
          upiId: 'kavya@okaxis',
        },
        'Number of tickets must be between 1 and 6',
      ],
    ];
    for (const [fields, detail] of cases) {
      const res = await sell(seller.agent, fields).expect(400);
      expect({ fields, detail: res.body.detail }).toEqual({ fields, detail });
    }
    expect(await t.sql('select id from tickets where seller_id = ?', [seller.id])).toHaveLength(0);
  });

  it('needs a session, an open event, and the seller’s own saved pickup address', async () => {
    await t.http().post('/api/v1/listings').field('eventId', 'x').expect(401);
    const seller = await newSignedInUser(t);
    const other = await newSignedInUser(t);
    const past = await make.event({ eventDate: make.daysFromNow(-2) });
    const closed = await sell(seller.agent, {
      eventId: past.id,
      price: '10000',
      ticketType: 'mobile',
      mobileTicketType: 'district',
      upiId: 'kavya@okaxis',
    }).expect(400);
    expect(closed.body.detail).toBe('This event is no longer open for listings');

    const address = {
      addressLine1: '12 MG Road',
      addressLine2: 'Flat 4B',
      area: 'Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
    };
    const mine = (await seller.agent.post('/api/v1/me/addresses').send(address).expect(201)).body;
    const theirs = (await other.agent.post('/api/v1/me/addresses').send(address).expect(201)).body;
    const event = await openEvent();
    const fields = { eventId: event.id, price: '250000', quantity: '3', ticketType: 'physical', upiId: 'kavya@okaxis' };
    await sell(seller.agent, { ...fields, pickupAddressId: theirs.id }).expect(404);
    const res = await sell(seller.agent, { ...fields, pickupAddressId: mine.id }).expect(201);
    expect(res.body.listing.pickup_address).toBe('12 MG Road, Flat 4B, Indiranagar, Bengaluru, Karnataka - 560038');
  });

  it('checks files by their content: an executable named .pdf and an 10 MB + 1 byte file are refused, nothing stored', async () => {
    const seller = await newSignedInUser(t);
    const event = await openEvent();
    const fields = {
      eventId: event.id,
      price: '99900',
      ticketType: 'mobile',
      mobileTicketType: 'district',
      upiId: 'kavya@okaxis',
    };
    const before = await storedFiles();

    const renamed = await sell(seller.agent, fields, [['ticket.pdf', executableFile]]).expect(400);
    expect(renamed.body.detail).toBe('ticket.pdf: Only PDF or image files (JPEG, PNG, WebP, HEIC) can be uploaded');
    const tooBig = Buffer.concat([pdfFile, Buffer.alloc(10 * 1024 * 1024 + 1 - pdfFile.length)]);
    const big = await sell(seller.agent, fields, [['scan.pdf', tooBig]]).expect(400);
    expect(big.body.detail).toBe('scan.pdf: Each file must be 10 MB or smaller');
    // One good file with a bad one: the whole listing is refused and the good file is not kept either.
    await sell(seller.agent, fields, [
      ['ok.png', pngFile],
      ['bad.pdf', executableFile],
    ]).expect(400);

    expect(await t.sql('select id from tickets where seller_id = ?', [seller.id])).toHaveLength(0);
    expect(await storedFiles()).toEqual(before);

    const ok = await sell(seller.agent, fields, [
      ['screenshot.png', pngFile],
      ['ticket.pdf', pdfFile],
    ]).expect(201);
    expect(ok.body.listing.files.map((f: { content_type: string }) => f.content_type)).toEqual([
      'image/png',
      'application/pdf',
    ]);
  });

  it("keeps a seller's files, UPI id and address from everyone but the seller and staff", async () => {
    const seller = await newSignedInUser(t);
    const stranger = await newSignedInUser(t);
    const admin = await newSignedInUser(t, { admin: true });
    const event = await openEvent();
    const created = (
      await sell(
        seller.agent,
        {
          eventId: event.id,
          price: '50000',
          ticketType: 'mobile',
          mobileTicketType: 'district',
          upiId: 'kavya@okaxis',
        },
        [['proof.png', pngFile]],
      ).expect(201)
    ).body.listing;

    const seen = await stranger.agent.get(`/api/v1/listings/${created.id}`).expect(404);
    expect(seen.body).not.toHaveProperty('upi_id');
    await stranger.agent.get(created.files[0].url).expect(404);
    await t.http().get(created.files[0].url).expect(401);
    await stranger.agent.post(`/api/v1/admin/listings/${created.id}/verify`).send({}).expect(403);
    await stranger.agent.post(`/api/v1/listings/${created.id}/withdraw`).expect(404);

    expect((await admin.agent.get(`/api/v1/listings/${created.id}`).expect(200)).body.upi_id).toBe('kavya@okaxis');
    await admin.agent.get(created.files[0].url).expect(200);
  });

  it('staff verify or reject only pending listings, with remarks, who and when; the seller is emailed', async () => {
    const seller = await newSignedInUser(t);
    const admin = await newSignedInUser(t, { admin: true });
    const event = await openEvent();
    const form = { eventId: event.id, ticketType: 'mobile', mobileTicketType: 'district', upiId: 'kavya@okaxis' };
    const good = (await sell(seller.agent, { ...form, price: '120000' }).expect(201)).body.listing;
    const bad = (await sell(seller.agent, { ...form, price: '80000' }).expect(201)).body.listing;

    const pending = (await admin.agent.get('/api/v1/admin/listings?tab=pending').expect(200)).body;
    expect(pending.find((l: { id: string }) => l.id === good.id)).toMatchObject({
      seller: { id: seller.id, email: seller.form.email, full_name: 'Kavya Menon Iyer' },
      status: 'pending_approval',
    });

    const verified = (
      await admin.agent
        .post(`/api/v1/admin/listings/${good.id}/verify`)
        .send({ remarks: 'Booking checked' })
        .expect(200)
    ).body;
    expect(verified).toMatchObject({ status: 'available', remarks: 'Booking checked', decided_by: admin.id });
    expect(verified.decided_at).not.toBeNull();
    const rejected = (
      await admin.agent
        .post(`/api/v1/admin/listings/${bad.id}/reject`)
        .send({ remarks: 'Screenshot is blurred' })
        .expect(200)
    ).body;
    expect(rejected).toMatchObject({ status: 'cancelled', remarks: 'Screenshot is blurred' });

    const again = await admin.agent.post(`/api/v1/admin/listings/${bad.id}/verify`).send({}).expect(409);
    expect(again.body).toMatchObject({
      code: 'LISTING_NOT_REVIEWABLE',
      detail: 'Only listings pending approval can be verified or rejected',
    });
    await admin.agent
      .put(`/api/v1/admin/listings/${bad.id}/remarks`)
      .send({ remarks: 'Asked seller for a clearer copy' })
      .expect(200);

    // The verified one is on sale; the event's figures follow.
    const page = (await t.http().get(`/api/v1/events/${event.id}`).expect(200)).body;
    expect(page.listings.map((l: { id: string }) => l.id)).toEqual([good.id]);
    expect(page).toMatchObject({ min_price: 120_000, available_tickets: 1 });
    expect(
      (await admin.agent.get('/api/v1/admin/listings?tab=rejected').expect(200)).body.map((l: { id: string }) => l.id),
    ).toContain(bad.id);

    await t.app.get(Outbox).drain();
    const subjects = await t.sql<{ subject: string; text: string }>(
      'select subject, text from dev_mailbox where recipient = ? order by created_at',
      [seller.form.email],
    );
    expect(subjects.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `Your tickets for ${event.title} are live`,
        `Your listing for ${event.title} could not be verified`,
      ]),
    );
    expect(subjects.find((m) => m.subject.includes('could not be verified'))!.text).toContain(
      'Remarks from our team: Screenshot is blurred',
    );
    expect(subjects.find((m) => m.subject.includes('are live'))!.text).toContain('Hi Kavya,');
  });

  it('lets a seller withdraw their own listing while nothing is sold, and lists their listings', async () => {
    const seller = await newSignedInUser(t);
    const event = await openEvent();
    const listing = (
      await sell(seller.agent, {
        eventId: event.id,
        price: '70000',
        ticketType: 'mobile',
        mobileTicketType: 'district',
        upiId: 'kavya@okaxis',
      }).expect(201)
    ).body.listing;
    const withdrawn = (await seller.agent.post(`/api/v1/listings/${listing.id}/withdraw`).expect(200)).body;
    expect(withdrawn.status).toBe('withdrawn');
    await seller.agent.post(`/api/v1/listings/${listing.id}/withdraw`).expect(409);

    const mine = (await seller.agent.get('/api/v1/me/listings').expect(200)).body;
    expect(mine).toEqual([
      expect.objectContaining({
        id: listing.id,
        status: 'withdrawn',
        event_title: event.title,
        sold_quantity: 0,
        available_quantity: 1,
      }),
    ]);
  });

  it('flags a proof file already attached to another listing, for any seller', async () => {
    const first = await newSignedInUser(t);
    const second = await newSignedInUser(t);
    const admin = await newSignedInUser(t, { admin: true });
    const event = await openEvent();
    const form = {
      eventId: event.id,
      price: '90000',
      ticketType: 'mobile',
      mobileTicketType: 'district',
      upiId: 'kavya@okaxis',
    };
    const screenshot = Buffer.concat([pngFile, Buffer.from(`${Math.random()}`)]); // one booking screenshot
    const original = (await sell(first.agent, form, [['booking.png', screenshot]]).expect(201)).body.listing;
    const copy = (await sell(second.agent, form, [['my-booking.png', screenshot]]).expect(201)).body.listing;
    const distinctPdf = Buffer.concat([pdfFile, Buffer.from(`% ${Math.random()}\n`)]);
    const unique = (await sell(second.agent, form, [['ticket.pdf', distinctPdf]]).expect(201)).body.listing;

    const pending = (await admin.agent.get('/api/v1/admin/listings?tab=pending').expect(200)).body as {
      id: string;
      possible_duplicate_of: string[];
    }[];
    const flags = Object.fromEntries(pending.map((l) => [l.id, l.possible_duplicate_of]));
    expect(flags[copy.id]).toEqual([original.id]);
    expect(flags[original.id]).toEqual([copy.id]);
    expect(flags[unique.id]).toEqual([]);
  });
});

describe('seller emails with the outbox dispatcher running', () => {
  it('sends the listing confirmation on its first delivery', async () => {
    const t = await createModuleTestApp('listings', { OUTBOX_POLL_MS: '60000' }); // only the kick after publish dispatches
    try {
      const seller = await newSignedInUser(t);
      const event = await factories(t).event();
      await seller.agent
        .post('/api/v1/listings')
        .field('eventId', event.id)
        .field('price', '65000')
        .field('ticketType', 'mobile')
        .field('mobileTicketType', 'district')
        .field('upiId', 'kavya@okaxis')
        .expect(201);
      let deliveries: Record<string, unknown>[] = [];
      for (let i = 0; i < 50 && deliveries[0]?.status !== 'done'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        deliveries = await t.sql(
          `select d.status, d.attempts, d.last_error from outbox_deliveries d join outbox_events e on e.id = d.event_id where e.type = 'TicketListed'`,
        );
      }
      expect(deliveries).toEqual([{ status: 'done', attempts: 1, last_error: null }]);
    } finally {
      await t.close();
    }
  });
});
