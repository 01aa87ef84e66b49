import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  isObject,
  isPayoutStatus,
  type RazorpayXPayoutStatus,
  type RazorpayXStatusDetails,
  statusDetailsOf,
  str,
} from './razorpayx-entities.js';

/**
 * RazorpayX webhooks: a POST whose `X-Razorpay-Signature` header is the hex HMAC-SHA256 of the
 * request body, keyed with the webhook's secret (razorpay.com/docs/webhooks/validate-test). The HMAC
 * is over the exact bytes received, so the raw body must be kept: JSON re-serialised by a body
 * parser does not reproduce them. The body is an event envelope
 * `{ entity: 'event', event, contains, payload: { payout: { entity: {...} } }, created_at }`
 * (razorpay.com/docs/webhooks/payouts).
 */

/** The events about a payout's life (razorpay.com/docs/webhooks/payouts); each carries the payout entity. */
export const PAYOUT_WEBHOOK_EVENTS = [
  'payout.pending',
  'payout.rejected',
  'payout.queued',
  'payout.initiated',
  'payout.processed',
  'payout.updated',
  'payout.reversed',
  'payout.failed',
] as const;
export type PayoutWebhookEventName = (typeof PAYOUT_WEBHOOK_EVENTS)[number];

/** The state an event names, where it names one: a payload that disagrees with its event is not trusted. */
const EVENT_STATUS: Partial<Record<PayoutWebhookEventName, RazorpayXPayoutStatus>> = {
  'payout.pending': 'pending',
  'payout.rejected': 'rejected',
  'payout.queued': 'queued',
  'payout.initiated': 'processing',
  'payout.processed': 'processed',
  'payout.reversed': 'reversed',
  'payout.failed': 'failed',
};

export interface PayoutWebhookEvent {
  event: PayoutWebhookEventName;
  /** RazorpayX's payout id (pout_…): the reference dispatch returned. */
  payoutId: string;
  status: RazorpayXPayoutStatus;
  /** Our reference_id: the payout row's id. */
  referenceId: string | null;
  /** Paise. */
  amount: number;
  utr: string | null;
  failureReason: string | null;
  statusDetails: RazorpayXStatusDetails | null;
}

export type VerifiedRazorpayXWebhook =
  | { status: 'unauthorized' }
  | { status: 'malformed'; reason: string }
  /** Signed and well formed, but not about a payout: answer 200 and do nothing. */
  | { status: 'ignored'; event: string }
  | { status: 'accepted'; event: PayoutWebhookEvent };

/** The header value RazorpayX sends for this body and secret. */
export function razorpayXSignature(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** True when the header is the body's signature. Constant-time once the lengths agree (a hex digest's length is public). */
export function isRazorpayXSignatureValid(
  header: string | undefined,
  rawBody: Buffer | string,
  secret: string,
): boolean {
  if (!header || !secret) return false;
  const presented = Buffer.from(header.trim().toLowerCase(), 'utf8');
  const expected = Buffer.from(razorpayXSignature(rawBody, secret), 'utf8');
  if (presented.length !== expected.length) return false;
  return timingSafeEqual(presented, expected);
}

/** Checks the signature over the raw body, then reads the event. Nothing in an unsigned body is looked at. */
export function verifyRazorpayXWebhook(
  signature: string | undefined,
  rawBody: Buffer | string,
  secret: string,
): VerifiedRazorpayXWebhook {
  if (!isRazorpayXSignatureValid(signature, rawBody, secret)) return { status: 'unauthorized' };
  return parseRazorpayXWebhook(rawBody);
}

const isPayoutEvent = (v: string): v is PayoutWebhookEventName =>
  (PAYOUT_WEBHOOK_EVENTS as readonly string[]).includes(v);

/** Reads a (verified) body. Exported for tests; callers use verifyRazorpayXWebhook. */
export function parseRazorpayXWebhook(rawBody: Buffer | string): VerifiedRazorpayXWebhook {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString());
  } catch {
    return { status: 'malformed', reason: 'the body is not JSON' };
  }
  if (!isObject(json) || json.entity !== 'event') return { status: 'malformed', reason: 'not an event' };
  const event = str(json.event);
  if (!event) return { status: 'malformed', reason: 'no event' };
  if (!isPayoutEvent(event)) return { status: 'ignored', event };

  const entity = isObject(json.payload) && isObject(json.payload.payout) ? json.payload.payout.entity : null;
  if (!isObject(entity)) return { status: 'malformed', reason: `${event} without payload.payout.entity` };
  const payoutId = str(entity.id);
  const status = entity.status;
  const amount = entity.amount;
  if (!payoutId || !isPayoutStatus(status) || typeof amount !== 'number' || !Number.isSafeInteger(amount)) {
    return { status: 'malformed', reason: 'a payout needs id, a known status and an integer amount' };
  }
  const expected = EVENT_STATUS[event];
  if (expected && status !== expected)
    return { status: 'malformed', reason: `status ${status} does not match ${event}` };
  return {
    status: 'accepted',
    event: {
      event,
      payoutId,
      status,
      referenceId: str(entity.reference_id),
      amount,
      utr: str(entity.utr),
      failureReason: str(entity.failure_reason),
      statusDetails: statusDetailsOf(entity.status_details),
    },
  };
}
