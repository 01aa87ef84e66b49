import { randomUUID } from 'node:crypto';
import { LedgerService } from '../../ledger/index.js';
import { PayoutsService } from '../../payouts/index.js';
import { TransferJobs } from '../../transfers/index.js';
import { drainPhonePeSandbox } from '../../../../test/harness/phonepe-sandbox.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { newSignedInUser, signIn } from '../../../../test/harness/auth.js';
import { buying } from '../../../../test/harness/buying.js';
import { executableFile, pdfFile, pngFile } from '../../../../test/harness/files.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import { blankRequestId } from '../../../../test/harness/problems.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

type Person = Awaited<ReturnType<typeof newSignedInUser>>;
type Agent = Person['agent'];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OFFICER = { name: 'Grievance Officer (name to be announced)', email: 'grievance@ticketsetu.in' };

/**
 * The disputes desk end to end: real purchases paid in the PhonePe sandbox, disputes opened, answered
 * and resolved through HTTP as buyer, seller and staff, refunds through the real adapter and the
 * sandbox, emails read from the dev mailbox, and the ledger checked after every scenario.
 */
describe('disputes desk', () => {
  let t: TestApp;
  let b: ReturnType<typeof buying>;
  let admin: Person;
  let ledger: LedgerService;

  beforeAll(async () => {
    // The back office mounts disputes and all it uses, with the dashboard these tests hold to the queue (ADR 71).
    t = await createModuleTestApp('backoffice', {}, { listen: true });
    b = buying(t);
    admin = await newSignedInUser(t, { admin: true });
    ledger = t.app.get(LedgerService);
  });
  afterEach(async () => {
    // Whatever the scenario, the books balance.
    expect(await ledger.checkInvariants()).toEqual([]);
  });
  afterAll(() => t.close());

  const drainAll = async () => {
    for (let round = 0; round < 3; round++) {
      await drainPhonePeSandbox(t); // refunds settled, webhooks delivered
      await t.app.get(Outbox).drain(); // holds, payouts, refund requests, emails
    }
  };

  /**
   * Moves the clock; sessions' access tokens (15 minutes) do not survive that, so staff and the people
   * named sign in again, as they would.
   */
  async function advance(ms: number, ...people: Person[]) {
    t.clock.advance(ms);
    for (const person of [admin, ...people]) person.agent = (await signIn(t, person.form.email)).agent;
  }

  /** A mobile purchase whose seller has uploaded proof (mobile_transfer_sent). */
  async function sentPurchase(options: Parameters<ReturnType<typeof buying>['purchase']>[0] = {}) {
    const p = await b.purchase(options);
    await p.seller.agent
      .post(`/api/v1/me/sales/${p.transferId}/proof`)
      .attach('files', pdfFile, 'sent.pdf')
      .expect(201);
    const [order] = await t.sql<{ payment_id: string; amount: number }>(
      'select payment_id, amount from transactions where id = ?',
      [p.order.id],
    );
    return { ...p, paymentId: order!.payment_id, total: order!.amount };
  }

  const open = (agent: Agent, transferId: string, fields: Record<string, string>, files: Buffer[] = []) => {
    let req = agent.post(`/api/v1/me/purchases/${transferId}/dispute`);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    files.forEach((f, i) => (req = req.attach('files', f, `evidence-${i}.${f === pngFile ? 'png' : 'pdf'}`)));
    return req;
  };
  const notReceived = { reason: 'not_received', description: 'Nothing arrived in my District account.' };
  const resolve = (id: string, body: object) => admin.agent.post(`/api/v1/admin/disputes/${id}/resolve`).send(body);
  const transferOf = async (transferId: string) =>
    (
      await t.sql<{ transfer_status: string; dispute_open: boolean; auto_confirm_stopped: boolean }>(
        'select transfer_status, dispute_open, auto_confirm_stopped from ticket_transfers where id = ?',
        [transferId],
      )
    )[0]!;
  const gatewayRefunds = (paymentId: string) =>
    t.sql<{ amount: string; state: string }>(
      'select amount, state from phonepe_sandbox_refunds where merchant_order_id = ? order by created_at',
      [paymentId],
    );
  const mails = (recipient: string, subjectLike: string) =>
    t.sql<{ subject: string; text: string }>(
      'select subject, text from dev_mailbox where recipient = ? and subject like ? order by created_at',
      [recipient, subjectLike],
    );
  const sellerPayoutOf = async (transferId: string) =>
    (
      await t.sql<{ id: string; status: string; amount: number }>(
        `select id, status, amount from payouts where ticket_transfer_id = ? and type = 'seller_payout'`,
        [transferId],
      )
    )[0];

  it('a buyer opens a dispute with files: a reference, 48 h and 30-day deadlines, the payout held, no automatic confirmation, all told', async () => {
    const p = await sentPurchase();
    const stranger = await newSignedInUser(t);
    const missing = await open(stranger.agent, p.transferId, notReceived).expect(404);
    expect(missing.body.detail).toBe('Transfer not found');
    await open(p.seller.agent, p.transferId, notReceived).expect(404); // the seller is not the buyer
    expect((await open(p.buyer.agent, p.transferId, { description: 'x' }).expect(400)).body).toMatchObject({
      detail: 'Please choose what went wrong',
      code: 'DISPUTE_INVALID',
      errors: [{ field: 'reason', code: 'reasonRequired', message: 'Please choose what went wrong' }],
    });
    expect(
      (await open(p.buyer.agent, p.transferId, { reason: 'lost', description: ' ' }).expect(400)).body.errors,
    ).toEqual([
      { field: 'reason', code: 'reasonRequired', message: 'Please choose what went wrong' },
      { field: 'description', code: 'descriptionRequired', message: 'Please describe the problem' },
    ]);
    expect((await open(p.buyer.agent, p.transferId, { reason: 'wrong_ticket' }).expect(400)).body.detail).toBe(
      'Please describe the problem',
    );
    const tooLong = await open(p.buyer.agent, p.transferId, { ...notReceived, description: 'x'.repeat(4001) });
    expect(tooLong.body.detail).toBe('Please keep the description to 4000 characters or fewer');
    const badFile = await open(p.buyer.agent, p.transferId, notReceived, [executableFile]).expect(400);
    expect(badFile.body.detail).toMatch(/Only PDF or image files/);
    expect(await t.sql('select 1 from disputes where transfer_id = ?', [p.transferId])).toHaveLength(0);

    const before = t.clock.now().getTime();
    const opened = await open(p.buyer.agent, p.transferId, notReceived, [pdfFile, pngFile]).expect(201);
    const after = t.clock.now().getTime();
    const d = opened.body.dispute;
    expect(opened.body.message).toBe(
      `Your dispute ${d.reference} has been received. We will acknowledge it within 48 hours and resolve it within 30 days.`,
    );
    expect(d.reference).toMatch(/^TS-D-20\d\d-\d{6}$/);
    expect(d).toMatchObject({
      role: 'buyer',
      transfer_id: p.transferId,
      transaction_id: p.order.id,
      reason: 'not_received',
      reason_label: 'Tickets not received',
      status: 'open',
      status_label: 'Open',
      acknowledged_at: null,
      closed_at: null,
      overdue: false,
      amount_paid: p.total,
      quantity: 1,
      transfer_status: 'mobile_transfer_sent',
      grievance_officer: OFFICER,
    });
    const openedAt = new Date(d.opened_at).getTime();
    expect(openedAt).toBeGreaterThanOrEqual(before);
    expect(openedAt).toBeLessThanOrEqual(after);
    expect(new Date(d.acknowledge_by).getTime() - openedAt).toBe(48 * HOUR);
    const resolveIn = new Date(d.resolve_by).getTime() - openedAt;
    expect(resolveIn).toBeLessThanOrEqual(30 * DAY); // 30 days, fewer only when the calendar month is shorter
    expect(resolveIn).toBeGreaterThanOrEqual(28 * DAY);
    expect(d.next_deadline).toBe(d.acknowledge_by);
    expect(d.timeline).toEqual([
      expect.objectContaining({
        kind: 'opened',
        by: 'buyer',
        message: notReceived.description,
        files: [
          expect.objectContaining({ name: 'evidence-0.pdf', content_type: 'application/pdf' }),
          expect.objectContaining({ name: 'evidence-1.png', content_type: 'image/png' }),
        ],
      }),
    ]);
    // One open dispute per purchase.
    expect((await open(p.buyer.agent, p.transferId, notReceived).expect(409)).body.detail).toBe(
      'A dispute is already open for this purchase',
    );

    // The same commit held the payout and stopped the automatic confirmation at the event's start.
    expect((await t.app.get(PayoutsService).payoutFor(p.transferId)).held).toBe(true);
    expect(await transferOf(p.transferId)).toEqual({
      transfer_status: 'mobile_transfer_sent',
      dispute_open: true,
      auto_confirm_stopped: false,
    });
    await advance(11 * DAY); // past the event's start (10 days ahead)
    await t.app.get(TransferJobs).autoConfirm();
    expect((await transferOf(p.transferId)).transfer_status).toBe('mobile_transfer_sent');
    // Staff may still confirm it; the payout is then created held and cannot be processed.
    await admin.agent.post(`/api/v1/admin/transfers/${p.transferId}/advance`).send({}).expect(200);
    await drainAll();
    const payout = await sellerPayoutOf(p.transferId);
    const refused = await admin.agent
      .patch(`/api/v1/admin/payouts/${payout!.id}`)
      .send({ status: 'processed', utr: '612345678901' })
      .expect(409);
    expect(refused.body.detail).toBe('This payout is on hold while a dispute is open');

    // The buyer, the seller and the grievance officer are told, each once, naming the officer.
    const toBuyer = await mails(p.buyer.form.email, `We have received your dispute ${d.reference}`);
    const toSeller = await mails(
      p.seller.form.email,
      `A buyer has opened a dispute about tickets you sold (${d.reference})`,
    );
    const toOfficer = await mails(OFFICER.email, `New dispute ${d.reference}: acknowledge by %`);
    expect([toBuyer.length, toSeller.length, toOfficer.length]).toEqual([1, 1, 1]);
    expect(toBuyer[0]!.text).toContain(`Our grievance officer, ${OFFICER.name} (${OFFICER.email})`);
    expect(toSeller[0]!.text).toContain(notReceived.description);
    expect(toSeller[0]!.text).toContain('Your payout for this sale is on hold');
  });

  it('the seller answers with files; parties read it and its files, nobody else can (404 exactly as a missing one)', async () => {
    const p = await sentPurchase();
    const opened = await open(p.buyer.agent, p.transferId, { reason: 'wrong_ticket', description: 'Wrong seats.' });
    const id = opened.body.dispute.id as string;
    expect(opened.body.dispute.timeline[0].files).toEqual([]);

    const ack = await admin.agent
      .post(`/api/v1/admin/disputes/${id}/acknowledge`)
      .send({ message: 'Could the seller show the seats transferred?' })
      .expect(200);
    expect(ack.body).toMatchObject({ message: 'Dispute acknowledged', dispute: { status: 'awaiting_seller' } });
    expect(ack.body.dispute.acknowledged_at).toEqual(expect.any(String));
    const again = await admin.agent.post(`/api/v1/admin/disputes/${id}/acknowledge`).send({}).expect(409);
    expect(again.body.detail).toBe('This dispute is already acknowledged');

    const mine = await p.seller.agent.get('/api/v1/me/disputes').expect(200);
    expect(mine.body).toEqual([expect.objectContaining({ id, role: 'seller', status: 'awaiting_seller' })]);
    const noText = await p.seller.agent.post(`/api/v1/disputes/${id}/messages`).attach('files', pngFile, 'x.png');
    expect(noText.status).toBe(400);
    expect(noText.body.errors).toEqual([
      { field: 'message', code: 'messageRequired', message: 'Please write a message' },
    ]);
    const answered = await p.seller.agent
      .post(`/api/v1/disputes/${id}/messages`)
      .field('message', 'Transferred rows F 11-12 as listed; screenshot attached.')
      .attach('files', pngFile, 'district screenshot.png')
      .expect(201);
    expect(answered.body).toMatchObject({
      message: 'Message sent',
      dispute: { role: 'seller', status: 'under_review' },
    });
    const answer = answered.body.dispute.timeline.at(-1);
    expect(answer).toMatchObject({
      kind: 'message',
      by: 'seller',
      from_status: 'awaiting_seller',
      to_status: 'under_review',
    });
    const fileUrl = answer.files[0].url as string;

    // The buyer sees the answer and its file; staff's internal note stays with staff.
    await admin.agent.post(`/api/v1/admin/disputes/${id}/notes`).send({ note: 'Seller looks credible.' }).expect(200);
    const asBuyer = await p.buyer.agent.get(`/api/v1/disputes/${id}`).expect(200);
    expect(asBuyer.body.role).toBe('buyer');
    expect(asBuyer.body.timeline.map((e: { kind: string }) => e.kind)).toEqual(['opened', 'acknowledged', 'message']);
    expect(JSON.stringify(asBuyer.body)).not.toContain('Seller looks credible.');
    const asStaff = await admin.agent.get(`/api/v1/admin/disputes/${id}`).expect(200);
    expect(asStaff.body.timeline.at(-1)).toMatchObject({ kind: 'note', internal: true, by_user_id: admin.id });
    expect(asStaff.body).toMatchObject({
      buyer: { id: p.buyer.id, email: p.buyer.form.email },
      seller: { id: p.seller.id },
      payouts: { on_hold: true, seller_payout: null, refunds: [] },
      refundable: p.total,
    });
    const download = await p.buyer.agent.get(fileUrl).expect(200);
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'no-store',
      'content-disposition': 'attachment; filename="district_screenshot.png"',
      'x-content-type-options': 'nosniff',
    });
    await p.seller.agent.get(fileUrl).expect(200);
    await admin.agent.get(fileUrl).expect(200);

    // Anyone else: 404 exactly like a dispute that does not exist.
    const stranger = await newSignedInUser(t);
    const hidden = await stranger.agent.get(`/api/v1/disputes/${id}`).expect(404);
    const absent = await stranger.agent.get(`/api/v1/disputes/${randomUUID()}`).expect(404);
    expect(blankRequestId(hidden.text)).toBe(blankRequestId(absent.text));
    expect(hidden.body.detail).toBe('Dispute not found');
    expect(blankRequestId((await stranger.agent.get(fileUrl).expect(404)).text)).toBe(blankRequestId(absent.text));
    await stranger.agent.post(`/api/v1/disputes/${id}/messages`).field('message', 'hi').expect(404);
    await stranger.agent.post(`/api/v1/disputes/${id}/withdraw`).send({}).expect(404);
    await p.seller.agent.post(`/api/v1/disputes/${id}/withdraw`).send({}).expect(404); // only the buyer withdraws
    expect((await stranger.agent.get('/api/v1/me/disputes').expect(200)).body).toEqual([]);
    await t.http().get(`/api/v1/disputes/${id}`).expect(401);
    await stranger.agent.get(`/api/v1/admin/disputes/${id}`).expect(403);

    await drainAll();
    expect(await mails(p.seller.form.email, `Dispute ${opened.body.dispute.reference} about tickets you sold`)).toEqual(
      [expect.objectContaining({ text: expect.stringContaining('asks for your side') })],
    );
    const toBuyer = await mails(p.buyer.form.email, `New message on your dispute ${opened.body.dispute.reference}`);
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]!.text).toContain('The seller wrote');
    expect(await mails(p.buyer.form.email, '%')).not.toContainEqual(
      expect.objectContaining({ text: expect.stringContaining('Seller looks credible.') }),
    );
  });

  it('a partial refund, then a full one, each go through the gateway once however often and at once resolve is called', async () => {
    const p = await sentPurchase({ buy: 2 }); // 2 tickets at ₹1,500: ₹3,000 paid
    expect(p.total).toBe(300_000);
    const first = (
      await open(p.buyer.agent, p.transferId, { reason: 'invalid_at_gate', description: 'One ticket was refused.' })
    ).body.dispute;
    const partial = { outcome: 'refund', amount: 150_000, note: 'One of the two tickets was invalid at the gate.' };
    const tries = await Promise.all([
      resolve(first.id, partial),
      resolve(first.id, partial),
      resolve(first.id, partial),
    ]);
    expect(tries.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(tries[0]!.body).toMatchObject({
      message: 'Dispute resolved',
      dispute: { status: 'resolved_refund', refund_amount: 150_000, resolution_note: partial.note },
    });
    await resolve(first.id, partial).expect(200); // once more, later: the same answer
    const other = await resolve(first.id, { ...partial, amount: 100_000 }).expect(409);
    expect(other.body.detail).toBe('This dispute is already resolved differently');
    expect((await resolve(first.id, { outcome: 'release', note: 'x' }).expect(409)).body.detail).toBe(
      'This dispute is already resolved differently',
    );
    await drainAll();
    await Promise.all([drainAll(), drainAll()]);
    expect(await gatewayRefunds(p.paymentId)).toEqual([{ amount: '150000', state: 'COMPLETED' }]);
    const staffView = await admin.agent.get(`/api/v1/admin/disputes/${first.id}`).expect(200);
    expect(staffView.body.timeline.map((e: { kind: string }) => e.kind)).toEqual(['opened', 'resolved']);
    expect(staffView.body).toMatchObject({ refundable: 150_000, payouts: { on_hold: false } });
    let money = await t.app.get(PayoutsService).payoutFor(p.transferId);
    expect(money.held).toBe(false);
    expect(money.refunds).toEqual([expect.objectContaining({ amount: 150_000, status: 'processed' })]);
    // The dispute is closed, and after a refund the transfer does not complete by the buyer's silence (ADR 24).
    expect(await transferOf(p.transferId)).toEqual({
      transfer_status: 'mobile_transfer_sent',
      dispute_open: false,
      auto_confirm_stopped: true,
    });
    await advance(10 * DAY + HOUR, p.buyer); // the event has started
    await t.app.get(TransferJobs).autoConfirm();
    expect((await transferOf(p.transferId)).transfer_status).toBe('mobile_transfer_sent');

    // A second dispute on the same purchase refunds the rest, once, and no more than is left.
    const second = (
      await open(p.buyer.agent, p.transferId, { reason: 'other', description: 'The second ticket failed too.' }).expect(
        201,
      )
    ).body.dispute;
    expect(second.reference).not.toBe(first.reference);
    const tooMuch = await resolve(second.id, { outcome: 'refund', amount: 200_000, note: 'Both invalid.' }).expect(409);
    expect(tooMuch.body.detail).toBe('The refund is more than what is left to refund (₹1,500.00)');
    const full = { outcome: 'refund', note: 'The second ticket was invalid too: the rest is refunded.' };
    const fulls = await Promise.all([resolve(second.id, full), resolve(second.id, full)]);
    expect(fulls.map((r) => r.status)).toEqual([200, 200]);
    expect(fulls[1]!.body.dispute).toMatchObject({ status: 'resolved_refund', refund_amount: 150_000 });
    await drainAll();
    expect(await gatewayRefunds(p.paymentId)).toEqual([
      { amount: '150000', state: 'COMPLETED' },
      { amount: '150000', state: 'COMPLETED' },
    ]);
    money = await t.app.get(PayoutsService).payoutFor(p.transferId);
    expect(money.refunds.map((r) => [r.amount, r.status])).toEqual([
      [150_000, 'processed'],
      [150_000, 'processed'],
    ]);
    const [order] = await t.sql('select status from transactions where id = ?', [p.order.id]);
    expect(order).toEqual({ status: 'refunded' });
    // Everything is back with the buyer: the transfer has ended, for good.
    expect(await transferOf(p.transferId)).toEqual({
      transfer_status: 'refunded',
      dispute_open: false,
      auto_confirm_stopped: false,
    });
    await p.buyer.agent.post(`/api/v1/me/purchases/${p.transferId}/confirm`).expect(409);
    expect((await ledger.entriesForOrder(p.order.id)).map((e) => e.kind)).toEqual([
      'payment_captured',
      'buyer_refunded',
      'buyer_refunded',
    ]);
    const told = await mails(p.buyer.form.email, `Your dispute ${first.reference} is resolved: ₹1,500.00 refunded`);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(partial.note);
    expect(
      await mails(p.seller.form.email, `Dispute ${second.reference} is resolved with a refund to the buyer`),
    ).toHaveLength(1);
  });

  it('a release lets the payout be processed, and the transfer completes at the event start again', async () => {
    const p = await sentPurchase();
    const d = (await open(p.buyer.agent, p.transferId, notReceived).expect(201)).body.dispute;
    const noNote = await resolve(d.id, { outcome: 'release' }).expect(400);
    expect(noNote.body.detail).toBe('Please explain the decision to the buyer and the seller');
    expect((await resolve(d.id, { note: 'x' }).expect(400)).body.detail).toBe(
      'Please choose to refund the buyer or release the payout',
    );
    const released = await resolve(d.id, {
      outcome: 'release',
      note: 'District shows the tickets in the buyer’s account since 2 December.',
    }).expect(200);
    expect(released.body.dispute).toMatchObject({
      status: 'resolved_release',
      refund_amount: null,
      payouts: { on_hold: false },
    });
    expect(released.body.dispute.acknowledged_at).toBe(released.body.dispute.closed_at); // resolving acknowledges
    expect(await transferOf(p.transferId)).toEqual({
      transfer_status: 'mobile_transfer_sent',
      dispute_open: false,
      auto_confirm_stopped: false,
    });
    // Closed for good.
    const late = await p.buyer.agent.post(`/api/v1/disputes/${d.id}/messages`).field('message', 'But…').expect(409);
    expect(late.body.detail).toBe('This dispute is closed');

    await advance(10 * DAY + HOUR); // the event has started: the silent buyer's transfer completes
    await t.app.get(TransferJobs).autoConfirm();
    expect((await transferOf(p.transferId)).transfer_status).toBe('mobile_transfer_confirmed');
    await drainAll();
    const payout = await sellerPayoutOf(p.transferId);
    expect(payout).toMatchObject({ status: 'pending', amount: 142_500 });
    await admin.agent
      .patch(`/api/v1/admin/payouts/${payout!.id}`)
      .send({ status: 'processed', utr: '712345678902' })
      .expect(200);
    expect(await gatewayRefunds(p.paymentId)).toEqual([]);
    expect(await mails(p.seller.form.email, `Dispute ${d.reference} is resolved in your favour`)).toHaveLength(1);
    expect(await mails(p.buyer.form.email, `Your dispute ${d.reference} is resolved`)).toHaveLength(1);
  });

  it('a release after staff confirmed the transfer frees the held payout for processing', async () => {
    const p = await sentPurchase();
    const d = (await open(p.buyer.agent, p.transferId, notReceived).expect(201)).body.dispute;
    await admin.agent.post(`/api/v1/admin/transfers/${p.transferId}/advance`).send({}).expect(200);
    await drainAll();
    const payout = await sellerPayoutOf(p.transferId);
    const process = () =>
      admin.agent.patch(`/api/v1/admin/payouts/${payout!.id}`).send({ status: 'processed', utr: '812345678903' });
    await process().expect(409);
    await resolve(d.id, { outcome: 'release', note: 'The buyer confirmed by phone that the tickets worked.' }).expect(
      200,
    );
    await process().expect(200);
    expect((await ledger.entriesForOrder(p.order.id)).map((e) => e.kind)).toEqual([
      'payment_captured',
      'transfer_completed',
      'payout_processed',
    ]);
  });

  it('the buyer may withdraw (the payout is released); failed transfers and late disputes are refused; two at once open one', async () => {
    const p = await sentPurchase();
    const [a, c] = await Promise.all([
      open(p.buyer.agent, p.transferId, notReceived),
      open(p.buyer.agent, p.transferId, notReceived),
    ]);
    expect([a.status, c.status].sort()).toEqual([201, 409]);
    const d = (a.status === 201 ? a : c).body.dispute;
    const withdrawn = await p.buyer.agent
      .post(`/api/v1/disputes/${d.id}/withdraw`)
      .send({ message: 'The tickets arrived this morning.' })
      .expect(200);
    expect(withdrawn.body).toMatchObject({
      message: 'Dispute withdrawn',
      dispute: { status: 'withdrawn', overdue: false },
    });
    expect(withdrawn.body.dispute.acknowledged_at).toBeNull();
    expect((await t.app.get(PayoutsService).payoutFor(p.transferId)).held).toBe(false);
    expect((await transferOf(p.transferId)).dispute_open).toBe(false);
    await p.buyer.agent.post(`/api/v1/disputes/${d.id}/withdraw`).send({}).expect(409);
    await drainAll();
    expect(await mails(p.seller.form.email, `Dispute ${d.reference} has been withdrawn`)).toEqual([
      expect.objectContaining({ text: expect.stringContaining('The tickets arrived this morning.') }),
    ]);

    // Later than 48 hours after the event's start: the desk points to the grievance officer.
    await advance(10 * DAY + 49 * HOUR, p.buyer);
    const tooLate = await open(p.buyer.agent, p.transferId, notReceived).expect(409);
    expect(tooLate.body.detail).toBe(
      `Disputes can be opened until 48 hours after the event starts. Please write to our grievance officer at ${OFFICER.email}.`,
    );

    // A failed transfer is refunded in full already.
    const f = await b.purchase();
    await admin.agent
      .post(`/api/v1/admin/transfers/${f.transferId}/fail`)
      .send({ reason: 'Seller unreachable' })
      .expect(200);
    await drainAll();
    const failed = await open(f.buyer.agent, f.transferId, notReceived).expect(409);
    expect(failed.body.detail).toBe(
      'This transfer failed and the purchase is refunded in full, so there is nothing to dispute',
    );
  });

  it('the queue puts the nearest deadline first and flags overdue ones as the clock moves; the dashboard counts match', async () => {
    const count = async (query: string, params: unknown[] = []) =>
      (await t.sql<{ n: number }>(`select count(*)::int as n ${query}`, params))[0]!.n as number;
    const expected = async () => {
      const now = t.clock.now();
      return {
        pending_listings: await count(`from tickets where status = 'pending_approval'`),
        pending_transfers: await count(
          `from ticket_transfers where transfer_status not in ('delivered', 'mobile_transfer_confirmed', 'failed', 'refunded')`,
        ),
        pending_payouts: {
          total: await count(`from payouts where status = 'pending'`),
          seller_payouts: await count(`from payouts where status = 'pending' and type = 'seller_payout'`),
          buyer_refunds: await count(`from payouts where status = 'pending' and type = 'buyer_refund'`),
        },
        open_disputes: await count('from disputes where closed_at is null'),
        overdue_disputes: await count(
          `from disputes where closed_at is null and ((acknowledged_at is null and acknowledge_by < ?) or resolve_by < ?)`,
          [now, now],
        ),
        users: await count('from users where erased_at is null'),
        upcoming_events: await count('from events where is_active and event_date > ?', [now]),
      };
    };
    const dashboard = async () => (await admin.agent.get('/api/v1/admin/dashboard').expect(200)).body;
    const start = await dashboard();
    expect(start).toMatchObject(await expected());
    expect(start.transactions).toEqual({
      pending: await count(`from transactions where status = 'pending'`),
      completed: await count(`from transactions where status = 'completed'`),
      failed: await count(`from transactions where status = 'failed'`),
      refunded: await count(`from transactions where status = 'refunded'`),
    });

    const first = await sentPurchase();
    const x = (await open(first.buyer.agent, first.transferId, notReceived).expect(201)).body.dispute;
    await advance(HOUR);
    const second = await sentPurchase();
    const y = (await open(second.buyer.agent, second.transferId, notReceived).expect(201)).body.dispute;
    await admin.agent.post(`/api/v1/admin/disputes/${x.id}/acknowledge`).send({ status: 'under_review' }).expect(200);
    await b.make.listing(await b.make.event(), { id: admin.id }, { state: 'pending' });

    const queue = async () =>
      (await admin.agent.get('/api/v1/admin/disputes').expect(200)).body as Array<{
        id: string;
        next_deadline: string;
        overdue: boolean;
        acknowledgement_overdue: boolean;
        resolution_overdue: boolean;
        buyer: { id: string } | null;
      }>;
    const inOrder = (q: Awaited<ReturnType<typeof queue>>) => {
      const times = q.map((d) => new Date(d.next_deadline).getTime());
      expect(times).toEqual([...times].sort((m, n) => m - n));
    };
    let q = await queue();
    inOrder(q);
    // x is acknowledged (its next deadline is resolution, 30 days); y still needs acknowledging within 48 h.
    expect(q.findIndex((d) => d.id === y.id)).toBeLessThan(q.findIndex((d) => d.id === x.id));
    expect(q.find((d) => d.id === y.id)).toMatchObject({ overdue: false, buyer: { id: second.buyer.id } });
    let now = await dashboard();
    expect(now).toMatchObject(await expected());
    expect(now.open_disputes).toBe(start.open_disputes + 2);
    expect(now.pending_listings).toBe(start.pending_listings + 1);

    await advance(48 * HOUR + 60_000, second.buyer); // y passed its 48 hours unacknowledged
    q = await queue();
    inOrder(q);
    expect(q.find((d) => d.id === y.id)).toMatchObject({
      overdue: true,
      acknowledgement_overdue: true,
      resolution_overdue: false,
    });
    expect(q.find((d) => d.id === x.id)).toMatchObject({ overdue: false });
    const asBuyer = await second.buyer.agent.get(`/api/v1/disputes/${y.id}`).expect(200);
    expect(asBuyer.body).toMatchObject({ acknowledgement_overdue: true, overdue: true });
    now = await dashboard();
    expect(now).toMatchObject(await expected());
    expect(now.overdue_disputes).toBeGreaterThanOrEqual(1);

    await advance(30 * DAY); // both passed the resolution deadline unresolved
    q = await queue();
    expect(q.find((d) => d.id === x.id)).toMatchObject({ overdue: true, resolution_overdue: true });
    expect(await dashboard()).toMatchObject(await expected());

    // Resolved ones leave the queue for the closed list.
    await resolve(x.id, { outcome: 'release', note: 'Transfer verified with District.' }).expect(200);
    q = await queue();
    expect(q.map((d) => d.id)).not.toContain(x.id);
    const closed = (await admin.agent.get('/api/v1/admin/disputes?state=closed').expect(200)).body;
    expect(closed[0]).toMatchObject({ id: x.id, overdue: false, next_deadline: null });
    await admin.agent.get('/api/v1/admin/disputes?state=late').expect(400);
    const final = await dashboard();
    expect(final).toMatchObject(await expected());
    expect(final.open_disputes).toBe(now.open_disputes - 1);
  });
});
