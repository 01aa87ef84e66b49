import { isCompletedTransfer } from '@ticketsetu/contracts/transfers';
import { formatDateIst, formatDateTimeIst, formatInr } from '../../shared/format';
import type { Tone } from '../../shared/ui/ToneTag';
import type { OwnPayout, Purchase, Sale } from './queries';

/** One line about money on a purchase or sale card: what happened, and a detail where it helps. */
export interface MoneyLine {
  text: string;
  tone: Tone;
  detail?: string;
}

/** The refund policy's bank times (the site's Refund Policy and the refund emails say the same). */
export const REFUND_TIMES = 'UPI refunds usually arrive in 1-2 business days, cards in 2-5, net banking in 2-3.';

/** What the buyer reads about one refund of a purchase. */
export function refundLine(refund: OwnPayout): MoneyLine {
  const amount = formatInr(refund.amount);
  switch (refund.status) {
    case 'processed':
      if (refund.amount === 0) return { text: 'Your rewards credit was given back', tone: 'success' };
      return {
        text: `Refunded ${amount} on ${formatDateIst(refund.processed_at ?? refund.created_at)}`,
        tone: 'success',
        detail: REFUND_TIMES,
      };
    case 'failed':
      return {
        text: `Refund of ${amount} delayed`,
        tone: 'warning',
        detail: 'PhonePe could not complete it; our team is sending it again.',
      };
    default:
      return { text: `Refund of ${amount} on its way`, tone: 'info', detail: 'PhonePe is sending it back to you.' };
  }
}

/** The money side of a purchase: its refunds, or the refund a failed or refunded sale is owed. */
export function purchaseMoney(purchase: Pick<Purchase, 'transfer_status'>, refunds: readonly OwnPayout[]): MoneyLine[] {
  if (refunds.length > 0) return refunds.map(refundLine);
  if (purchase.transfer_status === 'failed' || purchase.transfer_status === 'refunded') {
    return [{ text: 'A refund of everything you paid is on its way', tone: 'info' }];
  }
  return [];
}

/** What the seller reads about the payout of one sale. */
export function salePayout(sale: Pick<Sale, 'transfer_status'>, payout: OwnPayout | undefined): MoneyLine {
  if (sale.transfer_status === 'failed') {
    return { text: 'No payout', tone: 'neutral', detail: 'The transfer failed and the buyer was refunded.' };
  }
  if (sale.transfer_status === 'refunded') {
    return { text: 'No payout', tone: 'neutral', detail: 'The sale was refunded to the buyer.' };
  }
  if (!payout) {
    return isCompletedTransfer(sale.transfer_status)
      ? { text: 'Payout being prepared', tone: 'info' }
      : { text: 'Payout after the transfer', tone: 'neutral', detail: 'Paid to your UPI id within 24-48 hours.' };
  }
  const amount = formatInr(payout.amount);
  switch (payout.status) {
    case 'processed':
      return {
        text: `Paid ${amount} on ${formatDateIst(payout.processed_at ?? payout.created_at)}`,
        tone: 'success',
        ...(payout.utr && { detail: `UTR ${payout.utr}` }),
      };
    case 'failed':
      return {
        text: `Payout of ${amount} failed`,
        tone: 'danger',
        detail:
          `${payout.failure_reason ?? 'The payment did not go through'}. We will pay it again; ` +
          `if ${payout.payout_details} is not your UPI ID, change it below.`,
      };
    case 'cancelled':
      return { text: 'No payout', tone: 'neutral', detail: 'Nothing is left to pay for this sale.' };
    default:
      if (payout.on_hold)
        return { text: `${amount} on hold`, tone: 'warning', detail: 'A dispute is open on this sale.' };
      if (payout.release_at) {
        return {
          text: `Payout of ${amount} on hold until ${formatDateTimeIst(payout.release_at)} IST`,
          tone: 'warning',
          detail: heldBecause(payout),
        };
      }
      return { text: `${amount} to be paid`, tone: 'info', detail: `To ${payout.payout_details} within 24-48 hours.` };
  }
}

/**
 * The income tax withheld from a sale's payout (TDS, ADR 49), beside what is paid: the payout is the sale
 * less the fee and this. Nothing when none was withheld, or nothing is left to pay.
 */
export function tdsLine(payout: OwnPayout | undefined): MoneyLine[] {
  if (payout?.type !== 'seller_payout' || !payout.tds || payout.status === 'cancelled') return [];
  return [{ text: `TDS withheld ${formatInr(payout.tds)}`, tone: 'neutral' }];
}

/** A failed payout's seller may ask for it to go to another UPI ID (staff approve it first). */
export function canChangePayoutUpiId(payout: OwnPayout | undefined): payout is OwnPayout {
  return payout?.type === 'seller_payout' && payout.status === 'failed';
}

/** A new UPI ID the seller asked for, while staff have not approved it. */
export function upiChangeLine(payout: OwnPayout | undefined): MoneyLine[] {
  if (!payout?.requested_upi_id || (payout.status !== 'pending' && payout.status !== 'failed')) return [];
  return [{ text: `New UPI ID ${payout.requested_upi_id} waiting for approval`, tone: 'info' }];
}

/** Why a payout waits until after the event (ADR 44), in the seller's words. */
export function heldBecause(payout: Pick<OwnPayout, 'release_reason' | 'release_exposure_limit'>): string {
  if (payout.release_reason === 'high_exposure') {
    const limit = payout.release_exposure_limit === null ? 'the limit' : formatInr(payout.release_exposure_limit);
    return `More than ${limit} is waiting to be paid to you, so this payout is made after the event.`;
  }
  return 'Your first sales on TicketSetu are paid after the event.';
}
