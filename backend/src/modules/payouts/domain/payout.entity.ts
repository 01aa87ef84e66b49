import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Paise } from '@ticketsetu/contracts/money';
import { AggregateRoot } from '../../../shared/domain/aggregate-root.js';
import { PAYOUT_MESSAGES as m, PayoutError } from './payout-errors.js';
import {
  canMove,
  type PayoutActor,
  type PayoutMethod,
  payoutMethods,
  type PayoutStatus,
  payoutStatuses,
  type PayoutTransitions,
  type PayoutType,
  payoutTypes,
} from './payout-status.js';

/** One change of status, kept as history (payout_changes) by the service. */
export interface PayoutChange {
  from: PayoutStatus;
  to: PayoutStatus;
  attempt: number;
  utr: string | null;
  reason: string | null;
  by: string | null;
  at: Date;
}

const CHANGES = Symbol('changes');

/**
 * A payouts row (spec 3): money the platform owes someone for one transfer. Two aggregates share the
 * table, told apart by `type` (ADR 41): a SellerPayout (gross − seller fee, by UPI, paid by staff who
 * record the UTR) and a BuyerRefund (through PhonePe). This holds what both are: who is owed how much
 * for which sale, and a status that moves only as the kind's own transition table allows, every move
 * kept as a change (who, when, from, to) and recording the events others react to.
 */
@Entity({ tableName: 'payouts', abstract: true, discriminatorColumn: 'type' })
export abstract class Payout extends AggregateRoot {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'uuid', fieldName: 'ticket_transfer_id' })
  @Index()
  transferId!: string;

  /** The sale's order (the spec's transaction). */
  @Property({ type: 'uuid', fieldName: 'transaction_id' })
  orderId!: string;

  /** The seller (payouts) or the buyer (refunds). */
  @Property({ type: 'uuid' })
  userId!: string;

  /** Which kind of payout the row is: the discriminator, set by each kind's factory. */
  @Enum({ items: () => payoutTypes })
  type!: PayoutType;

  /** What is paid out: integer paise. */
  @Property({ type: 'integer' })
  amount!: Paise;

  /** The seller fee kept from the sale; a refund writes 0 (the column is not null for both kinds). */
  @Property({ type: 'integer' })
  platformFee!: Paise;

  @Enum({ items: () => payoutStatuses })
  status: PayoutStatus & Opt = 'pending';

  @Enum({ items: () => payoutMethods })
  payoutMethod!: PayoutMethod;

  /** The UPI id paid (seller payouts) or the payment id refunded (buyer refunds). */
  @Property({ type: 'text' })
  payoutDetails!: string;

  /** Unique: one seller payout per transfer, one refund per failed transfer or per dispute. */
  @Property({ type: 'text', unique: true })
  businessKey!: string;

  /** Seller payouts: how many times it was marked processed. Refunds: how many times PhonePe was asked. */
  @Property({ type: 'integer' })
  attempt: number & Opt = 0;

  /** Why the payout exists (refunds: the transfer's failure or the dispute's reason). */
  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'text', nullable: true })
  failureReason: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  processedAt: Date | null = null;

  private [CHANGES]?: PayoutChange[];

  /** The kind's allowed moves (payout-status.ts); a getter, so a row loaded from the database has it too. */
  protected abstract get transitions(): PayoutTransitions;

  /** The changes made since loading, oldest first; then forgotten. */
  pullChanges(): PayoutChange[] {
    const changes = this[CHANGES] ?? [];
    this[CHANGES] = [];
    return changes;
  }

  protected canMoveTo(to: PayoutStatus, actor: PayoutActor): boolean {
    return canMove(this.transitions, this.status, to, actor);
  }

  protected created(): void {
    this.record('PayoutCreated', { ...this.facts() });
  }

  protected facts() {
    return {
      payoutId: this.id,
      transferId: this.transferId,
      orderId: this.orderId,
      userId: this.userId,
      type: this.type,
      amount: this.amount,
    };
  }

  /** Moves the status as the kind's table allows; `utr` is the payment's reference when it is processed. */
  protected move(
    to: PayoutStatus,
    actor: PayoutActor,
    by: string | null,
    at: Date,
    reason: string | null,
    utr: string | null = null,
  ): void {
    if (!this.canMoveTo(to, actor)) {
      throw new PayoutError('PAYOUT_STATE', m.noMove(this.status, to));
    }
    (this[CHANGES] ??= []).push({ from: this.status, to, attempt: this.attempt, utr, reason, by, at });
    this.status = to;
    this.updatedAt = at;
  }
}
