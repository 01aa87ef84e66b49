import { randomUUID } from 'node:crypto';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';
import type { DomainEventMap } from '../../../shared/domain/domain-events.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { LedgerService } from '../../ledger/index.js';
import { RewardEvents } from '../application/reward-events.js';

type Buyer = Awaited<ReturnType<typeof newSignedInUser>>;
type Sale = DomainEventMap['TicketSold'];

/**
 * The rewards programme (docs/rewards.md), booted alone with the ledger it posts to: sales and refunds
 * reach its handlers as the outbox delivers them, or directly where a test needs sales faster than
 * checkouts make them or two deliveries at the same moment. Real purchases: backend/test/rewards.int-spec.ts.
 */
describe('rewards, booted alone', () => {
  let t: TestApp;
  let ledger: LedgerService;
  let outbox: Outbox;
  let handlers: RewardEvents;

  beforeAll(async () => {
    t = await createModuleTestApp('rewards');
    ledger = t.app.get(LedgerService);
    outbox = t.app.get(Outbox);
    handlers = t.app.get(RewardEvents);
  });
  afterAll(() => t.close());

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

  it('a visitor has no rewards page', async () => {
    await t.http().get('/api/v1/me/rewards').expect(401);
  });

  it('earns the credit once when the sale is delivered twice at the same moment', async () => {
    const buyer = await newSignedInUser(t);
    await tenTickets(buyer.id, 80_000);
    const eleventh = sale(buyer.id, 1, 90_000);
    await Promise.all([count(eleventh), count(eleventh), count({ ...eleventh }), count(eleventh)]);
    expect(await rewardEntries(buyer.id)).toEqual([
      { key: `reward-earned:${eleventh.orderId}:1`, kind: 'reward_earned', amount: '80000' },
    ]);
    expect(await rewardsOf(buyer)).toMatchObject({ tickets_counted: 11, credits_earned: 1, credit_balance: 80_000 });
    expect(await ledger.checkInvariants()).toEqual([]);
  });

  it('two purchases settling at once around the 11th ticket earn one credit, on whichever counts second', async () => {
    const buyer = await newSignedInUser(t);
    await count(sale(buyer.id, 6, 50_000));
    await count(sale(buyer.id, 3, 50_000));
    const [a, b] = [sale(buyer.id, 1, 70_000), sale(buyer.id, 1, 90_000)];
    await Promise.all([count(a), count(b)]);
    const credits = await t.sql<{ order_id: string; position: number; amount: number }>(
      'select order_id, position, amount from reward_credits where buyer_id = ?',
      [buyer.id],
    );
    expect(credits).toHaveLength(1);
    // The 11th is the later of the two; the earlier one's price is the 10th averaged.
    const first = credits[0]!.order_id === a.orderId ? b : a;
    expect(credits[0]).toMatchObject({ position: 11, amount: (9 * 50_000 + first.price) / 10 });
    expect(await rewardsOf(buyer)).toMatchObject({ tickets_counted: 11, credits_earned: 1 });
  });

  it('a refund before spending takes the whole credit back; the tickets stop counting and the next one earns again', async () => {
    const buyer = await newSignedInUser(t);
    await tenTickets(buyer.id, 60_000);
    const eleventh = sale(buyer.id, 1, 60_000);
    await count(eleventh);
    expect((await rewardsOf(buyer)).credit_balance).toBe(60_000);

    await refund(eleventh.orderId, buyer.id);
    await refund(eleventh.orderId, buyer.id); // announced twice: taken back once
    const rewards = await rewardsOf(buyer);
    expect(rewards).toMatchObject({
      credit_balance: 0,
      tickets_counted: 10,
      tickets_to_next_credit: 1,
      credits_earned: 0,
      credits: [{ transaction_id: eleventh.orderId, amount: 60_000, reversed_amount: 60_000 }],
    });
    expect(await rewardEntries(buyer.id)).toEqual([
      { key: `reward-earned:${eleventh.orderId}:1`, kind: 'reward_earned', amount: '60000' },
      { key: `reward-reversed:${eleventh.orderId}:1`, kind: 'reward_reversed', amount: '60000' },
    ]);
    // A sale announced again after its refund never counts again.
    await count(eleventh);
    expect((await rewardsOf(buyer)).tickets_counted).toBe(10);

    // The next ticket is the 11th again and earns afresh.
    const again = sale(buyer.id, 1, 10_000);
    await count(again);
    expect(await rewardsOf(buyer)).toMatchObject({ credit_balance: 60_000, tickets_counted: 11, credits_earned: 1 });
    expect(await ledger.checkInvariants()).toEqual([]);
  });
});
