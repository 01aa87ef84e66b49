import { jest } from '@jest/globals';
import { SqlEntityManager } from '@mikro-orm/postgresql';
import { RATING_MESSAGES as m } from '@ticketsetu/contracts/sellers';
import sharp from 'sharp';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { MUMBAI } from '../../../../test/harness/buying.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import { ticketPng } from '../../../../test/harness/proof-corpus.mjs';
import type { TestApp } from '../../../../test/harness/test-app.js';
import { type Person, type Sale, sales } from './sales.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * A seller's public profile (ADR 65) from real sales: paid in the PhonePe sandbox, completed, failed and
 * refunded through the transfers, payouts and disputes desks, over HTTP; what it shows and what it never
 * gives out, and that a page of many sellers is one statement.
 */
describe("a seller's public profile", () => {
  let t: TestApp;
  let s: ReturnType<typeof sales>;
  let b: ReturnType<typeof sales>['b'];
  let admin: Person;
  const drainAll = () => s.drainAll();
  const buy = (listingId: string) => s.buy(listingId);
  const complete = (seller: Person, sale: Sale) => s.send(seller, sale);

  beforeAll(async () => {
    t = await createModuleTestApp('sellers', {}, { listen: true });
    s = sales(t);
    b = s.b;
    admin = await newSignedInUser(t, { admin: true });
  });
  afterAll(() => t.close());

  async function refundByDispute(sale: Sale) {
    const dispute = (
      await sale.buyer.agent
        .post(`/api/v1/me/purchases/${sale.transferId}/dispute`)
        .field('reason', 'not_received')
        .field('description', 'Nothing arrived.')
        .expect(201)
    ).body.dispute;
    await admin.agent
      .post(`/api/v1/admin/disputes/${dispute.id}/resolve`)
      .send({ outcome: 'refund', note: 'The tickets never arrived.' })
      .expect(200);
    await drainAll();
  }
  const profileOf = async (id: string) => (await t.http().get(`/api/v1/sellers/${id}`).expect(200)).body;

  it('shows the name shown, city and state, member since, completed sales, the share without refunds and the badges, and nothing more', async () => {
    const { seller, listing } = await b.onSale({ quantity: 6, price: 150_000 });
    await b.saveAddress(seller.agent, MUMBAI);
    const done = [await buy(listing.id), await buy(listing.id), await buy(listing.id)];
    for (const sale of done) await complete(seller, sale);
    const failed = await buy(listing.id);
    await admin.agent
      .post(`/api/v1/admin/transfers/${failed.transferId}/fail`)
      .send({ reason: 'Seller away' })
      .expect(200);
    const refunded = await buy(listing.id);
    await refundByDispute(refunded);
    await buy(listing.id); // still under way: not ended, not counted either way
    await drainAll();

    const profile = await profileOf(seller.id);
    const [user] = await t.sql<{ created_at: string }>('select created_at from users where id = ?', [seller.id]);
    const month = new Date(Date.parse(user!.created_at) + 330 * 60_000).toISOString().slice(0, 7); // IST
    expect(profile).toEqual({
      id: seller.id,
      display_name: 'Kavya M.', // 'Kavya Menon Iyer': the first name and the last name's initial
      city: 'Mumbai',
      state: 'Maharashtra',
      member_since: month,
      completed_sales: 3,
      clean_sale_share: 60, // 3 of the 5 that ended
      rating_average: null,
      rating_count: 0,
      badges: ['phone_verified', 'pan_on_file'], // signed up with a code; PAN given; no name-checked UPI id
    });
    // No personal data beyond that: no email, phone, PAN, UPI id, street or PIN code.
    const text = JSON.stringify(profile);
    for (const secret of [
      seller.form.email,
      seller.form.phone,
      MUMBAI.addressLine1,
      MUMBAI.pincode,
      'seller@okaxis',
      'Menon',
    ]) {
      expect(text).not.toContain(secret);
    }
    const [person] = await t.sql<{ pan: string }>('select pan from users where id = ?', [seller.id]);
    expect(text).not.toContain(person!.pan);
  });

  it('takes the full name when the seller chooses it, and loses "Phone verified" with a phone typed on the profile', async () => {
    const { seller } = await b.onSale();
    expect(await seller.agent.get('/api/v1/me/seller-profile').expect(200)).toMatchObject({
      body: { show_full_name: false, display_name: 'Kavya M.', profile_path: `/seller/${seller.id}` },
    });
    const bad = await seller.agent.put('/api/v1/me/seller-profile').send({ showFullName: 'yes' }).expect(400);
    expect(bad.body.errors).toMatchObject([{ field: 'showFullName', message: 'showFullName must be true or false' }]);
    const saved = await seller.agent.put('/api/v1/me/seller-profile').send({ showFullName: true }).expect(200);
    expect(saved.body).toMatchObject({ show_full_name: true, display_name: 'Kavya Menon Iyer' });
    expect((await profileOf(seller.id)).display_name).toBe('Kavya Menon Iyer');

    await seller.agent.patch('/api/v1/me').send({ phone: '+919812345678' }).expect(200);
    expect((await profileOf(seller.id)).badges).toEqual(['pan_on_file']);
  });

  it('earns "Proof code checked" with a verified listing whose proof carried a ticket code, never with a proof that had none', async () => {
    const event = await b.make.event();
    const listWith = async (seller: Person, bytes: Buffer) => {
      const listed = await seller.agent
        .post('/api/v1/listings')
        .field('eventId', event.id)
        .field('price', '900')
        .field('quantity', '1')
        .field('ticketType', 'mobile')
        .field('mobileTicketType', 'bookmyshow')
        .field('upiId', 'seller@okaxis')
        .attach('files', bytes, 'ticket.png')
        .expect(201);
      await drainAll(); // the proofs are read after the upload commits (ADR 62)
      await admin.agent.post(`/api/v1/admin/listings/${listed.body.listing.id}/verify`).send({}).expect(200);
    };
    const [coded, plain] = [await newSignedInUser(t), await newSignedInUser(t)];
    await listWith(coded, await ticketPng('qr', 901));
    await listWith(
      plain,
      await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
    );
    expect((await profileOf(coded.id)).badges).toContain('proof_code_checked');
    expect((await profileOf(plain.id)).badges).not.toContain('proof_code_checked');
  });

  it('is "Seller not found" for an unknown or malformed id, a person who never had a listing verified, a deactivated or deleted account', async () => {
    const notFound = async (id: string) =>
      expect((await t.http().get(`/api/v1/sellers/${id}`).expect(404)).body.detail).toBe(m.sellerNotFound);
    await notFound(UNKNOWN);
    await notFound('not-a-uuid');
    const buyer = await newSignedInUser(t);
    await notFound(buyer.id);
    const pending = await newSignedInUser(t);
    await b.make.listing(await b.make.event(), pending, { state: 'pending' });
    await notFound(pending.id);

    const { seller } = await b.onSale();
    await profileOf(seller.id);
    await t.sql('update users set is_active = false where id = ?', [seller.id]);
    await notFound(seller.id);
    const other = (await b.onSale()).seller;
    await t.sql('update users set deletion_requested_at = now() where id = ?', [other.id]);
    await notFound(other.id);
  });

  it("lists an event's sellers in one statement however many there are, after the event's own", async () => {
    const event = await b.make.event();
    const sellers = await Promise.all([1, 2, 3, 4].map(() => newSignedInUser(t)));
    for (const seller of sellers) await b.make.listing(event, seller);
    await b.make.listing(event, sellers[0]!, { state: 'pending' });
    const quiet = await newSignedInUser(t);
    await b.make.listing(event, quiet, { state: 'pending' }); // not on sale: not on the page

    const statements = jest.spyOn(SqlEntityManager.prototype, 'execute');
    const res = await t.http().get(`/api/v1/events/${event.id}/sellers`).expect(200);
    const made = statements.mock.calls.length;
    statements.mockRestore();
    expect(res.body.map((p: { id: string }) => p.id).sort()).toEqual(sellers.map((s) => s.id).sort());
    expect(made).toBe(2); // the event (unknown or deactivated: 404), then every profile at once

    const one = await b.make.event();
    await b.make.listing(one, sellers[0]!);
    const single = jest.spyOn(SqlEntityManager.prototype, 'execute');
    await t.http().get(`/api/v1/events/${one.id}/sellers`).expect(200);
    expect(single.mock.calls.length).toBe(made);
    single.mockRestore();

    expect((await t.http().get(`/api/v1/events/${UNKNOWN}/sellers`).expect(404)).body.detail).toBe('Event not found');
    const none = await b.make.event();
    expect((await t.http().get(`/api/v1/events/${none.id}/sellers`).expect(200)).body).toEqual([]);
  });

  it('counts a sale made more than 12 months ago in completed sales but not in the share', async () => {
    const { seller, listing } = await b.onSale({ quantity: 2 });
    const old = await buy(listing.id);
    await complete(seller, old);
    await t.sql("update ticket_transfers set transferred_at = transferred_at - interval '13 months' where id = ?", [
      old.transferId,
    ]);
    expect(await profileOf(seller.id)).toMatchObject({ completed_sales: 1, clean_sale_share: null });
    await complete(seller, await buy(listing.id));
    expect(await profileOf(seller.id)).toMatchObject({ completed_sales: 2, clean_sale_share: 100 });
  });
});
