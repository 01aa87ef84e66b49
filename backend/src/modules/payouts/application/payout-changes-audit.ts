import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { AuditLog, type AuditState } from '../../audit/index.js';
import type { Payout } from '../domain/payout.entity.js';
import { SellerPayout } from '../domain/seller-payout.entity.js';

/** What the audit log keeps of staff's changes to a payout: who, which kind, its state before and after. */
@Injectable()
export class PayoutChangesAudit {
  constructor(
    private readonly audit: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The payout's state now, to give `record` as its state before a change. */
  before(payout: Payout): AuditState {
    return audited(payout);
  }

  record(
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
