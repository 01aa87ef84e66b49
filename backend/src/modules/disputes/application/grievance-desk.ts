import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { isPaise, type Paise, paise } from '@ticketsetu/contracts/money';
import { AuditLog } from '../../audit/index.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { OrderQueries } from '../../orders/index.js';
import { PayoutsService } from '../../payouts/index.js';
import { DISPUTE_MESSAGES as m, DisputeError, MAX_MESSAGE_LENGTH } from '../domain/dispute-errors.js';
import { type Dispute, type Outcome, requiredText } from '../domain/dispute.entity.js';
import type { DisputeStatus } from '../domain/dispute-status.js';
import { DisputeDesk } from './dispute-desk.js';
import { DisputeStore } from './dispute-store.js';

export interface ResolveRequest {
  outcome: Outcome;
  /** Refunds: paise to give back; omitted, everything the buyer paid and has not had back. */
  amount?: number;
  /** The decision, as both parties read it (also the refund's reason). */
  note: unknown;
}

/**
 * Staff's side of the desk (the grievance officer's team): acknowledge, write to both parties, keep
 * internal notes, and resolve — refunding the buyer fully or partly through payouts, or releasing the
 * held payout to the seller. Each change locks the dispute, so a repeated or concurrent resolve
 * refunds once (and payouts' business key, the dispute id, guards it again).
 */
@Injectable()
export class GrievanceDesk {
  constructor(
    private readonly store: DisputeStore,
    private readonly desk: DisputeDesk,
    private readonly payouts: PayoutsService,
    private readonly orders: OrderQueries,
    private readonly audit: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async acknowledge(
    staffId: string,
    disputeId: string,
    next: 'awaiting_seller' | 'under_review' = 'awaiting_seller',
    message?: string,
  ): Promise<Dispute> {
    return this.store.save(undefined, async (em) => {
      const dispute = await this.store.locked(em, disputeId);
      const before = this.audited(dispute);
      dispute.acknowledge(staffId, next, this.clock.now(), message);
      await this.recordStaffStep(em, staffId, 'dispute.acknowledged', dispute, before);
      return dispute;
    });
  }

  /** A message to both parties (emailed), optionally asking the seller or moving the dispute under review. */
  async message(staffId: string, disputeId: string, message: unknown, status?: DisputeStatus): Promise<Dispute> {
    return this.store.save(undefined, async (em) => {
      const dispute = await this.store.locked(em, disputeId);
      const before = this.audited(dispute);
      dispute.postByStaff(staffId, message, this.clock.now(), status);
      await this.recordStaffStep(em, staffId, 'dispute.message', dispute, before);
      return dispute;
    });
  }

  /** An internal note: for staff only, never emailed. */
  async note(staffId: string, disputeId: string, note: unknown): Promise<Dispute> {
    return this.store.save(undefined, async (em) => {
      const dispute = await this.store.locked(em, disputeId);
      const before = this.audited(dispute);
      dispute.addNote(staffId, note, this.clock.now());
      await this.recordStaffStep(em, staffId, 'dispute.note', dispute, before);
      return dispute;
    });
  }

  /**
   * Resolves the dispute. A refund goes through PayoutsService.refundBuyer under the dispute's id (the
   * gateway is asked once, after this commits; more than the buyer has left to get back is refused by
   * payouts with its message; a refund of everything the buyer paid ends the transfer as refunded, ADR
   * 32). Either way the payout hold is released — after a refund what remains of the seller's payout may
   * be paid — and the transfer's automatic confirmation is restored, except after a refund (ADR 24). Asking again for the same decision answers
   * the dispute as it is; asking for another one is refused.
   */
  async resolve(staffId: string, disputeId: string, request: ResolveRequest): Promise<Dispute> {
    if (request.outcome !== 'refund' && request.outcome !== 'release') {
      throw new DisputeError('DISPUTE_INVALID', m.outcomeRequired, 'outcome');
    }
    if (request.amount !== undefined && !isPaise(request.amount)) {
      throw new DisputeError('DISPUTE_INVALID', m.amountInvalid, 'amount');
    }
    const note = requiredText(request.note, 'note', m.decisionRequired, MAX_MESSAGE_LENGTH, m.messageTooLong);
    return this.store.save(undefined, async (em) => {
      const dispute = await this.store.locked(em, disputeId);
      if (dispute.isClosed) return this.repeated(dispute, request);
      const now = this.clock.now();
      const before = this.audited(dispute);
      if (request.outcome === 'refund') {
        const amount = request.amount ?? (await this.refundable(em, dispute));
        const refund = await this.payouts.refundBuyer(
          dispute.transferId,
          paise(amount),
          `Dispute ${dispute.reference}: ${note}`,
          dispute.id,
          em,
        );
        dispute.resolve(
          staffId,
          { outcome: 'refund', note, refund: { amount: refund.amount, payoutId: refund.id } },
          now,
        );
      } else {
        dispute.resolve(staffId, { outcome: 'release', note }, now);
      }
      await this.store.writeEntries(em);
      await this.recordStaffStep(em, staffId, 'dispute.resolved', dispute, before);
      await this.payouts.releaseDisputeHold(dispute.transferId, em);
      await this.desk.closedOnTransfer(em, dispute);
      return dispute;
    });
  }

  private audited(d: Dispute) {
    return { status: d.status, refund_amount: d.refundAmount ?? null, acknowledged: d.acknowledgedAt !== null };
  }

  /** A staff step on a dispute, audited in the same commit. */
  private recordStaffStep(
    em: EntityManager,
    staffId: string,
    kind: 'dispute.acknowledged' | 'dispute.message' | 'dispute.note' | 'dispute.resolved',
    dispute: Dispute,
    before: ReturnType<GrievanceDesk['audited']>,
  ): Promise<void> {
    return this.audit.record(em, {
      actorId: staffId,
      kind,
      targetId: dispute.id,
      before,
      after: this.audited(dispute),
      at: this.clock.now(),
    });
  }

  /** A resolve asked again: the same decision answers the dispute as it stands; another is refused. */
  private repeated(dispute: Dispute, request: ResolveRequest): Dispute {
    const same =
      (request.outcome === 'release' && dispute.status === 'resolved_release') ||
      (request.outcome === 'refund' &&
        dispute.status === 'resolved_refund' &&
        (request.amount === undefined || request.amount === dispute.refundAmount));
    if (same) return dispute;
    throw new DisputeError('DISPUTE_STATE', dispute.status === 'withdrawn' ? m.closed : m.alreadyResolved);
  }

  /** Everything the buyer paid and has not had back, or asked back (refunds not failed). */
  private async refundable(em: EntityManager, dispute: Dispute): Promise<Paise> {
    const order = (await this.orders.byIds([dispute.orderId])).get(dispute.orderId);
    const { refunds } = await this.payouts.payoutFor(dispute.transferId, em);
    const standing = refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
    return paise(Math.max(0, (order?.total ?? 0) - standing));
  }
}
