import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { AggregateRoot } from '../../../shared/domain/aggregate-root.js';
import type { ConfirmedSale } from '../../../shared/domain/domain-events.js';
import { type KeyedRequest, refuseOtherRequest } from '../../../shared/domain/request-fingerprint.js';
import { checkCourierStep, COURIER_MESSAGES } from '@ticketsetu/contracts/transfers';
import { TRANSFER_MESSAGES, TransferError, transferEnded } from './transfer-errors.js';
import {
  awaitsMobileTransfer,
  canMove,
  initialStatus,
  isCompleted,
  isUndone,
  SYSTEM,
  type TransferMover,
  transferStatuses,
  type TransferStatus,
  type TransferType,
} from './transfer-status.js';

export interface NewTransfer {
  listingId: string;
  orderId: string;
  sellerId: string;
  buyerId: string;
  quantity: number;
  type: TransferType;
  platformId: string | null;
  deliveryAddress: string | null;
  transferInstructions: string | null;
  eventStartsAt: Date;
  /** The sale's figures and facts (ADR 83), from its TicketSold; null when that event did not carry them. */
  sale?: ConfirmedSale | null;
  transferredAt: Date;
}

/** One step of a transfer's history: who moved it, when, from where to where. */
export interface TransferStep {
  from: TransferStatus;
  to: TransferStatus;
  by: string | null;
  at: Date;
  note: string | null;
}

export const BUYER_REMINDER_AFTER_MS = 48 * 3_600_000;

const STEPS = Symbol('steps');

/**
 * How the tickets of one sale reach their buyer (the spec's `ticket_transfers`): on the platform for
 * mobile tickets, by courier for physical ones. Created once the payment is settled; moves only along
 * its path and only by whom the transition table names (TRANSFER_MOVES, ADR 69), records every step (`steps`, persisted by the service) and the
 * events that pay or refund: TransferConfirmed, TransferFailed.
 */
@Entity({ tableName: 'ticket_transfers' })
export class TicketTransfer extends AggregateRoot {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  /** The listing sold from (the spec's ticket_id). */
  @Property({ type: 'uuid', fieldName: 'ticket_id' })
  @Index()
  listingId: string;

  /** The settled checkout (the spec's transaction_id); one transfer per checkout. */
  @Property({ type: 'uuid', fieldName: 'transaction_id', unique: true })
  orderId: string;

  @Property({ type: 'uuid' })
  sellerId: string;

  @Property({ type: 'uuid' })
  buyerId: string;

  @Property({ type: 'integer' })
  quantity: number;

  @Enum({ items: () => ['mobile', 'physical'] as const })
  transferType: TransferType;

  @Enum({ items: () => transferStatuses })
  transferStatus: TransferStatus;

  /** The buyer's account on the platform to transfer to (mobile). */
  @Property({ type: 'text', nullable: true })
  platformId: string | null;

  /** Where the courier delivers (physical). */
  @Property({ type: 'text', nullable: true })
  deliveryAddress: string | null;

  @Property({ type: 'timestamptz' })
  transferredAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null = null;

  /** Authorised download URLs of the seller's proof files (seller, buyer and staff only). */
  @Property({ type: 'text[]' })
  proofOfTransfer: string[] & Opt = [];

  @Property({ type: 'timestamptz', nullable: true })
  proofUploadedAt: Date | null = null;

  /** The Idempotency-Key of the upload that sent the proof: that upload repeated gets this transfer. */
  @Property({ type: 'text', nullable: true })
  proofKey: string | null = null;

  /** That upload's fingerprint (shared/domain/request-fingerprint.ts): the key sent with other files is refused. */
  @Property({ type: 'text', nullable: true })
  proofFingerprint: string | null = null;

  /** The event's transfer instructions when the sale happened. */
  @Property({ type: 'text', nullable: true })
  transferInstructions: string | null;

  @Property({ type: 'text', nullable: true })
  courierName: string | null = null;

  @Property({ type: 'text', nullable: true })
  trackingNumber: string | null = null;

  /** When the event starts: a mobile transfer the buyer leaves unconfirmed is confirmed then (ADR 22). */
  @Property({ type: 'timestamptz' })
  eventStartsAt: Date;

  /**
   * The sale the seller is paid for, as settled (ADR 83): carried on TransferConfirmed so the payout
   * reads no other module. Null for transfers made before it was kept (their payout reads as before).
   */
  @Property({ type: 'jsonb', nullable: true })
  sale?: ConfirmedSale | null;

  /** A dispute is open on this sale: no automatic confirmation, no payout. */
  @Property({ type: 'boolean' })
  disputeOpen: boolean & Opt = false;

  /**
   * Staff refunded part of the sale after a dispute: what remains completes by the buyer's confirmation
   * or by staff, never by the buyer's silence at the event's start (ADR 24).
   */
  @Property({ type: 'boolean' })
  autoConfirmStopped: boolean & Opt = false;

  @Property({ type: 'timestamptz', nullable: true })
  buyerRemindedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  failureReason: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz' })
  updatedAt: Date;

  /** Steps taken since loading (a symbol: the ORM neither maps nor hydrates it); saved as history rows. */
  private [STEPS]?: TransferStep[];

  /** The steps taken since the last call, oldest first; then forgotten. */
  pullSteps(): TransferStep[] {
    const steps = this[STEPS] ?? [];
    this[STEPS] = [];
    return steps;
  }

  constructor(input: NewTransfer) {
    super();
    this.listingId = input.listingId;
    this.orderId = input.orderId;
    this.sellerId = input.sellerId;
    this.buyerId = input.buyerId;
    this.quantity = input.quantity;
    this.transferType = input.type;
    this.transferStatus = 'pending';
    this.platformId = input.platformId;
    this.deliveryAddress = input.deliveryAddress;
    this.transferInstructions = input.transferInstructions;
    this.eventStartsAt = input.eventStartsAt;
    this.sale = input.sale ?? null;
    this.transferredAt = input.transferredAt;
    this.createdAt = input.transferredAt;
    this.updatedAt = input.transferredAt;
    // Settled: the transfer begins at once (pending -> awaiting_*), recorded like any other step.
    this.move(initialStatus(input.type), SYSTEM, input.transferredAt, null);
  }

  get isCompleted(): boolean {
    return isCompleted(this.transferStatus);
  }

  /**
   * One step along the path (staff's Advance, the seller's proof, the buyer's confirmation). A courier
   * name is needed from pickup on, a tracking number once in transit (physical tickets).
   */
  advance(to: TransferStatus, by: TransferMover, at: Date, courier: { name?: string; tracking?: string } = {}): void {
    this.checkParty(by);
    if (isUndone(to)) throw new TransferError('TRANSFER_STATE', `A transfer is not advanced to ${to}`);
    if (courier.name) this.courierName = courier.name;
    if (courier.tracking) this.trackingNumber = courier.tracking;
    const [problem] = checkCourierStep(to, this);
    if (problem) throw new TransferError('TRANSFER_INVALID', COURIER_MESSAGES[problem.code], problem.field);
    this.move(to, by, at, null);
  }

  /**
   * The seller's proof of a mobile transfer: the transfer is now sent, awaiting the buyer. Taken only
   * while the transfer awaits the seller's mobile transfer (spec 2); a dispute takes later evidence.
   */
  proofUploaded(urls: string[], by: TransferMover, at: Date, keyed?: KeyedRequest): void {
    this.checkParty(by);
    if (this.transferType !== 'mobile')
      throw new TransferError('TRANSFER_NOT_MOBILE', 'Only mobile transfers take a proof');
    if (!awaitsMobileTransfer(this.transferStatus)) {
      throw new TransferError('TRANSFER_PROOF_TOO_LATE', TRANSFER_MESSAGES.proofTooLate);
    }
    this.move('mobile_transfer_sent', by, at, null);
    this.proofOfTransfer = [...this.proofOfTransfer, ...urls];
    this.proofUploadedAt = at;
    this.proofKey = keyed?.key ?? null;
    this.proofFingerprint = keyed?.fingerprint ?? null;
  }

  /**
   * True when this upload (its Idempotency-Key) already sent the proof: it gets the same answer and
   * changes nothing. The key sent with other files is refused (422).
   */
  sentProofWith(keyed: KeyedRequest, by: TransferMover): boolean {
    this.checkParty(by);
    if (this.proofKey !== keyed.key) return false;
    refuseOtherRequest(this.proofFingerprint, keyed.fingerprint);
    return true;
  }

  /**
   * Staff fail a transfer that has not reached its buyer; the buyer is refunded (TransferFailed). Not
   * while a dispute is open: the disputes desk decides that sale's money (ADR 32).
   */
  fail(reason: string, by: TransferMover, at: Date): void {
    this.checkParty(by);
    if (this.disputeOpen) throw new TransferError('TRANSFER_DISPUTED', TRANSFER_MESSAGES.disputeOpen);
    this.move('failed', by, at, reason);
    this.failureReason = reason;
  }

  /**
   * The buyer has been given back everything they paid (a dispute's refund): the sale is over, before
   * or after the tickets arrived, and nothing follows (ADR 32). No automatic confirmation is due.
   */
  refundedInFull(reason: string, at: Date): void {
    this.move('refunded', SYSTEM, at, reason);
    this.disputeOpen = false;
    this.autoConfirmStopped = false;
  }

  /** Due for the automatic confirmation at the event's start (no dispute open, none refunded part of it). */
  isDueForAutoConfirmation(now: Date): boolean {
    return (
      this.transferStatus === 'mobile_transfer_sent' &&
      !this.disputeOpen &&
      !this.autoConfirmStopped &&
      now.getTime() >= this.eventStartsAt.getTime()
    );
  }

  /** The buyer was reminded to confirm (TransferReminderDue: an email). */
  remindBuyer(at: Date): void {
    this.buyerRemindedAt = at;
    this.record('BuyerReminderDue', {
      transferId: this.id,
      buyerId: this.buyerId,
      eventStartsAt: this.eventStartsAt.toISOString(),
    });
  }

  /** When the buyer is reminded to confirm: 48 h after the proof, but no later than the event's start. */
  reminderDueAt(): Date | null {
    if (this.transferStatus !== 'mobile_transfer_sent' || !this.proofUploadedAt || this.buyerRemindedAt) return null;
    return new Date(Math.min(this.proofUploadedAt.getTime() + BUYER_REMINDER_AFTER_MS, this.eventStartsAt.getTime()));
  }

  /** A buyer or seller acts only on their own sale: anyone else's reads as not found (nothing leaks). */
  private checkParty(by: TransferMover): void {
    const stranger = (by.as === 'buyer' && by.id !== this.buyerId) || (by.as === 'seller' && by.id !== this.sellerId);
    if (stranger) throw new TransferError('TRANSFER_NOT_FOUND', TRANSFER_MESSAGES.notFound);
  }

  private move(to: TransferStatus, mover: TransferMover, at: Date, note: string | null): void {
    const from = this.transferStatus;
    if (from === 'failed' || from === 'refunded') throw transferEnded(from);
    if (!canMove(this.transferType, from, to)) {
      throw new TransferError('TRANSFER_STATE', `A ${this.transferType} transfer cannot go from ${from} to ${to}`);
    }
    if (!canMove(this.transferType, from, to, mover.as)) {
      throw new TransferError('TRANSFER_FORBIDDEN', TRANSFER_MESSAGES.notYours(mover.as, this.transferType, from, to));
    }
    const by = mover.id;
    this.transferStatus = to;
    this.updatedAt = at;
    (this[STEPS] ??= []).push({ from, to, by, at, note });
    this.record('TransferAdvanced', { transferId: this.id, orderId: this.orderId, from, to, by });
    if (isCompleted(to)) {
      this.confirmedAt = at;
      this.record('TransferConfirmed', {
        transferId: this.id,
        orderId: this.orderId,
        listingId: this.listingId,
        sellerId: this.sellerId,
        buyerId: this.buyerId,
        by,
        ...(this.sale && { sale: this.sale }),
      });
    }
    if (to === 'failed') {
      this.record('TransferFailed', {
        transferId: this.id,
        orderId: this.orderId,
        buyerId: this.buyerId,
        reason: note ?? '',
        by: by ?? '',
      });
    }
  }
}
