import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { type Paise, paise, sellerPayout } from '@ticketsetu/contracts/money';
import { PAYOUT_MESSAGES as m, PayoutError } from './payout-errors.js';
import { payoutAfterReversals, reversalOf, tdsAfterReversals } from './payout-money.js';
import type { ProviderPayoutStatus } from './payout-provider.js';
import { isReleaseDue, type PayoutHoldReason, payoutHoldReasons } from './payout-release.js';
import { sellerPayoutTransitions } from './payout-status.js';
import type { NewSellerPayout, PayoutLedgerEffect, StaffChange, Withholding } from './seller-payout-types.js';
import { normaliseUtr } from './utr.js';
import { sameUpiId } from '../../../shared/domain/upi-id.js';
import { Payout } from './payout.entity.js';

export type { NewSellerPayout, PayoutLedgerEffect, StaffChange, Withholding } from './seller-payout-types.js';

/**
 * A completed transfer's payout to its seller: gross − seller fee (the money module), by UPI to the
 * listing's UPI id, paid by staff who record the UTR. A dispute refund may take part of the sale back
 * while it is unpaid, and cancels it when nothing is left.
 */
@Entity({ discriminatorValue: 'seller_payout' })
export class SellerPayout extends Payout {
  declare type: 'seller_payout';

  /** The price released from escrow at completion, what disputes took back since, the fee percent then. */
  @Property({ type: 'integer' })
  gross: Paise & Opt = paise(0);

  @Property({ type: 'integer' })
  reversedGross: Paise & Opt = paise(0);

  /** Income tax withheld at completion (ADR 49), and what reversals gave back of it since. */
  @Property({ type: 'integer' })
  tds: Paise & Opt = paise(0);

  @Property({ type: 'integer' })
  tdsReversed: Paise & Opt = paise(0);

  @Property({ type: 'text', nullable: true })
  tdsRule: Withholding['rule'] | null = null;

  @Property({ type: 'integer', nullable: true })
  tdsRateBasisPoints: number | null = null;

  /** The PAN the tax was withheld under (kept for the TDS return even if the seller changes it). */
  @Property({ type: 'text', nullable: true })
  tdsPan: string | null = null;

  @Property({ type: 'decimal', precision: 5, scale: 2, runtimeType: 'number' })
  sellerFeePercent: number & Opt = 0;

  /** The UPI transaction reference of the processed attempt. */
  @Property({ type: 'text', nullable: true })
  utr: string | null = null;

  /**
   * Which try at paying this is: 1, and one more each time a failed or undone payout is set pending
   * again. A payouts API's idempotency key is the payout and its try, so repeating a try never pays
   * twice, and a retry is a new payment (ADR 43).
   */
  @Property({ type: 'integer' })
  paymentTry: number & Opt = 1;

  /** The payouts API's id of the current try's payment (null: not handed to one). */
  @Property({ type: 'text', nullable: true })
  providerReference: string | null = null;

  /** Held where the risk is (ADR 44): when it may be paid, and why it waits (null: never held). */
  @Property({ type: 'timestamptz', nullable: true })
  releaseAt: Date | null = null;

  @Enum({ items: () => payoutHoldReasons, nullable: true })
  releaseReason: PayoutHoldReason | null = null;

  /** When the hold ended: its time passed, or staff released it early. */
  @Property({ type: 'timestamptz', nullable: true })
  releasedAt: Date | null = null;

  /**
   * The seller asked to be paid to another UPI id: it waits for staff (a changed payee is how an account
   * taker steals a payout), with the name its bank gave (null: names not checked). Never paid until approved.
   */
  @Property({ type: 'text', nullable: true })
  requestedUpiId: string | null = null;

  @Property({ type: 'text', nullable: true })
  requestedUpiName: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  upiChangeRequestedAt: Date | null = null;

  static create(input: NewSellerPayout): SellerPayout {
    const payout = new SellerPayout();
    // The money module's rule, the same one the seller's ticket-sold email and the sell form quote.
    const figures = sellerPayout(input.gross, input.sellerFeePercent);
    if (input.tds.tds > figures.payout) throw new RangeError('TDS cannot be more than the sale pays');
    Object.assign(payout, {
      transferId: input.transferId,
      orderId: input.orderId,
      userId: input.sellerId,
      type: 'seller_payout',
      amount: paise(figures.payout - input.tds.tds),
      platformFee: figures.fee,
      tds: input.tds.tds,
      tdsRule: input.tds.rule,
      tdsRateBasisPoints: input.tds.rateBasisPoints,
      tdsPan: input.tds.pan,
      payoutMethod: 'upi',
      payoutDetails: input.upiId,
      businessKey: sellerPayoutKey(input.transferId),
      gross: input.gross,
      sellerFeePercent: input.sellerFeePercent,
      createdAt: input.at,
      updatedAt: input.at,
    });
    payout.created();
    // A seller fee of 100 % leaves nothing to pay: the row shows the fee, and is never processed.
    if (payout.amount === 0) payout.move('cancelled', 'system', null, input.at, m.nothingToPay);
    return payout;
  }

  protected override get transitions() {
    return sellerPayoutTransitions;
  }

  /**
   * Staff set the status in Admin > Payouts. Processing needs the UTR and no open dispute, and starts a
   * new attempt; leaving processed undoes that attempt; failing needs a reason.
   */
  changeByStaff(change: StaffChange): PayoutLedgerEffect {
    const { to, by, at } = change;
    if (to === this.status) {
      // A double click or a repeat: nothing to do, unless it would record another payment.
      if (to === 'processed' && change.utr && change.utr !== this.utr) {
        throw new PayoutError('PAYOUT_STATE', m.alreadyProcessed);
      }
      return { kind: 'none' };
    }
    if (this.status === 'cancelled') throw new PayoutError('PAYOUT_STATE', m.cancelled);
    if (!this.canMoveTo(to, 'admin')) throw new PayoutError('PAYOUT_STATE', m.noMove(this.status, to));
    const reason = change.reason?.trim() || null;
    if (to === 'processed') {
      if (change.held) throw new PayoutError('PAYOUT_ON_HOLD', m.onHold);
      if (!change.utr) throw new PayoutError('PAYOUT_INVALID', m.utrRequired, 'utr');
      // Staff who pay a payout held for risk release it early (the audit log says so).
      if (this.riskHeld) this.releasedAt = at;
      this.attempt += 1;
      this.utr = change.utr;
      this.processedAt = at;
      this.failureReason = null;
      this.move('processed', 'admin', by, at, reason, this.utr);
      this.record('PayoutProcessed', { ...this.facts(), attempt: this.attempt });
      return { kind: 'processed', attempt: this.attempt };
    }
    if (to === 'failed' && !reason) throw new PayoutError('PAYOUT_INVALID', m.reasonRequired, 'reason');
    const wasProcessed = this.status === 'processed';
    if (to === 'pending') this.nextTry();
    this.utr = null;
    this.processedAt = null;
    this.failureReason = to === 'failed' ? reason : null;
    this.move(to, 'admin', by, at, reason);
    if (to === 'failed') this.record('PayoutFailed', { ...this.facts(), reason: reason! });
    return wasProcessed ? { kind: 'undone', attempt: this.attempt } : { kind: 'none' };
  }

  /**
   * A dispute refund takes `gross` of the completed sale back (transferReversed): the payout shrinks
   * by the seller's part of it, and is cancelled when nothing is left to pay. Only while unpaid.
   */
  takeBack(gross: Paise, at: Date, reason: string): { gross: Paise; sellerFee: Paise; tds: Paise } {
    if (this.status === 'processed' || this.status === 'cancelled') {
      throw new PayoutError('SELLER_ALREADY_PAID', m.sellerAlreadyPaid);
    }
    const sale = {
      gross: this.gross,
      reversed: this.reversedGross,
      sellerFeePercent: this.sellerFeePercent,
      tds: this.tds,
    };
    const reversal = reversalOf(sale, gross);
    const tdsBefore = tdsAfterReversals(sale);
    this.reversedGross = paise(this.reversedGross + gross);
    const after = { ...sale, reversed: this.reversedGross };
    const left = payoutAfterReversals(after);
    const tdsLeft = tdsAfterReversals(after);
    this.tdsReversed = paise(this.tds - tdsLeft);
    this.amount = paise(left.amount - tdsLeft);
    this.platformFee = left.platformFee;
    this.updatedAt = at;
    if (this.amount === 0) this.move('cancelled', 'system', null, at, reason);
    return { gross: reversal.gross, sellerFee: reversal.sellerFee, tds: paise(tdsBefore - tdsLeft) };
  }

  /** The income tax withheld from this sale now (what reversals left of it). */
  get tdsWithheld(): Paise {
    return paise(this.tds - this.tdsReversed);
  }

  /**
   * The payouts API took try `paymentTry`: `reference` names its payment there. Answers whether it is
   * news; an answer for a try that is not the current one (staff retried meanwhile) is not.
   */
  submitted(reference: string, paymentTry: number, at: Date): boolean {
    if (this.status !== 'pending' || paymentTry !== this.paymentTry || this.providerReference === reference) {
      return false;
    }
    this.providerReference = reference;
    this.updatedAt = at;
    return true;
  }

  /**
   * The payouts API's word on the current try's payment (a webhook it sent, confirmed by reading the
   * payment back, or the reconciliation poll): processed (a new attempt, with the UTR), failed (never
   * paid), or reversed (paid, then returned by the bank: the attempt is undone and the money is owed
   * again). A repeat, an answer about another try's payment, or one still in progress changes nothing.
   */
  providerReported(report: ProviderPayoutStatus, at: Date): PayoutLedgerEffect {
    if (report.reference !== this.providerReference) return { kind: 'none' };
    const reason = report.reason?.trim() || null;
    if (report.state === 'processed' && this.status === 'pending') {
      // UPI payments carry a 12-digit UTR; without one the payment is not provably made yet: ask again later.
      const utr = report.utr ? normaliseUtr(report.utr) : null;
      if (!utr) return { kind: 'none' };
      this.attempt += 1;
      this.utr = utr;
      this.processedAt = at;
      this.failureReason = null;
      this.move('processed', 'system', null, at, null, utr);
      this.record('PayoutProcessed', { ...this.facts(), attempt: this.attempt });
      return { kind: 'processed', attempt: this.attempt };
    }
    const failed = report.state === 'failed' || report.state === 'reversed';
    if (!failed || (this.status !== 'pending' && this.status !== 'processed')) return { kind: 'none' };
    const wasProcessed = this.status === 'processed';
    this.failureReason =
      report.state === 'reversed'
        ? `The payment was reversed by the bank${reason ? `: ${reason}` : ''}`
        : (reason ?? 'The payment failed at the payouts provider');
    this.utr = null;
    this.processedAt = null;
    this.move('failed', 'system', null, at, this.failureReason);
    this.record('PayoutFailed', { ...this.facts(), reason: this.failureReason });
    return wasProcessed ? { kind: 'undone', attempt: this.attempt } : { kind: 'none' };
  }

  /**
   * The payout can be paid now (the caller checked no dispute holds it): tells the payout provider.
   * Not while it is held for risk: its release announces it.
   */
  announceDue(): void {
    if (this.status === 'pending' && this.amount > 0 && !this.riskHeld) {
      this.record('SellerPayoutDue', { payoutId: this.id, transferId: this.transferId });
    }
  }

  /** The risk rule holds it until `releaseAt` (payout-release.ts), from its creation. */
  heldUntil(releaseAt: Date, reason: PayoutHoldReason): void {
    this.releaseAt = releaseAt;
    this.releaseReason = reason;
  }

  /** Held for risk, and not released yet. */
  get riskHeld(): boolean {
    return this.releaseReason !== null && this.releasedAt === null;
  }

  /** The hold's time has passed: it ends, and the payout may be announced due. Answers whether it ended now. */
  releaseWhenDue(at: Date): boolean {
    if (!this.riskHeld || !this.releaseAt || !isReleaseDue(this.releaseAt, at)) return false;
    this.releasedAt = at;
    this.updatedAt = at;
    return true;
  }

  /** Staff release a held payout before its time (they judged the risk); only a pending one. */
  releaseEarly(at: Date): void {
    if (!this.riskHeld) throw new PayoutError('PAYOUT_STATE', m.notHeld);
    if (this.status !== 'pending') throw new PayoutError('PAYOUT_STATE', m.releaseOnlyPending);
    this.releasedAt = at;
    this.updatedAt = at;
  }

  /** The seller asks to be paid to `upiId` instead, while the payout is due; a new request replaces an older one. */
  requestUpiChange(upiId: string, registeredName: string | null, at: Date): void {
    if (this.status !== 'pending' && this.status !== 'failed') throw new PayoutError('PAYOUT_STATE', m.upiChangeNotDue);
    if (sameUpiId(upiId, this.payoutDetails)) throw new PayoutError('PAYOUT_INVALID', m.upiIdUnchanged, 'upiId');
    this.requestedUpiId = upiId.trim();
    this.requestedUpiName = registeredName;
    this.upiChangeRequestedAt = at;
    this.updatedAt = at;
  }

  /**
   * Staff approve: the payout goes to the requested id from its next try. Not once it is paid or
   * cancelled, nor while a payment to the old id is with the payouts API (it could still arrive).
   */
  approveUpiChange(at: Date): void {
    if (!this.requestedUpiId) throw new PayoutError('PAYOUT_STATE', m.noUpiChangeRequested);
    if (this.status !== 'pending' && this.status !== 'failed') throw new PayoutError('PAYOUT_STATE', m.upiChangeNotDue);
    if (this.status === 'pending' && this.providerReference) throw new PayoutError('PAYOUT_STATE', m.upiChangeInFlight);
    this.payoutDetails = this.requestedUpiId;
    this.clearUpiChange(at);
  }

  /** Staff reject: the payout keeps its UPI id. */
  rejectUpiChange(at: Date): void {
    if (!this.requestedUpiId) throw new PayoutError('PAYOUT_STATE', m.noUpiChangeRequested);
    this.clearUpiChange(at);
  }

  private clearUpiChange(at: Date): void {
    this.requestedUpiId = null;
    this.requestedUpiName = null;
    this.upiChangeRequestedAt = null;
    this.updatedAt = at;
  }

  /** A new try at paying: the last try's payment at the provider is history. */
  private nextTry(): void {
    this.paymentTry += 1;
    this.providerReference = null;
  }
}

/** The business key of a transfer's seller payout: one per transfer. */
export function sellerPayoutKey(transferId: string): string {
  return `seller-payout:${transferId}`;
}
