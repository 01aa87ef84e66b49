import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { UPI_ID_NOT_CONFIRMED, UpiIdConfirmations } from '../../../shared/infrastructure/upi-id-confirmations.js';
import { AuditLog, type AuditKind, type AuditState } from '../../audit/index.js';
import { PAYOUT_MESSAGES as m, PayoutError } from '../domain/payout-errors.js';
import { PAYOUT_PROVIDER, type PayoutProvider } from '../domain/payout-provider.js';
import { SellerPayout } from '../domain/seller-payout.entity.js';
import { PayoutStore } from './payout-store.js';

/**
 * A seller asks to be paid a due payout to another UPI id; staff approve or reject it. A changed payee is
 * the classic way to steal from a taken-over account, so the change waits for a person, and every step is
 * in the audit log. Approval only changes where the payout goes: a failed one is then sent again by staff's
 * usual action. Each step runs under the transfer's lock, like every other payout change.
 */
@Injectable()
export class PayoutUpiChanges {
  constructor(
    private readonly em: EntityManager,
    private readonly store: PayoutStore,
    private readonly audit: AuditLog,
    private readonly confirmations: UpiIdConfirmations,
    @Inject(PAYOUT_PROVIDER) private readonly provider: PayoutProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The seller's request; someone else's payout, or none, is "not found". While names are checked
   * (ADR 45) the id needs the seller's confirmation of its registered name, which is kept with it.
   */
  async request(sellerId: string, payoutId: string, given: string, confirmation?: string): Promise<SellerPayout> {
    const upiId = given.trim();
    const found = await this.findOwn(sellerId, payoutId);
    let registeredName: string | null = null;
    if (this.confirmations.required) {
      const confirmed = this.confirmations.check(confirmation, { userId: sellerId, upiId });
      if (!confirmed.ok) throw new PayoutError('PAYOUT_INVALID', UPI_ID_NOT_CONFIRMED, 'upiId');
      registeredName = confirmed.registeredName;
    }
    return this.change(found, sellerId, 'payout.upi_change_requested', (payout, at) =>
      payout.requestUpiChange(upiId, registeredName, at),
    );
  }

  async approve(adminId: string, payoutId: string): Promise<SellerPayout> {
    const found = await this.find(payoutId);
    return this.change(found, adminId, 'payout.upi_change_approved', async (payout, at, em) => {
      // With a payouts API, a due payout nothing holds is being handed to it: its payment goes to the old id.
      const apiPays = this.provider.payoutStatus !== undefined;
      if (
        apiPays &&
        payout.requestedUpiId &&
        payout.status === 'pending' &&
        !payout.riskHeld &&
        !(await this.store.isHeld(em, payout.transferId))
      ) {
        throw new PayoutError('PAYOUT_STATE', m.upiChangeInFlight);
      }
      payout.approveUpiChange(at);
    });
  }

  async reject(adminId: string, payoutId: string): Promise<SellerPayout> {
    const found = await this.find(payoutId);
    return this.change(found, adminId, 'payout.upi_change_rejected', (payout, at) => payout.rejectUpiChange(at));
  }

  private async find(payoutId: string): Promise<SellerPayout> {
    const found = isUuid(payoutId) ? await this.em.fork().findOne(SellerPayout, { id: payoutId }) : null;
    if (!found) throw new PayoutError('PAYOUT_NOT_FOUND', m.notFound);
    return found;
  }

  /** Only the seller's own payout: another person's is answered like an unknown id, never "forbidden". */
  private async findOwn(sellerId: string, payoutId: string): Promise<SellerPayout> {
    const found = isUuid(payoutId)
      ? await this.em.fork().findOne(SellerPayout, { id: payoutId, userId: sellerId })
      : null;
    if (!found) throw new PayoutError('PAYOUT_NOT_FOUND', m.notFound);
    return found;
  }

  private change(
    found: SellerPayout,
    actorId: string,
    kind: AuditKind,
    work: (payout: SellerPayout, at: Date, em: EntityManager) => void | Promise<void>,
  ): Promise<SellerPayout> {
    return this.store.save(undefined, async (em) => {
      await this.store.lock(em, found.transferId);
      const payout = await em.findOneOrFail(SellerPayout, { id: found.id });
      const before = audited(payout);
      const at = this.clock.now();
      await work(payout, at, em);
      await this.audit.record(em, { actorId, kind, targetId: payout.id, before, after: audited(payout), at });
      return payout;
    });
  }
}

/** Where the payout goes, and the change waiting for approval. */
function audited(payout: SellerPayout): AuditState {
  return {
    status: payout.status,
    payout_details: payout.payoutDetails,
    requested_upi_id: payout.requestedUpiId,
    requested_upi_name: payout.requestedUpiName,
  };
}
