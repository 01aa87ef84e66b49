import { randomUUID } from 'node:crypto';
import { LedgerService } from '../../ledger/index.js';
import { PayoutReleases } from '../application/payout-releases.js';
import { ProviderPayouts } from '../application/provider-payouts.js';
import { razorpayXSignature } from '../infrastructure/razorpayx/razorpayx-webhook.js';
import { RazorpayXSandboxWorker } from '../sandbox/razorpayx-sandbox.worker.js';
import { resolveRazorpayXCredentials } from '../sandbox/razorpayx-sandbox-settings.js';
import { drainPhonePeSandbox } from '../../../../test/harness/phonepe-sandbox.js';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { factories } from '../../../../test/harness/factories.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

interface PayoutRow {
  id: string;
  status: string;
  utr: string | null;
  attempt: number;
  payment_try: number;
  provider_reference: string | null;
  failure_reason: string | null;
}

/**
 * Seller payouts paid by RazorpayX (ADR 43) through the built-in sandbox (ADR 42): a confirmed sale
 * ends processed with a UTR and nobody typing anything; failures, reversals, lost webhooks, forged
 * webhooks and a race of webhook, poll and staff all move money once, and the books balance.
 */
describe('seller payouts by RazorpayX', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let outbox: Outbox;
  let ledger: LedgerService;
  let admin: Awaited<ReturnType<typeof newSignedInUser>>;

  beforeAll(async () => {
    // A second for each of RazorpayX's moves, so a payment is seen processed before the bank reverses it.
    // No first-sales hold (ADR 44): each test's new seller is paid as soon as the buyer confirms.
    t = await createModuleTestApp(
      'payouts',
      { PAYOUT_PROVIDER: 'razorpayx', RAZORPAYX_SANDBOX_LATENCY_MS: '1000', PAYOUT_HOLD_FIRST_SALES: '0' },
      { listen: true },
    );
    make = factories(t);
    outbox = t.app.get(Outbox);
    ledger = t.app.get(LedgerService);
    admin = await newSignedInUser(t, { admin: true });
  });
  afterEach(async () => {
    expect(await ledger.checkInvariants()).toEqual([]);
  });
  afterAll(() => t.close());

  /**
   * Everything due, a second at a time: payments, the outbox (payout created and handed to RazorpayX),
   * RazorpayX's moves and its webhooks.
   */
  const drainAll = async () => {
    for (let round = 0; round < 4; round++) {
      await drainPhonePeSandbox(t);
      await outbox.drain();
      t.clock.advance(1_000);
      await t.app.get(RazorpayXSandboxWorker).drain();
    }
  };

  const nextPayout = (outcome: 'process' | 'fail' | 'reverse' | 'drop_webhooks') =>
    t.http().post('/api/razorpayx-sandbox/control/next-payout').send({ outcome }).expect(200);

  /** A paid sale (2 × ₹1,500, 5 % seller fee: ₹2,850 to the seller) whose transfer the buyer confirmed. */
  async function confirmedSale(price = 150_000) {
    const seller = await newSignedInUser(t);
    const buyer = await newSignedInUser(t);
    const event = await make.event({ buyerFeePercent: 2.5, sellerFeePercent: 5 });
    const listing = await make.listing(event, { id: seller.id }, { quantity: 2, price, upiId: 'asha@okaxis' });
    const placed = await buyer.agent
      .post('/api/v1/orders')
      .set('Idempotency-Key', randomUUID())
      .send({ listingId: listing.id, quantity: 2, platformId: 'kavya@district' })
      .expect(201);
    const token = new URL(placed.body.pay_page_url).searchParams.get('token')!;
    await t.http().post('/api/phonepe-sandbox/transact').type('form').send({ token, action: 'pay' }).expect(303);
    await buyer.agent.post(`/api/v1/orders/${placed.body.id}/status-check`).expect(200);
    await drainAll();
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
    return { seller, orderId: placed.body.id as string, transferId: transfer!.id };
  }

  const payoutOf = async (transferId: string) =>
    (
      await t.sql<PayoutRow>(
        `select id, status, utr, attempt, payment_try, provider_reference, failure_reason
           from payouts where ticket_transfer_id = ? and type = 'seller_payout'`,
        [transferId],
      )
    )[0]!;
  const kinds = async (orderId: string) => (await ledger.entriesForOrder(orderId)).map((e) => e.kind);
  const sandboxPayouts = (referenceId: string) =>
    t.sql<{ id: string; status: string }>('select id, status from razorpayx_sandbox_payouts where reference_id = ?', [
      referenceId,
    ]);

  it('pays a confirmed sale by UPI: processed, with the UTR RazorpayX returns, nobody typing anything', async () => {
    await nextPayout('process');
    const s = await confirmedSale();
    await drainAll();
    const payout = await payoutOf(s.transferId);
    expect(payout).toMatchObject({ status: 'processed', attempt: 1, payment_try: 1 });
    expect(payout.utr).toMatch(/^\d{12}$/);
    expect(payout.provider_reference).toMatch(/^pout_/);
    expect(await sandboxPayouts(payout.id)).toEqual([{ id: payout.provider_reference, status: 'processed' }]);
    expect(await kinds(s.orderId)).toEqual(['payment_captured', 'transfer_completed', 'payout_processed']);
    expect(await ledger.balance('seller_payable', s.seller.id)).toBe(0);

    // The seller sees it paid, with its UTR.
    const own = await s.seller.agent.get('/api/v1/me/payouts').expect(200);
    expect(own.body).toEqual([expect.objectContaining({ id: payout.id, status: 'processed', utr: payout.utr })]);
  });

  it('a failed payment is failed with RazorpayX’s reason; staff send it again as a new try, paid once', async () => {
    await nextPayout('fail');
    const s = await confirmedSale();
    await drainAll();
    const failed = await payoutOf(s.transferId);
    expect(failed).toMatchObject({ status: 'failed', attempt: 0, utr: null });
    expect(failed.failure_reason).toBeTruthy();
    expect(await kinds(s.orderId)).toEqual(['payment_captured', 'transfer_completed']);

    // Staff cannot mark it processed or failed themselves: only send it again.
    await admin.agent
      .patch(`/api/v1/admin/payouts/${failed.id}`)
      .send({ status: 'processed', utr: '123456789012' })
      .expect(409);
    await admin.agent.patch(`/api/v1/admin/payouts/${failed.id}`).send({ status: 'pending' }).expect(200);
    await drainAll();
    const paid = await payoutOf(s.transferId);
    expect(paid).toMatchObject({ status: 'processed', attempt: 1, payment_try: 2 });
    expect(paid.provider_reference).not.toBe(failed.provider_reference);
    expect((await sandboxPayouts(paid.id)).map((p) => p.status).sort()).toEqual(['failed', 'processed']);
    expect(await kinds(s.orderId)).toEqual(['payment_captured', 'transfer_completed', 'payout_processed']);
  });

  it('a payment the bank reverses is owed to the seller again, through the ledger, and says why', async () => {
    await nextPayout('reverse');
    const s = await confirmedSale();
    await drainAll();
    const reversed = await payoutOf(s.transferId);
    expect(reversed).toMatchObject({ status: 'failed', attempt: 1, utr: null });
    expect(reversed.failure_reason).toMatch(/^The payment was reversed by the bank/);
    expect(await kinds(s.orderId)).toEqual([
      'payment_captured',
      'transfer_completed',
      'payout_processed',
      'payout_failed',
    ]);
    expect(await ledger.balance('seller_payable', s.seller.id)).toBe(285_000);
  });

  it('a lost webhook is found by the reconciliation', async () => {
    await nextPayout('drop_webhooks');
    const s = await confirmedSale();
    await drainAll();
    expect(await payoutOf(s.transferId)).toMatchObject({ status: 'pending' });
    t.clock.advance(61_000);
    await t.app.get(ProviderPayouts).reconcile();
    expect(await payoutOf(s.transferId)).toMatchObject({ status: 'processed', attempt: 1 });
    expect(await kinds(s.orderId)).toEqual(['payment_captured', 'transfer_completed', 'payout_processed']);
  });

  it('refuses a webhook whose signature is missing, wrong or for another body, and changes nothing', async () => {
    await nextPayout('drop_webhooks');
    const s = await confirmedSale();
    await drainAll();
    const payout = await payoutOf(s.transferId);
    const body = JSON.stringify({
      entity: 'event',
      event: 'payout.processed',
      contains: ['payout'],
      payload: {
        payout: {
          entity: { id: payout.provider_reference, status: 'processed', amount: 285_000, utr: '999999999999' },
        },
      },
      created_at: 1,
    });
    const secret = resolveRazorpayXCredentials(t.app.get<AppConfig>(APP_CONFIG)).webhookSecret;
    const post = (signature?: string) => {
      const request = t.http().post('/api/v1/webhooks/razorpayx').type('json');
      return (signature ? request.set('X-Razorpay-Signature', signature) : request).send(body);
    };
    await post().expect(401);
    await t
      .http()
      .post('/api/v1/webhooks/razorpayx')
      .type('json')
      .send(`{"entity":"event","pad":"${'x'.repeat(300_000)}"}`)
      .expect(413)
      .expect('Content-Type', /application\/problem\+json/);
    await post('0'.repeat(64)).expect(401);
    await post(razorpayXSignature(`${body} `, secret)).expect(401);
    expect(await payoutOf(s.transferId)).toMatchObject({ status: 'pending', utr: null });

    // Signed rightly, it still moves only what RazorpayX confirms: the payout read back, with its own UTR.
    await post(razorpayXSignature(body, secret)).expect(200);
    const paid = await payoutOf(s.transferId);
    expect(paid.status).toBe('processed');
    expect(paid.utr).not.toBe('999999999999');
  });

  it('the webhook, the reconciliation and staff arriving together move the money once', async () => {
    await nextPayout('drop_webhooks');
    const s = await confirmedSale();
    await drainAll();
    const payout = await payoutOf(s.transferId);
    const secret = resolveRazorpayXCredentials(t.app.get<AppConfig>(APP_CONFIG)).webhookSecret;
    const body = JSON.stringify({
      entity: 'event',
      event: 'payout.processed',
      contains: ['payout'],
      payload: { payout: { entity: { id: payout.provider_reference, status: 'processed', amount: 285_000 } } },
      created_at: 1,
    });
    t.clock.advance(61_000);
    const webhook = () =>
      t
        .http()
        .post('/api/v1/webhooks/razorpayx')
        .type('json')
        .set('X-Razorpay-Signature', razorpayXSignature(body, secret))
        .send(body);
    const results = await Promise.all([
      webhook(),
      webhook(),
      t.app.get(ProviderPayouts).reconcile(),
      t.app.get(ProviderPayouts).reconcile(),
      admin.agent.patch(`/api/v1/admin/payouts/${payout.id}`).send({ status: 'pending' }),
      outbox.drain(),
    ]);
    expect(results.slice(0, 2).map((r) => (r as { status: number }).status)).toEqual([200, 200]);
    await drainAll();
    expect(await payoutOf(s.transferId)).toMatchObject({ status: 'processed', attempt: 1, payment_try: 1 });
    expect(await kinds(s.orderId)).toEqual(['payment_captured', 'transfer_completed', 'payout_processed']);
    expect(await sandboxPayouts(payout.id)).toHaveLength(1);
  });

  it('a payout held for a large sum is not sent to RazorpayX, even by the reconciliation, until it is released', async () => {
    await nextPayout('process');
    const s = await confirmedSale(1_500_000); // ₹28,500 owed: above ₹25,000
    await drainAll();
    t.clock.advance(61_000);
    await t.app.get(ProviderPayouts).reconcile();
    const held = await payoutOf(s.transferId);
    expect(held).toMatchObject({ status: 'pending', provider_reference: null });
    expect(await sandboxPayouts(held.id)).toEqual([]);

    t.clock.advance(13 * 86_400_000); // 48 hours after the event (10 days ahead); sessions expire: the last test
    expect(await t.app.get(PayoutReleases).releaseDue()).toBeGreaterThanOrEqual(1);
    await drainAll();
    expect(await payoutOf(s.transferId)).toMatchObject({ status: 'processed', attempt: 1 });
    expect(await sandboxPayouts(held.id)).toHaveLength(1);
  });
});
