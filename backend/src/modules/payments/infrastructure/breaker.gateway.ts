import { Logger } from '@nestjs/common';
import CircuitBreaker from 'opossum';
import type { BreakerState } from '../../../shared/infrastructure/breakers.js';
import { PaymentGatewayPaused, PaymentGatewayUnavailable } from '../domain/payment-errors.js';
import type {
  CreatedPayment,
  CreatedRefund,
  CreatePaymentRequest,
  OrderStatus,
  PaymentGateway,
  RefundRequest,
  RefundStatus,
  VerifiedWebhook,
} from '../domain/payment-gateway.js';

export interface GatewayBreakerOptions {
  /** How long the breaker stays open before one trial call may go through. */
  resetTimeoutMs: number;
}

/** Calls in the rolling window before failures may open the breaker, and the share of them that must fail. */
const VOLUME_THRESHOLD = 3;
const ERROR_THRESHOLD_PERCENT = 50;
const ROLLING_WINDOW_MS = 30_000;

/**
 * The payment gateway behind an opossum circuit breaker (ADR 50). When at least half of the last
 * calls in 30 s (three at least) found PhonePe unavailable (timeouts, network faults, 5xx), the
 * breaker opens: every call fails at once with PaymentGatewayPaused (Pay answers 503 'Failed to
 * create payment order' instead of each buyer waiting out the timeout), until, after
 * `resetTimeoutMs`, one trial call goes through and closes it again, or opens it for another period.
 * Refusals and 404s are answers, not failures: they never open it. Nothing is retried here, and no
 * call is abandoned while it runs (the client's own timeouts bound each one), so a payment is never
 * started twice. Webhooks arrive whatever the state; their status check meets the breaker like any
 * read, fails with 503 and is delivered again by PhonePe (and by reconciliation), so a payment
 * confirmed meanwhile settles once it is closed, once.
 */
export class BreakerGateway implements PaymentGateway {
  private readonly logger = new Logger('Payments');
  private readonly breaker: CircuitBreaker<[() => Promise<unknown>], unknown>;

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly options: GatewayBreakerOptions,
  ) {
    this.breaker = new CircuitBreaker((call: () => Promise<unknown>) => call(), {
      timeout: false,
      resetTimeout: options.resetTimeoutMs,
      volumeThreshold: VOLUME_THRESHOLD,
      errorThresholdPercentage: ERROR_THRESHOLD_PERCENT,
      rollingCountTimeout: ROLLING_WINDOW_MS,
      errorFilter: (error) => !(error instanceof PaymentGatewayUnavailable),
    });
    this.breaker.on('open', () =>
      this.logger.error(`Payment gateway failing; calls paused for ${options.resetTimeoutMs / 1000} s`),
    );
    this.breaker.on('close', () => this.logger.log('Payment gateway answering again; calls resumed'));
  }

  state(): BreakerState {
    if (this.breaker.opened) return 'open';
    return this.breaker.halfOpen ? 'half_open' : 'closed';
  }

  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
    return this.through(() => this.gateway.createPayment(request));
  }

  orderStatus(merchantOrderId: string): Promise<OrderStatus> {
    return this.through(() => this.gateway.orderStatus(merchantOrderId));
  }

  refund(request: RefundRequest): Promise<CreatedRefund> {
    return this.through(() => this.gateway.refund(request));
  }

  refundStatus(merchantRefundId: string): Promise<RefundStatus> {
    return this.through(() => this.gateway.refundStatus(merchantRefundId));
  }

  /** Checked here, with no call to PhonePe: never paused. */
  verifyWebhook(authorization: string | undefined, body: unknown): VerifiedWebhook {
    return this.gateway.verifyWebhook(authorization, body);
  }

  private async through<T>(call: () => Promise<T>): Promise<T> {
    try {
      return (await this.breaker.fire(call)) as T;
    } catch (error) {
      // Open, or half-open with its one trial already under way: nothing was sent.
      if ((error as { code?: unknown }).code === 'EOPENBREAKER') {
        throw new PaymentGatewayPaused(Math.ceil(this.options.resetTimeoutMs / 1000));
      }
      throw error;
    }
  }

  onApplicationShutdown(): void {
    this.breaker.shutdown();
  }
}
