import { randomUUID } from 'node:crypto';
import { paise } from '@ticketsetu/contracts/money';
import { BuyerRefunds } from '../application/buyer-refunds.js';
import { RefundsAtGateway } from '../application/refunds-at-gateway.js';
import { LedgerService } from '../../ledger/index.js';
import { PayoutsService } from '../index.js';
import { TransferActions } from '../../transfers/index.js';
import { drainPhonePeSandbox } from '../../../../test/harness/phonepe-sandbox.js';
import type { DomainEventMap } from '../../../shared/domain/domain-events.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { factories } from '../../../../test/harness/factories.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

type Agent = Awaited<ReturnType<typeof newSignedInUser>>['agent'];

interface PayoutRow {
  id: string;
  type: string;
  user_id: string;
  amount: number;
  platform_fee: number;
  status: string;
  payout_method: string;
  payout_details: string;
  attempt: number;
  failure_reason: string | null;
}

/**
 * Payouts and refunds end to end: real orders paid in the PhonePe sandbox, the transfer events
 * published through the outbox (as the transfers module records them), refunds through the real
 * adapter and the sandbox's webhooks, and the ledger checked after every scenario.
 */
describe('payouts', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let outbox: Outbox;
  let ledger: LedgerService;
  let payouts: PayoutsService;
  let admin: Awaited<ReturnType<typeof newSignedInUser>>;

  beforeAll(async () => {
    t = await createModuleTestApp('backoffice', {}, { listen: true });
    make = factories(t);
    outbox = t.app.get(Outbox);
    ledger = t.app.get(LedgerService);
    payouts = t.app.get(PayoutsService);
    admin = await newSignedInUser(t, { admin: true });
  });
  afterEach(async () => {
    // Whatever the scenario, the books balance.
    expect(await ledger.checkInvariants()).toEqual([]);
  });
  afterAll(() => t.close());

  const drainAll = async () => {
    for (let round = 0; round < 3; round++) {
      await drainPhonePeSandbox(t); // refunds settled, webhooks delivered
      await outbox.drain(); // transfers, payouts, refund requests
    }
  };

  const publish = <T extends 'TransferConfirmed' | 'TransferFailed'>(type: T, payload: DomainEventMap[T]) =>
    t.em().transactional((em) => outbox.publish(em, type, payload));

  /** Clicks a button on the sandbox's hosted pay page, as the buyer's browser would. */
  function decide(payPageUrl: string, refunds: 'fail' | undefined) {
    const token = new URL(payPageUrl).searchParams.get('token')!;
    return t.http().post('/api/phonepe-sandbox/transact').type('form').send({ token, action: 'pay', refunds });
  }

  /** A paid sale: 2 tickets at ₹1,500 (2.5 % buyer fee, 5 % seller fee), its transfer created. */
  async function sale(options: { refundsFail?: boolean } = {}) {
    const seller = await newSignedInUser(t);
    const buyer = await newSignedInUser(t);
    const event = await make.event({ buyerFeePercent: 2.5, sellerFeePercent: 5 });
    const listing = await make.listing(event, { id: seller.id }, { quantity: 2, price: 150_000, upiId: 'asha@okaxis' });
    const placed = await buyer.agent
      .post('/api/v1/orders')
      .set('Idempotency-Key', randomUUID())
      .send({ listingId: listing.id, quantity: 2, platformId: 'kavya@district' })
      .expect(201);
    await decide(placed.body.pay_page_url, options.refundsFail ? 'fail' : undefined).expect(303);
    await buyer.agent.post(`/api/v1/orders/${placed.body.id}/status-check`).expect(200);
    await drainAll();
    const [transfer] = await t.sql<{ id: string }>('select id from ticket_transfers where transaction_id = ?', [
      placed.body.id,
    ]);
    const [order] = await t.sql<{ payment_id: string; amount: number }>(
      'select payment_id, amount from transactions where id = ?',
      [placed.body.id],
    );
    return {
      seller,
      buyer,
      listing,
      orderId: placed.body.id as string,
      paymentId: order!.payment_id,
      total: order!.amount,
      transferId: transfer!.id,
    };
  }
  type Sale = Awaited<ReturnType<typeof sale>>;

  const confirmed = (s: Sale) => ({
    transferId: s.transferId,
    orderId: s.orderId,
    listingId: s.listing.id,
    sellerId: s.seller.id,
    buyerId: s.buyer.id,
    by: s.buyer.id,
  });
  const failed = (s: Sale) => ({
    transferId: s.transferId,
    orderId: s.orderId,
    buyerId: s.buyer.id,
    reason: 'The seller never sent the tickets',
    by: admin.id,
  });

  const payoutsOf = (transferId: string) =>
    t.sql<PayoutRow>(
      `select id, type, user_id, amount, platform_fee, status, payout_method, payout_details, attempt, failure_reason
         from payouts where ticket_transfer_id = ? order by created_at, id`,
      [transferId],
    );
  const kinds = async (orderId: string) => (await ledger.entriesForOrder(orderId)).map((e) => e.kind);
  const keys = async (orderId: string) => (await ledger.entriesForOrder(orderId)).map((e) => e.key);
  const gatewayRefunds = (paymentId: string) =>
    t.sql<{ merchant_refund_id: string; amount: string; state: string }>(
      'select merchant_refund_id, amount, state from phonepe_sandbox_refunds where merchant_order_id = ? order by created_at',
      [paymentId],
    );
  const setStatus = (agent: Agent, id: string, body: object) => agent.patch(`/api/v1/admin/payouts/${id}`).send(body);

  it('a repeated and concurrent TransferConfirmed creates ONE seller payout and ONE ledger entry', async () => {
    const s = await sale();
    await publish('TransferConfirmed', confirmed(s));
    await publish('TransferConfirmed', confirmed(s));
    await publish('TransferConfirmed', confirmed(s));
    await Promise.all([outbox.drain(), outbox.drain(), outbox.dispatchDue(), outbox.dispatchDue()]);
    await publish('TransferConfirmed', confirmed(s)); // once more, long after
    await drainAll();

    expect(await payoutsOf(s.transferId)).toEqual([
      expect.objectContaining({
        type: 'seller_payout',
        user_id: s.seller.id,
        amount: 285_000, // ₹3,000 − 5 %
        platform_fee: 15_000,
        status: 'pending',
        payout_method: 'upi',
        payout_details: 'asha@okaxis',
        attempt: 0,
      }),
    ]);
    expect(await kinds(s.orderId)).toEqual(['payment_captured', 'transfer_completed']);
    expect(await ledger.balance('seller_payable', s.seller.id)).toBe(285_000);
    expect(await ledger.balance('escrow')).toBeGreaterThanOrEqual(0);
  });

  it('pays through the real transfer flow: staff confirm the transfer, the payout appears in Admin > Payouts', async () => {
    const s = await sale();
    const actions = t.app.get(TransferActions);
    await actions.advance(admin.id, s.transferId, 'mobile_transfer_sent', {});
    await actions.advance(admin.id, s.transferId, 'mobile_transfer_confirmed', {});
    await drainAll();
    const list = await admin.agent.get('/api/v1/admin/payouts?status=pending&type=seller_payout').expect(200);
    const row = list.body.find((p: { ticket_transfer_id: string }) => p.ticket_transfer_id === s.transferId);
    expect(row).toMatchObject({
      transaction_id: s.orderId,
      user_id: s.seller.id,
      user: { id: s.seller.id, email: s.seller.form.email },
      type: 'seller_payout',
      amount: 285_000,
      platform_fee: 15_000,
      status: 'pending',
      payout_method: 'upi',
      payout_details: 'asha@okaxis',
      on_hold: false,
      processed_at: null,
    });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/); // the full id: the page shows its first 8 characters
    const refundsTab = await admin.agent.get('/api/v1/admin/payouts?type=buyer_refund').expect(200);
    expect(refundsTab.body.some((p: { ticket_transfer_id: string }) => p.ticket_transfer_id === s.transferId)).toBe(
      false,
    );
    await admin.agent.get('/api/v1/admin/payouts?status=paid').expect(400);
  });

  it('processed → failed → processed posts payoutProcessed, payoutFailed and payoutProcessed again, per attempt', async () => {
    const s = await sale();
    await publish('TransferConfirmed', confirmed(s));
    await drainAll();
    const [payout] = await payoutsOf(s.transferId);
    const id = payout!.id;

    const noUtr = await setStatus(admin.agent, id, { status: 'processed' }).expect(400);
    expect(noUtr.body.detail).toBe('Please enter the UPI transaction reference (UTR) of the payment');
    const badUtr = await setStatus(admin.agent, id, { status: 'processed', utr: '12345' }).expect(400);
    expect(badUtr.body.detail).toBe('The UTR of a UPI payment is 12 digits');

    const paid = await setStatus(admin.agent, id, { status: 'processed', utr: '6123 4567 8901' }).expect(200);
    expect(paid.body).toMatchObject({
      message: 'Payout status updated',
      payout: { id, status: 'processed', utr: '612345678901', attempt: 1 },
    });
    expect(paid.body.payout.processed_at).toBeTruthy();
    expect(await ledger.balance('seller_payable', s.seller.id)).toBe(0);

    const noReason = await setStatus(admin.agent, id, { status: 'failed' }).expect(400);
    expect(noReason.body.detail).toBe('Please enter the reason the payout failed');
    const bounced = await setStatus(admin.agent, id, { status: 'failed', reason: 'UPI id deactivated' }).expect(200);
    expect(bounced.body.payout).toMatchObject({
      status: 'failed',
      processed_at: null,
      utr: null,
      failure_reason: 'UPI id deactivated',
    });
    expect(await ledger.balance('seller_payable', s.seller.id)).toBe(285_000);

    await setStatus(admin.agent, id, { status: 'processed', utr: '612345678902' }).expect(200);
    expect(await ledger.balance('seller_payable', s.seller.id)).toBe(0);
    expect(await keys(s.orderId)).toEqual([
      `payment-captured:${s.orderId}`,
      `transfer-completed:${s.orderId}`,
      `payout-processed:${id}:1`,
      `payout-failed:${id}:1`,
      `payout-processed:${id}:2`,
    ]);
    // A double click changes nothing; an illegal move is refused by the table.
    await setStatus(admin.agent, id, { status: 'processed', utr: '612345678902' }).expect(200);
    expect(await kinds(s.orderId)).toHaveLength(5);
    const history = await t.sql<{ from_status: string; to_status: string; attempt: number; by_user_id: string }>(
      'select from_status, to_status, attempt, by_user_id from payout_changes where payout_id = ? order by at, attempt',
      [id],
    );
    expect(history.map((h) => `${h.from_status}->${h.to_status}#${h.attempt}`)).toEqual([
      'pending->processed#1',
      'processed->failed#1',
      'failed->processed#2',
    ]);
    expect(history.every((h) => h.by_user_id === admin.id)).toBe(true);

    // The UTR proves one payment only.
    const other = await sale();
    await publish('TransferConfirmed', confirmed(other));
    await drainAll();
    const [second] = await payoutsOf(other.transferId);
    const reused = await setStatus(admin.agent, second!.id, { status: 'processed', utr: '612345678902' }).expect(409);
    expect(reused.body.detail).toBe('This UTR is already recorded for another payout');
    await setStatus(admin.agent, randomUUID(), { status: 'processed', utr: '612345678903' }).expect(404);
  });

  it('refuses admin payouts to a signed-in non-admin (403) and to visitors (401)', async () => {
    const user = await newSignedInUser(t);
    await user.agent.get('/api/v1/admin/payouts').expect(403);
    await user.agent.patch(`/api/v1/admin/payouts/${randomUUID()}`).send({ status: 'processed' }).expect(403);
    await t.http().get('/api/v1/admin/payouts').expect(401);
  });

  it('a held payout cannot be processed until the dispute is released, even when held before the transfer completed', async () => {
    const s = await sale();
    await payouts.holdForDispute(s.transferId);
    await payouts.holdForDispute(s.transferId); // holding twice is holding
    await publish('TransferConfirmed', confirmed(s));
    await drainAll();
    const [payout] = await payoutsOf(s.transferId);
    const list = await admin.agent.get('/api/v1/admin/payouts?status=pending').expect(200);
    expect(list.body.find((p: { id: string }) => p.id === payout!.id)).toMatchObject({ on_hold: true });

    const refused = await setStatus(admin.agent, payout!.id, { status: 'processed', utr: '712345678901' }).expect(409);
    expect(refused.body.detail).toBe('This payout is on hold while a dispute is open');
    expect(await kinds(s.orderId)).toEqual(['payment_captured', 'transfer_completed']);
    expect((await payouts.payoutFor(s.transferId)).held).toBe(true);

    await payouts.releaseDisputeHold(s.transferId);
    expect((await payouts.payoutFor(s.transferId)).held).toBe(false);
    await setStatus(admin.agent, payout!.id, { status: 'processed', utr: '712345678901' }).expect(200);
    await expect(payouts.holdForDispute(randomUUID())).rejects.toThrow('Transfer not found');
  });

  it('a repeated and concurrent TransferFailed asks the gateway for ONE refund and posts ONE ledger refund', async () => {
    const s = await sale();
    await publish('TransferFailed', failed(s));
    await publish('TransferFailed', failed(s));
    await Promise.all([outbox.drain(), outbox.drain(), outbox.dispatchDue()]);
    await publish('TransferFailed', failed(s));
    const refunds = t.app.get(RefundsAtGateway);
    // The webhook, the poll and repeats all learn of it; it counts once.
    await Promise.all([drainAll(), refunds.reconcile(), drainAll()]);
    await drainAll();

    expect(await payoutsOf(s.transferId)).toEqual([
      expect.objectContaining({
        type: 'buyer_refund',
        user_id: s.buyer.id,
        amount: s.total,
        platform_fee: 0,
        status: 'processed',
        payout_method: 'phonepe_refund',
        payout_details: s.paymentId,
        attempt: 1,
      }),
    ]);
    expect(await gatewayRefunds(s.paymentId)).toEqual([
      expect.objectContaining({ amount: String(s.total), state: 'COMPLETED' }),
    ]);
    expect(await kinds(s.orderId)).toEqual(['payment_captured', 'buyer_refunded']);
    const [order] = await t.sql('select status from transactions where id = ?', [s.orderId]);
    expect(order).toEqual({ status: 'refunded' });
    const refunded = await t.sql(
      `select 1 from outbox_events where type = 'PurchaseRefunded' and payload->>'orderId' = ?`,
      [s.orderId],
    );
    expect(refunded).toHaveLength(1);
    const mine = await s.buyer.agent.get(`/api/v1/orders/${s.orderId}`).expect(200);
    expect(mine.body.status).toBe('refunded');
  });

  it('a refund the gateway fails is marked failed with its reason; staff retry it and it completes once', async () => {
    const s = await sale({ refundsFail: true });
    await publish('TransferFailed', failed(s));
    await drainAll();
    const [refund] = await payoutsOf(s.transferId);
    expect(refund).toMatchObject({ status: 'failed', failure_reason: expect.stringMatching(/refund failed/i) });
    expect(await kinds(s.orderId)).toEqual(['payment_captured']);
    // Staff cannot mark a refund processed by hand.
    const byHand = await setStatus(admin.agent, refund!.id, { status: 'processed', utr: '812345678901' }).expect(409);
    expect(byHand.body.detail).toBe(
      'A buyer refund is completed or failed by PhonePe; only a failed refund can be retried',
    );

    await t.sql('update phonepe_sandbox_orders set refunds_fail = false where merchant_order_id = ?', [s.paymentId]);
    const retried = await setStatus(admin.agent, refund!.id, { status: 'pending' }).expect(200);
    expect(retried.body).toMatchObject({ message: 'Payout status updated', payout: { status: 'pending', attempt: 2 } });
    await drainAll();
    expect((await payoutsOf(s.transferId))[0]).toMatchObject({ status: 'processed', attempt: 2 });
    expect((await gatewayRefunds(s.paymentId)).map((r) => r.state)).toEqual(['FAILED', 'COMPLETED']);
    expect(await kinds(s.orderId)).toEqual(['payment_captured', 'buyer_refunded']);
  });

  it('a dispute refunds part after completion: the payout shrinks, the sale is reversed first; then the rest cancels it', async () => {
    const s = await sale();
    await payouts.holdForDispute(s.transferId);
    await publish('TransferConfirmed', confirmed(s));
    await drainAll();
    const disputeId = randomUUID();

    const part = await payouts.refundBuyer(
      s.transferId,
      paise(100_000),
      'One of the two tickets was invalid',
      disputeId,
    );
    expect(part).toMatchObject({ type: 'buyer_refund', amount: 100_000, status: 'pending', userId: s.buyer.id });
    // Exactly once per dispute: a repeat answers the same refund; another amount under its id is refused.
    expect((await payouts.refundBuyer(s.transferId, paise(100_000), 'again', disputeId)).id).toBe(part.id);
    await expect(payouts.refundBuyer(s.transferId, paise(50_000), 'again', disputeId)).rejects.toThrow(
      'This dispute already refunded a different amount or sale',
    );
    await drainAll();

    let now = await payouts.payoutFor(s.transferId);
    expect(now.sellerPayout).toMatchObject({ amount: 190_000, platformFee: 10_000, status: 'pending' });
    expect(now.refunds).toEqual([expect.objectContaining({ id: part.id, status: 'processed', amount: 100_000 })]);
    expect(await kinds(s.orderId)).toEqual([
      'payment_captured',
      'transfer_completed',
      'transfer_reversed',
      'buyer_refunded',
    ]);
    expect(await ledger.balance('seller_payable', s.seller.id)).toBe(190_000);
    expect((await t.sql('select status from transactions where id = ?', [s.orderId]))[0]).toEqual({
      status: 'completed',
    });

    const tooMuch = payouts.refundBuyer(s.transferId, paise(s.total), 'Everything', randomUUID());
    await expect(tooMuch).rejects.toThrow(/more than what is left to refund/);
    await payouts.refundBuyer(s.transferId, paise(s.total - 100_000), 'Event cancelled', randomUUID());
    await drainAll();
    now = await payouts.payoutFor(s.transferId);
    expect(now.sellerPayout).toMatchObject({ amount: 0, platformFee: 0, status: 'cancelled' });
    expect(now.refunds.map((r) => r.status)).toEqual(['processed', 'processed']);
    expect(await ledger.balance('seller_payable', s.seller.id)).toBe(0);
    expect((await t.sql('select status from transactions where id = ?', [s.orderId]))[0]).toEqual({
      status: 'refunded',
    });
    const cancelled = await setStatus(admin.agent, now.sellerPayout!.id, {
      status: 'processed',
      utr: '912345678901',
    }).expect(409);
    expect(cancelled.body.detail).toBe('This payout was cancelled: the sale was refunded to the buyer');
  });

  it('a dispute refund before the transfer completed leaves the seller what escrow still holds', async () => {
    const s = await sale();
    await payouts.refundBuyer(s.transferId, paise(150_000), 'One ticket not received', randomUUID());
    await drainAll();
    await publish('TransferConfirmed', confirmed(s));
    await drainAll();
    const { sellerPayout } = await payouts.payoutFor(s.transferId);
    expect(sellerPayout).toMatchObject({ amount: 142_500, platformFee: 7_500 }); // ₹1,500 − 5 %
    expect(await kinds(s.orderId)).toEqual(['payment_captured', 'buyer_refunded', 'transfer_completed']);
  });

  it('a seller already paid cannot be charged a dispute refund; an unknown sale has no transaction to refund', async () => {
    const s = await sale();
    await publish('TransferConfirmed', confirmed(s));
    await drainAll();
    const [payout] = await payoutsOf(s.transferId);
    await setStatus(admin.agent, payout!.id, { status: 'processed', utr: '512345678901' }).expect(200);
    await expect(payouts.refundBuyer(s.transferId, paise(100_000), 'Late dispute', randomUUID())).rejects.toThrow(
      /already been paid/,
    );
    expect(await payoutsOf(s.transferId)).toHaveLength(1);

    await expect(t.app.get(BuyerRefunds).orderOf(randomUUID())).rejects.toThrow('Transaction not found for refund');
    await expect(payouts.refundBuyer(randomUUID(), paise(100), 'x', randomUUID())).rejects.toThrow(
      'Transfer not found',
    );
    // A TransferFailed naming no transaction refunds nothing (and is not retried forever).
    await publish('TransferFailed', { ...failed(s), orderId: randomUUID() });
    await drainAll();
    expect(await payoutsOf(s.transferId)).toHaveLength(1);
  });
});
