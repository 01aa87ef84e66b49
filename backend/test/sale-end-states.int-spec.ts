// Whole app: a whole sale end to end, to each of its end states, on every screen that shows one (listings,
// orders, transfers, payouts, disputes).
import { LedgerService } from '../src/modules/ledger/index.js';
import { PhonePeSandboxWorker } from '../src/modules/payments/sandbox/phonepe-sandbox.worker.js';
import { TransferJobs } from '../src/modules/transfers/index.js';
import { Outbox } from '../src/shared/infrastructure/outbox/outbox.js';
import { newSignedInUser, signIn } from './harness/auth.js';
import { buying } from './harness/buying.js';
import { pdfFile } from './harness/files.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

type Person = Awaited<ReturnType<typeof newSignedInUser>>;
type Agent = Person['agent'];
interface Row {
  id: string;
  [field: string]: unknown;
}

const DAY = 24 * 3_600_000;
const REFUNDED_ENDED = 'This sale was refunded to the buyer in full: nothing more can happen to its transfer';

/**
 * A sale's end states agree on every screen (ADR 32): the buyer's purchase, the seller's listing, sales,
 * payouts and earnings, and staff's Transfers and Payouts — through HTTP, paid in the PhonePe sandbox,
 * for every way a sale can end: completed, failed, refunded in full (before and after the proof, after
 * confirmation, physical in transit) or in part, and no transition after the end.
 */
describe('a sale’s end states', () => {
  let t: TestApp;
  let b: ReturnType<typeof buying>;
  let admin: Person;

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    b = buying(t);
    admin = await newSignedInUser(t, { admin: true });
  });
  afterEach(async () => {
    expect(await t.app.get(LedgerService).checkInvariants()).toEqual([]);
  });
  afterAll(() => t.close());

  const drainAll = async () => {
    for (let round = 0; round < 3; round++) {
      await t.app.get(PhonePeSandboxWorker).drain();
      await t.app.get(Outbox).drain();
    }
  };

  /** Buys `quantity` seats of `listingId` as a new buyer and pays in the sandbox. */
  async function buy(listingId: string, quantity = 1) {
    const buyer = await newSignedInUser(t);
    const placed = await b.pay(buyer.agent, { listingId, quantity, platformId: 'fan@district' }).expect(201);
    await b.decide(placed.body.pay_page_url, 'pay').expect(303);
    await buyer.agent.post(`/api/v1/orders/${placed.body.id}/status-check`).expect(200);
    await drainAll();
    const [transfer] = await t.sql<{ id: string }>('select id from ticket_transfers where transaction_id = ?', [
      placed.body.id,
    ]);
    return { buyer, orderId: placed.body.id as string, transferId: transfer!.id };
  }

  const sendProof = (seller: Person, transferId: string) =>
    seller.agent.post(`/api/v1/me/sales/${transferId}/proof`).attach('files', pdfFile, 'sent.pdf');
  const openDispute = (buyer: Person, transferId: string) =>
    buyer.agent
      .post(`/api/v1/me/purchases/${transferId}/dispute`)
      .field('reason', 'not_received')
      .field('description', 'Nothing arrived in my District account.');
  const resolve = (disputeId: string, body: object) =>
    admin.agent.post(`/api/v1/admin/disputes/${disputeId}/resolve`).send(body).expect(200);
  async function refundByDispute(buyer: Person, transferId: string, amount?: number) {
    const dispute = (await openDispute(buyer, transferId).expect(201)).body.dispute;
    await resolve(dispute.id, { outcome: 'refund', note: 'The tickets never arrived.', amount });
    await drainAll();
    return dispute as { id: string; reference: string };
  }

  /** Runs the jobs due at the event's start (10 days ahead), then moves the clock back so sessions stay valid. */
  async function atEventStart(work: () => Promise<unknown>) {
    t.clock.advance(11 * DAY);
    try {
      await work();
    } finally {
      t.clock.advance(-11 * DAY);
    }
  }

  const get = async (agent: Agent, path: string) => (await agent.get(path).expect(200)).body;
  const byId = (rows: Row[], id: string) => rows.find((r) => r.id === id || r.ticket_transfer_id === id);
  /** Which of staff's tabs list the transfer (searched by its id). */
  async function staffTabs(transferId: string): Promise<string[]> {
    const tabs = [];
    for (const tab of ['pending', 'completed', 'failed', 'refunded']) {
      const rows: Row[] = await get(admin.agent, `/api/v1/admin/transfers?tab=${tab}&search=${transferId}`);
      if (rows.some((r) => r.id === transferId)) tabs.push(tab);
    }
    return tabs;
  }
  const mails = (recipient: string, subjectLike: string) =>
    t.sql<{ subject: string; text: string }>(
      'select subject, text from dev_mailbox where recipient = ? and subject like ? order by created_at',
      [recipient, subjectLike],
    );

  it('one listing, three sales (completed, failed, refunded): every screen counts only the sale that stands', async () => {
    const { seller, listing } = await b.onSale({ quantity: 3, price: 150_000 }); // seller fee 5 %
    const done = await buy(listing.id);
    const failed = await buy(listing.id);
    const refunded = await buy(listing.id);

    await sendProof(seller, done.transferId).expect(201);
    await done.buyer.agent.post(`/api/v1/me/purchases/${done.transferId}/confirm`).expect(200);
    await admin.agent
      .post(`/api/v1/admin/transfers/${failed.transferId}/fail`)
      .send({ reason: 'Seller unreachable' })
      .expect(200);
    const dispute = await refundByDispute(refunded.buyer, refunded.transferId);
    await drainAll();

    // The seller: Sold counts 3 seats sold, of which 1 failed and 1 was refunded; none returns to sale.
    const own: Row = byId(await get(seller.agent, '/api/v1/me/listings'), listing.id)!;
    expect(own).toMatchObject({ sold_quantity: 3, failed_quantity: 1, refunded_quantity: 1, available_quantity: 0 });
    expect(await get(seller.agent, '/api/v1/me/earnings')).toEqual({
      total_earnings: 142_500, // ₹1,500 − 5 %: the one sale that stands
      paid_out: 0,
      held_until_after_event: 142_500, // the seller's first sale waits for the event (ADR 44)
      total_tickets_sold: 1,
      pending_transfers: 0,
      completed_transfers: 1,
    });
    const sales: Row[] = await get(seller.agent, '/api/v1/me/sales');
    expect(byId(sales, done.transferId)).toMatchObject({ transfer_status: 'mobile_transfer_confirmed' });
    expect(byId(sales, failed.transferId)).toMatchObject({ transfer_status: 'failed' });
    expect(byId(sales, refunded.transferId)).toMatchObject({ transfer_status: 'refunded', dispute_open: false });
    const sellerMoney: Row[] = await get(seller.agent, '/api/v1/me/payouts');
    expect(sellerMoney).toEqual([
      expect.objectContaining({ type: 'seller_payout', ticket_transfer_id: done.transferId, status: 'pending' }),
    ]);

    // Each buyer: their purchase and the refund they were given, with its state and amount.
    for (const [sale, status] of [
      [failed, 'failed'],
      [refunded, 'refunded'],
    ] as const) {
      const purchase: Row = byId(await get(sale.buyer.agent, '/api/v1/me/purchases'), sale.transferId)!;
      expect(purchase).toMatchObject({ transfer_status: status, dispute_open: false });
      expect(await get(sale.buyer.agent, '/api/v1/me/payouts')).toEqual([
        expect.objectContaining({
          type: 'buyer_refund',
          ticket_transfer_id: sale.transferId,
          amount: 150_000,
          status: 'processed',
        }),
      ]);
    }
    const disputes: Row[] = await get(refunded.buyer.agent, '/api/v1/me/disputes');
    expect(disputes).toEqual([expect.objectContaining({ reference: dispute.reference, status: 'resolved_refund' })]);

    // Staff: one tab each, none of them Pending.
    expect(await staffTabs(done.transferId)).toEqual(['completed']);
    expect(await staffTabs(failed.transferId)).toEqual(['failed']);
    expect(await staffTabs(refunded.transferId)).toEqual(['refunded']);

    // The seller is told the refunded sale is closed, and that no payout follows.
    const closed = await mails(seller.form.email, 'An update on your TicketSetu tickets');
    expect(closed.map((m) => m.text).join('\n')).toContain(
      'This sale has been refunded to the buyer in full after a dispute, so it is closed.',
    );
  });

  it('nothing follows a full refund: no proof, confirmation, advance, failure or new dispute', async () => {
    const p = await b.purchase();
    await refundByDispute(p.buyer, p.transferId);
    const refused = [
      await sendProof(p.seller, p.transferId).expect(409),
      await p.buyer.agent.post(`/api/v1/me/purchases/${p.transferId}/confirm`).expect(409),
      await admin.agent.post(`/api/v1/admin/transfers/${p.transferId}/advance`).send({}).expect(409),
      await admin.agent
        .post(`/api/v1/admin/transfers/${p.transferId}/advance`)
        .send({ to: 'mobile_transfer_sent' })
        .expect(409),
      await admin.agent.post(`/api/v1/admin/transfers/${p.transferId}/fail`).send({ reason: 'Too late' }).expect(409),
    ];
    expect(refused.map((r) => r.body.detail)).toEqual([
      'Proof of transfer can only be uploaded while the buyer is waiting for your mobile transfer',
      REFUNDED_ENDED,
      REFUNDED_ENDED,
      REFUNDED_ENDED,
      REFUNDED_ENDED,
    ]);
    expect((await openDispute(p.buyer, p.transferId).expect(409)).body.detail).toBe(
      'This purchase is refunded in full, so there is nothing to dispute',
    );
    // The event starts: nothing confirms it automatically either.
    await atEventStart(async () => {
      expect(await t.app.get(TransferJobs).autoConfirm()).toBe(0);
      expect(await t.app.get(TransferJobs).remindBuyers()).toBe(0);
    });
    const [row] = await t.sql('select transfer_status from ticket_transfers where id = ?', [p.transferId]);
    expect(row).toEqual({ transfer_status: 'refunded' });
    const steps = await t.sql<{ to_status: string }>(
      'select to_status from transfer_steps where transfer_id = ? order by at, to_status',
      [p.transferId],
    );
    expect(steps.map((s) => s.to_status)).toEqual(['awaiting_mobile_transfer', 'refunded']);
  });

  it.each([
    ['before the proof', 'awaiting_mobile_transfer'],
    ['after the proof', 'mobile_transfer_sent'],
    ['after the buyer confirmed', 'mobile_transfer_confirmed'],
    ['in transit by courier', 'in_transit'],
  ])('a full refund %s ends the transfer as refunded, and the seller is owed nothing', async (_, step) => {
    const physical = step === 'in_transit';
    const p = await b.purchase({ buy: 2, ...(physical && { type: 'physical' as const }) });
    if (step !== 'awaiting_mobile_transfer' && !physical) await sendProof(p.seller, p.transferId).expect(201);
    if (step === 'mobile_transfer_confirmed') {
      await p.buyer.agent.post(`/api/v1/me/purchases/${p.transferId}/confirm`).expect(200);
      await drainAll();
    }
    if (physical) {
      const advance = (body: object) =>
        admin.agent.post(`/api/v1/admin/transfers/${p.transferId}/advance`).send(body).expect(200);
      await advance({ courierName: 'Blue Dart' });
      await advance({ trackingNumber: 'BD1234567890IN' });
    }
    const before: Row = byId(await get(p.buyer.agent, '/api/v1/me/purchases'), p.transferId)!;
    expect(before.transfer_status).toBe(step);

    await refundByDispute(p.buyer, p.transferId);

    const purchase: Row = byId(await get(p.buyer.agent, '/api/v1/me/purchases'), p.transferId)!;
    const sale: Row = byId(await get(p.seller.agent, '/api/v1/me/sales'), p.transferId)!;
    expect([purchase.transfer_status, purchase.dispute_open]).toEqual(['refunded', false]);
    expect([sale.transfer_status, sale.dispute_open]).toEqual(['refunded', false]);
    expect(await staffTabs(p.transferId)).toEqual(['refunded']);
    expect(await get(p.buyer.agent, '/api/v1/me/payouts')).toEqual([
      expect.objectContaining({ type: 'buyer_refund', amount: 300_000, status: 'processed' }),
    ]);
    // A payout made at the confirmation is cancelled; none is made otherwise.
    const owed: Row[] = await get(p.seller.agent, '/api/v1/me/payouts');
    expect(owed.map((r) => [r.status, r.amount])).toEqual(
      step === 'mobile_transfer_confirmed' ? [['cancelled', 0]] : [],
    );
    expect(await get(p.seller.agent, '/api/v1/me/earnings')).toMatchObject({
      total_earnings: 0,
      total_tickets_sold: 0,
      pending_transfers: 0,
      completed_transfers: 0,
    });
    expect(byId(await get(p.seller.agent, '/api/v1/me/listings'), p.listing.id)).toMatchObject({
      sold_quantity: 2,
      refunded_quantity: 2,
      failed_quantity: 0,
    });
    const [order] = await t.sql('select status from transactions where id = ?', [p.order.id]);
    expect(order).toEqual({ status: 'refunded' });
  });

  it('a partial refund keeps the transfer going: earnings shrink, no auto-confirmation, the rest ends it', async () => {
    const p = await b.purchase({ buy: 2 }); // ₹3,000, seller fee 5 %
    await sendProof(p.seller, p.transferId).expect(201);
    await refundByDispute(p.buyer, p.transferId, 100_000);

    const purchase: Row = byId(await get(p.buyer.agent, '/api/v1/me/purchases'), p.transferId)!;
    expect([purchase.transfer_status, purchase.dispute_open]).toEqual(['mobile_transfer_sent', false]);
    expect(await staffTabs(p.transferId)).toEqual(['pending']);
    expect(await get(p.buyer.agent, '/api/v1/me/payouts')).toEqual([
      expect.objectContaining({ type: 'buyer_refund', amount: 100_000, status: 'processed' }),
    ]);
    // ₹2,000 left in escrow for the seller, less 5 %: what the earnings say and the payout will be.
    expect(await get(p.seller.agent, '/api/v1/me/earnings')).toMatchObject({
      total_earnings: 190_000,
      total_tickets_sold: 2,
      pending_transfers: 1,
    });
    await atEventStart(async () => expect(await t.app.get(TransferJobs).autoConfirm()).toBe(0));

    await p.buyer.agent.post(`/api/v1/me/purchases/${p.transferId}/confirm`).expect(200);
    await drainAll();
    expect(await get(p.seller.agent, '/api/v1/me/payouts')).toEqual([
      expect.objectContaining({ type: 'seller_payout', amount: 190_000, status: 'pending' }),
    ]);
    expect(await get(p.seller.agent, '/api/v1/me/earnings')).toMatchObject({
      total_earnings: 190_000,
      completed_transfers: 1,
    });

    // A second dispute refunds the rest after completion: the sale is over, the payout cancelled.
    await refundByDispute(p.buyer, p.transferId);
    expect(await staffTabs(p.transferId)).toEqual(['refunded']);
    expect(await get(p.seller.agent, '/api/v1/me/earnings')).toMatchObject({
      total_earnings: 0,
      total_tickets_sold: 0,
    });
  });

  it('a full refund PhonePe fails still ends the sale; staff retry it until the money is back', async () => {
    const p = await b.purchase({ buy: 2 });
    await t.sql('update phonepe_sandbox_orders set refunds_fail = true where merchant_order_id = ?', [
      (await t.sql<{ payment_id: string }>('select payment_id from transactions where id = ?', [p.order.id]))[0]!
        .payment_id,
    ]);
    await refundByDispute(p.buyer, p.transferId);
    // Ordered in full: the sale is over even while PhonePe refuses the money back.
    const [refund] = await get(p.buyer.agent, '/api/v1/me/payouts');
    expect(refund).toMatchObject({ status: 'failed', amount: 300_000 });
    expect(await staffTabs(p.transferId)).toEqual(['refunded']);

    await t.sql('update phonepe_sandbox_orders set refunds_fail = false');
    await admin.agent.patch(`/api/v1/admin/payouts/${refund.id}`).send({ status: 'pending' }).expect(200);
    await drainAll();
    expect((await get(p.buyer.agent, '/api/v1/me/payouts'))[0]).toMatchObject({ status: 'processed' });
    expect(await staffTabs(p.transferId)).toEqual(['refunded']);
  });

  it('staff cannot fail a transfer while a dispute is open; a failed transfer cannot be disputed', async () => {
    const p = await b.purchase();
    const dispute = (await openDispute(p.buyer, p.transferId).expect(201)).body.dispute;
    const blocked = await admin.agent
      .post(`/api/v1/admin/transfers/${p.transferId}/fail`)
      .send({ reason: 'Seller unreachable' })
      .expect(409);
    expect(blocked.body.detail).toBe(
      'A dispute is open on this sale: resolve it in Admin > Disputes (a refund of everything the buyer paid ends the transfer)',
    );
    await resolve(dispute.id, { outcome: 'release', note: 'The seller showed the transfer.' });
    await admin.agent
      .post(`/api/v1/admin/transfers/${p.transferId}/fail`)
      .send({ reason: 'Seller unreachable' })
      .expect(200);
    await drainAll();
    expect((await openDispute(p.buyer, p.transferId).expect(409)).body.detail).toBe(
      'This transfer failed and the purchase is refunded in full, so there is nothing to dispute',
    );
    expect(await staffTabs(p.transferId)).toEqual(['failed']);
  });

  it('sellers are told when they are paid (with the UTR) and when a payout fails; buyers when refunded', async () => {
    const p = await b.purchase({ buy: 2 });
    await sendProof(p.seller, p.transferId).expect(201);
    await p.buyer.agent.post(`/api/v1/me/purchases/${p.transferId}/confirm`).expect(200);
    await drainAll();
    const [payout] = await get(p.seller.agent, '/api/v1/me/payouts');
    const staffRow: Row = byId(await get(admin.agent, `/api/v1/admin/payouts?search=${payout.id}`), payout.id)!;
    expect(staffRow.sale).toEqual({
      event_id: p.event.id,
      event_title: p.event.title,
      event_date: expect.any(String),
      quantity: 2,
    });

    const setStatus = (body: object) => admin.agent.patch(`/api/v1/admin/payouts/${payout.id}`).send(body).expect(200);
    await setStatus({ status: 'processed', utr: '712345678902' });
    await drainAll();
    expect((await get(p.seller.agent, '/api/v1/me/payouts'))[0]).toMatchObject({
      status: 'processed',
      utr: '712345678902',
      amount: 285_000,
    });
    expect(await get(p.seller.agent, '/api/v1/me/earnings')).toMatchObject({
      total_earnings: 285_000,
      paid_out: 285_000,
    });
    const paid = await mails(p.seller.form.email, 'You have been paid ₹2,850.00 for 2 tickets to %');
    expect(paid).toHaveLength(1);
    expect(paid[0]!.text).toContain('UPI transaction reference (UTR): 712345678902');

    await setStatus({ status: 'failed', reason: 'The UPI id was closed by the bank' });
    await drainAll();
    const failedMail = await mails(p.seller.form.email, 'Your payout of ₹2,850.00 could not be completed');
    expect(failedMail).toHaveLength(1);
    expect(failedMail[0]!.text).toContain('The UPI id was closed by the bank');
    expect(await get(p.seller.agent, '/api/v1/me/earnings')).toMatchObject({ paid_out: 0 });

    const q = await b.purchase();
    await admin.agent.post(`/api/v1/admin/transfers/${q.transferId}/fail`).send({ reason: 'No tickets' }).expect(200);
    await drainAll();
    expect(await mails(q.buyer.form.email, 'Your refund of ₹1,500.00 is on its way')).toHaveLength(1);
  });

  it('answers only the signed-in person’s payouts and refunds', async () => {
    const p = await b.purchase();
    await admin.agent.post(`/api/v1/admin/transfers/${p.transferId}/fail`).send({ reason: 'No tickets' }).expect(200);
    await drainAll();
    const stranger = await newSignedInUser(t);
    expect(await get(stranger.agent, '/api/v1/me/payouts')).toEqual([]);
    expect(await get(p.seller.agent, '/api/v1/me/payouts')).toEqual([]);
    expect(await get(p.buyer.agent, '/api/v1/me/payouts')).toHaveLength(1);
    await t.http().get('/api/v1/me/payouts').expect(401);
    await t.http().get('/api/v1/me/earnings').expect(401);
    const again = await signIn(t, p.buyer.form.email);
    expect(await get(again.agent, '/api/v1/me/payouts')).toHaveLength(1);
  });
});
