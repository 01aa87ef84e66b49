import { isCompletedTransfer } from '@ticketsetu/contracts/transfers';
import { formatDateIst, formatInr } from '../../shared/format';
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
          `if ${payout.payout_details} is not your UPI id, write to support@ticketsetu.in to correct it.`,
      };
    case 'cancelled':
      return { text: 'No payout', tone: 'neutral', detail: 'Nothing is left to pay for this sale.' };
    default:
      return payout.on_hold
        ? { text: `${amount} on hold`, tone: 'warning', detail: 'A dispute is open on this sale.' }
        : { text: `${amount} to be paid`, tone: 'info', detail: `To ${payout.payout_details} within 24-48 hours.` };
  }
}
