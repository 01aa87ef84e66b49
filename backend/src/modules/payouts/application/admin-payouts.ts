import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { LedgerService } from '../../ledger/index.js';
import { PAYOUT_MESSAGES as m, PayoutError } from '../domain/payout-errors.js';
import { PAYOUT_PROVIDER, type PayoutProvider } from '../domain/payout-provider.js';
import type { AdminPayoutStatus } from '../domain/payout-status.js';
import { BuyerRefund } from '../domain/buyer-refund.entity.js';
import { SellerPayout } from '../domain/seller-payout.entity.js';
import { type AdminPayoutView, AdminPayoutList } from './admin-payout-list.js';
import { BuyerRefunds } from './buyer-refunds.js';
import { postPayoutEffect } from './payout-ledger.js';
import { PayoutChangesAudit } from './payout-changes-audit.js';
import { PayoutStore } from './payout-store.js';

export interface PayoutStatusChange {
  status: AdminPayoutStatus;
  /** The UPI transaction reference (UTR) of the payment staff made: required to process a seller payout. */
  utr?: string;
  /** Why it failed: required to fail one. */
  reason?: string;
}

/**
 * Admin > Payouts' per-row status change and early release. Processing a seller payout records its UTR
 * (checked by the payout provider) and posts payoutProcessed for the new attempt; leaving processed posts
 * payoutFailed for that attempt, so it can be processed again. Every change runs under the transfer's
 * lock and is kept in payout_changes and the audit log.
 */
@Injectable()
export class AdminPayouts {
  constructor(
    private readonly store: PayoutStore,
    private readonly refunds: BuyerRefunds,
    private readonly list: AdminPayoutList,
    private readonly changes: PayoutChangesAudit,
    private readonly ledger: LedgerService,
    @Inject(PAYOUT_PROVIDER) private readonly provider: PayoutProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async change(adminId: string, payoutId: string, change: PayoutStatusChange): Promise<AdminPayoutView> {
    const found = await this.store.byId(payoutId);
    if (!found) throw new PayoutError('PAYOUT_NOT_FOUND', m.notFound);
    // The proof is checked before anything is locked; the provider says what proves a payment.
    const utr =
      change.status === 'processed' && found instanceof SellerPayout
        ? this.provider.proofOfPayment({ utr: change.utr })
        : null;
    try {
      const payout = await this.store.save(undefined, async (em) => {
        await this.store.lock(em, found.transferId);
        return found instanceof BuyerRefund
          ? this.changeRefund(em, adminId, payoutId, change.status)
          : this.changeSellerPayout(em, adminId, payoutId, change, utr);
      });
      return (await this.list.describe([payout]))[0]!;
    } catch (error) {
      // The UTR names one payment: recorded on another processed payout, it is a typo or a reuse.
      if (error instanceof UniqueConstraintViolationException && error.message.includes('payouts_utr_uq')) {
        throw new PayoutError('UTR_IN_USE', m.utrInUse, 'utr');
      }
      throw error;
    }
  }

  /** Staff may only retry a failed refund; setting the status it has is no change. */
  private async changeRefund(
    em: EntityManager,
    adminId: string,
    payoutId: string,
    to: AdminPayoutStatus,
  ): Promise<BuyerRefund> {
    const refund = await em.findOneOrFail(BuyerRefund, { id: payoutId });
    const before = this.changes.before(refund);
    const retry = refund.askedByStaff(to) === 'retry';
    if (retry) await this.refunds.retry(em, refund, adminId);
    await this.changes.record(em, adminId, retry ? 'refund.retried' : 'payout.status_changed', refund, before);
    return refund;
  }

  private async changeSellerPayout(
    em: EntityManager,
    adminId: string,
    payoutId: string,
    change: PayoutStatusChange,
    utr: string | null,
  ): Promise<SellerPayout> {
    const payout = await em.findOneOrFail(SellerPayout, { id: payoutId });
    // A payouts API pays and reports; staff may only send a failed payout back to it (a new try).
    const apiPays = this.provider.payoutStatus !== undefined;
    if (apiPays && change.status !== payout.status && !(payout.status === 'failed' && change.status === 'pending')) {
      throw new PayoutError('PAYOUT_STATE', m.onlyRetryWithApi);
    }
    const before = this.changes.before(payout);
    const now = this.clock.now();
    const effect = payout.changeByStaff({
      to: change.status,
      utr,
      reason: change.reason,
      held: await this.store.isHeld(em, payout.transferId),
      by: adminId,
      at: now,
    });
    await postPayoutEffect(this.ledger, em, payout, effect, now);
    if (
      before.status !== 'pending' &&
      payout.status === 'pending' &&
      !(await this.store.isHeld(em, payout.transferId))
    ) {
      payout.releaseWhenDue(now); // a risk hold that ended while the payout had failed
      payout.announceDue();
    }
    await this.changes.record(em, adminId, 'payout.status_changed', payout, before);
    return payout;
  }

  /**
   * Staff release a payout held for risk before its time (ADR 44): it is announced due at once, and the
   * audit log keeps who did it and the hold it ended. Not while a dispute holds it.
   */
  async releaseEarly(adminId: string, payoutId: string): Promise<AdminPayoutView> {
    const found = await this.store.byId(payoutId);
    if (!found) throw new PayoutError('PAYOUT_NOT_FOUND', m.notFound);
    if (!(found instanceof SellerPayout)) throw new PayoutError('PAYOUT_STATE', m.notHeld);
    const payout = await this.store.save(undefined, async (em) => {
      await this.store.lock(em, found.transferId);
      const current = await em.findOneOrFail(SellerPayout, { id: payoutId });
      const before = this.changes.before(current);
      if (current.riskHeld && (await this.store.isHeld(em, current.transferId))) {
        throw new PayoutError('PAYOUT_ON_HOLD', m.onHold);
      }
      current.releaseEarly(this.clock.now());
      current.announceDue();
      await this.changes.record(em, adminId, 'payout.released', current, before);
      return current;
    });
    return (await this.list.describe([payout]))[0]!;
  }
}
