// Whole app: credits earned and spent by real purchases need orders, payments and listings beside rewards.
// Rewards alone: src/modules/rewards/test/.
import { randomUUID } from 'node:crypto';
import { checkoutTotal, paise } from '@ticketsetu/contracts/money';
import { LedgerService } from '../src/modules/ledger/index.js';
import { SettlementService } from '../src/modules/orders/index.js';
import { PhonePeSandboxWorker } from '../src/modules/payments/sandbox/phonepe-sandbox.worker.js';
import { RewardEvents } from '../src/modules/rewards/application/reward-events.js';
import type { DomainEventMap } from '../src/shared/domain/domain-events.js';
import { Outbox } from '../src/shared/infrastructure/outbox/outbox.js';
import { newSignedInUser } from './harness/auth.js';
import { factories } from './harness/factories.js';
import { createTestApp, type TestApp } from './harness/test-app.js';
import { HoldExpiry } from '../src/modules/orders/application/hold-expiry.js';

type Buyer = Awaited<ReturnType<typeof newSignedInUser>>;
type Sale = DomainEventMap['TicketSold'];

/**
 * The rewards programme (docs/rewards.md) through real purchases (checkout, the PhonePe sandbox,
 * settlement, the outbox) and through its handlers directly where a test needs sales faster than
 * checkouts make them.
 */
describe('rewards', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let ledger: LedgerService;
  let outbox: Outbox;
  let handlers: RewardEvents;

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    make = factories(t);
    ledger = t.app.get(LedgerService);
    outbox = t.app.get(Outbox);
    handlers = t.app.get(RewardEvents);
  });
  afterAll(() => t.close());

  const drainAll = async () => {
    await t.app.get(PhonePeSandboxWorker).drain();
    await outbox.drain();
  };

  /** A verified listing of `quantity` tickets at `price` paise, with a 2.5% buyer fee. */
  async function onSale(quantity: number, price: number) {
    const seller = await newSignedInUser(t);
    const event = await make.event({ buyerFeePercent: 2.5, sellerFeePercent: 5 });
    return make.listing(event, { id: seller.id }, { quantity, price, mobileTicketType: 'district' });
  }

  const pay = (buyer: Buyer, listingId: string, quantity: number) =>
    buyer.agent
      .post('/api/v1/orders')
      .set('Idempotency-Key', randomUUID())
      .send({ listingId, quantity, platformId: 'buyer@district' })
      .expect(201);

  /** The buyer presses Pay on the sandbox's page; the result page settles it; handlers run. */
  async function settle(buyer: Buyer, placed: { id: string; pay_page_url: string | null }) {
    if (placed.pay_page_url) {
      const token = new URL(placed.pay_page_url).searchParams.get('token')!;
      await t.http().post('/api/phonepe-sandbox/transact').type('form').send({ token, action: 'pay' }).expect(303);
      await buyer.agent.post(`/api/v1/orders/${placed.id}/status-check`).expect(200);
    }
    await drainAll();
    const done = await buyer.agent.get(`/api/v1/orders/${placed.id}`).expect(200);
    expect(done.body.status).toBe('completed');
    return done.body as { id: string; amount: number; credit_applied: number; subtotal: number; buyer_fee: number };
  }

  /** A real purchase, start to finish: checkout, Pay, the sandbox, settlement, the outbox. */
  async function buy(buyer: Buyer, quantity: number, price: number) {
    const listing = await onSale(quantity, price);
    return settle(buyer, (await pay(buyer, listing.id, quantity)).body);
  }

  const rewardsOf = async (buyer: Buyer) => (await buyer.agent.get('/api/v1/me/rewards').expect(200)).body;

  /** A settled sale as settlement records it (for the handler called directly). */
  const sale = (buyerId: string, quantity: number, price: number, orderId = randomUUID()): Sale => ({
    orderId,
    listingId: randomUUID(),
    eventId: randomUUID(),
    buyerId,
    sellerId: randomUUID(),
    quantity,
    price,
    subtotal: price * quantity,
    buyerFee: 0,
    creditApplied: 0,
    total: price * quantity,
    ticketType: 'mobile',
    platformId: 'buyer@district',
    deliveryAddress: null,
  });
  const count = (s: Sale) => t.em().transactional((em) => handlers.countSale(em, s, t.clock.now()));
  /** Ten tickets counted for `buyer`, at `price` each, in purchases of 6 and 4. */
  const tenTickets = async (buyerId: string, price: number) => {
    await count(sale(buyerId, 6, price));
    await count(sale(buyerId, 4, price));
  };

  /** After-sale's announcement that a purchase was refunded in full, through the outbox. */
  async function refund(orderId: string, buyerId: string) {
    await t.em().transactional((em) => outbox.publish(em, 'PurchaseRefunded', { orderId, buyerId }));
    await outbox.drain();
  }

  const rewardEntries = (buyerId: string) =>
    t.sql<{ key: string; kind: string; amount: string }>(
      `select e.key, e.kind, l.credit + l.debit as amount from ledger_entries e join ledger_lines l on l.entry_id = e.id
        where l.account = 'rewards_liability' and l.party_id = ? and e.kind like 'reward%' order by e.id`,
      [buyerId],
    );

  it('the 11th ticket earns the average price of the 10 before it, shows on /me/rewards and at checkout, and the next purchase spends it', async () => {
    const buyer = await newSignedInUser(t);
    expect(await rewardsOf(buyer)).toEqual({
      credit_balance: 0,
      credit_available: 0,
      tickets_counted: 0,
      tickets_to_next_credit: 11,
      credits_earned: 0,
      credits: [],
    });

    await buy(buyer, 6, 100_000);
    await buy(buyer, 4, 150_000);
    expect(await rewardsOf(buyer)).toMatchObject({ tickets_counted: 10, tickets_to_next_credit: 1, credit_balance: 0 });

    // Tickets 11 and 12: the 11th earns (₹1,000 × 6 + ₹1,500 × 4) / 10 = ₹1,200; fees play no part.
    const eleventh = await buy(buyer, 2, 200_000);
    expect(eleventh.buyer_fee).toBeGreaterThan(0);
    const rewards = await rewardsOf(buyer);
    expect(rewards).toEqual({
      credit_balance: 120_000,
      credit_available: 120_000,
      tickets_counted: 12,
      tickets_to_next_credit: 10,
      credits_earned: 1,
      credits: [
        {
          transaction_id: eleventh.id,
          amount: 120_000,
          earned_at: expect.any(String),
          reversed_at: null,
          reversed_amount: null,
        },
      ],
    });
    expect(await rewardEntries(buyer.id)).toEqual([
      { key: `reward-earned:${eleventh.id}:1`, kind: 'reward_earned', amount: '120000' },
    ]);
    const [credit] = await t.sql<{ position: number; averaged: number[] }>(
      'select position, averaged from reward_credits where order_id = ?',
      [eleventh.id],
    );
    expect(credit).toEqual({
      position: 11,
      averaged: [...Array<number>(6).fill(100_000), ...Array<number>(4).fill(150_000)],
    });

    // The outbox delivering the same sale again (twice) changes nothing.
    const [soldEvent] = await t.sql<{ payload: Sale }>(
      `select payload from outbox_events where type = 'TicketSold' and payload->>'orderId' = ?`,
      [eleventh.id],
    );
    await t.em().transactional(async (em) => {
      await outbox.publish(em, 'TicketSold', soldEvent!.payload);
      await outbox.publish(em, 'TicketSold', soldEvent!.payload);
    });
    await outbox.drain();
    expect(await rewardsOf(buyer)).toMatchObject({ credit_balance: 120_000, tickets_counted: 12, credits_earned: 1 });
    expect(await rewardEntries(buyer.id)).toHaveLength(1);

    // The checkout shows it, and Pay applies it to the next purchase (price and fee alike).
    const next = await onSale(1, 500_000);
    const summary = await buyer.agent.get(`/api/v1/checkout/${next.id}`).expect(200);
    expect(summary.body.rewards_credit).toBe(120_000);
    const placed = (await pay(buyer, next.id, 1)).body;
    const full = checkoutTotal(paise(500_000), 1, 2.5);
    expect(placed).toMatchObject({ credit_applied: 120_000, amount: full.total - 120_000 });
    // While that payment is in progress, its credit is set aside, not free.
    expect(await rewardsOf(buyer)).toMatchObject({ credit_balance: 120_000, credit_available: 0 });
    await settle(buyer, placed);
    expect(await rewardsOf(buyer)).toMatchObject({
      credit_balance: 0,
      credit_available: 0,
      tickets_counted: 13,
      tickets_to_next_credit: 9,
      credits_earned: 1,
    });
    expect(await ledger.balance('rewards_liability', buyer.id)).toBe(0);
    expect(await ledger.checkInvariants()).toEqual([]);

    // Refunded after the credit was spent: nothing is left to take back; its 2 tickets stop counting.
    await refund(eleventh.id, buyer.id);
    expect(await rewardsOf(buyer)).toMatchObject({
      credit_balance: 0,
      tickets_counted: 11,
      credits_earned: 0,
      tickets_to_next_credit: 1,
      credits: [expect.objectContaining({ transaction_id: eleventh.id, reversed_amount: 0 })],
    });
    expect((await rewardsOf(buyer)).credits[0].reversed_at).toEqual(expect.any(String));
    // Spent by the capture, so no reversal entry: the earned one stays the only one.
    expect(await rewardEntries(buyer.id)).toEqual([expect.objectContaining({ kind: 'reward_earned' })]);
    expect(await ledger.checkInvariants()).toEqual([]);
  });

  it('a refund never takes back credit a payment in progress holds, so that payment can still spend it', async () => {
    const buyer = await newSignedInUser(t);
    await tenTickets(buyer.id, 100_000);
    const eleventh = sale(buyer.id, 1, 100_000);
    await count(eleventh);
    // A ₹976 ticket + ₹24.40 fee: the ₹1,000 credit pays all but the ₹1 the gateway must take, and ₹0.60
    // of it stays free.
    const listing = await onSale(1, 97_600);
    const placed = (await pay(buyer, listing.id, 1)).body;
    const full = checkoutTotal(paise(97_600), 1, 2.5);
    expect(full.total).toBe(100_040);
    expect(placed).toMatchObject({ credit_applied: full.total - 100, amount: 100 });

    await refund(eleventh.orderId, buyer.id);
    const kept = full.total - 100;
    expect(await rewardsOf(buyer)).toMatchObject({
      credit_balance: kept,
      credits: [{ amount: 100_000, reversed_amount: 100_000 - kept }],
    });
    // The payment completes and spends what it held: the buyer's credit comes to zero, not below.
    const token = new URL(placed.pay_page_url).searchParams.get('token')!;
    await t.http().post('/api/phonepe-sandbox/transact').type('form').send({ token, action: 'pay' }).expect(303);
    await buyer.agent.post(`/api/v1/orders/${placed.id}/status-check`).expect(200);
    expect(await ledger.balance('rewards_liability', buyer.id)).toBe(0);
    expect(await ledger.checkInvariants()).toEqual([]);
    // With the refunded purchase no longer counting, this ticket is the 11th again and earns afresh.
    await drainAll();
    expect(await rewardsOf(buyer)).toMatchObject({ credit_balance: 100_000, tickets_counted: 11, credits_earned: 1 });
    expect(await ledger.checkInvariants()).toEqual([]);
  });

  it('a late payment refunded in full never counts, even when its sale is heard of afterwards', async () => {
    const buyer = await newSignedInUser(t);
    const rival = await newSignedInUser(t);
    await tenTickets(buyer.id, 20_000);
    const listing = await onSale(1, 30_000);
    const placed = (await pay(buyer, listing.id, 1)).body;
    t.clock.advance(10 * 60_000 + 1_000);
    await t.app.get(HoldExpiry).expireHolds();
    const other = (await pay(rival, listing.id, 1)).body;
    await settle(rival, other);
    // The buyer's money arrives after the seats went to the rival: refunded in full, never sold.
    await t.app
      .get(SettlementService)
      .apply(placed.id, { state: 'COMPLETED', amount: placed.amount, transactionId: 'OMlate' });
    await drainAll();
    expect((await buyer.agent.get(`/api/v1/orders/${placed.id}`).expect(200)).body.status).toBe('refunded');
    expect(await rewardsOf(buyer)).toMatchObject({ tickets_counted: 10, credits_earned: 0, credit_balance: 0 });
    const [row] = await t.sql(
      'select quantity, refunded_at is not null as refunded from reward_purchases where order_id = ?',
      [placed.id],
    );
    expect(row).toEqual({ quantity: null, refunded: true });
    await count(sale(buyer.id, 1, 30_000, placed.id));
    expect(await rewardsOf(buyer)).toMatchObject({ tickets_counted: 10, credits_earned: 0 });
    expect(await ledger.checkInvariants()).toEqual([]);
  });
});
