import type { Paise } from '@ticketsetu/contracts/money';

/**
 * The payout port: how sellers get their money. Either staff pay by UPI from the company's account and
 * record the UTR (the manual adapter), or RazorpayX Payouts pays the seller's UPI id by API (the
 * razorpayx adapter); PAYOUT_PROVIDER chooses, with nothing else changing.
 */
export const payoutProviderNames = ['manual', 'razorpayx'] as const;
export type PayoutProviderName = (typeof payoutProviderNames)[number];

/** A seller payout that may be paid now (no dispute hold), as a provider needs it. */
export interface PayoutInstruction {
  payoutId: string;
  sellerId: string;
  amount: Paise;
  /** The UPI id given on the listing. */
  upiId: string;
  /**
   * Which try at paying this payout (1 for the first; a retry after a failure is the next number). A
   * provider makes at most one payment per payout and attempt, however often it is asked.
   */
  attempt: number;
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

  /*
   * Capabilities only a payouts API has (the manual adapter has neither): present or absent on the
   * adapter PAYOUT_PROVIDER chose, so a caller asks `if (provider.validateUpiId)`. Kept on this one
   * port, not on ports of their own, because they are only ever the chosen provider's: a separate
   * token would need a do-nothing adapter in manual mode and could disagree with PAYOUT_PROVIDER.
   */

  /** Where a submitted payout stands at the provider, by the reference dispatch returned. */
  payoutStatus?(reference: string): Promise<ProviderPayoutStatus>;
  /** Asks the provider whether a UPI id exists, and the name its bank account is registered to. */
  validateUpiId?(address: string): Promise<UpiIdCheck>;
}

/** A submitted payout's state at the provider, in our words. */
export interface ProviderPayoutStatus {
  reference: string;
  /**
   * in_progress: not final yet (queued, processing…); processed: paid; failed: never paid (failed,
   * rejected, cancelled); reversed: paid, then returned to our account by the bank.
   */
  state: 'in_progress' | 'processed' | 'failed' | 'reversed';
  /** The payment's UTR once the provider has it. */
  utr: string | null;
  /** The provider's own word on why, when it gives one. */
  reason: string | null;
}

export type UpiIdCheck = { valid: true; registeredName: string | null } | { valid: false };

/** Injection token of the PayoutProvider port. */
export const PAYOUT_PROVIDER = Symbol('PAYOUT_PROVIDER');

/** Injection token of the secret the payouts API signs its webhooks with (null: no API is used). */
export const PAYOUT_WEBHOOK_SECRET = Symbol('PAYOUT_WEBHOOK_SECRET');
