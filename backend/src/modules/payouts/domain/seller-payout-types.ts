import type { Paise } from '@ticketsetu/contracts/money';
import type { AdminPayoutStatus } from './payout-status.js';

/* What SellerPayout's factory and staff changes take and answer (seller-payout.entity.ts). */

export interface NewSellerPayout {
  transferId: string;
  orderId: string;
  sellerId: string;
  /** The listing's UPI id: where staff send the money. */
  upiId: string;
  /** The price the transfer's completion released from escrow. */
  gross: Paise;
  sellerFeePercent: number;
  /** The income tax withheld from the sale (TDS, ADR 49), at most what the sale pays. */
  tds: Withholding;
  at: Date;
}

/** The TDS on one sale and why (contracts/tax.js tdsOnSale), with the PAN it was withheld under. */
export interface Withholding {
  tds: Paise;
  rule: 'exempt' | 'with-pan' | 'without-pan';
  rateBasisPoints: number;
  pan: string | null;
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
