import { randomBytes } from 'node:crypto';
import { ContactService } from '../src/modules/support/application/contact.service.js';
import { TransferActions } from '../src/modules/transfers/application/transfer-actions.js';
import { newSignedInUser } from './harness/auth.js';
import { buying } from './harness/buying.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

type Person = Awaited<ReturnType<typeof newSignedInUser>>;
type Query = Record<string, string | number>;

/**
 * Every admin list on ADR 27's convention, through HTTP on real PostgreSQL: Admin > Tickets,
 * Transactions, Transfers, Payouts, Disputes and Contact messages. Each takes search (literal % and _),
 * its filters, sort and order, limit and offset with X-Total-Count, CSV of the same filter, and refuses
 * what it does not know with a 400 that says why; only staff may read them.
 */
describe('admin lists (ADR 27)', () => {
  let t: TestApp;
  let b: ReturnType<typeof buying>;
  let admin: Person;
  let member: Person;
  const tag = () => `w${randomBytes(4).toString('hex')}`;
  /** Ids and the total of one page of a list. */
  const page = async (path: string, query: Query) => {
    const res = await admin.agent.get(`/api/v1/admin/${path}`).query(query).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return { ids: (res.body as { id: string }[]).map((row) => row.id), total: Number(res.headers['x-total-count']) };
  };
  const csv = async (path: string, query: Query) => {
    const res = await admin.agent
      .get(`/api/v1/admin/${path}`)
      .query({ ...query, format: 'csv' })
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ticketsetu-[a-z-]+\.csv"$/);
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    return res.text.slice(1).split('\r\n');
  };
  const refused = async (path: string, query: Query) =>
    (await admin.agent.get(`/api/v1/admin/${path}`).query(query).expect(400)).body.detail as string;
  /** A moment `minutes` after 1 January 2026 (UTC), for rows whose order a test fixes. */
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    b = buying(t);
    admin = await newSignedInUser(t, { admin: true });
    member = await newSignedInUser(t);
  });
  afterAll(() => t.close());

  it.each(['listings', 'transactions', 'transfers', 'payouts', 'disputes', 'contact-messages'])(
    '/api/v1/admin/%s: staff only, and every parameter checked',
    async (path) => {
      await member.agent.get(`/api/v1/admin/${path}`).expect(403);
      await member.agent.get(`/api/v1/admin/${path}`).query({ format: 'csv' }).expect(403);
      await t.http().get(`/api/v1/admin/${path}`).expect(401);
      expect(await refused(path, { sort: 'password_hash' })).toMatch(/^Sort must be /);
      expect(await refused(path, { order: 'sideways' })).toBe('Order must be asc or desc');
      expect(await refused(path, { limit: 0 })).toBe('Limit must be a whole number from 1 to 100');
      expect(await refused(path, { limit: 101 })).toBe('Limit must be a whole number from 1 to 100');
      expect(await refused(path, { offset: -1 })).toBe('Offset must be a whole number of at least 0');
      expect(await refused(path, { format: 'xlsx' })).toBe('Format must be json or csv');
      expect(await refused(path, { search: 'x'.repeat(101) })).toBe('Search can be at most 100 characters');
      expect(await refused(path, { colour: 'red' })).toBe('property colour should not exist');
      // A client that sends nothing gets the first page (20 at most) and the total.
      const first = await admin.agent.get(`/api/v1/admin/${path}`).expect(200);
      expect(Array.isArray(first.body)).toBe(true);
      expect(first.body.length).toBeLessThanOrEqual(20);
      expect(Number(first.headers['x-total-count'])).toBeGreaterThanOrEqual(first.body.length);
    },
  );

  describe('Admin > Tickets (listings)', () => {
    it('tabs by status in their default order, searched by event, seller, id and UPI id (wildcards literal), sorted, paged, exported', async () => {
      const word = tag();
      const seller = await b.make.user({ email: `kavya.${word}@example.in` });
      await t.sql('update users set full_name = ? where id = ?', [`Kavya ${word}`, seller.id]);
      const other = await b.make.user();
      const percent = await b.make.event({ title: `Flat 50% off ${word}` });
      const plain = await b.make.event({ title: `Flat 50 off ${word}` });
      const make = (
        event: { id: string },
        who: { id: string },
        state: 'pending' | 'verified' | 'rejected',
        upi: string,
        price: number,
      ) => b.make.listing(event, who, { state, upiId: upi, price });
      const p1 = await make(percent, seller, 'pending', `a_b${word}@okaxis`, 150_000);
      const p2 = await make(plain, other, 'pending', `axb${word}@okaxis`, 90_000);
      const p3 = await make(plain, seller, 'pending', 'kavya@okicici', 120_000);
      const v1 = await make(percent, other, 'verified', 'other@okaxis', 200_000);
      const r1 = await make(plain, seller, 'rejected', 'kavya@okicici', 80_000);
      for (const [i, listing] of [p1, p2, p3, v1, r1].entries()) {
        await t.sql('update tickets set listed_at = ? where id = ?', [at(i), listing.id]);
      }

      // Pending Review is the default tab, oldest first; the others newest first.
      expect(await page('listings', { search: word })).toEqual({ ids: [p1.id, p2.id, p3.id], total: 3 });
      expect(await page('listings', { search: word, tab: 'pending' })).toEqual({
        ids: [p1.id, p2.id, p3.id],
        total: 3,
      });
      expect(await page('listings', { search: word, tab: 'verified' })).toEqual({ ids: [v1.id], total: 1 });
      expect(await page('listings', { search: word, tab: 'rejected' })).toEqual({ ids: [r1.id], total: 1 });
      // The event's title, with % and _ meaning themselves.
      expect(await page('listings', { search: `50% off ${word}` })).toEqual({ ids: [p1.id], total: 1 });
      expect(await page('listings', { search: `a_b${word}` })).toEqual({ ids: [p1.id], total: 1 });
      // The seller's name or email, the listing's id typed in part.
      expect(await page('listings', { search: `KAVYA ${word.toUpperCase()}` })).toEqual({
        ids: [p1.id, p3.id],
        total: 2,
      });
      expect(await page('listings', { search: `kavya.${word}@` })).toMatchObject({ ids: [p1.id, p3.id] });
      expect(await page('listings', { search: p2.id.slice(0, 8) })).toMatchObject({ ids: [p2.id] });
      // Sort by price either way; pages with the total.
      expect(await page('listings', { search: word, sort: 'price' })).toMatchObject({ ids: [p2.id, p3.id, p1.id] });
      expect(await page('listings', { search: word, sort: 'price', order: 'desc' })).toMatchObject({
        ids: [p1.id, p3.id, p2.id],
      });
      expect(await page('listings', { search: word, limit: 2, offset: 1 })).toEqual({ ids: [p2.id, p3.id], total: 3 });
      expect(await page('listings', { search: word, limit: 2, offset: 3 })).toEqual({ ids: [], total: 3 });
      expect(await page('listings', { search: word, type: 'physical' })).toEqual({ ids: [], total: 0 });
      // The row keeps its shape: the seller and the event as before.
      const [row] = (await admin.agent.get('/api/v1/admin/listings').query({ search: p1.id }).expect(200)).body;
      expect(row).toMatchObject({
        id: p1.id,
        event_title: `Flat 50% off ${word}`,
        seller: { id: seller.id, full_name: `Kavya ${word}`, email: `kavya.${word}@example.in` },
        upi_id: `a_b${word}@okaxis`,
        status: 'pending_approval',
      });

      const lines = await csv('listings', { search: word, tab: 'pending', sort: 'price' });
      expect(lines[0]).toBe(
        'Listing ID,Event,Event date (IST),Seller,Seller email,Seller phone,Price (₹),Quantity,Sold,Type,Status,' +
          'UPI ID,Remarks,Possible duplicate of,Proof flags,Listed (IST),Decided (IST)',
      );
      expect(lines).toHaveLength(5); // header, three rows, the final line end
      expect(lines[1]).toMatch(
        new RegExp(`^${p2.id},Flat 50 off ${word},\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d,Test Person,`),
      );
      expect(lines[1]).toContain(',900.00,2,0,Mobile (bookmyshow),Pending Approval,');
      expect(lines[1]).toMatch(/,2026-01-01 05:31,$/);
      expect(await refused('listings', { tab: 'sold' })).toBe('tab must be pending, verified or rejected');
      expect(await refused('listings', { type: 'paper' })).toBe('Type must be one of mobile, physical');
    });
  });

  describe('after sales: transactions, transfers, payouts and disputes', () => {
    let word: string;
    let sales: Awaited<ReturnType<ReturnType<typeof buying>['purchase']>>[];
    let failedOrderId: string;

    beforeAll(async () => {
      word = tag();
      // Three sales of events named after `word`, their buyers named too; a fourth payment fails.
      sales = [];
      for (const name of ['Asha', 'Bilal', 'Chitra']) {
        const sale = await b.purchase();
        await t.sql('update events set title = ? where id = ?', [`${name}'s Night ${word}`, sale.event.id]);
        await t.sql('update users set full_name = ? where id = ?', [`${name} ${word}`, sale.buyer.id]);
        sales.push(sale);
      }
      // Asha's seller is named too (her payout is found by it).
      await t.sql('update users set full_name = ? where id = ?', [`Seller ${word}`, sales[0]!.seller.id]);
      await t.sql('update ticket_transfers set platform_id = ? where id = ?', [
        `chitra.${word}@district`,
        sales[2]!.transferId,
      ]);
      for (const [i, sale] of sales.entries()) {
        await t.sql('update transactions set created_at = ? where id = ?', [at(i), sale.order.id]);
        await t.sql('update ticket_transfers set transferred_at = ? where id = ?', [at(i), sale.transferId]);
      }
      const { listing } = await b.onSale();
      const buyer = await newSignedInUser(t);
      await t.sql('update users set full_name = ? where id = ?', [`Dev ${word}`, buyer.id]);
      const placed = await b
        .pay(buyer.agent, { listingId: listing.id, quantity: 1, platformId: 'dev@district' })
        .expect(201);
      await b.decide(placed.body.pay_page_url, 'fail').expect(303);
      await buyer.agent.post(`/api/v1/orders/${placed.body.id}/status-check`).expect(200);
      failedOrderId = placed.body.id;
      await t.sql('update transactions set created_at = ? where id = ?', [at(10), failedOrderId]);

      // Asha's transfer completes (her seller's payout appears), Bilal's fails (his refund appears),
      // Chitra's stays pending and she opens a dispute.
      const actions = t.app.get(TransferActions);
      await actions.advance(admin.id, sales[0]!.transferId, 'mobile_transfer_sent', {});
      await actions.advance(admin.id, sales[0]!.transferId, 'mobile_transfer_confirmed', {});
      await actions.fail(admin.id, sales[1]!.transferId, 'The seller never sent the tickets');
      await b.drainAll();
      await sales[2]!.buyer.agent
        .post(`/api/v1/me/purchases/${sales[2]!.transferId}/dispute`)
        .field('reason', 'not_received')
        .field('description', 'Nothing arrived in my District account.')
        .expect(201);
      // The sales differ in amount (after the money moved, so the ledger and the gateway agree on it).
      for (const [i, sale] of sales.entries()) {
        const extra = [300, 100, 200][i]!;
        await t.sql('update transactions set subtotal = subtotal + ?, amount = amount + ? where id = ?', [
          extra,
          extra,
          sale.order.id,
        ]);
      }
    });

    it('Admin > Transactions: newest first, status filter, search by event, buyer, id and gateway order, sort by amount, CSV', async () => {
      const [asha, bilal, chitra] = sales.map((s) => s.order.id);
      expect(await page('transactions', { search: word })).toEqual({
        ids: [failedOrderId, chitra, bilal, asha],
        total: 4,
      });
      expect(await page('transactions', { search: word, status: 'failed' })).toEqual({
        ids: [failedOrderId],
        total: 1,
      });
      expect(await page('transactions', { search: word, status: 'completed' })).toMatchObject({ total: 3 });
      expect(await page('transactions', { search: `bilal's night ${word}` })).toEqual({ ids: [bilal], total: 1 });
      expect(await page('transactions', { search: `Chitra ${word}` })).toEqual({ ids: [chitra], total: 1 });
      expect(await page('transactions', { search: asha!.slice(0, 8) })).toMatchObject({ ids: [asha] });
      const [paymentId] = await t.sql<{ payment_id: string }>('select payment_id from transactions where id = ?', [
        bilal,
      ]);
      expect(await page('transactions', { search: paymentId!.payment_id })).toEqual({ ids: [bilal], total: 1 });
      expect(await page('transactions', { search: `${word}%` })).toEqual({ ids: [], total: 0 });
      expect(
        await page('transactions', { search: word, sort: 'created_at', order: 'asc', limit: 2, offset: 1 }),
      ).toEqual({
        ids: [bilal, chitra],
        total: 4,
      });
      expect(await page('transactions', { search: word, sort: 'amount' })).toMatchObject({
        ids: [failedOrderId, bilal, chitra, asha],
      });
      expect(await page('transactions', { search: word, sort: 'amount', order: 'desc' })).toMatchObject({
        ids: [asha, chitra, bilal, failedOrderId],
      });
      const [row] = (await admin.agent.get('/api/v1/admin/transactions').query({ search: bilal }).expect(200)).body;
      expect(row).toMatchObject({ id: bilal, status: 'completed', buyer: { full_name: `Bilal ${word}` } });

      const lines = await csv('transactions', { search: word, status: 'failed' });
      expect(lines[0]).toBe(
        'Transaction ID,Created (IST),Ended (IST),Status,Event,Buyer,Buyer email,Seller,Seller email,Quantity,' +
          'Price (₹),Tickets (₹),Platform fees + taxes (₹),Rewards credit (₹),Amount (₹),Gateway,Gateway order,' +
          'Gateway transaction,Delivery,Failure reason,Refund',
      );
      expect(lines[1]).toMatch(new RegExp(`^${failedOrderId},2026-01-01 05:40,[^,]*,Failed,`));
      expect(lines[1]).toContain(`,Dev ${word},`);
      expect(lines).toHaveLength(3);
      expect(await refused('transactions', { status: 'paid' })).toBe(
        'status must be pending, completed, failed or refunded',
      );
    });

    it('Admin > Transfers: tabs in their default order, type, search by event, buyer, ids and platform account, CSV', async () => {
      const [asha, bilal, chitra] = sales.map((s) => s.transferId);
      expect(await page('transfers', { search: word })).toEqual({ ids: [chitra], total: 1 });
      expect(await page('transfers', { search: word, tab: 'completed' })).toEqual({ ids: [asha], total: 1 });
      expect(await page('transfers', { search: word, tab: 'failed' })).toEqual({ ids: [bilal], total: 1 });
      expect(await page('transfers', { search: `asha's night ${word}`, tab: 'completed' })).toEqual({
        ids: [asha],
        total: 1,
      });
      expect(await page('transfers', { search: chitra!.slice(0, 8) })).toMatchObject({ ids: [chitra] });
      expect(await page('transfers', { search: sales[2]!.order.id.slice(0, 8) })).toMatchObject({ ids: [chitra] });
      expect(await page('transfers', { search: `chitra.${word}@district` })).toEqual({ ids: [chitra], total: 1 });
      expect(await page('transfers', { search: word, type: 'physical' })).toEqual({ ids: [], total: 0 });
      expect(await page('transfers', { search: `_${word}` })).toEqual({ ids: [], total: 0 });
      const [row] = (await admin.agent.get('/api/v1/admin/transfers').query({ search: chitra }).expect(200)).body;
      expect(row).toMatchObject({ id: chitra, buyer: { full_name: `Chitra ${word}` }, dispute_open: true });

      const lines = await csv('transfers', { search: word, tab: 'failed' });
      expect(lines[0]).toBe(
        'Transfer ID,Transaction ID,Event,Event date (IST),Status,Type,Tickets,Buyer paid (₹),Buyer,Buyer email,Seller,' +
          'Seller email,Platform account,Deliver to,Courier,Tracking number,Purchased (IST),Completed (IST),' +
          'Failure reason,Dispute open',
      );
      expect(lines[1]).toContain(`${bilal},${sales[1]!.order.id},Bilal's Night ${word},`);
      expect(lines[1]).toMatch(/,2026-01-01 05:31,,The seller never sent the tickets,No$/);
      expect(await refused('transfers', { tab: 'lost' })).toBe('tab must be pending, completed, failed or refunded');
    });

    it('Admin > Payouts: status and type, search by person, ids, UTR and UPI id, sort, CSV', async () => {
      const payouts = await t.sql<{ id: string; type: string; ticket_transfer_id: string }>(
        'select id, type, ticket_transfer_id from payouts where ticket_transfer_id = any(?::uuid[])',
        [`{${sales.map((s) => s.transferId).join(',')}}`],
      );
      const sellerPayout = payouts.find((p) => p.type === 'seller_payout')!;
      const refund = payouts.find((p) => p.type === 'buyer_refund')!;
      expect(sellerPayout.ticket_transfer_id).toBe(sales[0]!.transferId);
      expect(refund.ticket_transfer_id).toBe(sales[1]!.transferId);
      await admin.agent
        .patch(`/api/v1/admin/payouts/${sellerPayout.id}`)
        .send({ status: 'processed', utr: '998877665544' })
        .expect(200);

      expect(await page('payouts', { search: `Bilal ${word}` })).toEqual({ ids: [refund.id], total: 1 });
      expect(await page('payouts', { search: '998877665544' })).toEqual({ ids: [sellerPayout.id], total: 1 });
      expect(await page('payouts', { search: sellerPayout.id.slice(0, 8), status: 'processed' })).toMatchObject({
        ids: [sellerPayout.id],
      });
      expect(await page('payouts', { search: sales[1]!.transferId, type: 'buyer_refund' })).toEqual({
        ids: [refund.id],
        total: 1,
      });
      expect(await page('payouts', { search: sales[1]!.transferId, type: 'seller_payout' })).toEqual({
        ids: [],
        total: 0,
      });
      expect(await page('payouts', { search: '9988776655%' })).toEqual({ ids: [], total: 0 });
      // Newest first by default; by amount either way (the seller's payout is less the 5 % fee); paged.
      await t.sql('update payouts set created_at = ? where id = ?', [at(1), sellerPayout.id]);
      await t.sql('update payouts set created_at = ? where id = ?', [at(2), refund.id]);
      expect(await page('payouts', { search: word })).toEqual({ ids: [refund.id, sellerPayout.id], total: 2 });
      expect(await page('payouts', { search: word, order: 'asc' })).toMatchObject({
        ids: [sellerPayout.id, refund.id],
      });
      expect(await page('payouts', { search: word, sort: 'amount' })).toMatchObject({
        ids: [sellerPayout.id, refund.id],
      });
      expect(await page('payouts', { search: word, sort: 'amount', order: 'desc', limit: 1, offset: 1 })).toEqual({
        ids: [sellerPayout.id],
        total: 2,
      });
      const [row] = (await admin.agent.get('/api/v1/admin/payouts').query({ search: refund.id }).expect(200)).body;
      expect(row).toMatchObject({ id: refund.id, type: 'buyer_refund', user: { full_name: `Bilal ${word}` } });

      const lines = await csv('payouts', { search: '998877665544', status: 'processed' });
      expect(lines[0]).toBe(
        'Payout ID,Type,Status,On hold (dispute),Held until (IST),Held because,Event,Event date (IST),Tickets,' +
          'Paid to,Email,Phone,Amount (₹),' +
          'Platform fee (₹),Method,' +
          'UPI ID / payment ID,Requested UPI ID,UTR,PhonePe says,Note,Failure reason,Created (IST),Processed (IST),Transfer ID,Transaction ID',
      );
      // The sale's event and tickets come before the person paid; a paid payout is held for nothing.
      expect(lines[1]).toMatch(
        new RegExp(`^${sellerPayout.id},Seller Payout,Processed,No,,,[^,]+,[^,]+,\\d,Seller ${word},`),
      );
      expect(lines[1]).toContain(',UPI,seller@okaxis,,998877665544,');
      expect(await refused('payouts', { status: 'paid' })).toBe(
        'Status must be one of pending, processed, failed, cancelled',
      );
      expect(await refused('payouts', { type: 'tip' })).toBe('Type must be one of seller_payout, buyer_refund');
    });

    it('Admin > Disputes: open queue by deadline, state, status and reason, search by reference, buyer and event, CSV', async () => {
      const [dispute] = await t.sql<{ id: string; reference: string }>(
        'select id, reference from disputes where transfer_id = ?',
        [sales[2]!.transferId],
      );
      expect(await page('disputes', { search: word })).toEqual({ ids: [dispute!.id], total: 1 });
      expect(await page('disputes', { search: dispute!.reference })).toEqual({ ids: [dispute!.id], total: 1 });
      expect(await page('disputes', { search: `chitra's night ${word}` })).toMatchObject({ ids: [dispute!.id] });
      expect(await page('disputes', { search: word, state: 'closed' })).toEqual({ ids: [], total: 0 });
      expect(await page('disputes', { search: word, state: 'all', status: 'open', reason: 'not_received' })).toEqual({
        ids: [dispute!.id],
        total: 1,
      });
      expect(await page('disputes', { search: word, reason: 'wrong_ticket' })).toEqual({ ids: [], total: 0 });
      expect(await page('disputes', { search: 'TS-D-%' })).toEqual({ ids: [], total: 0 });
      expect(await page('disputes', { search: word, sort: 'opened_at', order: 'desc' })).toMatchObject({
        ids: [dispute!.id],
      });
      const [row] = (await admin.agent.get('/api/v1/admin/disputes').query({ search: dispute!.reference }).expect(200))
        .body;
      expect(row).toMatchObject({
        reference: dispute!.reference,
        buyer: { full_name: `Chitra ${word}` },
        status: 'open',
      });

      const lines = await csv('disputes', { search: dispute!.reference });
      expect(lines[0]).toBe(
        'Reference,Status,Reason,Event,Buyer,Buyer email,Seller,Seller email,Buyer paid (₹),Opened (IST),' +
          'Acknowledge by (IST),Acknowledged (IST),Resolve by (IST),Closed (IST),Overdue,Refund (₹),Resolution,' +
          'Description,Dispute ID,Transfer ID,Transaction ID',
      );
      expect(lines[1]).toContain(
        `${dispute!.reference},Open,Tickets not received,Chitra's Night ${word},Chitra ${word},`,
      );
      expect(lines[1]).toContain(`,Nothing arrived in my District account.,${dispute!.id},`);
      expect(await refused('disputes', { state: 'late' })).toBe('Please choose open, closed or all');
      expect(await refused('disputes', { status: 'lost' })).toMatch(/^Status must be one of open, /);
      expect(await refused('disputes', { reason: 'bored' })).toMatch(/^Reason must be one of not_received, /);
    });
  });

  describe('Admin > Contact messages', () => {
    it('newest first, forwarded filter, search by name, email, subject and message (wildcards literal), CSV with formulas defused', async () => {
      const word = tag();
      const contact = t.app.get(ContactService);
      const received = [];
      for (const [i, input] of [
        { name: 'Meera Iyer', email: `meera.${word}@example.in`, subject: `Refund ${word}`, message: 'Where is it?' },
        {
          name: '=HYPERLINK("http://evil.example")',
          email: 'x@example.in',
          subject: `100% sure ${word}`,
          message: 'Hi',
        },
        { name: 'Rohan', email: 'rohan@example.in', subject: `Listing ${word}`, message: 'My listing_id is 42' },
      ].entries()) {
        const message = await b.make.inContext(() => contact.receive(input));
        await t.sql('update contact_messages set created_at = ? where id = ?', [at(i), message.id]);
        received.push(message.id);
      }
      const [meera, formula, rohan] = received;
      await t.sql('update contact_messages set forwarded_at = now() where id = ?', [meera]);

      expect(await page('contact-messages', { search: word })).toEqual({ ids: [rohan, formula, meera], total: 3 });
      expect(await page('contact-messages', { search: word, order: 'asc', limit: 1, offset: 1 })).toEqual({
        ids: [formula],
        total: 3,
      });
      expect(await page('contact-messages', { search: word, forwarded: 'true' })).toEqual({ ids: [meera], total: 1 });
      expect(await page('contact-messages', { search: word, forwarded: 'false' })).toMatchObject({ total: 2 });
      expect(await page('contact-messages', { search: `100% sure ${word}` })).toEqual({ ids: [formula], total: 1 });
      expect(await page('contact-messages', { search: 'listing_id is 42' })).toMatchObject({ ids: [rohan] });
      expect(await page('contact-messages', { search: `meera.${word}` })).toEqual({ ids: [meera], total: 1 });
      expect(await page('contact-messages', { search: `0% sure ${word}_` })).toEqual({ ids: [], total: 0 });

      const lines = await csv('contact-messages', { search: `100% sure ${word}` });
      expect(lines).toEqual([
        'Received (IST),Name,Email,Subject,Message,Forwarded (IST),Message ID,' +
          'Tracking number,Status,Acknowledge by (IST),Acknowledged (IST),Settle by (IST),Closed (IST)',
        expect.stringMatching(
          new RegExp(
            `^2026-01-01 05:31,"'=HYPERLINK\\(""http://evil\\.example""\\)",x@example\\.in,100% sure ${word},Hi,,${formula},` +
              'TS-C-\\d{4}-\\w{6},received,\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d,,\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d,$',
          ),
        ),
        '',
      ]);
      expect(await refused('contact-messages', { forwarded: 'yes' })).toBe('Forwarded must be true or false');
    });
  });
});
