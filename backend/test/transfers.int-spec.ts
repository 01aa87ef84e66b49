// Whole app: a seller's earnings after the transfer (/api/v1/me/earnings) are payouts', beside transfers' own steps.
// Transfers alone: src/modules/transfers/test/.
import { newSignedInUser } from './harness/auth.js';
import { buying } from './harness/buying.js';
import { pdfFile } from './harness/files.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

/** After the sale: the mobile path, proof of transfer and the buyer's confirmation, to the seller's earnings. */
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

    // The proof is for the buyer, the seller and staff only, and a download that is never cached.
    const download = await buyer.agent.get(proofUrl).expect(200);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'no-store',
      'content-disposition': 'attachment; filename="transfer-screenshot.pdf"',
      'x-content-type-options': 'nosniff',
    });
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
});
