import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Paise, paise } from '@ticketsetu/contracts/money';
import { financialYearBounds, financialYearOf, tdsOnSale } from '@ticketsetu/contracts/tax';
import { IdentityService } from '../../identity/index.js';
import type { Withholding } from '../domain/seller-payout.entity.js';
import { PayoutStore } from './payout-store.js';

/**
 * The income tax to withhold from a sale (contracts/tax.js tdsOnSale; ADR 49): by the PAN on record (its
 * fourth character says whether the holder is an individual or HUF, whom the ₹5 lakh exempts) and what
 * the seller sold through us earlier in the financial year. At most what the sale pays: a small sale that
 * crosses the threshold cannot carry the tax on the whole year's gross.
 */
@Injectable()
export class SellerWithholding {
  constructor(
    private readonly identity: IdentityService,
    private readonly store: PayoutStore,
  ) {}

  async of(
    tx: EntityManager,
    sellerId: string,
    figures: { gross: Paise; payout: Paise },
    at: Date,
  ): Promise<Withholding> {
    const year = financialYearBounds(financialYearOf(at));
    const pan = await this.identity.panOf(sellerId, tx);
    const before = await this.store.grossSold(tx, sellerId, year.start, year.end);
    const due = tdsOnSale({ gross: figures.gross, runningGrossBefore: before, pan: pan?.pan ?? null }, at);
    return {
      tds: paise(Math.min(due.tds, figures.payout)),
      rule: due.rule,
      rateBasisPoints: due.rateBasisPoints,
      pan: pan?.pan ?? null,
    };
  }
}
