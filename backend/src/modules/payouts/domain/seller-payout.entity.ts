import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { type Paise, paise, sellerPayout } from '@ticketsetu/contracts/money';
import { PAYOUT_MESSAGES as m, PayoutError } from './payout-errors.js';
import { payoutAfterReversals, reversalOf } from './payout-money.js';
import type { ProviderPayoutStatus } from './payout-provider.js';
import { type AdminPayoutStatus, sellerPayoutTransitions } from './payout-status.js';
import { normaliseUtr } from './utr.js';
import { Payout } from './payout.entity.js';

export interface NewSellerPayout {
  transferId: string;
  orderId: string;
  sellerId: string;
  /** The listing's UPI id: where staff send the money. */
  upiId: string;
  /** The price the transfer's completion released from escrow. */
  gross: Paise;
  sellerFeePercent: number;
  at: Date;
}

/** What a staff change means for the ledger (ADR 20: payouts per attempt). */
export type PayoutLedgerEffect =
  | { kind: 'none' }
  /** Paid: post payoutProcessed for this attempt. */
  | { kind: 'processed'; attempt: number }
  /** A processed attempt did not arrive: post payoutFailed for it (the money is owed again). */
  | { kind: 'undone'; attempt: number };

export interface StaffChange {
  to: AdminPayoutStatus;
  /** The UPI transaction reference, already checked by the payout provider (processed payouts). */
  utr?: string | null;
  reason?: string | null;
  /** A dispute is open on the sale. */
  held: boolean;
  by: string;
  at: Date;
}

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

  static create(input: NewSellerPayout): SellerPayout {
    const payout = new SellerPayout();
    // The money module's rule, the same one the seller's ticket-sold email and the sell form quote.
    const figures = sellerPayout(input.gross, input.sellerFeePercent);
    Object.assign(payout, {
      transferId: input.transferId,
      orderId: input.orderId,
      userId: input.sellerId,
      type: 'seller_payout',
      amount: figures.payout,
      platformFee: figures.fee,
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
    if (figures.payout === 0) payout.move('cancelled', 'system', null, input.at, m.nothingToPay);
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
  takeBack(gross: Paise, at: Date, reason: string): { gross: Paise; sellerFee: Paise } {
    if (this.status === 'processed' || this.status === 'cancelled') {
      throw new PayoutError('SELLER_ALREADY_PAID', m.sellerAlreadyPaid);
    }
    const sale = { gross: this.gross, reversed: this.reversedGross, sellerFeePercent: this.sellerFeePercent };
    const reversal = reversalOf(sale, gross);
    this.reversedGross = paise(this.reversedGross + gross);
    const left = payoutAfterReversals({ ...sale, reversed: this.reversedGross });
    this.amount = left.amount;
    this.platformFee = left.platformFee;
    this.updatedAt = at;
    if (left.amount === 0) this.move('cancelled', 'system', null, at, reason);
    return { gross: reversal.gross, sellerFee: reversal.sellerFee };
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

  /** The payout can be paid now (no dispute hold): tells the payout provider. */
  announceDue(): void {
    if (this.status === 'pending' && this.amount > 0) {
      this.record('SellerPayoutDue', { payoutId: this.id, transferId: this.transferId });
    }
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
