/**
 * The payments port: what the marketplace asks of a payment gateway, in its own words.
 * The adapter (PhonePe Standard Checkout v2) lives in infrastructure/; the built-in sandbox speaks
 * PhonePe's HTTP API, so the same adapter runs in dev, tests and production.
 *
 * Money is integer paise. Amounts and order ids always come from the caller's own records, never
 * from a browser. Errors are the typed ones in payment-errors.ts.
 */

/** An order's state at the gateway. PENDING may still become either of the others. */
export type PaymentState = 'PENDING' | 'COMPLETED' | 'FAILED';

/** A refund's state at the gateway. PENDING and CONFIRMED may still become COMPLETED or FAILED. */
export type RefundState = 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'FAILED';

/** Up to five free-text fields (≤ 256 characters each) that PhonePe echoes in status and webhooks. */
export interface PaymentMetaInfo {
  udf1?: string;
  udf2?: string;
  udf3?: string;
  udf4?: string;
  udf5?: string;
}

export interface CreatePaymentRequest {
  /** Our own id of this payment attempt: ≤ 63 letters, digits, `_` or `-`; unique forever at the gateway. */
  merchantOrderId: string;
  /** Integer paise, at least 100 (₹1). */
  amount: number;
  /** Where the gateway sends the buyer's browser afterwards, whatever the outcome. */
  redirectUrl: string;
  /** The pay page stops accepting payment after this many seconds (PhonePe: 300-3600); then the order FAILS. */
  expireAfterSeconds?: number;
  metaInfo?: PaymentMetaInfo;
}

export interface CreatedPayment {
  /** The gateway's own order id (PhonePe `orderId`, e.g. OMO…). */
  gatewayOrderId: string;
  state: PaymentState;
  expireAt: Date;
  /** The hosted pay page: send the buyer's browser here. */
  payPageUrl: string;
}

/** One payment attempt on an order (PhonePe `paymentDetails[]`). */
export interface PaymentAttempt {
  transactionId: string;
  /** e.g. UPI_INTENT, UPI_COLLECT, CARD, NET_BANKING; null when the gateway does not say. */
  paymentMode: string | null;
  state: string;
  amount: number;
  timestamp: Date | null;
  errorCode: string | null;
  detailedErrorCode: string | null;
}

export interface OrderStatus {
  merchantOrderId: string;
  gatewayOrderId: string;
  state: PaymentState;
  /** The order amount in paise, as the gateway has it: compare it with our own record before moving money. */
  amount: number;
  /** The transaction that completed the order; null unless state is COMPLETED. */
  transactionId: string | null;
  expireAt: Date | null;
  errorCode: string | null;
  detailedErrorCode: string | null;
  metaInfo: PaymentMetaInfo;
  paymentDetails: PaymentAttempt[];
}

export interface RefundRequest {
  /** Our own id of this refund: same rules as a merchantOrderId; reuse it to retry, never to refund twice. */
  merchantRefundId: string;
  originalMerchantOrderId: string;
  /** Integer paise, at least 100 and at most what was captured minus what was already refunded. */
  amount: number;
}

export interface CreatedRefund {
  /** The gateway's own refund id (PhonePe `refundId`, e.g. OMR…). */
  refundId: string;
  state: RefundState;
  amount: number;
}

export interface RefundStatus {
  merchantRefundId: string;
  originalMerchantOrderId: string;
  refundId: string | null;
  state: RefundState;
  amount: number;
  errorCode: string | null;
  detailedErrorCode: string | null;
}

/** An order reached a final state (webhook `checkout.order.completed` / `checkout.order.failed`). */
export interface PaymentOrderEvent {
  kind: 'order';
  /** PhonePe's event name, e.g. `checkout.order.completed`. */
  event: string;
  merchantOrderId: string;
  gatewayOrderId: string;
  state: PaymentState;
  amount: number;
  transactionId: string | null;
  errorCode: string | null;
}

/** A refund reached a final state (webhook `pg.refund.completed` / `pg.refund.failed`). */
export interface PaymentRefundEvent {
  kind: 'refund';
  event: string;
  merchantRefundId: string;
  originalMerchantOrderId: string;
  refundId: string | null;
  state: RefundState;
  amount: number;
  errorCode: string | null;
}

export type PaymentWebhookEvent = PaymentOrderEvent | PaymentRefundEvent;

/**
 * What a webhook turned out to be. `accepted` is authentic and one we act on; `ignored` is authentic
 * but of a kind we do not act on (e.g. `pg.refund.accepted`, a failed attempt on a still-pending order).
 * A webhook is a hint, not proof: confirm with orderStatus before money moves.
 */
export type VerifiedWebhook =
  | { status: 'unauthorized' }
  | { status: 'malformed'; reason: string }
  | { status: 'ignored'; event: string }
  | { status: 'accepted'; event: PaymentWebhookEvent };

export interface PaymentGateway {
  /** Creates an order at the gateway and returns its hosted pay page. */
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /** The order's current state; PaymentNotFound when the gateway has no such order. */
  orderStatus(merchantOrderId: string): Promise<OrderStatus>;
  /** Starts a refund of a COMPLETED order (it completes later: see refundStatus and the refund webhooks). */
  refund(request: RefundRequest): Promise<CreatedRefund>;
  /** The refund's current state; PaymentNotFound when the gateway has no such refund. */
  refundStatus(merchantRefundId: string): Promise<RefundStatus>;
  /** Checks a webhook's Authorization header (constant time) and parses its body. Makes no call. */
  verifyWebhook(authorization: string | undefined, body: unknown): VerifiedWebhook;
}

/** Injection token of the PaymentGateway port. */
export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
