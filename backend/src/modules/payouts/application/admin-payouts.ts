import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { Paise } from '@ticketsetu/contracts/money';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { CatalogService } from '../../catalog/index.js';
import { IdentityService, type UserSummary } from '../../identity/index.js';
import { AuditLog, type AuditState } from '../../audit/index.js';
import { LedgerService } from '../../ledger/index.js';
import { OrderQueries } from '../../orders/index.js';
import { PAYOUT_MESSAGES as m, PayoutError } from '../domain/payout-errors.js';
import { PAYOUT_PROVIDER, type PayoutProvider } from '../domain/payout-provider.js';
import { payoutReleaseLimits } from '../domain/payout-release.js';
import type { AdminPayoutStatus } from '../domain/payout-status.js';
import { BuyerRefund } from '../domain/buyer-refund.entity.js';
import { Payout } from '../domain/payout.entity.js';
import { SellerPayout } from '../domain/seller-payout.entity.js';
import { BuyerRefunds } from './buyer-refunds.js';
import { postPayoutEffect } from './payout-ledger.js';
import { PayoutStore } from './payout-store.js';
import { exposureLimitOf, type PayoutView, toPayoutView } from './read-models.js';

/** A payout as Admin > Payouts lists it: with the person paid, the sale it is for, and whether a dispute holds it. */
export interface AdminPayoutView extends PayoutView {
  user: UserSummary | null;
  onHold: boolean;
  /** Held for high exposure: the limit (paise) the seller's unpaid total is above. */
  releaseExposureLimit: Paise | null;
  sale: { eventId: string; eventTitle: string | null; eventDate: Date | null; quantity: number } | null;
}

export interface PayoutStatusChange {
  status: AdminPayoutStatus;
  /** The UPI transaction reference (UTR) of the payment staff made: required to process a seller payout. */
  utr?: string;
  /** Why it failed: required to fail one. */
  reason?: string;
}

/**
 * Admin > Payouts' per-row status change (the list is AdminPayoutList's). Processing a
 * seller payout records its UTR (checked by the payout provider) and posts payoutProcessed for the new
 * attempt; leaving processed posts payoutFailed for that attempt, so it can be processed again.
 * Every change runs under the transfer's lock and is kept in payout_changes.
 */
@Injectable()
export class AdminPayouts {
  constructor(
    private readonly em: EntityManager,
    private readonly store: PayoutStore,
    private readonly refunds: BuyerRefunds,
    private readonly identity: IdentityService,
    private readonly orders: OrderQueries,
    private readonly catalog: CatalogService,
    private readonly ledger: LedgerService,
    private readonly audit: AuditLog,
    @Inject(PAYOUT_PROVIDER) private readonly provider: PayoutProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async change(adminId: string, payoutId: string, change: PayoutStatusChange): Promise<AdminPayoutView> {
    const found = isUuid(payoutId) ? await this.em.fork().findOne(Payout, { id: payoutId }) : null;
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
      return (await this.describe([payout]))[0]!;
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
    const before = audited(refund);
    const retry = refund.askedByStaff(to) === 'retry';
    if (retry) await this.refunds.retry(em, refund, adminId);
    await this.recordChange(em, adminId, retry ? 'refund.retried' : 'payout.status_changed', refund, before);
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
    const before = audited(payout);
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
    await this.recordChange(em, adminId, 'payout.status_changed', payout, before);
    return payout;
  }

  /**
   * Staff release a payout held for risk before its time (ADR 44): it is announced due at once, and the
   * audit log keeps who did it and the hold it ended. Not while a dispute holds it.
   */
  async releaseEarly(adminId: string, payoutId: string): Promise<AdminPayoutView> {
    const found = isUuid(payoutId) ? await this.em.fork().findOne(Payout, { id: payoutId }) : null;
    if (!found) throw new PayoutError('PAYOUT_NOT_FOUND', m.notFound);
    if (!(found instanceof SellerPayout)) throw new PayoutError('PAYOUT_STATE', m.notHeld);
    const payout = await this.store.save(undefined, async (em) => {
      await this.store.lock(em, found.transferId);
      const current = await em.findOneOrFail(SellerPayout, { id: payoutId });
      const before = audited(current);
      if (current.riskHeld && (await this.store.isHeld(em, current.transferId))) {
        throw new PayoutError('PAYOUT_ON_HOLD', m.onHold);
      }
      current.releaseEarly(this.clock.now());
      current.announceDue();
      await this.recordChange(em, adminId, 'payout.released', current, before);
      return current;
    });
    return (await this.describe([payout]))[0]!;
  }

  private recordChange(
    em: EntityManager,
    adminId: string,
    kind: 'payout.status_changed' | 'payout.released' | 'refund.retried',
    payout: Payout,
    before: AuditState,
  ): Promise<void> {
    const after = audited(payout);
    // Paying a payout held for risk releases it early: the entry says so.
    if (kind === 'payout.status_changed' && before.held_until && releasedEarly(payout)) after.released_early = true;
    return this.audit.record(em, { actorId: adminId, kind, targetId: payout.id, before, after, at: this.clock.now() });
  }

  /** Payouts as Admin > Payouts lists them: with the person, the sale and the holds. */
  async describe(payouts: Payout[]): Promise<AdminPayoutView[]> {
    const [people, held, orders] = await Promise.all([
      this.identity.summaries(payouts.map((p) => p.userId)),
      this.store.heldAmong(payouts.map((p) => p.transferId)),
      this.orders.byIds(payouts.map((p) => p.orderId)),
    ]);
    const events = await this.catalog.eventsByIds([...orders.values()].map((o) => o.eventId));
    return payouts.map((p) => {
      const order = orders.get(p.orderId);
      const event = order && events.get(order.eventId);
      const view = toPayoutView(p);
      return {
        ...view,
        user: people.get(p.userId) ?? null,
        onHold: held.has(p.transferId) && p instanceof SellerPayout,
        releaseExposureLimit: exposureLimitOf(view, payoutReleaseLimits(this.config)),
        sale: order
          ? {
              eventId: order.eventId,
              eventTitle: event?.title ?? null,
              eventDate: event?.eventDate ?? null,
              quantity: order.quantity,
            }
          : null,
      };
    });
  }
}

/** What the audit log keeps of a payout before and after a staff change (and its hold, if it ever had one). */
function audited(payout: Payout): AuditState {
  const state: AuditState = {
    status: payout.status,
    utr: payout instanceof SellerPayout ? payout.utr : null,
    attempt: payout.attempt,
  };
  if (payout instanceof SellerPayout && payout.releaseReason) {
    state.held_until = payout.riskHeld ? (payout.releaseAt?.toISOString() ?? null) : null;
    state.hold_reason = payout.riskHeld ? payout.releaseReason : null;
  }
  return state;
}

/** The payout's risk hold was ended before its time (by staff), not by its time passing. */
function releasedEarly(payout: Payout): boolean {
  return (
    payout instanceof SellerPayout &&
    payout.releaseAt !== null &&
    payout.releasedAt !== null &&
    payout.releasedAt.getTime() <= payout.releaseAt.getTime()
  );
}
