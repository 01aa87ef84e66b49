import { TransferJobs } from '../src/modules/transfers/index.js';
import { newSignedInUser } from './harness/auth.js';
import { buying } from './harness/buying.js';
import { pdfFile } from './harness/files.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

/** After the sale: both transfer paths, proof of transfer, the buyer's confirmation, staff and the jobs. */
describe('transfers', () => {
  let t: TestApp;
  let b: ReturnType<typeof buying>;
  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    b = buying(t);
  });
  afterAll(() => t.close());

  const events = (transferId: string, type: string) =>
    t.sql(`select 1 from outbox_events where type = ? and payload->>'transferId' = ?`, [type, transferId]);
  const steps = (transferId: string) =>
    t.sql<{ from_status: string; to_status: string; by_user_id: string | null }>(
      'select from_status, to_status, by_user_id from transfer_steps where transfer_id = ? order by at, from_status',
      [transferId],
    );

  it('mobile: the seller uploads proof, the buyer confirms; every step is recorded and mailed', async () => {
    const { seller, buyer, transferId } = await b.purchase();
    const sales = await seller.agent.get('/api/v1/me/sales').expect(200);
    expect(sales.body).toEqual([
      expect.objectContaining({
        id: transferId,
        transfer_status: 'awaiting_mobile_transfer',
        platform_id: 'buyer@district',
        transfer_instructions: 'Transfer in the app',
      }),
    ]);
    // The buyer cannot confirm before the seller says it is sent.
    await buyer.agent.post(`/api/v1/me/purchases/${transferId}/confirm`).expect(409);
    const none = await seller.agent.post(`/api/v1/me/sales/${transferId}/proof`).field('note', 'x').expect(400);
    expect(none.body.detail).toBe('Please upload at least one file as proof of transfer');
    const stranger = await newSignedInUser(t);
    await stranger.agent.post(`/api/v1/me/sales/${transferId}/proof`).attach('files', pdfFile, 'proof.pdf').expect(404);

    const uploaded = await seller.agent
      .post(`/api/v1/me/sales/${transferId}/proof`)
      .attach('files', pdfFile, 'transfer-screenshot.pdf')
      .expect(201);
    expect(uploaded.body.message).toBe('Proof of transfer uploaded successfully!');
    expect(uploaded.body.transfer).toMatchObject({ transfer_status: 'mobile_transfer_sent' });
    const proofUrl = uploaded.body.transfer.proof_of_transfer[0] as string;

    // The proof is for the buyer, the seller and staff only.
    await buyer.agent.get(proofUrl).expect(200);
    await seller.agent.get(proofUrl).expect(200);
    await stranger.agent.get(proofUrl).expect(404);
    const purchases = await buyer.agent.get('/api/v1/me/purchases').expect(200);
    expect(purchases.body[0]).toMatchObject({ transfer_status: 'mobile_transfer_sent', proof_of_transfer: [proofUrl] });
    await stranger.agent.post(`/api/v1/me/purchases/${transferId}/confirm`).expect(404);

    const confirmed = await buyer.agent.post(`/api/v1/me/purchases/${transferId}/confirm`).expect(200);
    // The buyer reads buyer words, not staff's 'Transfer status updated to …'.
    expect(confirmed.body.message).toBe('Thank you! You have confirmed that your tickets arrived. Enjoy the event!');
    await buyer.agent.post(`/api/v1/me/purchases/${transferId}/confirm`).expect(409);
    expect(await events(transferId, 'TransferConfirmed')).toHaveLength(1);
    expect((await steps(transferId)).map((s) => `${s.from_status}->${s.to_status}`)).toEqual([
      'pending->awaiting_mobile_transfer',
      'awaiting_mobile_transfer->mobile_transfer_sent',
      'mobile_transfer_sent->mobile_transfer_confirmed',
    ]);
    await b.drainAll();
    const mails = await t.sql<{ recipient: string; text: string }>(
      `select recipient, text from dev_mailbox where subject = 'An update on your TicketSetu tickets' and recipient in (?, ?)`,
      [buyer.form.email, seller.form.email],
    );
    expect(mails.filter((m) => m.recipient === buyer.form.email).length).toBeGreaterThanOrEqual(3);
    expect(
      mails.some((m) => m.recipient === seller.form.email && m.text.includes('transfer of your tickets is complete')),
    ).toBe(true);
    const earnings = await seller.agent.get('/api/v1/me/earnings').expect(200);
    expect(earnings.body).toMatchObject({ completed_transfers: 1, pending_transfers: 0 });
  });

  it('physical: staff advance with courier and tracking to delivered; messages name the status', async () => {
    const { transferId } = await b.purchase({ type: 'physical' });
    const admin = await newSignedInUser(t, { admin: true });
    const pending = await admin.agent.get('/api/v1/admin/transfers?tab=pending').expect(200);
    expect(pending.body.map((x: { id: string }) => x.id)).toContain(transferId);

    const noCourier = await admin.agent.post(`/api/v1/admin/transfers/${transferId}/advance`).send({}).expect(400);
    expect(noCourier.body).toMatchObject({
      detail: 'Please enter the courier name',
      errors: [{ field: 'courierName' }],
    });
    const picked = await admin.agent
      .post(`/api/v1/admin/transfers/${transferId}/advance`)
      .send({ courierName: 'Blue Dart' })
      .expect(200);
    expect(picked.body.message).toBe('Transfer status updated to Picked up');
    await admin.agent
      .post(`/api/v1/admin/transfers/${transferId}/advance`)
      .send({ to: 'mobile_transfer_sent' })
      .expect(409);
    await admin.agent
      .post(`/api/v1/admin/transfers/${transferId}/advance`)
      .send({ trackingNumber: 'BD1234567890IN' })
      .expect(200);
    const delivered = await admin.agent.post(`/api/v1/admin/transfers/${transferId}/advance`).send({}).expect(200);
    expect(delivered.body).toMatchObject({
      message: 'Transfer status updated to Delivered',
      transfer: { transfer_status: 'delivered', courier_name: 'Blue Dart', tracking_number: 'BD1234567890IN' },
    });
    expect(await events(transferId, 'TransferConfirmed')).toHaveLength(1);
    const completed = await admin.agent.get('/api/v1/admin/transfers?tab=completed').expect(200);
    expect(completed.body.map((x: { id: string }) => x.id)).toContain(transferId);
    await admin.agent.post(`/api/v1/admin/transfers/${transferId}/fail`).send({ reason: 'Too late' }).expect(409);
  });

  it('staff fail a transfer with a reason: TransferFailed once; not found and non-admin refused', async () => {
    const { transferId } = await b.purchase();
    const admin = await newSignedInUser(t, { admin: true });
    const member = await newSignedInUser(t);
    await member.agent.post(`/api/v1/admin/transfers/${transferId}/fail`).send({ reason: 'No show' }).expect(403);
    const notFound = await admin.agent
      .post('/api/v1/admin/transfers/00000000-0000-4000-8000-000000000000/fail')
      .send({ reason: 'No show' })
      .expect(404);
    expect(notFound.body.detail).toBe('Transfer not found');
    const failed = await admin.agent
      .post(`/api/v1/admin/transfers/${transferId}/fail`)
      .send({ reason: 'Seller never transferred' })
      .expect(200);
    expect(failed.body).toMatchObject({
      message: 'Transfer status updated to Failed',
      transfer: { transfer_status: 'failed', failure_reason: 'Seller never transferred' },
    });
    await admin.agent.post(`/api/v1/admin/transfers/${transferId}/fail`).send({ reason: 'again' }).expect(409);
    expect(await events(transferId, 'TransferFailed')).toHaveLength(1);
  });

  it('reminds a silent buyer and confirms at the event start, unless a dispute is open', async () => {
    const eventDate = new Date(t.clock.now().getTime() + 3 * 86_400_000);
    const quiet = await b.purchase({ eventDate });
    const disputed = await b.purchase({ eventDate });
    for (const sale of [quiet, disputed]) {
      await sale.seller.agent
        .post(`/api/v1/me/sales/${sale.transferId}/proof`)
        .attach('files', pdfFile, 'p.pdf')
        .expect(201);
    }
    await t.sql('update ticket_transfers set dispute_open = true where id = ?', [disputed.transferId]);
    const jobs = t.app.get(TransferJobs);
    expect(await jobs.remindBuyers()).toBe(0);
    t.clock.advance(48 * 3_600_000 + 1_000);
    expect(await jobs.remindBuyers()).toBeGreaterThanOrEqual(2);
    expect(await jobs.remindBuyers()).toBe(0); // once
    expect(await jobs.autoConfirm()).toBe(0);
    t.clock.advance(2 * 86_400_000);
    expect(await jobs.autoConfirm()).toBeGreaterThanOrEqual(1);
    const status = async (id: string) =>
      (await t.sql<{ transfer_status: string }>('select transfer_status from ticket_transfers where id = ?', [id]))[0]!
        .transfer_status;
    expect(await status(quiet.transferId)).toBe('mobile_transfer_confirmed');
    expect(await status(disputed.transferId)).toBe('mobile_transfer_sent');
    await b.drainAll();
    const reminder = await t.sql<{ text: string }>(
      `select text from dev_mailbox where recipient = ? and text like '%Did you receive your tickets%'`,
      [quiet.buyer.form.email],
    );
    expect(reminder).toHaveLength(1);
  });
});
