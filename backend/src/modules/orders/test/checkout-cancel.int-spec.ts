import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { LedgerService } from '../../ledger/index.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../payments/index.js';
import { SettlementService } from '../index.js';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { type EventStreamClient, openEventStream } from '../../../../test/harness/event-stream.js';
import { factories } from '../../../../test/harness/factories.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import { drainPhonePeSandbox } from '../../../../test/harness/phonepe-sandbox.js';
import type { TestApp } from '../../../../test/harness/test-app.js';
import { HoldExpiry } from '../application/hold-expiry.js';

type Agent = Awaited<ReturnType<typeof newSignedInUser>>['agent'];

const CANCELLED = 'You cancelled this checkout. The seats went back on sale and nothing was charged.';
const ORDER_PAID = 'This order is paid already, so it cannot be cancelled.';

/**
 * Cancel (ADR 59): the buyer gives their own unpaid checkout up and its seats are on sale at once, for
 * the next buyer and on open event pages; a payment that still comes for it is refunded in full, and a
 * Cancel meeting a settlement ends one way only, the ledger balanced either way.
 */
describe('cancelling a checkout', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  const streams: EventStreamClient[] = [];

  beforeAll(async () => {
    t = await createModuleTestApp('orders', {}, { listen: true });
    make = factories(t);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(() => t.close());

  async function onSale(quantity = 1) {
    const seller = await newSignedInUser(t);
    const event = await make.event({ buyerFeePercent: 2, sellerFeePercent: 5, transferInstructions: 'In the app' });
    const listing = await make.listing(
      event,
      { id: seller.id },
      { quantity, price: 150_000, mobileTicketType: 'district' },
    );
    return { event, listing };
  }
  const pay = (agent: Agent, listingId: string, key = randomUUID()) =>
    agent
      .post('/api/v1/orders')
      .set('Idempotency-Key', key)
      .send({ listingId, quantity: 1, platformId: 'me@district' });
  const cancel = (agent: Agent, orderId: string) => agent.post(`/api/v1/orders/${orderId}/cancel`);
  const decide = (payPageUrl: string, action: 'pay' | 'fail') =>
    t
      .http()
      .post('/api/phonepe-sandbox/transact')
      .type('form')
      .send({ token: new URL(payPageUrl).searchParams.get('token')!, action });
  const stock = async (listingId: string) =>
    (await t.sql('select held_quantity, sold_quantity from tickets where id = ?', [listingId]))[0];
  const holdOf = async (orderId: string) =>
    (await t.sql<{ status: string }>('select status from listing_holds where order_id = ?', [orderId]))[0]?.status;
  /** Everything owed after a payment: the webhook, the refund asked for and settled at the sandbox. */
  const settleEverything = async () => {
    for (let i = 0; i < 3; i++) {
      await drainPhonePeSandbox(t);
      await t.app.get(Outbox).drain();
    }
  };
  const ledgerKinds = async (orderId: string) =>
    (await t.app.get(LedgerService).entriesForOrder(orderId)).map((entry) => entry.kind);

  it('gives the held seats back at once: the next buyer holds them and an open event page is told', async () => {
    const { event, listing } = await onSale(1);
    const [buyer, next] = await Promise.all([newSignedInUser(t), newSignedInUser(t)]);
    const placed = await pay(buyer.agent, listing.id).expect(201);
    await pay(next.agent, listing.id).expect(409);
    const viewer = await openEventStream(t, `/api/v1/events/${event.id}/live`);
    streams.push(viewer);
    const seatsLeft = (n: number) => (m: { data: string }) =>
      (JSON.parse(m.data) as { listings: { id: string; available_quantity: number }[] }).listings.find(
        (l) => l.id === listing.id,
      )?.available_quantity === n ||
      (n === 0 && !m.data.includes(listing.id));
    await viewer.next(seatsLeft(0));

    const cancelled = await cancel(buyer.agent, placed.body.id).expect(200);
    expect(cancelled.body).toMatchObject({
      id: placed.body.id,
      status: 'failed',
      cancelled: true,
      failure_reason: CANCELLED,
      pay_page_url: null,
    });
    expect(await holdOf(placed.body.id)).toBe('released');
    expect(await stock(listing.id)).toEqual({ held_quantity: 0, sold_quantity: 0 });
    await viewer.next(seatsLeft(1));
    await pay(next.agent, listing.id).expect(201);

    // A repeat answers the same and changes nothing.
    const again = await cancel(buyer.agent, placed.body.id).expect(200);
    expect(again.body).toEqual(cancelled.body);
    expect(await stock(listing.id)).toEqual({ held_quantity: 1, sold_quantity: 0 });
  });

  it("is the buyer's own: another buyer's order, an unknown or malformed id is not found, and nothing changes", async () => {
    const { listing } = await onSale(2);
    const [buyer, other] = await Promise.all([newSignedInUser(t), newSignedInUser(t)]);
    const placed = await pay(buyer.agent, listing.id).expect(201);
    for (const id of [placed.body.id, randomUUID(), 'not-an-id']) {
      const refused = await cancel(other.agent, id).expect(404);
      expect(refused.body.detail).toBe('Transaction data not found');
    }
    await t.http().post(`/api/v1/orders/${placed.body.id}/cancel`).expect(401);
    expect((await buyer.agent.get(`/api/v1/orders/${placed.body.id}`).expect(200)).body.status).toBe('pending');
    expect(await stock(listing.id)).toEqual({ held_quantity: 1, sold_quantity: 0 });
  });

  it('refuses an order already paid with 409, keeping the sale', async () => {
    const { listing } = await onSale(1);
    const buyer = await newSignedInUser(t);
    const placed = await pay(buyer.agent, listing.id).expect(201);
    await decide(placed.body.pay_page_url, 'pay').expect(303);
    await buyer.agent.post(`/api/v1/orders/${placed.body.id}/status-check`).expect(200);

    const refused = await cancel(buyer.agent, placed.body.id).expect(409);
    expect(refused.body).toMatchObject({ code: 'ORDER_STATE', detail: ORDER_PAID });
    expect((await buyer.agent.get(`/api/v1/orders/${placed.body.id}`).expect(200)).body).toMatchObject({
      status: 'completed',
      cancelled: false,
    });
    expect(await stock(listing.id)).toEqual({ held_quantity: 0, sold_quantity: 1 });
  });

  it('refunds in full a payment made after Cancel, even with the seats still there', async () => {
    const { listing } = await onSale(1);
    const buyer = await newSignedInUser(t);
    const placed = await pay(buyer.agent, listing.id).expect(201);
    await cancel(buyer.agent, placed.body.id).expect(200);
    // The pay page stays open at PhonePe: the buyer pays there all the same.
    await decide(placed.body.pay_page_url, 'pay').expect(303);
    await settleEverything();

    const late = await buyer.agent.get(`/api/v1/orders/${placed.body.id}`).expect(200);
    expect(late.body).toMatchObject({
      status: 'refunded',
      cancelled: true,
      refund_state: 'COMPLETED',
      failure_reason:
        'Your payment arrived after you cancelled this checkout, so nothing was bought. It is refunded in full.',
    });
    expect(await stock(listing.id)).toEqual({ held_quantity: 0, sold_quantity: 0 });
    expect(await ledgerKinds(placed.body.id)).toEqual(['payment_captured', 'buyer_refunded']);
    expect(await t.app.get(LedgerService).checkInvariants()).toEqual([]);
    const [mail] = await t.sql<{ text: string }>(
      `select text from dev_mailbox where recipient = ? and subject = 'Your payment is being refunded'`,
      [buyer.form.email],
    );
    expect(mail!.text).toContain('Your payment arrived after you had cancelled the checkout, so nothing was bought.');
  });

  it('ends one way when Cancel and the webhook meet: paid and kept, or cancelled and refunded; never both', async () => {
    for (let round = 0; round < 6; round++) {
      const { listing } = await onSale(1);
      const buyer = await newSignedInUser(t);
      const placed = await pay(buyer.agent, listing.id).expect(201);
      await decide(placed.body.pay_page_url, 'pay').expect(303);
      // Sent with the webhook, or the moment the webhook's settlement has the gateway's answer.
      // (A supertest request goes out when it is awaited: `then` sends it now.)
      let cancelling: Promise<Awaited<ReturnType<typeof cancel>>> | undefined;
      if (round % 2) {
        const gateway = t.app.get<PaymentGateway>(PAYMENT_GATEWAY);
        const orderStatus = gateway.orderStatus.bind(gateway);
        jest.spyOn(gateway, 'orderStatus').mockImplementationOnce(async (merchantOrderId) => {
          const status = await orderStatus(merchantOrderId);
          cancelling = cancel(buyer.agent, placed.body.id).then((answer) => answer);
          return status;
        });
      } else {
        cancelling = cancel(buyer.agent, placed.body.id).then((answer) => answer);
      }
      await drainPhonePeSandbox(t);
      const cancelled = await cancelling!;
      jest.restoreAllMocks();
      await settleEverything();
      const order = (await buyer.agent.get(`/api/v1/orders/${placed.body.id}`).expect(200)).body;
      const kinds = await ledgerKinds(placed.body.id);
      if (cancelled.status === 200) {
        expect(order).toMatchObject({ status: 'refunded', cancelled: true, refund_state: 'COMPLETED' });
        expect(await stock(listing.id)).toEqual({ held_quantity: 0, sold_quantity: 0 });
        expect(kinds).toEqual(['payment_captured', 'buyer_refunded']);
      } else {
        expect(cancelled.body).toMatchObject({ status: 409, detail: ORDER_PAID });
        expect(order).toMatchObject({ status: 'completed', cancelled: false });
        expect(await stock(listing.id)).toEqual({ held_quantity: 0, sold_quantity: 1 });
        expect(kinds).toEqual(['payment_captured']);
      }
    }
    expect(await t.app.get(LedgerService).checkInvariants()).toEqual([]);
  });

  it('a failed order stays as it was, and a payment that still comes for it after Cancel is refunded', async () => {
    const { listing } = await onSale(1);
    const buyer = await newSignedInUser(t);
    const placed = await pay(buyer.agent, listing.id).expect(201);
    t.clock.advance(10 * 60_000 + 1_000);
    await t.app.get(HoldExpiry).expireHolds();
    const cancelled = await cancel(buyer.agent, placed.body.id).expect(200);
    expect(cancelled.body).toMatchObject({
      status: 'failed',
      cancelled: true,
      failure_reason: 'The 10 minutes we held your seats ran out before the payment was completed.',
    });
    // The seats are still there, but the buyer gave the checkout up: not sold.
    await t.app.get(SettlementService).apply(placed.body.id, {
      state: 'COMPLETED',
      amount: placed.body.amount,
      transactionId: 'OMafter-cancel',
    });
    expect((await buyer.agent.get(`/api/v1/orders/${placed.body.id}`).expect(200)).body.status).toBe('refunded');
    expect(await stock(listing.id)).toEqual({ held_quantity: 0, sold_quantity: 0 });
  });
});
