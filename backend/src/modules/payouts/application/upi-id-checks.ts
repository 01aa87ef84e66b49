import { Inject, Injectable, Logger } from '@nestjs/common';
import { UpiIdConfirmations } from '../../../shared/infrastructure/upi-id-confirmations.js';
import { PAYOUT_MESSAGES as m, PayoutError } from '../domain/payout-errors.js';
import { PAYOUT_PROVIDER, type PayoutProvider, type UpiIdCheck } from '../domain/payout-provider.js';

/** The answer to "whose is this UPI id?" (ADR 45). */
export interface UpiIdCheckResult {
  /** As given, without surrounding spaces. */
  upiId: string;
  /** Whether names are checked at all: false with manual payouts, and then the rest is null. */
  namesChecked: boolean;
  /** The name the bank has for the id (null when names are not checked, or the bank gave none). */
  registeredName: string | null;
  /** The seller's proof of having seen that name, for saving the id on the profile or a listing. */
  confirmation: string | null;
  expiresAt: Date | null;
}

/**
 * Before a seller's UPI id is saved, the payouts provider is asked whether it exists and to whom it is
 * registered; the seller then confirms the name is theirs with the signed confirmation this returns.
 * Without a provider that can ask (manual payouts) nothing is checked, as before.
 */
@Injectable()
export class UpiIdChecks {
  private readonly logger = new Logger('UpiIdChecks');

  constructor(
    @Inject(PAYOUT_PROVIDER) private readonly provider: PayoutProvider,
    private readonly confirmations: UpiIdConfirmations,
  ) {}

  async check(userId: string, given: string): Promise<UpiIdCheckResult> {
    const upiId = given.trim();
    if (!this.confirmations.required) {
      return { upiId, namesChecked: false, registeredName: null, confirmation: null, expiresAt: null };
    }
    const answer = await this.askProvider(upiId);
    if (!answer.valid) throw new PayoutError('PAYOUT_INVALID', m.upiIdNotFound, 'upiId');
    const { token, expiresAt } = this.confirmations.issue({ userId, upiId, registeredName: answer.registeredName });
    return { upiId, namesChecked: true, registeredName: answer.registeredName, confirmation: token, expiresAt };
  }

  /** The provider's word; any failure to get it (down, slow, refusing the check) is "try again later". */
  private async askProvider(upiId: string): Promise<UpiIdCheck> {
    if (!this.provider.validateUpiId) {
      // Names are checked exactly when PAYOUT_PROVIDER is one that can: this would be a wiring mistake.
      throw new Error(`The ${this.provider.name} payout provider cannot check UPI ids`);
    }
    try {
      return await this.provider.validateUpiId(upiId);
    } catch (error) {
      this.logger.warn(`UPI id check failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new PayoutError('PAYOUT_PROVIDER_UNAVAILABLE', m.upiIdCheckUnavailable);
    }
  }
}
