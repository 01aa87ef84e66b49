import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { paise, type Paise } from '@ticketsetu/contracts/money';
import type { DomainEventMap } from '../../../shared/domain/domain-events.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { LedgerService, rewardEarned, rewardReversed } from '../../ledger/index.js';
import { amountsToReverse, countPurchase, type SettledPurchase, standing } from '../domain/rewards-rule.js';
import { RewardsService } from './rewards.service.js';

/** The ledger key of a credit: the purchase and which of its tickets earned it. */
export function rewardKey(orderId: string, ticketNo: number): string {
  return `${orderId.toLowerCase()}:${ticketNo}`;
}

/**
 * The programme's reactions (docs/rewards.md). Both are transactional outbox handlers (ADR 11): the
 * counting, the credit and its ledger entry commit with the delivery's done mark, or not at all, so a
 * sale counts once and a credit is posted once whatever repeats. Each takes the buyer's lock first, so
 * two purchases (or a purchase and a refund) of one buyer are counted one after the other.
 */
@Injectable()
export class RewardEvents implements OnModuleInit {
  constructor(
    private readonly outbox: Outbox,
    private readonly ledger: LedgerService,
    private readonly rewards: RewardsService,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribeTransactional('TicketSold', 'rewards.count-tickets', (event, em) =>
      this.countSale(em, event.payload, event.occurredAt),
    );
    this.outbox.subscribeTransactional('PurchaseRefunded', 'rewards.take-back-credit', (event, em) =>
      this.takeBack(em, event.payload, event.occurredAt),
    );
    // A late payment never sold anything (no TicketSold): recorded as refunded, it can never count.
    this.outbox.subscribeTransactional('LatePaymentRefunded', 'rewards.take-back-credit', (event, em) =>
      this.takeBack(em, event.payload, event.occurredAt),
    );
  }

  /** A settled purchase: its tickets count, and a ticket that reaches the next credit earns it. */
  async countSale(em: EntityManager, sale: DomainEventMap['TicketSold'], settledAt: Date): Promise<void> {
    await this.lockBuyer(em, sale.buyerId);
    // Counted before (a repeated event), or refunded before this sale was heard of: nothing to do.
    const [seen] = await em.execute('select 1 from reward_purchases where order_id = ?', [sale.orderId]);
    if (seen) return;

    const [totals] = await em.execute<{ counted: number; held: number }[]>(
      `select (select coalesce(sum(quantity), 0) from reward_purchases
                where buyer_id = ? and refunded_at is null)::int as counted,
              (select count(*) from reward_credits where buyer_id = ? and reversed_at is null)::int as held`,
      [sale.buyerId, sale.buyerId],
    );
    // The last ten counted purchases hold at least the last ten tickets.
    const lastPurchases = await em.execute<{ quantity: number; price: number }[]>(
      `select quantity, price from reward_purchases
        where buyer_id = ? and refunded_at is null order by seq desc limit 10`,
      [sale.buyerId],
    );
    const purchase: SettledPurchase = { quantity: sale.quantity, price: paise(sale.price) };
    const { credits } = countPurchase(
      standing(
        totals?.counted ?? 0,
        lastPurchases.reverse().map((row) => ({ quantity: row.quantity, price: paise(row.price) })),
        totals?.held ?? 0,
      ),
      purchase,
    );

    await em.execute(
      `insert into reward_purchases (order_id, buyer_id, quantity, price, settled_at) values (?, ?, ?, ?, ?)`,
      [sale.orderId, sale.buyerId, purchase.quantity, purchase.price, settledAt],
    );
    for (const credit of credits) {
      await em.execute(
        `insert into reward_credits (order_id, ticket_no, buyer_id, position, amount, averaged, earned_at)
         values (?, ?, ?, ?, ?, ?::integer[], ?)`,
        [
          sale.orderId,
          credit.ticketNo,
          sale.buyerId,
          credit.position,
          credit.amount,
          `{${credit.averaged.join(',')}}`,
          settledAt,
        ],
      );
      await this.ledger.post(
        em,
        rewardEarned({
          key: rewardKey(sale.orderId, credit.ticketNo),
          buyerId: sale.buyerId,
          amount: credit.amount,
          orderId: sale.orderId,
          occurredAt: settledAt,
        }),
      );
    }
  }

  /**
   * A purchase refunded in full: its tickets stop counting, and the credits it earned are taken back,
   * each at most what the buyer has neither spent nor set aside for a checkout in progress.
   */
  async takeBack(em: EntityManager, refund: { orderId: string; buyerId: string }, refundedAt: Date): Promise<void> {
    await this.lockBuyer(em, refund.buyerId);
    const refunded = await em.execute<{ buyer_id: string }[]>(
      `update reward_purchases set refunded_at = ? where order_id = ? and refunded_at is null returning buyer_id`,
      [refundedAt, refund.orderId],
    );
    if (refunded.length === 0) {
      // Refunded before (a repeat), or not counted yet: remember it, so a late TicketSold never counts.
      await em.execute(
        `insert into reward_purchases (order_id, buyer_id, refunded_at) values (?, ?, ?) on conflict (order_id) do nothing`,
        [refund.orderId, refund.buyerId, refundedAt],
      );
      return;
    }
    if (refunded[0]!.buyer_id !== refund.buyerId.toLowerCase()) {
      // The buyer's lock we hold would not be the purchase's: refuse (rolled back, retried, logged).
      throw new Error(`Refund of order ${refund.orderId} names buyer ${refund.buyerId}, not its buyer`);
    }

    const credits = await em.execute<{ ticket_no: number; amount: number }[]>(
      `select ticket_no, amount from reward_credits where order_id = ? and reversed_at is null order by ticket_no`,
      [refund.orderId],
    );
    if (credits.length === 0) return;
    // No checkout may apply this credit while we decide how much of it is still there.
    await this.rewards.lockCredit(em, refund.buyerId);
    const unspent = await this.rewards.unspentCredit(refund.buyerId, em);
    const amounts = amountsToReverse(
      credits.map((credit) => paise(credit.amount)),
      unspent,
    );
    for (const [i, credit] of credits.entries()) {
      const amount: Paise = amounts[i]!;
      await em.execute(
        `update reward_credits set reversed_at = ?, reversed_amount = ? where order_id = ? and ticket_no = ?`,
        [refundedAt, amount, refund.orderId, credit.ticket_no],
      );
      // Nothing left to take back (all spent) is recorded here and posts nothing.
      if (amount === 0) continue;
      await this.ledger.post(
        em,
        rewardReversed({
          key: rewardKey(refund.orderId, credit.ticket_no),
          buyerId: refund.buyerId,
          amount,
          orderId: refund.orderId,
          occurredAt: refundedAt,
        }),
      );
    }
  }

  /** One buyer's sales and refunds are counted one at a time (the lock ends with the transaction). */
  private async lockBuyer(em: EntityManager, buyerId: string): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`rewards:${buyerId.toLowerCase()}`]);
  }
}
