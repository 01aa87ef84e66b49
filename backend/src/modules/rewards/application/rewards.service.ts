import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { paise, type Paise } from '@ticketsetu/contracts/money';
import { Coalescer } from '../../../shared/infrastructure/coalescer.js';
import { LedgerService } from '../../ledger/index.js';
import { ticketsToNextCredit } from '../domain/rewards-rule.js';

/**
 * How much of a buyer's credit their checkouts in progress have set aside (orders knows; rewards may
 * not import orders, so orders registers this at start-up, as modules do with identity's dues checks).
 */
export type CreditSetAside = (buyerId: string, em: EntityManager) => Promise<number>;

/** A credit as the buyer sees it (amounts in paise). */
export interface RewardCreditView {
  /** The purchase whose ticket earned it. */
  orderId: string;
  amount: Paise;
  earnedAt: Date;
  /** Set when that purchase was refunded: the credit was taken back, `reversedAmount` of it. */
  reversedAt: Date | null;
  reversedAmount: Paise | null;
}

export interface RewardsSummary {
  /** Credit earned and not yet spent (the ledger's rewards_liability for the buyer). */
  creditBalance: Paise;
  /** What the next checkout can apply: the balance less what checkouts in progress set aside. */
  creditAvailable: Paise;
  /** Tickets of settled purchases that were not refunded. */
  ticketsCounted: number;
  /** How many more tickets earn the next credit (the last of them earns it). */
  ticketsToNextCredit: number;
  /** Credits earned and not taken back. */
  creditsEarned: number;
  /** Every credit, newest first, including those taken back. */
  credits: RewardCreditView[];
}

interface CreditRow {
  order_id: string;
  amount: number;
  earned_at: Date;
  reversed_at: Date | null;
  reversed_amount: number | null;
}

/** The rewards programme (docs/rewards.md): credits earned by buying, held in the ledger. */
@Injectable()
export class RewardsService {
  /** Nothing set aside until orders registers its checkouts (rewards alone has no checkouts). */
  private setAside: CreditSetAside = () => Promise.resolve(0);
  private setAsideRegistered = false;
  private readonly balanceReads = new Coalescer(async (buyerIds: string[]) => {
    const balances = await this.ledger.partyBalances('rewards_liability', buyerIds);
    return buyerIds.map((id) => balances.get(id) ?? 0);
  });

  constructor(
    private readonly em: EntityManager,
    private readonly ledger: LedgerService,
  ) {}

  /** The buyer's credit not yet spent: their rewards_liability balance in the ledger. */
  async creditBalance(buyerId: string, em?: EntityManager): Promise<Paise> {
    return paise(Math.max(0, await this.ledger.balance('rewards_liability', buyerId, em)));
  }

  /**
   * Whether the buyer has any credit at all (a Pay asks before its transaction; in a rush, hundreds
   * at once, so the asks of the moment share one statement, each started after it was asked).
   */
  async hasCredit(buyerId: string): Promise<boolean> {
    return (await this.balanceReads.load(buyerId)) > 0;
  }

  /** Orders tells rewards how much credit its pending checkouts hold (once, at start-up). */
  registerCreditSetAside(source: CreditSetAside): void {
    if (this.setAsideRegistered) throw new Error('A credit set-aside source is registered already');
    this.setAside = source;
    this.setAsideRegistered = true;
  }

  /**
   * Serialises everything that decides how much of a buyer's credit is free: a checkout applying it
   * and a refund taking it back. Call inside the transaction that acts on the answer.
   */
  async lockCredit(em: EntityManager, buyerId: string): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`credit:${buyerId.toLowerCase()}`]);
  }

  /**
   * What a checkout may spend, in its transaction: the unspent credit, decided under the credit lock
   * (held until that transaction ends). A buyer with no credit balance gets 0 without the lock: a
   * checkout that spends nothing sets nothing aside, so no refund or other checkout can be misled by
   * it, and a credit earned meanwhile simply waits for the next checkout. One statement instead of
   * three for nearly every buyer (docs/performance.md, flash sale).
   */
  async spendableCredit(em: EntityManager, buyerId: string): Promise<Paise> {
    if ((await this.creditBalance(buyerId, em)) === 0) return paise(0);
    await this.lockCredit(em, buyerId);
    return this.unspentCredit(buyerId, em);
  }

  /**
   * The buyer's credit neither spent nor set aside by a checkout in progress. The set-aside is read
   * first: a checkout settling in between then counts twice (less is free), never not at all.
   */
  async unspentCredit(buyerId: string, em: EntityManager = this.em): Promise<Paise> {
    const setAside = await this.setAside(buyerId, em);
    return paise(Math.max(0, (await this.creditBalance(buyerId, em)) - setAside));
  }

  /** What /me/rewards shows: the buyer's credit, how far they are from the next, and every credit. */
  async summary(buyerId: string): Promise<RewardsSummary> {
    const em = this.em;
    const [counts] = await em.execute<{ counted: number; held: number }[]>(
      `select (select coalesce(sum(quantity), 0) from reward_purchases
                where buyer_id = ? and refunded_at is null)::int as counted,
              (select count(*) from reward_credits where buyer_id = ? and reversed_at is null)::int as held`,
      [buyerId, buyerId],
    );
    const credits = await em.execute<CreditRow[]>(
      `select order_id, amount, earned_at, reversed_at, reversed_amount from reward_credits
        where buyer_id = ? order by earned_at desc, order_id, ticket_no limit 100`,
      [buyerId],
    );
    const creditAvailable = await this.unspentCredit(buyerId, em);
    const creditBalance = await this.creditBalance(buyerId, em);
    const counted = counts?.counted ?? 0;
    const held = counts?.held ?? 0;
    return {
      creditBalance,
      creditAvailable: paise(Math.min(creditAvailable, creditBalance)),
      ticketsCounted: counted,
      ticketsToNextCredit: ticketsToNextCredit(counted, held),
      creditsEarned: held,
      credits: credits.map((row) => ({
        orderId: row.order_id,
        amount: paise(row.amount),
        earnedAt: new Date(row.earned_at),
        reversedAt: row.reversed_at && new Date(row.reversed_at),
        reversedAmount: row.reversed_amount === null ? null : paise(row.reversed_amount),
      })),
    };
  }
}
