import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { paise, type Paise } from '@ticketsetu/contracts/money';
import { financialYearBounds } from '@ticketsetu/contracts/tax';
import { IdentityService } from '../../identity/index.js';
import { LedgerService } from '../../ledger/index.js';
import { SellerPayout } from '../domain/seller-payout.entity.js';

/** One deduction: a completed sale and the income tax withheld from it (a row of the quarterly return). */
export interface TdsDeduction {
  payoutId: string;
  orderId: string;
  sellerId: string;
  /** The PAN it was withheld under; null: none given (the higher rate). */
  pan: string | null;
  /** When the sale completed: the date the amount was credited to the seller. */
  creditedAt: Date;
  /** The sale's price that stands. */
  amount: Paise;
  rule: string | null;
  rateBasisPoints: number | null;
  tds: Paise;
}

export interface TdsBySeller {
  sellerId: string;
  name: string | null;
  email: string | null;
  pan: string | null;
  sales: Paise;
  tds: Paise;
}

export interface TdsReport {
  financialYear: string;
  sellers: TdsBySeller[];
  deductions: TdsDeduction[];
  totalTds: Paise;
  /** What the ledger's tds_payable received over the year's entries, net of reversals: equal to totalTds. */
  tdsInLedger: Paise;
}

/** Admin > Tax: the income tax withheld from sellers in a financial year, by seller with PAN (ADR 49). */
@Injectable()
export class TdsReports {
  constructor(
    private readonly em: EntityManager,
    private readonly identity: IdentityService,
    private readonly ledger: LedgerService,
  ) {}

  async of(financialYear: string): Promise<TdsReport> {
    const { start, end } = financialYearBounds(financialYear);
    const payouts = await this.em
      .fork()
      .find(SellerPayout, { createdAt: { $gte: start, $lt: end } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const deductions = payouts.map((p): TdsDeduction => ({
      payoutId: p.id,
      orderId: p.orderId,
      sellerId: p.userId,
      pan: p.tdsPan,
      creditedAt: p.createdAt,
      amount: paise(p.gross - p.reversedGross),
      rule: p.tdsRule,
      rateBasisPoints: p.tdsRateBasisPoints,
      tds: p.tdsWithheld,
    }));
    const people = await this.identity.summaries([...new Set(deductions.map((d) => d.sellerId))]);
    const bySeller = new Map<string, TdsBySeller>();
    for (const d of deductions) {
      const row = bySeller.get(d.sellerId) ?? {
        sellerId: d.sellerId,
        name: people.get(d.sellerId)?.fullName ?? null,
        email: people.get(d.sellerId)?.email ?? null,
        pan: null,
        sales: paise(0),
        tds: paise(0),
      };
      row.pan = d.pan ?? row.pan; // the latest PAN quoted
      row.sales = paise(row.sales + d.amount);
      row.tds = paise(row.tds + d.tds);
      bySeller.set(d.sellerId, row);
    }
    return {
      financialYear,
      sellers: [...bySeller.values()].sort((a, b) => b.tds - a.tds || b.sales - a.sales),
      deductions,
      totalTds: paise(deductions.reduce((sum, d) => sum + d.tds, 0)),
      tdsInLedger: paise(await this.ledger.movement('tds_payable', start, end)),
    };
  }
}
