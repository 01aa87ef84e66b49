/**
 * Every way a gateway call can fail, as types a caller can branch on:
 * - PaymentGatewayUnavailable: nobody answered in time, or the gateway broke (network, timeout,
 *   5xx, 429, an answer we cannot read, payments not configured). The outcome is unknown: answer
 *   503 and keep the order pending; reconciliation asks again later.
 * - PaymentGatewayPaused (a PaymentGatewayUnavailable): the breaker is open; nothing was sent.
 * - PaymentGatewayRejected: the gateway answered 4xx; it carries PhonePe's status, code and message.
 * - PaymentNotFound (a PaymentGatewayRejected): the gateway has no such order or refund.
 * - InvalidPaymentRequest: our own request broke a gateway rule; nothing was sent (a bug upstream).
 */
export abstract class PaymentGatewayError extends Error {
  abstract readonly code: string;
}

export class PaymentGatewayUnavailable extends PaymentGatewayError {
  readonly code = 'PAYMENT_GATEWAY_UNAVAILABLE';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentGatewayUnavailable';
  }
}

/**
 * The gateway's circuit breaker is open after repeated failures: nothing was sent, so the outcome is
 * known (no order at the gateway). Answer 503 at once; the breaker lets a trial through later.
 */
export class PaymentGatewayPaused extends PaymentGatewayUnavailable {
  constructor(readonly retryAfterSeconds: number) {
    super('PhonePe is failing: calls paused by its circuit breaker');
    this.name = 'PaymentGatewayPaused';
  }
}

export class PaymentGatewayRejected extends PaymentGatewayError {
  constructor(
    /** The gateway's HTTP status (4xx). */
    readonly httpStatus: number,
    /** The gateway's error code, e.g. BAD_REQUEST, INVALID_CLIENT, ORDER_NOT_FOUND. */
    readonly code: string,
    /** The gateway's own message. */
    message: string,
    /** Whatever detail the gateway added (PhonePe `data` / `context`). */
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'PaymentGatewayRejected';
  }
}

export class PaymentNotFound extends PaymentGatewayRejected {
  constructor(code: string, message: string, data: Record<string, unknown> = {}) {
    super(404, code, message, data);
    this.name = 'PaymentNotFound';
  }
}

export class InvalidPaymentRequest extends PaymentGatewayError {
  readonly code = 'INVALID_PAYMENT_REQUEST';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidPaymentRequest';
  }
}
