import { TransferJobs } from '../index.js';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { buying } from '../../../../test/harness/buying.js';
import { pdfFile } from '../../../../test/harness/files.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

/**
 * After the sale, transfers booted alone with what it imports (orders, payments' sandbox): the physical path,
 * staff failing a transfer and the jobs. The mobile path to the seller's earnings: backend/test/transfers.int-spec.ts.
 */
describe('transfers', () => {
  let t: TestApp;
  let b: ReturnType<typeof buying>;
  beforeAll(async () => {
    t = await createModuleTestApp('backoffice', {}, { listen: true });
    b = buying(t);
  });
  afterAll(() => t.close());

  const events = (transferId: string, type: string) =>
    t.sql(`select 1 from outbox_events where type = ? and payload->>'transferId' = ?`, [type, transferId]);

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

  it('Upload Proof sent again with its Idempotency-Key gets the first answer and stores the files once', async () => {
    const sale = await b.purchase({});
    const proof = (key?: string) => {
      const call = sale.seller.agent.post(`/api/v1/me/sales/${sale.transferId}/proof`);
      return (key ? call.set('Idempotency-Key', key) : call).attach('files', pdfFile, 'p.pdf');
    };
    const none = await sale.seller.agent.post(`/api/v1/me/sales/${sale.transferId}/proof`).expect(400);
    expect(none.body).toMatchObject({
      detail: 'Please upload at least one file as proof of transfer',
      errors: [{ field: 'files' }],
    });
    await proof('bad key!').expect(400);

    const first = await proof('proof-key-0001').expect(201);
    const again = await proof('proof-key-0001').expect(201);
    expect(again.body).toEqual(first.body);
    expect(first.body.transfer.proof_of_transfer).toHaveLength(1);
    const files = await t.sql('select 1 from transfer_proof_files where transfer_id = ?', [sale.transferId]);
    expect(files).toHaveLength(1);

    // The key with other files is refused; without the key, a second upload is too late as before.
    const other = await sale.seller.agent
      .post(`/api/v1/me/sales/${sale.transferId}/proof`)
      .set('Idempotency-Key', 'proof-key-0001')
      .attach('files', pdfFile, 'other.pdf')
      .expect(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    await proof().expect(409);
    await proof('proof-key-0002').expect(409);
  });
});
