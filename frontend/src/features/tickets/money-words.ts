import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isLocale, DEFAULT_LOCALE } from '@ticketsetu/contracts/locales';
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

/** The language the i18n speaks, for the dates in a line. */
const localeOf = (i18n: I18n) => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/** The refund policy's bank times (the site's Refund Policy and the refund emails say the same). */
const REFUND_TIMES = msg`UPI refunds usually arrive in 1-2 business days, cards in 2-5, net banking in 2-3.`;

/** What the buyer reads about one refund of a purchase. */
export function refundLine(i18n: I18n, refund: OwnPayout): MoneyLine {
  const amount = formatInr(refund.amount);
  switch (refund.status) {
    case 'processed': {
      if (refund.amount === 0) return { text: i18n._(msg`Your rewards credit was given back`), tone: 'success' };
      const date = formatDateIst(refund.processed_at ?? refund.created_at, localeOf(i18n));
      return { text: i18n._(msg`Refunded ${amount} on ${date}`), tone: 'success', detail: i18n._(REFUND_TIMES) };
    }
    case 'failed':
      return {
        text: i18n._(msg`Refund of ${amount} delayed`),
        tone: 'warning',
        detail: i18n._(msg`PhonePe could not complete it; our team is sending it again.`),
      };
    default:
      return {
        text: i18n._(msg`Refund of ${amount} on its way`),
        tone: 'info',
        detail: i18n._(msg`PhonePe is sending it back to you.`),
      };
  }
}

/** The money side of a purchase: its refunds, or the refund a failed or refunded sale is owed. */
export function purchaseMoney(
  i18n: I18n,
  purchase: Pick<Purchase, 'transfer_status'>,
  refunds: readonly OwnPayout[],
): MoneyLine[] {
  if (refunds.length > 0) return refunds.map((refund) => refundLine(i18n, refund));
  if (purchase.transfer_status === 'failed' || purchase.transfer_status === 'refunded') {
    return [{ text: i18n._(msg`A refund of everything you paid is on its way`), tone: 'info' }];
  }
  return [];
}

/** What the seller reads about the payout of one sale. */
export function salePayout(i18n: I18n, sale: Pick<Sale, 'transfer_status'>, payout: OwnPayout | undefined): MoneyLine {
  const noPayout = i18n._(msg`No payout`);
  if (sale.transfer_status === 'failed') {
    return { text: noPayout, tone: 'neutral', detail: i18n._(msg`The transfer failed and the buyer was refunded.`) };
  }
  if (sale.transfer_status === 'refunded') {
    return { text: noPayout, tone: 'neutral', detail: i18n._(msg`The sale was refunded to the buyer.`) };
  }
  if (!payout) {
    return isCompletedTransfer(sale.transfer_status)
      ? { text: i18n._(msg`Payout being prepared`), tone: 'info' }
      : {
          text: i18n._(msg`Payout after the transfer`),
          tone: 'neutral',
          detail: i18n._(msg`Paid to your UPI id within 24-48 hours.`),
        };
  }
  const amount = formatInr(payout.amount);
  const details = payout.payout_details;
  switch (payout.status) {
    case 'processed': {
      const date = formatDateIst(payout.processed_at ?? payout.created_at, localeOf(i18n));
      const utr = payout.utr;
      return {
        text: i18n._(msg`Paid ${amount} on ${date}`),
        tone: 'success',
        ...(utr && { detail: i18n._(msg`UTR ${utr}`) }),
      };
    }
    case 'failed': {
      const reason = payout.failure_reason ?? i18n._(msg`The payment did not go through`);
      return {
        text: i18n._(msg`Payout of ${amount} failed`),
        tone: 'danger',
        detail: i18n._(msg`${reason}. We will pay it again; if ${details} is not your UPI ID, change it below.`),
      };
    }
    case 'cancelled':
      return { text: noPayout, tone: 'neutral', detail: i18n._(msg`Nothing is left to pay for this sale.`) };
    default:
      if (payout.on_hold)
        return {
          text: i18n._(msg`${amount} on hold`),
          tone: 'warning',
          detail: i18n._(msg`A dispute is open on this sale.`),
        };
      if (payout.release_at) {
        const until = formatDateTimeIst(payout.release_at, localeOf(i18n));
        return {
          text: i18n._(msg`Payout of ${amount} on hold until ${until} IST`),
          tone: 'warning',
          detail: heldBecause(i18n, payout),
        };
      }
      return {
        text: i18n._(msg`${amount} to be paid`),
        tone: 'info',
        detail: i18n._(msg`To ${details} within 24-48 hours.`),
      };
  }
}

/**
 * The income tax withheld from a sale's payout (TDS, ADR 49), beside what is paid: the payout is the sale
 * less the fee and this. Nothing when none was withheld, or nothing is left to pay.
 */
export function tdsLine(i18n: I18n, payout: OwnPayout | undefined): MoneyLine[] {
  if (payout?.type !== 'seller_payout' || !payout.tds || payout.status === 'cancelled') return [];
  const tds = formatInr(payout.tds);
  return [{ text: i18n._(msg`TDS withheld ${tds}`), tone: 'neutral' }];
}

/** A failed payout's seller may ask for it to go to another UPI ID (staff approve it first). */
export function canChangePayoutUpiId(payout: OwnPayout | undefined): payout is OwnPayout {
  return payout?.type === 'seller_payout' && payout.status === 'failed';
}

/** A new UPI ID the seller asked for, while staff have not approved it. */
export function upiChangeLine(i18n: I18n, payout: OwnPayout | undefined): MoneyLine[] {
  if (!payout?.requested_upi_id || (payout.status !== 'pending' && payout.status !== 'failed')) return [];
  const upiId = payout.requested_upi_id;
  return [{ text: i18n._(msg`New UPI ID ${upiId} waiting for approval`), tone: 'info' }];
}

/** Why a payout waits until after the event (ADR 44), in the seller's words. */
export function heldBecause(i18n: I18n, payout: Pick<OwnPayout, 'release_reason' | 'release_exposure_limit'>): string {
  if (payout.release_reason === 'high_exposure') {
    if (payout.release_exposure_limit === null) {
      return i18n._(msg`More than the limit is waiting to be paid to you, so this payout is made after the event.`);
    }
    const limit = formatInr(payout.release_exposure_limit);
    return i18n._(msg`More than ${limit} is waiting to be paid to you, so this payout is made after the event.`);
  }
  return i18n._(msg`Your first sales on TicketSetu are paid after the event.`);
}
