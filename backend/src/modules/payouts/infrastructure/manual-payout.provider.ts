import { PAYOUT_MESSAGES as m, PayoutError } from '../domain/payout-errors.js';
import type { PayoutDispatch, PayoutProvider } from '../domain/payout-provider.js';
import { normaliseUtr } from '../domain/utr.js';

/**
 * Today's payouts: nobody is called. Staff see the pending payout in Admin > Payouts, pay the seller's
 * UPI id from the company's UPI app, and mark it processed with the payment's UTR, which this adapter
 * checks (12 digits) before anything is recorded.
 */
export class ManualPayoutProvider implements PayoutProvider {
  readonly name = 'manual' as const;

  dispatch(): Promise<PayoutDispatch> {
    return Promise.resolve({ state: 'awaiting_staff' });
  }

  proofOfPayment(evidence: { utr?: string | null }): string {
    if (!evidence.utr?.trim()) throw new PayoutError('PAYOUT_INVALID', m.utrRequired, 'utr');
    const utr = normaliseUtr(evidence.utr);
    if (!utr) throw new PayoutError('PAYOUT_INVALID', m.utrInvalid, 'utr');
    return utr;
  }
}
