import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Paise } from '@ticketsetu/contracts/money';
import { RewardsService } from '../../rewards/index.js';

/** The buyer's rewards credit as checkout sees it: what is free to spend, and what pending orders set aside. */
@Injectable()
export class CheckoutCredit implements OnModuleInit {
  constructor(private readonly rewards: RewardsService) {}

  onModuleInit(): void {
    // A refund takes back rewards credit only as far as no pending checkout of ours holds it.
    this.rewards.registerCreditSetAside((buyerId, em) => this.setAside(em, buyerId));
  }

  /** The buyer's credit not spent and not set aside by their own pending orders. */
  available(em: EntityManager, buyerId: string): Promise<Paise> {
    return this.rewards.unspentCredit(buyerId, em);
  }

  /**
   * The credit the buyer's orders may still spend: pending ones, and failed ones whose payment the
   * gateway has not called final (a late payment settles them, spending their credit: ADR 21). Once
   * the gateway says FAILED (reconciliation asks within minutes of the pay page closing), it is free.
   */
  private async setAside(em: EntityManager, buyerId: string): Promise<number> {
    const [reserved] = await em.execute<{ amount: number }[]>(
      `select coalesce(sum(credit_applied), 0)::int as amount from transactions
        where buyer_id = ? and (status = 'pending' or (status = 'failed' and pay_page_url is not null
              and coalesce(gateway_state, '') not in ('FAILED', 'AMOUNT_MISMATCH')))`,
      [buyerId],
    );
    return reserved?.amount ?? 0;
  }
}
