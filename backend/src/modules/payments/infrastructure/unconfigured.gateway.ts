import { PaymentGatewayUnavailable } from '../domain/payment-errors.js';
import type { PaymentGateway, VerifiedWebhook } from '../domain/payment-gateway.js';

/**
 * Production with no PHONEPE_ENV: the sandbox may not run there and no real credentials were given.
 * Every call fails as "unavailable" (checkout answers 503, nothing is charged) and every webhook is
 * refused, until PHONEPE_ENV=uat|production and its credentials are set. Start-up logs a warning.
 */
export class UnconfiguredGateway implements PaymentGateway {
  private async fail(): Promise<never> {
    throw new PaymentGatewayUnavailable('PhonePe is not configured: set PHONEPE_ENV and its credentials');
  }
  createPayment(): Promise<never> {
    return this.fail();
  }
  orderStatus(): Promise<never> {
    return this.fail();
  }
  refund(): Promise<never> {
    return this.fail();
  }
  refundStatus(): Promise<never> {
    return this.fail();
  }
  verifyWebhook(): VerifiedWebhook {
    return { status: 'unauthorized' };
  }
}
