import { setTimeout as sleep } from 'node:timers/promises';
import {
  InvalidPaymentRequest,
  PaymentGatewayRejected,
  PaymentGatewayUnavailable,
  PaymentNotFound,
} from '../domain/payment-errors.js';
import type {
  CreatedPayment,
  CreatedRefund,
  CreatePaymentRequest,
  OrderStatus,
  PaymentAttempt,
  PaymentGateway,
  PaymentMetaInfo,
  PaymentState,
  RefundRequest,
  RefundState,
  RefundStatus,
  VerifiedWebhook,
} from '../domain/payment-gateway.js';
import {
  amountProblem,
  expireAfterProblem,
  merchantIdProblem,
  metaInfoProblem,
  redirectUrlProblem,
  UDF_FIELDS,
} from '../domain/payment-rules.js';
import { type CachedToken, PhonePeTokenCache } from './phonepe-token-cache.js';
import { verifyPhonePeWebhook } from './phonepe-webhook.js';

export interface PhonePeGatewayOptions {
  /**
   * Base URL of PhonePe's OAuth service (UAT …/apis/pg-sandbox, production …/apis/identity-manager)
   * and of its PG API (UAT …/apis/pg-sandbox, production …/apis/pg). Functions, because the built-in
   * sandbox's address is known only once the app listens; they throw PaymentGatewayUnavailable until then.
   */
  authBaseUrl: () => string;
  pgBaseUrl: () => string;
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  webhookUsername: string;
  webhookPassword: string;
  /** Per attempt, including reading the answer. */
  timeoutMs?: number;
  /** Attempts for idempotent reads (order and refund status); writes are sent once. */
  readAttempts?: number;
  /** Pause before the n-th retry of a read, in ms. */
  retryDelayMs?: (retry: number) => number;
  /** Epoch milliseconds; decides when the cached token is stale. */
  now?: () => number;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);
/** PhonePe documents epoch milliseconds; a value that can only be seconds is read as seconds. */
const epoch = (v: unknown): Date | null => {
  const n = int(v);
  if (n === null) return null;
  return new Date(n < 100_000_000_000 ? n * 1000 : n);
};

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Safe to send again when the first try's outcome is unknown. */
  idempotent: boolean;
  /** For messages: "create payment", "order status", ... */
  what: string;
}

class Unreadable extends Error {}

/**
 * A client of PhonePe's published Standard Checkout v2 API (fetch, no SDK): OAuth client-credentials
 * token cached until shortly before `expires_at` and refreshed once after a 401, pay, order status,
 * refund and refund status, each call under a timeout, reads retried a bounded number of times.
 */
export class PhonePeGateway implements PaymentGateway {
  private readonly tokens: PhonePeTokenCache;
  private readonly timeoutMs: number;
  private readonly readAttempts: number;
  private readonly retryDelayMs: (retry: number) => number;

  constructor(private readonly options: PhonePeGatewayOptions) {
    this.tokens = new PhonePeTokenCache(options.now ?? Date.now);
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.readAttempts = Math.max(1, options.readAttempts ?? 3);
    this.retryDelayMs = options.retryDelayMs ?? ((retry) => 200 * retry);
  }

  async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
    const problem =
      merchantIdProblem(request.merchantOrderId) ??
      amountProblem(request.amount) ??
      redirectUrlProblem(request.redirectUrl) ??
      expireAfterProblem(request.expireAfterSeconds) ??
      metaInfoProblem(request.metaInfo);
    if (problem) throw new InvalidPaymentRequest(problem);

    const body: Json = {
      merchantOrderId: request.merchantOrderId,
      amount: request.amount,
      paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: request.redirectUrl } },
    };
    if (request.expireAfterSeconds !== undefined) body.expireAfter = request.expireAfterSeconds;
    if (request.metaInfo) body.metaInfo = pickUdfs(request.metaInfo);

    // A write is sent once: if its answer is lost we cannot know whether PhonePe made the order.
    const json = await this.call({ method: 'POST', path: '/checkout/v2/pay', body, idempotent: false, what: 'pay' });
    const gatewayOrderId = str(json.orderId);
    const payPageUrl = str(json.redirectUrl);
    const expireAt = epoch(json.expireAt);
    if (!gatewayOrderId || !payPageUrl || !expireAt)
      throw unreadable('pay', 'orderId, redirectUrl or expireAt missing');
    return { gatewayOrderId, state: orderState(json.state), expireAt, payPageUrl };
  }

  async orderStatus(merchantOrderId: string): Promise<OrderStatus> {
    const problem = merchantIdProblem(merchantOrderId);
    if (problem) throw new InvalidPaymentRequest(problem);
    const json = await this.call({
      method: 'GET',
      // details=true: every attempt, so the completing transaction is always among them.
      path: `/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status?details=true`,
      idempotent: true,
      what: 'order status',
    });
    const gatewayOrderId = str(json.orderId);
    const amount = int(json.amount);
    if (!gatewayOrderId || amount === null || !str(json.state)) {
      throw unreadable('order status', 'orderId, state or amount missing');
    }
    const state = orderState(json.state);
    const paymentDetails = (Array.isArray(json.paymentDetails) ? json.paymentDetails : [])
      .filter(isObject)
      .map(attempt);
    const completed = paymentDetails.filter((p) => p.state === 'COMPLETED').at(-1);
    return {
      merchantOrderId: str(json.merchantOrderId) ?? merchantOrderId,
      gatewayOrderId,
      state,
      amount,
      transactionId: state === 'COMPLETED' ? (completed?.transactionId ?? null) : null,
      expireAt: epoch(json.expireAt),
      errorCode: str(json.errorCode),
      detailedErrorCode: str(json.detailedErrorCode),
      metaInfo: isObject(json.metaInfo) ? pickUdfs(json.metaInfo as PaymentMetaInfo) : {},
      paymentDetails,
    };
  }

  async refund(request: RefundRequest): Promise<CreatedRefund> {
    const problem =
      merchantIdProblem(request.merchantRefundId, 'merchantRefundId') ??
      merchantIdProblem(request.originalMerchantOrderId, 'originalMerchantOrderId') ??
      amountProblem(request.amount);
    if (problem) throw new InvalidPaymentRequest(problem);
    const json = await this.call({
      method: 'POST',
      path: '/payments/v2/refund',
      body: {
        merchantRefundId: request.merchantRefundId,
        originalMerchantOrderId: request.originalMerchantOrderId,
        amount: request.amount,
      },
      idempotent: false,
      what: 'refund',
    });
    const refundId = str(json.refundId);
    if (!refundId || !str(json.state)) throw unreadable('refund', 'refundId or state missing');
    return { refundId, state: refundState(json.state), amount: int(json.amount) ?? request.amount };
  }

  async refundStatus(merchantRefundId: string): Promise<RefundStatus> {
    const problem = merchantIdProblem(merchantRefundId, 'merchantRefundId');
    if (problem) throw new InvalidPaymentRequest(problem);
    const json = await this.call({
      method: 'GET',
      path: `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`,
      idempotent: true,
      what: 'refund status',
    });
    const amount = int(json.amount);
    if (!str(json.state) || amount === null) throw unreadable('refund status', 'state or amount missing');
    return {
      merchantRefundId: str(json.merchantRefundId) ?? merchantRefundId,
      originalMerchantOrderId: str(json.originalMerchantOrderId) ?? '',
      refundId: str(json.refundId),
      state: refundState(json.state),
      amount,
      errorCode: str(json.errorCode),
      detailedErrorCode: str(json.detailedErrorCode),
    };
  }

  verifyWebhook(authorization: string | undefined, body: unknown): VerifiedWebhook {
    return verifyPhonePeWebhook(authorization, body, {
      username: this.options.webhookUsername,
      password: this.options.webhookPassword,
    });
  }

  /** One PG API call with the cached token; a 401 refreshes the token and tries once more. */
  private async call(call: Call): Promise<Json> {
    let refreshedAfter401 = false;
    for (let attempt = 1; ; attempt += 1) {
      const token = await this.tokens.get(() => this.fetchToken());
      const url = joinUrl(this.options.pgBaseUrl(), call.path);
      const headers: Record<string, string> = { accept: 'application/json', authorization: token.authorization };
      if (call.body !== undefined) headers['content-type'] = 'application/json';
      const retry = call.idempotent && attempt < this.readAttempts;
      let status: number;
      let json: unknown;
      try {
        ({ status, json } = await this.send(url, {
          method: call.method,
          headers,
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
        }));
      } catch (error) {
        if (retry) {
          await sleep(this.retryDelayMs(attempt));
          continue;
        }
        throw unavailable(call.what, error);
      }
      if (status === 401 && !refreshedAfter401) {
        // The token died early (revoked, or PhonePe's clock disagrees): fetch a new one, once.
        this.tokens.invalidate(token);
        refreshedAfter401 = true;
        attempt -= 1;
        continue;
      }
      if (status >= 500 || status === 429) {
        if (retry) {
          await sleep(this.retryDelayMs(attempt));
          continue;
        }
        throw new PaymentGatewayUnavailable(`PhonePe ${call.what} answered HTTP ${status}`);
      }
      if (status >= 200 && status < 300) {
        if (!isObject(json)) throw unreadable(call.what, 'not a JSON object');
        return json;
      }
      throw rejection(status, json);
    }
  }

  /** POST /v1/oauth/token with the client credentials (form body). Never retried: it is cheap to ask again. */
  private async fetchToken(): Promise<CachedToken> {
    const form = new URLSearchParams({
      client_id: this.options.clientId,
      client_version: String(this.options.clientVersion),
      client_secret: this.options.clientSecret,
      grant_type: 'client_credentials',
    });
    let status: number;
    let json: unknown;
    try {
      ({ status, json } = await this.send(joinUrl(this.options.authBaseUrl(), '/v1/oauth/token'), {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      }));
    } catch (error) {
      throw unavailable('token', error);
    }
    if (status >= 500 || status === 429) throw new PaymentGatewayUnavailable(`PhonePe token answered HTTP ${status}`);
    if (status < 200 || status >= 300) throw rejection(status, json);
    if (!isObject(json)) throw unreadable('token', 'not a JSON object');
    const accessToken = str(json.access_token);
    const expiresAtRaw = int(json.expires_at);
    if (!accessToken || expiresAtRaw === null) throw unreadable('token', 'access_token or expires_at missing');
    const seconds = (n: number) => (n > 100_000_000_000 ? Math.floor(n / 1000) : n);
    const nowSeconds = Math.floor((this.options.now ?? Date.now)() / 1000);
    return {
      authorization: `${str(json.token_type) ?? 'O-Bearer'} ${accessToken}`,
      issuedAt: seconds(int(json.issued_at) ?? nowSeconds),
      expiresAt: seconds(expiresAtRaw),
    };
  }

  /** Sends one request and reads its JSON answer, all under the timeout. Network faults throw. */
  private async send(url: string, init: RequestInit): Promise<{ status: number; json: unknown }> {
    const response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(this.timeoutMs) });
    const text = await response.text();
    if (!text) return { status: response.status, json: null };
    try {
      return { status: response.status, json: JSON.parse(text) };
    } catch {
      // A 5xx page from a proxy is HTML: keep the status, there is no body to read.
      if (response.status >= 500 || response.status === 429) return { status: response.status, json: null };
      throw new Unreadable(`HTTP ${response.status} with a body that is not JSON`);
    }
  }
}

function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + path;
}

function unavailable(what: string, error: unknown): PaymentGatewayUnavailable {
  // By name: fetch rejects with a DOMException, which is not always an instance of this realm's Error.
  const name = (error as { name?: unknown } | null)?.name;
  const reason =
    name === 'TimeoutError' || name === 'AbortError'
      ? 'timed out'
      : error instanceof Unreadable
        ? error.message
        : 'could not be reached';
  return new PaymentGatewayUnavailable(`PhonePe ${what} ${reason}`, { cause: error });
}

function unreadable(what: string, detail: string): PaymentGatewayUnavailable {
  return new PaymentGatewayUnavailable(`PhonePe ${what} answered something unexpected: ${detail}`);
}

/** PhonePe's error bodies: `{ success, code, message, data }` (PG API) or `{ errorCode, code, message, context }` (OAuth). */
function rejection(status: number, json: unknown): PaymentGatewayRejected {
  const body = isObject(json) ? json : {};
  const code = str(body.code) ?? str(body.errorCode) ?? `HTTP_${status}`;
  const message = str(body.message) ?? `PhonePe answered HTTP ${status}`;
  const detail = isObject(body.data) ? body.data : isObject(body.context) ? body.context : {};
  return status === 404
    ? new PaymentNotFound(code, message, detail)
    : new PaymentGatewayRejected(status, code, message, detail);
}

/** PENDING unless PhonePe says COMPLETED or FAILED (EXPIRED is a failure): nothing settles on a guess. */
function orderState(value: unknown): PaymentState {
  if (value === 'COMPLETED') return 'COMPLETED';
  if (value === 'FAILED' || value === 'EXPIRED') return 'FAILED';
  return 'PENDING';
}

function refundState(value: unknown): RefundState {
  return value === 'CONFIRMED' || value === 'COMPLETED' || value === 'FAILED' ? value : 'PENDING';
}

function attempt(json: Json): PaymentAttempt {
  return {
    transactionId: str(json.transactionId) ?? '',
    paymentMode: str(json.paymentMode),
    state: str(json.state) ?? 'PENDING',
    amount: int(json.amount) ?? 0,
    timestamp: epoch(json.timestamp),
    errorCode: str(json.errorCode),
    detailedErrorCode: str(json.detailedErrorCode),
  };
}

function pickUdfs(meta: PaymentMetaInfo): PaymentMetaInfo {
  const picked: PaymentMetaInfo = {};
  for (const field of UDF_FIELDS) {
    const value = meta[field];
    if (typeof value === 'string') picked[field] = value;
  }
  return picked;
}
