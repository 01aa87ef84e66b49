import { PAYOUT_MESSAGES as m, PayoutError } from '../../domain/payout-errors.js';
import type {
  PayoutDispatch,
  PayoutInstruction,
  PayoutProvider,
  ProviderPayoutStatus,
  UpiIdCheck,
} from '../../domain/payout-provider.js';
import type { RazorpayXClient } from './razorpayx-client.js';
import type { RazorpayXPayout, RazorpayXPayoutStatus } from './razorpayx-entities.js';
import { RazorpayXError } from './razorpayx-error.js';

/** What a payout's state at RazorpayX means for us. */
const STATES: Record<RazorpayXPayoutStatus, ProviderPayoutStatus['state']> = {
  pending: 'in_progress',
  queued: 'in_progress',
  scheduled: 'in_progress',
  processing: 'in_progress',
  processed: 'processed',
  reversed: 'reversed',
  cancelled: 'failed',
  rejected: 'failed',
  failed: 'failed',
};

/**
 * X-Payout-Idempotency for one attempt at one payout: the same on every dispatch of that attempt, so
 * RazorpayX makes one payout however often it is asked; a new attempt has a new key. RazorpayX takes
 * 4–36 letters, digits, hyphens, underscores or spaces (razorpay.com/docs/api/x/payout-idempotency/make-request),
 * so the payout's UUID goes without its hyphens: `<32 hex>-<attempt>`, at most 36 for attempts up to 999.
 */
export function payoutIdempotencyKey(payoutId: string, attempt: number): string {
  if (!Number.isSafeInteger(attempt) || attempt < 1) throw new Error(`A payout attempt is 1 or more, not ${attempt}`);
  const key = `${payoutId.replace(/-/g, '').toLowerCase()}-${attempt}`;
  if (!/^[a-z0-9-]{4,36}$/.test(key))
    throw new Error(`No RazorpayX idempotency key for payout ${payoutId} attempt ${attempt}`);
  return key;
}

/**
 * Seller payouts paid by RazorpayX Payouts, by UPI to the listing's UPI id. For each payout: a
 * contact for the seller and a VPA fund account for the UPI id (RazorpayX returns the existing one
 * for identical details, so nothing is cached here), then the payout, under an idempotency key made
 * from the payout and its attempt. RazorpayX's webhooks and payoutStatus say how it ended; staff do
 * not record UTRs in this mode.
 */
export class RazorpayXPayoutProvider implements PayoutProvider {
  readonly name = 'razorpayx' as const;

  constructor(private readonly client: RazorpayXClient) {}

  async dispatch(payout: PayoutInstruction): Promise<PayoutDispatch> {
    const idempotencyKey = payoutIdempotencyKey(payout.payoutId, payout.attempt);
    // RazorpayX: never pay the same payout under a fresh key while an earlier attempt may still go
    // through (payout-idempotency, "Watch Out"). Only a payout that ended unpaid lets a new one start.
    const standing = (await this.client.findPayouts(payout.payoutId)).find((p) => !endedUnpaid(p));
    if (standing) return { state: 'submitted', reference: standing.id };

    const contact = await this.client.createContact(sellerContact(payout.sellerId));
    const fundAccount = await this.client.createVpaFundAccount(contact.id, payout.upiId.trim());
    const created = await this.client.createPayout({
      idempotencyKey,
      fundAccountId: fundAccount.id,
      amount: payout.amount,
      referenceId: payout.payoutId,
      // On the seller's bank statement: at most 30 letters, digits and spaces.
      narration: 'TicketSetu sale payout',
      notes: { payout_id: payout.payoutId, attempt: String(payout.attempt) },
    });
    return { state: 'submitted', reference: created.id };
  }

  proofOfPayment(): string {
    throw new PayoutError('PAYOUT_STATE', m.paidByRazorpayX);
  }

  async payoutStatus(reference: string): Promise<ProviderPayoutStatus> {
    const payout = await this.client.fetchPayout(reference);
    return {
      reference: payout.id,
      state: STATES[payout.status],
      utr: payout.utr,
      reason: payout.statusDetails?.description ?? payout.failureReason,
    };
  }

  /**
   * A VPA validation of the UPI id (RazorpayX account validation): valid when it completes with the
   * account `active`. A validation that failed or is still running after the client's bounded wait is
   * not an answer about the UPI id: it is thrown as a retryable RazorpayXError.
   */
  async validateUpiId(address: string): Promise<UpiIdCheck> {
    let fundAccountId: string;
    try {
      const contact = await this.client.createContact(UPI_CHECK_CONTACT);
      fundAccountId = (await this.client.createVpaFundAccount(contact.id, address.trim())).id;
    } catch (error) {
      // A VPA RazorpayX refuses to even hold (malformed) is not a valid UPI id.
      if (error instanceof RazorpayXError && error.status === 400 && error.field?.startsWith('vpa')) {
        return { valid: false };
      }
      throw error;
    }
    const validation = await this.client.validateVpa(fundAccountId);
    if (validation.status === 'completed') {
      return validation.accountStatus === 'active'
        ? { valid: true, registeredName: validation.registeredName }
        : { valid: false };
    }
    throw new RazorpayXError('validate VPA', {
      status: null,
      code: validation.status === 'failed' ? 'VALIDATION_FAILED' : 'VALIDATION_PENDING',
      description: `validation ${validation.id} is ${validation.status}: no answer about the UPI id yet`,
      retryable: true,
    });
  }
}

function endedUnpaid(payout: RazorpayXPayout): boolean {
  return STATES[payout.status] === 'failed' || STATES[payout.status] === 'reversed';
}

/**
 * The seller as a RazorpayX contact: the same details every time, so RazorpayX returns the same
 * contact (a name is required, 3–50 characters; ours is made from the seller's id, which the
 * dashboard can be searched by, and reference_id is that id).
 */
function sellerContact(sellerId: string) {
  return { name: `Seller ${sellerId}`, type: 'vendor', referenceId: sellerId };
}

/** The one contact UPI ids are checked under, before any payout names a seller. */
const UPI_CHECK_CONTACT = { name: 'TicketSetu UPI id check', type: 'vendor', referenceId: 'ticketsetu-upi-id-check' };
