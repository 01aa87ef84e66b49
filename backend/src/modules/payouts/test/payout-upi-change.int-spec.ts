import { randomUUID } from 'node:crypto';
import { drainPhonePeSandbox } from '../../../../test/harness/phonepe-sandbox.js';
import { RazorpayXSandboxWorker } from '../sandbox/razorpayx-sandbox.worker.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { UPI_ID_NOT_CONFIRMED } from '../../../shared/infrastructure/upi-id-confirmations.js';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { factories } from '../../../../test/harness/factories.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

type Person = Awaited<ReturnType<typeof newSignedInUser>>;

interface PayoutRow {
  id: string;
  status: string;
  payout_details: string;
  requested_upi_id: string | null;
  requested_upi_name: string | null;
  upi_change_requested_at: Date | null;
}

const REQUESTED = "Your new UPI ID is waiting for our team's approval.";
const NOTHING_REQUESTED = 'No change of UPI ID is waiting for approval on this payout';

/**
 * A confirmed sale (2 × ₹1,500, 5 % seller fee) of a new seller's, listed with `upiId`, and its seller payout
 * created. `drain` runs what is due (payments, the outbox, and with RazorpayX its moves).
 */
function sales(t: TestApp, drain: () => Promise<void>) {
  const make = factories(t);
  const outbox = t.app.get(Outbox);
  return async function confirmedSale(upiId: string) {
    const seller = await newSignedInUser(t);
    const buyer = await newSignedInUser(t);
    const event = await make.event({ sellerFeePercent: 5 });
    const listing = await make.listing(event, { id: seller.id }, { quantity: 2, price: 150_000, upiId });
    const placed = await buyer.agent
      .post('/api/v1/orders')
      .set('Idempotency-Key', randomUUID())
      .send({ listingId: listing.id, quantity: 2, platformId: 'kavya@district' })
      .expect(201);
    const token = new URL(placed.body.pay_page_url).searchParams.get('token')!;
    await t.http().post('/api/phonepe-sandbox/transact').type('form').send({ token, action: 'pay' }).expect(303);
    await buyer.agent.post(`/api/v1/orders/${placed.body.id}/status-check`).expect(200);
    await drain();
    const [transfer] = await t.sql<{ id: string }>('select id from ticket_transfers where transaction_id = ?', [
      placed.body.id,
    ]);
    await t.em().transactional((em) =>
      outbox.publish(em, 'TransferConfirmed', {
        transferId: transfer!.id,
        orderId: placed.body.id,
        listingId: listing.id,
        sellerId: seller.id,
        buyerId: buyer.id,
        by: buyer.id,
      }),
    );
    await drain();
    const [payout] = await t.sql<PayoutRow>(
      `select id, status, payout_details, requested_upi_id, requested_upi_name, upi_change_requested_at
         from payouts where ticket_transfer_id = ? and type = 'seller_payout'`,
      [transfer!.id],
    );
    return { seller, payout: payout! };
  };
}

const payoutRow = async (t: TestApp, id: string) =>
  (
    await t.sql<PayoutRow>(
      `select id, status, payout_details, requested_upi_id, requested_upi_name, upi_change_requested_at
         from payouts where id = ?`,
      [id],
    )
  )[0]!;
const auditOf = (t: TestApp, payoutId: string) =>
  t.sql<{ kind: string; actor_id: string; before: object; after: object }>(
    `select kind, actor_id, before, after from audit_entries where target_id = ? and kind like 'payout.upi_change%' order by at`,
    [payoutId],
  );
const requestChange = (person: Person, payoutId: string, body: object) =>
  person.agent.post(`/api/v1/me/payouts/${payoutId}/upi-id`).send(body);
const decide = (person: Person, payoutId: string, decision: 'approve' | 'reject') =>
  person.agent.post(`/api/v1/admin/payouts/${payoutId}/upi-change/${decision}`);

/** A changed UPI id on a due payout waits for staff (issue 18): with manual payouts, no name is checked. */
describe('a payout’s UPI id changed with staff approval (manual payouts)', () => {
  let t: TestApp;
  let admin: Person;
  let confirmedSale: ReturnType<typeof sales>;

  beforeAll(async () => {
    t = await createModuleTestApp('backoffice', { PAYOUT_HOLD_FIRST_SALES: '0' }, { listen: true });
    admin = await newSignedInUser(t, { admin: true });
    confirmedSale = sales(t, async () => {
      await drainPhonePeSandbox(t);
      await t.app.get(Outbox).drain();
    });
  });
  afterAll(() => t.close());

  it('the seller asks; the payout keeps paying its UPI id until staff approve; both are audited', async () => {
    const { seller, payout } = await confirmedSale('asha@okaxis');
    const asked = await requestChange(seller, payout.id, { upiId: ' asha.rao@okaxis ' }).expect(200);
    expect(asked.body).toEqual({
      message: REQUESTED,
      payout: expect.objectContaining({
        id: payout.id,
        payout_details: 'asha@okaxis',
        requested_upi_id: 'asha.rao@okaxis',
        requested_upi_name: null,
        upi_change_requested_at: expect.any(String),
      }),
    });
    const own = await seller.agent.get('/api/v1/me/payouts').expect(200);
    expect(own.body[0]).toMatchObject({ payout_details: 'asha@okaxis', requested_upi_id: 'asha.rao@okaxis' });
    const listed = await admin.agent.get('/api/v1/admin/payouts').query({ search: 'asha.rao@okaxis' }).expect(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ id: payout.id, requested_upi_id: 'asha.rao@okaxis', requested_upi_name: null }),
    ]);
    const csv = await admin.agent.get('/api/v1/admin/payouts').query({ search: payout.id, format: 'csv' }).expect(200);
    expect(csv.text).toContain('Requested UPI ID');
    expect(csv.text).toContain('asha.rao@okaxis');

    const approved = await decide(admin, payout.id, 'approve').expect(200);
    expect(approved.body).toMatchObject({
      message: 'UPI ID change approved',
      payout: { payout_details: 'asha.rao@okaxis', requested_upi_id: null, requested_upi_name: null },
    });
    expect(await payoutRow(t, payout.id)).toMatchObject({
      status: 'pending',
      payout_details: 'asha.rao@okaxis',
      requested_upi_id: null,
      upi_change_requested_at: null,
    });
    expect(await auditOf(t, payout.id)).toEqual([
      {
        kind: 'payout.upi_change_requested',
        actor_id: seller.id,
        before: { status: 'pending', payout_details: 'asha@okaxis', requested_upi_id: null, requested_upi_name: null },
        after: {
          status: 'pending',
          payout_details: 'asha@okaxis',
          requested_upi_id: 'asha.rao@okaxis',
          requested_upi_name: null,
        },
      },
      {
        kind: 'payout.upi_change_approved',
        actor_id: admin.id,
        before: {
          status: 'pending',
          payout_details: 'asha@okaxis',
          requested_upi_id: 'asha.rao@okaxis',
          requested_upi_name: null,
        },
        after: {
          status: 'pending',
          payout_details: 'asha.rao@okaxis',
          requested_upi_id: null,
          requested_upi_name: null,
        },
      },
    ]);
    expect((await decide(admin, payout.id, 'approve').expect(409)).body.detail).toBe(NOTHING_REQUESTED);
  });

  it('staff reject: the payout keeps its UPI id, and the rejection is audited', async () => {
    const { seller, payout } = await confirmedSale('asha@okaxis');
    await admin.agent
      .patch(`/api/v1/admin/payouts/${payout.id}`)
      .send({ status: 'failed', reason: 'The UPI ID could not be found at the bank' })
      .expect(200);
    await requestChange(seller, payout.id, { upiId: 'asha.rao@okaxis' }).expect(200);
    const rejected = await decide(admin, payout.id, 'reject').expect(200);
    expect(rejected.body).toMatchObject({
      message: 'UPI ID change rejected',
      payout: { status: 'failed', payout_details: 'asha@okaxis', requested_upi_id: null },
    });
    expect((await auditOf(t, payout.id)).map((e) => [e.kind, e.actor_id])).toEqual([
      ['payout.upi_change_requested', seller.id],
      ['payout.upi_change_rejected', admin.id],
    ]);
    expect((await decide(admin, payout.id, 'reject').expect(409)).body.detail).toBe(NOTHING_REQUESTED);
  });

  it("answers another person's payout and an unknown id 404, never 403; refuses a bad UPI id", async () => {
    const { payout } = await confirmedSale('asha@okaxis');
    const stranger = await newSignedInUser(t);
    const notFound = await requestChange(stranger, payout.id, { upiId: 'thief@ybl' }).expect(404);
    expect(notFound.body.detail).toBe('Payout not found');
    await requestChange(stranger, randomUUID(), { upiId: 'thief@ybl' }).expect(404);
    await requestChange(stranger, 'not-a-uuid', { upiId: 'thief@ybl' }).expect(404);
    const { seller } = await confirmedSale('ravi@ybl');
    const own = (await seller.agent.get('/api/v1/me/payouts').expect(200)).body[0].id as string;
    const bad = await requestChange(seller, own, { upiId: 'ravi.ybl' }).expect(400);
    expect(bad.body.errors).toMatchObject([
      { field: 'upiId', message: 'Please enter a valid UPI ID (e.g., username@bank)' },
    ]);
    await requestChange(seller, own, { upiId: `${'r'.repeat(101)}@ybl` }).expect(400);
    await t.http().post(`/api/v1/me/payouts/${own}/upi-id`).send({ upiId: 'ravi@okaxis' }).expect(401);
    expect(await payoutRow(t, payout.id)).toMatchObject({ requested_upi_id: null });
    expect(await payoutRow(t, own)).toMatchObject({ requested_upi_id: null });
  });

  it('refuses a change once the payout is paid (409); only staff decide (403), unknown payouts 404', async () => {
    const { seller, payout } = await confirmedSale('asha@okaxis');
    await requestChange(seller, payout.id, { upiId: 'asha.rao@okaxis' }).expect(200);
    await decide(seller, payout.id, 'approve').expect(403);
    await decide(seller, payout.id, 'reject').expect(403);
    await decide(admin, randomUUID(), 'approve').expect(404);
    await decide(admin, randomUUID(), 'reject').expect(404);
    await admin.agent
      .patch(`/api/v1/admin/payouts/${payout.id}`)
      .send({ status: 'processed', utr: '712345678901' })
      .expect(200);
    const refused = await requestChange(seller, payout.id, { upiId: 'asha.r@okaxis' }).expect(409);
    expect(refused.body.detail).toBe('The UPI ID can only be changed while the payout is still to be paid');
    await decide(admin, payout.id, 'approve').expect(409);
    expect(await payoutRow(t, payout.id)).toMatchObject({
      status: 'processed',
      payout_details: 'asha@okaxis',
      requested_upi_id: 'asha.rao@okaxis',
    });
    // What is left is dropped by staff.
    await decide(admin, payout.id, 'reject').expect(200);
  });
});

/**
 * With RazorpayX paying (the built-in sandbox, whose bank names `asha.rao@okaxis` "Asha Rao"), a new UPI id
 * needs the seller's confirmation of its name; approved, staff's retry pays the new id.
 */
describe('a payout’s UPI id changed with staff approval (payouts by RazorpayX)', () => {
  let t: TestApp;
  let admin: Person;
  let confirmedSale: ReturnType<typeof sales>;

  const drain = async () => {
    for (let round = 0; round < 4; round++) {
      await drainPhonePeSandbox(t);
      await t.app.get(Outbox).drain();
      t.clock.advance(1_000);
      await t.app.get(RazorpayXSandboxWorker).drain();
    }
  };

  beforeAll(async () => {
    t = await createModuleTestApp(
      'payouts',
      { PAYOUT_PROVIDER: 'razorpayx', RAZORPAYX_SANDBOX_LATENCY_MS: '1000', PAYOUT_HOLD_FIRST_SALES: '0' },
      { listen: true },
    );
    admin = await newSignedInUser(t, { admin: true });
    confirmedSale = sales(t, drain);
  });
  afterAll(() => t.close());

  const nextPayout = (outcome: 'process' | 'fail') =>
    t.http().post('/api/razorpayx-sandbox/control/next-payout').send({ outcome }).expect(200);
  const paidTo = (payoutId: string) =>
    t.sql<{ status: string; vpa_address: string }>(
      `select p.status, f.vpa_address from razorpayx_sandbox_payouts p
         join razorpayx_sandbox_fund_accounts f on f.id = p.fund_account_id
        where p.reference_id = ? order by p.created_at`,
      [payoutId],
    );

  it('a failed payout: the confirmed new id is approved, and the retry pays it', async () => {
    await nextPayout('fail');
    const { seller, payout } = await confirmedSale('asha.rao1@okaxis');
    await drain();
    expect(await payoutRow(t, payout.id)).toMatchObject({ status: 'failed' });

    const unconfirmed = await requestChange(seller, payout.id, { upiId: 'asha.rao@okaxis' }).expect(400);
    expect(unconfirmed.body.errors).toMatchObject([{ field: 'upiId', message: UPI_ID_NOT_CONFIRMED }]);
    const other = await seller.agent.post('/api/v1/upi-id-checks').send({ upiId: 'asha.r@okaxis' }).expect(200);
    await requestChange(seller, payout.id, {
      upiId: 'asha.rao@okaxis',
      upiIdConfirmation: other.body.confirmation,
    }).expect(400);
    const check = await seller.agent.post('/api/v1/upi-id-checks').send({ upiId: 'asha.rao@okaxis' }).expect(200);
    const asked = await requestChange(seller, payout.id, {
      upiId: 'asha.rao@okaxis',
      upiIdConfirmation: check.body.confirmation,
    }).expect(200);
    expect(asked.body.payout).toMatchObject({ requested_upi_id: 'asha.rao@okaxis', requested_upi_name: 'Asha Rao' });

    // Sent again before approval, it still goes to the listing's id.
    await nextPayout('fail');
    await admin.agent.patch(`/api/v1/admin/payouts/${payout.id}`).send({ status: 'pending' }).expect(200);
    await drain();
    expect(await payoutRow(t, payout.id)).toMatchObject({ status: 'failed', payout_details: 'asha.rao1@okaxis' });

    await decide(admin, payout.id, 'approve').expect(200);
    expect((await auditOf(t, payout.id)).at(-1)).toMatchObject({
      kind: 'payout.upi_change_approved',
      after: { payout_details: 'asha.rao@okaxis', requested_upi_id: null },
    });
    expect((await auditOf(t, payout.id))[0]).toMatchObject({
      after: { requested_upi_id: 'asha.rao@okaxis', requested_upi_name: 'Asha Rao' },
    });
    await nextPayout('process');
    await admin.agent.patch(`/api/v1/admin/payouts/${payout.id}`).send({ status: 'pending' }).expect(200);
    await drain();
    expect(await payoutRow(t, payout.id)).toMatchObject({ status: 'processed', payout_details: 'asha.rao@okaxis' });
    expect(await paidTo(payout.id)).toEqual([
      { status: 'failed', vpa_address: 'asha.rao1@okaxis' },
      { status: 'failed', vpa_address: 'asha.rao1@okaxis' },
      { status: 'processed', vpa_address: 'asha.rao@okaxis' },
    ]);
  });

  it('is not approved while the payout is being sent to its current UPI ID', async () => {
    // RazorpayX took the payment but its webhook is lost: the payout is pending, its payment on its way.
    await t.http().post('/api/razorpayx-sandbox/control/next-payout').send({ outcome: 'drop_webhooks' }).expect(200);
    const { seller, payout } = await confirmedSale('ravi.kumar@ybl');
    expect(await payoutRow(t, payout.id)).toMatchObject({ status: 'pending' });
    const check = await seller.agent.post('/api/v1/upi-id-checks').send({ upiId: 'ravi.k@ybl' }).expect(200);
    const body = { upiId: 'ravi.k@ybl', upiIdConfirmation: check.body.confirmation };
    await requestChange(seller, payout.id, body).expect(200);
    const refused = await decide(admin, payout.id, 'approve').expect(409);
    expect(refused.body.detail).toBe('This payout is being sent to its current UPI ID; approve the change if it fails');
    expect(await payoutRow(t, payout.id)).toMatchObject({
      payout_details: 'ravi.kumar@ybl',
      requested_upi_id: 'ravi.k@ybl',
      requested_upi_name: 'Ravi K',
    });
  });
});
