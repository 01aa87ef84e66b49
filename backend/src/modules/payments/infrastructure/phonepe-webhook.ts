import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentState, PaymentWebhookEvent, RefundState, VerifiedWebhook } from '../domain/payment-gateway.js';

/**
 * PhonePe webhooks (S2S callbacks): PhonePe sends `Authorization: SHA256(username:password)` (hex),
 * the username and password being the ones configured for the webhook on PhonePe's dashboard, and
 * a JSON body `{ event, payload }` (older bodies carry `type`, e.g. CHECKOUT_ORDER_COMPLETED, which
 * PhonePe says will be retired: `event` wins when both are there).
 */

/** The Authorization header value PhonePe sends for these webhook credentials. */
export function webhookAuthorization(username: string, password: string): string {
  return createHash('sha256').update(`${username}:${password}`).digest('hex');
}

/**
 * True when the header carries the expected value. Both sides are hashed first so the compare is
 * constant-time whatever the header's length, and the header's case or surrounding spaces do not
 * matter (hex digests only). An optional "SHA256 " prefix is tolerated.
 */
export function isWebhookAuthorized(header: string | undefined, username: string, password: string): boolean {
  if (!header || !username || !password) return false;
  const presented = header
    .trim()
    .replace(/^sha256\s+/i, '')
    .toLowerCase();
  const expected = webhookAuthorization(username, password);
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Legacy `type` values and the `event` names they stand for. */
const LEGACY_TYPES: Record<string, string> = {
  CHECKOUT_ORDER_COMPLETED: 'checkout.order.completed',
  CHECKOUT_ORDER_FAILED: 'checkout.order.failed',
  CHECKOUT_TRANSACTION_ATTEMPT_FAILED: 'checkout.transaction.attempt.failed',
  PG_ORDER_COMPLETED: 'pg.order.completed',
  PG_ORDER_FAILED: 'pg.order.failed',
  PG_TRANSACTION_ATTEMPT_FAILED: 'pg.transaction.attempt.failed',
  PG_REFUND_ACCEPTED: 'pg.refund.accepted',
  PG_REFUND_COMPLETED: 'pg.refund.completed',
  PG_REFUND_FAILED: 'pg.refund.failed',
};

/** The events that report a final state, and that state. (pg.order.* is the custom-checkout twin.) */
const ORDER_EVENTS: Record<string, PaymentState> = {
  'checkout.order.completed': 'COMPLETED',
  'checkout.order.failed': 'FAILED',
  'pg.order.completed': 'COMPLETED',
  'pg.order.failed': 'FAILED',
};
const REFUND_EVENTS: Record<string, RefundState> = {
  'pg.refund.completed': 'COMPLETED',
  'pg.refund.failed': 'FAILED',
};

/** The events the webhook acts on; any other is answered 200 and ignored. */
export const HANDLED_WEBHOOK_EVENTS = [...Object.keys(ORDER_EVENTS), ...Object.keys(REFUND_EVENTS)];
export const LEGACY_WEBHOOK_TYPES = Object.keys(LEGACY_TYPES);

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);

/** Verifies a webhook's Authorization, then reads its body (a parsed object or the raw JSON text). */
export function verifyPhonePeWebhook(
  authorization: string | undefined,
  body: unknown,
  credentials: { username: string; password: string },
): VerifiedWebhook {
  if (!isWebhookAuthorized(authorization, credentials.username, credentials.password)) {
    return { status: 'unauthorized' };
  }
  return parsePhonePeWebhook(body);
}

export function parsePhonePeWebhook(body: unknown): VerifiedWebhook {
  let json: unknown = body;
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    try {
      json = JSON.parse(body.toString());
    } catch {
      return { status: 'malformed', reason: 'the body is not JSON' };
    }
  }
  if (!isObject(json)) return { status: 'malformed', reason: 'the body is not a JSON object' };
  const event = str(json.event) ?? LEGACY_TYPES[str(json.type) ?? ''] ?? str(json.type);
  if (!event) return { status: 'malformed', reason: 'no event' };
  const payload = json.payload;
  if (!isObject(payload)) return { status: 'malformed', reason: 'no payload' };

  const orderState = ORDER_EVENTS[event];
  if (orderState) {
    const merchantOrderId = str(payload.merchantOrderId);
    const gatewayOrderId = str(payload.orderId);
    const amount = int(payload.amount);
    if (!merchantOrderId || !gatewayOrderId || amount === null) {
      return { status: 'malformed', reason: 'an order event needs merchantOrderId, orderId and amount' };
    }
    // PhonePe: rely on payload.state. A body whose state disagrees with its event name is not trusted.
    if (str(payload.state) !== orderState) return { status: 'malformed', reason: `state does not match ${event}` };
    const details = Array.isArray(payload.paymentDetails) ? payload.paymentDetails.filter(isObject) : [];
    const completed = details.find((d) => d.state === 'COMPLETED');
    const event_: PaymentWebhookEvent = {
      kind: 'order',
      event,
      merchantOrderId,
      gatewayOrderId,
      state: orderState,
      amount,
      transactionId: orderState === 'COMPLETED' ? str(completed?.transactionId) : null,
      errorCode: str(payload.errorCode),
    };
    return { status: 'accepted', event: event_ };
  }

  const refundState = REFUND_EVENTS[event];
  if (refundState) {
    const merchantRefundId = str(payload.merchantRefundId);
    const originalMerchantOrderId = str(payload.originalMerchantOrderId);
    const amount = int(payload.amount);
    if (!merchantRefundId || !originalMerchantOrderId || amount === null) {
      return {
        status: 'malformed',
        reason: 'a refund event needs merchantRefundId, originalMerchantOrderId and amount',
      };
    }
    if (str(payload.state) !== refundState) return { status: 'malformed', reason: `state does not match ${event}` };
    return {
      status: 'accepted',
      event: {
        kind: 'refund',
        event,
        merchantRefundId,
        originalMerchantOrderId,
        refundId: str(payload.refundId),
        state: refundState,
        amount,
        errorCode: str(payload.errorCode),
      },
    };
  }
  return { status: 'ignored', event };
}
