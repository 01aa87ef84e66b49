import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock, later } from '../../../shared/domain/clock.js';
import { LedgerService } from '../../ledger/index.js';
import { PAYOUT_PROVIDER, type PayoutProvider, type ProviderPayoutStatus } from '../domain/payout-provider.js';
import { riskHeldSql } from '../domain/payout-release.js';
import { SellerPayout } from '../domain/seller-payout.entity.js';
import { postPayoutEffect } from './payout-ledger.js';
import { PayoutStore } from './payout-store.js';
import { SellerPayoutDispatch } from './seller-payout-dispatch.js';

/** How long a pending payout may go without news before the reconciliation asks the provider. */
const QUIET_MS = 60_000;
/** Payouts looked at per reconciliation run (the next run takes the rest). */
const BATCH = 100;

/**
 * What a payouts API says about the payments it makes (ADR 43). Its webhook only names a payment:
 * the payment is read back from the provider before anything moves, so a replayed or stale webhook
 * changes nothing the provider does not confirm. The reconciliation finds what webhooks lost, and
 * hands the provider the payouts it never took (it was away). Each answer is applied under the
 * transfer's lock, once: the webhook, the poll and staff may all arrive together.
 */
@Injectable()
export class ProviderPayouts {
  private readonly logger = new Logger('ProviderPayouts');

  constructor(
    private readonly em: EntityManager,
    private readonly store: PayoutStore,
    private readonly sellerPayouts: SellerPayoutDispatch,
    private readonly ledger: LedgerService,
    @Inject(PAYOUT_PROVIDER) private readonly provider: PayoutProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A webhook named this payment at the provider: read it back and apply what it says. */
  async confirm(reference: string): Promise<void> {
    if (!this.provider.payoutStatus) return;
    const known = await this.em.fork().count(SellerPayout, { providerReference: reference });
    if (known === 0) return; // not ours, or an earlier try's: nothing to move
    await this.apply(await this.provider.payoutStatus(reference));
  }

  /** Applies the provider's word on a payment to the payout it pays, with its ledger entry, once. */
  async apply(report: ProviderPayoutStatus): Promise<void> {
    const found = await this.em.fork().findOne(SellerPayout, { providerReference: report.reference });
    if (!found) return;
    await this.store.save(undefined, async (tx) => {
      await this.store.lock(tx, found.transferId);
      const payout = await tx.findOneOrFail(SellerPayout, { id: found.id });
      const now = this.clock.now();
      await postPayoutEffect(this.ledger, tx, payout, payout.providerReported(report, now), now);
    });
  }

  /**
   * The payouts job: pending seller payouts quiet for a minute, not held (dispute or risk) — asked about at
   * the provider when it has them, handed to it again when it never took them.
   */
  async reconcile(): Promise<void> {
    if (!this.provider.payoutStatus) return;
    const quietSince = later(this.clock.now(), -QUIET_MS);
    const rows = await this.em.fork().execute<{ id: string; provider_reference: string | null }[]>(
      `select p.id, p.provider_reference from payouts p
        where p.type = 'seller_payout' and p.status = 'pending' and p.amount > 0 and p.updated_at < ?
          and not ${riskHeldSql('p')}
          and not exists (select 1 from payout_holds h where h.ticket_transfer_id = p.ticket_transfer_id and h.held)
        order by p.updated_at limit ?`,
      [quietSince, BATCH],
    );
    for (const row of rows) {
      try {
        if (row.provider_reference) await this.apply(await this.provider.payoutStatus(row.provider_reference));
        else await this.sellerPayouts.dispatch(row.id);
      } catch (error) {
        this.logger.warn({ payoutId: row.id, err: error }, 'Payout reconciliation failed; the next run tries again');
      }
    }
  }
}
