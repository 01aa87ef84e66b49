/**
 * The sandbox's answers, in the shapes PhonePe documents (developer.phonepe.com Standard Checkout
 * API reference, and the fixtures of PhonePe's own SDK tests). Rows come from sandbox-store.ts.
 */

export interface SandboxReply {
  status: number;
  body: unknown;
}

export interface OrderRow {
  merchant_order_id: string;
  order_id: string;
  merchant_id: string;
  amount: string | number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  redirect_url: string | null;
  meta_info: Record<string, string>;
  expire_at: Date;
  refunds_fail: boolean;
  transaction_id: string | null;
  payment_mode: string | null;
  error_code: string | null;
  detailed_error_code: string | null;
  attempted_at: Date | null;
  created_at: Date;
}

export interface RefundRow {
  merchant_refund_id: string;
  refund_id: string;
  merchant_order_id: string;
  merchant_id: string;
  amount: string | number;
  state: 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'FAILED';
  transaction_id: string | null;
  error_code: string | null;
  detailed_error_code: string | null;
  updated_at: Date;
}

/** PG API errors: `{ success: false, code, message, data }`. */
export function pgError(
  status: number,
  code: string,
  message: string,
  data: Record<string, unknown> = {},
): SandboxReply {
  return { status, body: { success: false, code, message, data } };
}

/** A request that breaks a documented rule: PhonePe's generic BAD_REQUEST, the rule in `data`. */
export function badRequest(reason: string): SandboxReply {
  return pgError(400, 'BAD_REQUEST', 'Please check the inputs you have provided.', { errorDescription: reason });
}

/** A missing, unknown or expired O-Bearer token. */
export const UNAUTHORIZED: SandboxReply = { status: 401, body: { errorCode: 'PR004', message: 'Unauthorized' } };

/** The OAuth service's refusal of a client id / secret / version. */
export const INVALID_CLIENT: SandboxReply = {
  status: 401,
  body: {
    errorCode: 'OIM000',
    code: 'INVALID_CLIENT',
    message: 'Bad Request: Invalid Client',
    context: { error_description: 'Client authentication failure' },
  },
};

const amountOf = (row: { amount: string | number }) => Number(row.amount);

type Raw = Record<string, unknown>;
/** The driver hands timestamps over as text and bigint as a string: rows are normalized once, here. */
const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
const dateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : date(v));

export function toOrder(raw: Raw): OrderRow {
  const row = raw as unknown as OrderRow;
  return {
    ...row,
    amount: Number(row.amount),
    meta_info: (typeof raw.meta_info === 'string' ? JSON.parse(raw.meta_info) : raw.meta_info) ?? {},
    expire_at: date(raw.expire_at),
    attempted_at: dateOrNull(raw.attempted_at),
    created_at: date(raw.created_at),
  };
}

export function toRefund(raw: Raw): RefundRow {
  const row = raw as unknown as RefundRow;
  return { ...row, amount: Number(row.amount), updated_at: date(raw.updated_at) };
}

/** One simulated UPI payment of the whole amount (what the pay page's Pay or Fail produced). */
function attempt(order: OrderRow) {
  if (!order.transaction_id || !order.attempted_at) return [];
  const completed = order.state === 'COMPLETED';
  return [
    {
      paymentMode: order.payment_mode ?? 'UPI_INTENT',
      transactionId: order.transaction_id,
      timestamp: order.attempted_at.getTime(),
      amount: amountOf(order),
      payableAmount: amountOf(order),
      feeAmount: 0,
      state: completed ? 'COMPLETED' : 'FAILED',
      ...(completed ? {} : { errorCode: order.error_code, detailedErrorCode: order.detailed_error_code }),
      splitInstruments: [
        {
          amount: amountOf(order),
          rail: { type: 'UPI', utr: utrOf(order.transaction_id), upiTransactionId: `SBX${order.transaction_id}` },
          instrument: { type: 'ACCOUNT', maskedAccountNumber: 'XXXXXXX1234', accountType: 'SAVINGS' },
        },
      ],
    },
  ];
}

/** A 12-digit UTR derived from the transaction id, stable for the same payment. */
function utrOf(transactionId: string): string {
  return transactionId.replace(/\D/g, '').slice(-12).padStart(12, '0');
}

/** GET /checkout/v2/order/{merchantOrderId}/status */
export function orderStatusBody(order: OrderRow) {
  return {
    merchantId: order.merchant_id,
    merchantOrderId: order.merchant_order_id,
    orderId: order.order_id,
    state: order.state,
    amount: amountOf(order),
    payableAmount: amountOf(order),
    feeAmount: 0,
    expireAt: order.expire_at.getTime(),
    ...(order.state === 'FAILED' ? { errorCode: order.error_code, detailedErrorCode: order.detailed_error_code } : {}),
    metaInfo: order.meta_info,
    paymentDetails: attempt(order),
  };
}

/** The webhook PhonePe sends when an order reaches COMPLETED or FAILED. */
export function orderWebhookBody(order: OrderRow) {
  const completed = order.state === 'COMPLETED';
  return {
    event: completed ? 'checkout.order.completed' : 'checkout.order.failed',
    type: completed ? 'CHECKOUT_ORDER_COMPLETED' : 'CHECKOUT_ORDER_FAILED',
    payload: {
      merchantId: order.merchant_id,
      merchantOrderId: order.merchant_order_id,
      orderId: order.order_id,
      state: order.state,
      amount: amountOf(order),
      expireAt: order.expire_at.getTime(),
      ...(completed ? {} : { errorCode: order.error_code, detailedErrorCode: order.detailed_error_code }),
      metaInfo: order.meta_info,
      paymentDetails: attempt(order),
    },
  };
}

function refundPayload(refund: RefundRow) {
  const final = refund.state === 'COMPLETED' || refund.state === 'FAILED';
  return {
    merchantId: refund.merchant_id,
    merchantRefundId: refund.merchant_refund_id,
    originalMerchantOrderId: refund.merchant_order_id,
    refundId: refund.refund_id,
    amount: amountOf(refund),
    state: refund.state,
    timestamp: refund.updated_at.getTime(),
    ...(refund.state === 'FAILED'
      ? { errorCode: refund.error_code, detailedErrorCode: refund.detailed_error_code }
      : {}),
    paymentDetails:
      final && refund.transaction_id
        ? [
            {
              transactionId: refund.transaction_id,
              paymentMode: 'UPI_INTENT',
              timestamp: refund.updated_at.getTime(),
              amount: amountOf(refund),
              state: refund.state,
              ...(refund.state === 'FAILED' ? { errorCode: refund.error_code } : {}),
              splitInstruments: [
                {
                  amount: amountOf(refund),
                  rail: { type: 'UPI', utr: utrOf(refund.transaction_id) },
                  instrument: { type: 'ACCOUNT', maskedAccountNumber: 'XXXXXXX1234', accountType: 'SAVINGS' },
                },
              ],
            },
          ]
        : [],
  };
}

/** GET /payments/v2/refund/{merchantRefundId}/status */
export function refundStatusBody(refund: RefundRow) {
  return refundPayload(refund);
}

/** The webhook PhonePe sends when a refund reaches COMPLETED or FAILED. */
export function refundWebhookBody(refund: RefundRow) {
  const completed = refund.state === 'COMPLETED';
  return {
    event: completed ? 'pg.refund.completed' : 'pg.refund.failed',
    type: completed ? 'PG_REFUND_COMPLETED' : 'PG_REFUND_FAILED',
    payload: refundPayload(refund),
  };
}
