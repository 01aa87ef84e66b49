// Whole app: a paid sale goes on to transfers' handlers (its transfer, /me/purchases) and payouts' /me/earnings.
// Orders alone (checkout, payments, races, credit): src/modules/orders/test/.
import { randomUUID } from 'node:crypto';
import { checkoutTotal, paise } from '@ticketsetu/contracts/money';
import { LedgerService, rewardEarned } from '../src/modules/ledger/index.js';
import { SettlementService } from '../src/modules/orders/index.js';
import { GatewayFollowUp } from '../src/modules/orders/application/gateway-follow-up.js';
import { PhonePeSandboxWorker } from '../src/modules/payments/sandbox/phonepe-sandbox.worker.js';
import { Outbox } from '../src/shared/infrastructure/outbox/outbox.js';
import { newSignedInUser } from './harness/auth.js';
import { factories } from './harness/factories.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

type Agent = Awaited<ReturnType<typeof newSignedInUser>>['agent'];

/** Buying through the real checkout, the real PhonePe adapter and the built-in sandbox over HTTP, on to the transfer. */
describe('buying', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let settlement: SettlementService;

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    make = factories(t);
    settlement = t.app.get(SettlementService);
  });
  afterAll(() => t.close());

  const drainAll = async () => {
    await t.app.get(PhonePeSandboxWorker).drain(); // webhooks the sandbox owes us
    await t.app.get(Outbox).drain(); // emails, refunds, rewards (a sale's transfer is made with it)
  };

  async function onSale(
    options: { quantity?: number; price?: number; buyerFeePercent?: number; type?: 'physical' } = {},
  ) {
    const seller = await newSignedInUser(t);
    const event = await make.event({
      buyerFeePercent: options.buyerFeePercent ?? 0,
      sellerFeePercent: 5,
      transferInstructions: 'Transfer in the app',
    });
    const listing = await make.listing(
      event,
      { id: seller.id },
      {
        quantity: options.quantity ?? 2,
        price: options.price ?? 150_000,
        ...(options.type === 'physical'
          ? {
              ticketType: 'physical',
              mobileTicketType: null,
              pickupAddress: '1 MG Road, Bengaluru, Karnataka - 560001',
            }
          : { mobileTicketType: 'district' }),
      },
    );
    return { seller, event, listing };
  }

  const pay = (agent: Agent, body: object, key = randomUUID()) =>
    agent.post('/api/v1/orders').set('Idempotency-Key', key).send(body);

  /** Clicks a button on the sandbox's hosted pay page, as the buyer's browser would. */
  function decide(payPageUrl: string, action: 'pay' | 'fail' | 'pending') {
    const token = new URL(payPageUrl).searchParams.get('token')!;
    return t.http().post('/api/phonepe-sandbox/transact').type('form').send({ token, action });
  }

  it('checks out a mobile ticket: summary, Pay with a hold, the sandbox pays, settled once by page and webhook', async () => {
    const { seller, event, listing } = await onSale({ buyerFeePercent: 2.5 });
    const buyer = await newSignedInUser(t);

    const summary = await buyer.agent.get(`/api/v1/checkout/${listing.id}`).expect(200);
    expect(summary.body).toMatchObject({
      max_quantity: 2,
      own_listing: false,
      rewards_credit: 0,
      listing: {
        id: listing.id,
        price: 150_000,
        ticket_type: 'mobile',
        mobile_ticket_type: 'district',
        is_on_sale: true,
      },
      event: { id: event.id, buyer_fee_percent: 2.5 },
    });

    const missing = await pay(buyer.agent, { listingId: listing.id, quantity: 1 }).expect(400);
    expect(missing.body).toMatchObject({ detail: 'Please enter your District Id', errors: [{ field: 'platformId' }] });

    const key = randomUUID();
    const placed = await pay(
      buyer.agent,
      { listingId: listing.id, quantity: 2, platformId: 'kavya@district' },
      key,
    ).expect(201);
    const expected = checkoutTotal(paise(150_000), 2, 2.5);
    expect(placed.body).toMatchObject({
      status: 'pending',
      subtotal: 300_000,
      buyer_fee: 7_500,
      amount: expected.total,
      platform_id: 'kavya@district',
    });
    expect(placed.body.pay_page_url).toMatch(/\/api\/phonepe-sandbox\/transact\?token=/);
    // A double click or a retry with the same key is the same order.
    const again = await pay(
      buyer.agent,
      { listingId: listing.id, quantity: 2, platformId: 'kavya@district' },
      key,
    ).expect(201);
    expect(again.body.id).toBe(placed.body.id);
    expect(await t.sql('select 1 from transactions where buyer_id = ?', [buyer.id])).toHaveLength(1);

    // Held seats are unavailable to everyone else.
    const page = await t.http().get(`/api/v1/events/${event.id}`).expect(200);
    expect(page.body.available_tickets).toBe(0);
    // The amount at the gateway is ours.
    const [order] = await t.sql<{ payment_id: string }>('select payment_id from transactions where id = ?', [
      placed.body.id,
    ]);
    const gatewayRow = await t.sql<{ amount: string }>(
      'select amount from phonepe_sandbox_orders where merchant_order_id = ?',
      [order!.payment_id],
    );
    expect(Number(gatewayRow[0]!.amount)).toBe(expected.total);

    const redirect = await decide(placed.body.pay_page_url, 'pay').expect(303);
    expect(redirect.headers.location).toContain(`/payment-result?order_id=${placed.body.id}`);

    // The result page, the webhook and reconciliation all learn of it; it counts once.
    const [checked] = await Promise.all([
      buyer.agent.post(`/api/v1/orders/${placed.body.id}/status-check`).expect(200),
      drainAll(),
      t.app.get(GatewayFollowUp).reconcile(),
      settlement.checkWithGateway(placed.body.id),
    ]);
    expect(['completed', 'pending']).toContain(checked.body.status);
    await drainAll();
    const done = await buyer.agent.get(`/api/v1/orders/${placed.body.id}`).expect(200);
    expect(done.body).toMatchObject({ status: 'completed', pay_page_url: null });
    expect(done.body.gateway_transaction_id).toBeTruthy();

    const [stock] = await t.sql('select sold_quantity, held_quantity, status from tickets where id = ?', [listing.id]);
    expect(stock).toEqual({ sold_quantity: 2, held_quantity: 0, status: 'sold' });
    const entries = await t.app.get(LedgerService).entriesForOrder(placed.body.id);
    expect(entries.map((e) => e.kind)).toEqual(['payment_captured']);
    const sold = await t.sql(`select 1 from outbox_events where type = 'TicketSold' and payload->>'orderId' = ?`, [
      placed.body.id,
    ]);
    expect(sold).toHaveLength(1);

    const transfers = await t.sql(
      'select transfer_status, platform_id, transfer_instructions, quantity from ticket_transfers where transaction_id = ?',
      [placed.body.id],
    );
    expect(transfers).toEqual([
      {
        transfer_status: 'awaiting_mobile_transfer',
        platform_id: 'kavya@district',
        transfer_instructions: 'Transfer in the app',
        quantity: 2,
      },
    ]);
    const purchases = await buyer.agent.get('/api/v1/me/purchases').expect(200);
    expect(purchases.body).toEqual([
      expect.objectContaining({
        transaction_id: placed.body.id,
        transfer_status: 'awaiting_mobile_transfer',
        price: 150_000,
        quantity: 2,
        event: expect.objectContaining({ id: event.id }),
      }),
    ]);
    const earnings = await seller.agent.get('/api/v1/me/earnings').expect(200);
    expect(earnings.body).toEqual({
      total_earnings: 285_000,
      paid_out: 0,
      held_until_after_event: 0, // no payout before the transfer completes
      total_tickets_sold: 2,
      pending_transfers: 1,
      completed_transfers: 0,
    });

    const [mail] = await t.sql<{ subject: string; text: string }>(
      `select subject, text from dev_mailbox where recipient = ? and subject like 'You sold%'`,
      [seller.form.email],
    );
    expect(mail!.subject).toBe(`You sold 2 tickets for ${event.title}`);
    expect(mail!.text).toContain('Sale price: ₹3,000.00');
    expect(mail!.text).toContain('Platform fees: ₹150.00');
    expect(mail!.text).toContain('Your earnings: ₹2,850.00');
  });

  it('lists a purchase in Your Purchases the moment its order reads completed: right after the webhook, no outbox run', async () => {
    const { event, listing } = await onSale({ quantity: 1 });
    const buyer = await newSignedInUser(t);
    const placed = await pay(buyer.agent, { listingId: listing.id, quantity: 1, platformId: 'now@district' }).expect(
      201,
    );
    await decide(placed.body.pay_page_url, 'pay').expect(303);
    // The sandbox's webhook settles the payment; nothing else runs (this app polls no outbox).
    await t.app.get(PhonePeSandboxWorker).drain();

    const [order, purchases] = await Promise.all([
      buyer.agent.get(`/api/v1/orders/${placed.body.id}`).expect(200),
      buyer.agent.get('/api/v1/me/purchases').expect(200),
    ]);
    expect(order.body.status).toBe('completed');
    expect(purchases.headers['cache-control']).toBe('no-store');
    expect(purchases.body).toEqual([
      expect.objectContaining({
        transaction_id: placed.body.id,
        transfer_status: 'awaiting_mobile_transfer',
        quantity: 1,
        event: expect.objectContaining({ id: event.id }),
      }),
    ]);
    // Made once, with the sale: the outbox delivering the sale later adds nothing.
    await drainAll();
    const transfers = await t.sql('select 1 from ticket_transfers where transaction_id = ?', [placed.body.id]);
    expect(transfers).toHaveLength(1);
  });

  it('lists a purchase paid wholly with rewards credit as soon as Pay answers', async () => {
    const { listing } = await onSale({ quantity: 1, price: 50_000 });
    const buyer = await newSignedInUser(t);
    await t.em().transactional((em) =>
      t.app.get(LedgerService).post(
        em,
        rewardEarned({
          key: `test:${buyer.id}`,
          buyerId: buyer.id,
          amount: paise(60_000),
          occurredAt: t.clock.now(),
        }),
      ),
    );
    const placed = await pay(buyer.agent, { listingId: listing.id, quantity: 1, platformId: 'credit@district' }).expect(
      201,
    );
    expect(placed.body.status).toBe('completed');
    const purchases = await buyer.agent.get('/api/v1/me/purchases').expect(200);
    expect(purchases.body.map((p: { transaction_id: string }) => p.transaction_id)).toEqual([placed.body.id]);
  });

  it('buys a physical ticket delivered to a saved address', async () => {
    const { listing } = await onSale({ type: 'physical' });
    const buyer = await newSignedInUser(t);
    const noAddress = await pay(buyer.agent, { listingId: listing.id, quantity: 1 }).expect(400);
    expect(noAddress.body.detail).toBe('Please select a delivery address');
    const address = await buyer.agent
      .post('/api/v1/me/addresses')
      .send({
        addressLine1: '4B Sea Breeze',
        area: 'Bandra West',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400050',
      })
      .expect(201);
    const placed = await pay(buyer.agent, {
      listingId: listing.id,
      quantity: 1,
      deliveryAddressId: address.body.id,
    }).expect(201);
    await decide(placed.body.pay_page_url, 'pay').expect(303);
    await buyer.agent.post(`/api/v1/orders/${placed.body.id}/status-check`).expect(200);
    await drainAll();
    const [transfer] = await t.sql<{ transfer_status: string; delivery_address: string }>(
      'select transfer_status, delivery_address from ticket_transfers where transaction_id = ?',
      [placed.body.id],
    );
    expect(transfer).toEqual({ transfer_status: 'awaiting_pickup', delivery_address: address.body.text });
  });
});
