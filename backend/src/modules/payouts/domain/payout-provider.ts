import type { Paise } from '@ticketsetu/contracts/money';

/**
 * The payout port: how sellers get their money. Today staff pay by UPI from the company's account and
 * record the UTR (the manual adapter); a payouts provider (a bank's or an aggregator's payout API) can
 * be added as another adapter and chosen with PAYOUT_PROVIDER, with nothing else changing.
 */
export const payoutProviderNames = ['manual'] as const;
export type PayoutProviderName = (typeof payoutProviderNames)[number];

/** A seller payout that may be paid now (no dispute hold), as a provider needs it. */
export interface PayoutInstruction {
  payoutId: string;
  sellerId: string;
  amount: Paise;
  /** The UPI id given on the listing. */
  upiId: string;
}

export type PayoutDispatch =
  /** Nothing left the platform: staff pay it by UPI and mark it processed with the UTR. */
  | { state: 'awaiting_staff' }
  /** The provider accepted it; its reference names the payment there. */
  | { state: 'submitted'; reference: string };

export interface PayoutProvider {
  readonly name: PayoutProviderName;
  /** Hands a payout that became payable to the provider (at least once: it must accept a repeat). */
  dispatch(payout: PayoutInstruction): Promise<PayoutDispatch>;
  /**
   * Staff's proof that a payout was paid, checked and normalised for storing (manual: the UPI UTR).
   * Throws a PayoutError naming the field when it is missing or malformed.
   */
  proofOfPayment(evidence: { utr?: string | null }): string;
}

/** Injection token of the PayoutProvider port. */
export const PAYOUT_PROVIDER = Symbol('PAYOUT_PROVIDER');
