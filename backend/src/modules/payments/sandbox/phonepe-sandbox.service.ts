import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { localOrigin } from '../../../shared/http/browser-origin.js';
import {
  amountProblem,
  DEFAULT_EXPIRE_AFTER_SECONDS,
  expireAfterProblem,
  merchantIdProblem,
  metaInfoProblem,
  redirectUrlProblem,
  UDF_FIELDS,
} from '../domain/payment-rules.js';
import { PHONEPE_SETTINGS, type PhonePeSettings, SANDBOX_ROUTE } from '../infrastructure/phonepe-settings.js';
import {
  badRequest,
  INVALID_CLIENT,
  type OrderRow,
  orderStatusBody,
  orderWebhookBody,
  pgError,
  refundStatusBody,
  refundWebhookBody,
  type SandboxReply,
  toOrder,
  toRefund,
} from './sandbox-wire.js';

/** Lifetime of a sandbox access token (PhonePe's tokens live longer; an hour exercises refreshing). */
export const SANDBOX_TOKEN_SECONDS = 3600;

type Tx = EntityManager;
type Json = Record<string, unknown>;
type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Constant-time equality of two strings of any length. */
function same(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

/** PhonePe-like ids: a prefix, the time (yyMMddHHmmss, UTC) and random digits, e.g. OMO2411281510176245053157. */
function gatewayId(prefix: string, now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(2, 14);
  return `${prefix}${stamp}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

export type PayPageAction = 'pay' | 'fail' | 'pending';

const duplicateRefund = pgError(400, 'INVALID_TRANSACTION_ID', 'Duplicate merchantRefundId', {
  errorDescription: 'merchantRefundId was used before; ask for its status instead',
});

/** What the pay page shows or does after a decision. */
export type PayPageOutcome =
  { kind: 'not-found' } | { kind: 'redirect'; url: string } | { kind: 'page'; order: OrderRow };

/**
 * The built-in PhonePe sandbox: PhonePe's Standard Checkout v2 endpoints answered from PostgreSQL
 * (so it survives restarts and serves any number of replicas), plus the state changes behind its
 * pay page. Every final state change writes its webhook to `phonepe_sandbox_webhooks` in the same
 * transaction; the worker delivers them with retries. Never constructed in production.
 */
@Injectable()
export class PhonePeSandbox {
  constructor(
    private readonly em: EntityManager,
    @Inject(PHONEPE_SETTINGS) private readonly settings: PhonePeSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** POST /v1/oauth/token (form body: client_id, client_version, client_secret, grant_type). */
  async issueToken(form: unknown): Promise<SandboxReply> {
    const f = isObject(form) ? form : {};
    if (f.grant_type !== 'client_credentials') {
      return {
        status: 400,
        body: { code: 'INVALID_REQUEST', message: 'Bad Request: grant_type must be client_credentials', context: {} },
      };
    }
    const valid =
      same(String(f.client_id ?? ''), this.settings.clientId) &&
      same(String(f.client_secret ?? ''), this.settings.clientSecret) &&
      String(f.client_version ?? '') === String(this.settings.clientVersion);
    if (!valid) return INVALID_CLIENT;

    const now = this.clock.now();
    const token = `sbx_${randomBytes(32).toString('base64url')}`;
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = issuedAt + SANDBOX_TOKEN_SECONDS;
    await this.em
      .fork()
      .execute(
        'insert into phonepe_sandbox_tokens (token_hash, client_id, issued_at, expires_at) values (?, ?, ?, ?)',
        [sha256(token), this.settings.clientId, new Date(issuedAt * 1000), new Date(expiresAt * 1000)],
      );
    return {
      status: 200,
      body: {
        access_token: token,
        encrypted_access_token: token,
        expires_in: null,
        issued_at: issuedAt,
        expires_at: expiresAt,
        session_expires_at: expiresAt,
        token_type: 'O-Bearer',
      },
    };
  }

  /** True for `O-Bearer <token>` naming a live token of the configured client. */
  async authorized(header: string | undefined): Promise<boolean> {
    const match = /^O-Bearer (\S+)$/.exec(header ?? '');
    if (!match) return false;
    const rows = await this.em
      .fork()
      .execute<{ client_id: string }[]>(
        'select client_id from phonepe_sandbox_tokens where token_hash = ? and expires_at > ?',
        [sha256(match[1]!), this.clock.now()],
      );
    return rows.length === 1 && rows[0]!.client_id === this.settings.clientId;
  }

  /**
   * POST /checkout/v2/pay. Like PhonePe, it refuses a merchantOrderId used before; its answer comes
   * `sandboxPayLatencyMs` after the order is made (real PhonePe takes hundreds of milliseconds).
   */
  async createOrder(body: unknown): Promise<SandboxReply> {
    const reply = await this.newOrder(body);
    if (this.settings.sandboxPayLatencyMs > 0) await sleep(this.settings.sandboxPayLatencyMs);
    return reply;
  }

  private async newOrder(body: unknown): Promise<SandboxReply> {
    if (!isObject(body)) return badRequest('the body must be a JSON object');
    const flow = isObject(body.paymentFlow) ? body.paymentFlow : null;
    const urls = flow && isObject(flow.merchantUrls) ? flow.merchantUrls : {};
    const redirectUrl = urls.redirectUrl === undefined || urls.redirectUrl === '' ? null : urls.redirectUrl;
    const problem =
      merchantIdProblem(body.merchantOrderId) ??
      amountProblem(body.amount) ??
      (flow?.type === 'PG_CHECKOUT' ? null : 'paymentFlow.type must be PG_CHECKOUT') ??
      (redirectUrl === null ? null : redirectUrlProblem(redirectUrl)) ??
      expireAfterProblem(body.expireAfter) ??
      metaInfoProblem(body.metaInfo);
    if (problem) return badRequest(problem);

    const now = this.clock.now();
    const expireAfter = (body.expireAfter as number | undefined) ?? DEFAULT_EXPIRE_AFTER_SECONDS;
    const expireAt = new Date(now.getTime() + expireAfter * 1000);
    const payToken = randomBytes(24).toString('base64url');
    const meta = isObject(body.metaInfo) ? body.metaInfo : {};
    const metaInfo = Object.fromEntries(UDF_FIELDS.filter((f) => typeof meta[f] === 'string').map((f) => [f, meta[f]]));
    const orderId = gatewayId('OMO', now);
    const inserted = await this.em.fork().execute<{ order_id: string }[]>(
      `insert into phonepe_sandbox_orders
         (merchant_order_id, order_id, merchant_id, amount, state, redirect_url, meta_info, expire_at, pay_token_hash,
          created_at, updated_at)
       values (?, ?, ?, ?, 'PENDING', ?, ?, ?, ?, ?, ?)
       on conflict (merchant_order_id) do nothing
       returning order_id`,
      [
        body.merchantOrderId,
        orderId,
        this.settings.clientId,
        body.amount,
        redirectUrl,
        JSON.stringify(metaInfo),
        expireAt,
        sha256(payToken),
        now,
        now,
      ],
    );
    if (inserted.length === 0) {
      // PhonePe's code for a merchant id used before (its troubleshooting guide: "Duplicate TransactionID").
      return pgError(400, 'INVALID_TRANSACTION_ID', 'Duplicate merchantOrderId', {
        errorDescription: 'merchantOrderId was used before; use a new one for every payment',
      });
    }
    return {
      status: 200,
      body: {
        orderId,
        state: 'PENDING',
        expireAt: expireAt.getTime(),
        redirectUrl: `${this.payPageBase(redirectUrl)}/api/${SANDBOX_ROUTE}/transact?token=${payToken}`,
      },
    };
  }

  /**
   * Where the buyer's browser finds the pay page. PhonePe's is on its own site; ours is on the app, so
   * it must be where the buyer is: with no PUBLIC_URL outside production, the origin the merchant sends
   * the buyer back to, when that is this computer or a private network (a phone on the Wi-Fi cannot
   * open localhost); otherwise the app's configured address.
   */
  private payPageBase(redirectUrl: unknown): string {
    if (this.settings.followLocalOrigin && typeof redirectUrl === 'string') {
      const url = new URL(redirectUrl); // checked by redirectUrlProblem above
      const local = localOrigin(url.protocol.slice(0, -1), url.host);
      if (local) return local;
    }
    return this.settings.publicUrl;
  }

  /** GET /checkout/v2/order/{merchantOrderId}/status — an order past its expiry FAILS first. */
  async orderStatus(merchantOrderId: string): Promise<SandboxReply> {
    const order = await this.em.fork().transactional(async (tx) => {
      const row = await this.lockOrder(tx, 'merchant_order_id = ?', merchantOrderId);
      return row ? this.expireIfDue(tx, row) : null;
    });
    if (!order) return pgError(404, 'ORDER_NOT_FOUND', 'Order not found');
    return { status: 200, body: orderStatusBody(order) };
  }

  /** POST /payments/v2/refund */
  async createRefund(body: unknown): Promise<SandboxReply> {
    if (!isObject(body)) return badRequest('the body must be a JSON object');
    const problem =
      merchantIdProblem(body.merchantRefundId, 'merchantRefundId') ??
      merchantIdProblem(body.originalMerchantOrderId, 'originalMerchantOrderId') ??
      amountProblem(body.amount);
    if (problem) return badRequest(problem);
    const amount = body.amount as number;

    return this.em.fork().transactional(async (tx): Promise<SandboxReply> => {
      // The order row is locked so two refunds at once cannot both fit under the captured amount.
      const order = await this.lockOrder(tx, 'merchant_order_id = ?', body.originalMerchantOrderId as string);
      if (!order) return pgError(404, 'ORDER_NOT_FOUND', 'Order not found');
      if (order.state !== 'COMPLETED') return badRequest('only a COMPLETED order can be refunded');
      const used = await tx.execute('select 1 from phonepe_sandbox_refunds where merchant_refund_id = ?', [
        body.merchantRefundId,
      ]);
      if (used.length > 0) return duplicateRefund;
      const [{ refunded }] = (await tx.execute(
        `select coalesce(sum(amount), 0)::bigint as refunded from phonepe_sandbox_refunds
          where merchant_order_id = ? and state <> 'FAILED'`,
        [order.merchant_order_id],
      )) as [{ refunded: string }];
      const refundable = Number(order.amount) - Number(refunded);
      if (amount > refundable) {
        return badRequest(`refund amount exceeds the refundable amount (${refundable} paise)`);
      }
      const now = this.clock.now();
      const refundId = gatewayId('OMR', now);
      const inserted = await tx.execute<{ refund_id: string }[]>(
        `insert into phonepe_sandbox_refunds
           (merchant_refund_id, refund_id, merchant_order_id, merchant_id, amount, state, created_at, updated_at)
         values (?, ?, ?, ?, ?, 'PENDING', ?, ?)
         on conflict (merchant_refund_id) do nothing
         returning refund_id`,
        [body.merchantRefundId, refundId, order.merchant_order_id, this.settings.clientId, amount, now, now],
      );
      if (inserted.length === 0) return duplicateRefund; // a concurrent request with the same id won
      return { status: 200, body: { refundId, amount, state: 'PENDING' } };
    });
  }

  /** GET /payments/v2/refund/{merchantRefundId}/status */
  async refundStatus(merchantRefundId: string): Promise<SandboxReply> {
    const [refund] = await this.em
      .fork()
      .execute<Raw[]>('select * from phonepe_sandbox_refunds where merchant_refund_id = ?', [merchantRefundId]);
    if (!refund) return pgError(404, 'REFUND_NOT_FOUND', 'Refund does not exist');
    return { status: 200, body: refundStatusBody(toRefund(refund)) };
  }

  /** The order behind a pay page link, past-expiry orders failed first; null for an unknown link. */
  async payPage(token: string): Promise<OrderRow | null> {
    if (!token) return null;
    return this.em.fork().transactional(async (tx) => {
      const row = await this.lockOrder(tx, 'pay_token_hash = ?', sha256(token));
      return row ? this.expireIfDue(tx, row) : null;
    });
  }

  /**
   * The buyer pressed Pay, Fail or Leave pending. Only a PENDING, unexpired order changes; a repeat
   * (double click, back button) changes nothing and goes to the merchant again.
   */
  async decide(token: string, action: PayPageAction, refundsFail: boolean): Promise<PayPageOutcome> {
    if (!token) return { kind: 'not-found' };
    const order = await this.em.fork().transactional(async (tx) => {
      const row = await this.lockOrder(tx, 'pay_token_hash = ?', sha256(token));
      if (!row) return null;
      const current = await this.expireIfDue(tx, row);
      if (current.state !== 'PENDING' || action === 'pending') return current;
      const now = this.clock.now();
      const completed = action === 'pay';
      const [changed] = await tx.execute<Raw[]>(
        `update phonepe_sandbox_orders
            set state = ?, transaction_id = ?, payment_mode = 'UPI_INTENT', attempted_at = ?, refunds_fail = ?,
                error_code = ?, detailed_error_code = ?, updated_at = ?
          where merchant_order_id = ? returning *`,
        [
          completed ? 'COMPLETED' : 'FAILED',
          gatewayId('OM', now),
          now,
          completed && refundsFail,
          completed ? null : 'PAYMENT_ERROR',
          completed ? null : 'ZM',
          now,
          row.merchant_order_id,
        ],
      );
      const order = toOrder(changed!);
      await this.enqueueWebhook(tx, orderWebhookBody(order));
      return order;
    });
    if (!order) return { kind: 'not-found' };
    return order.redirect_url ? { kind: 'redirect', url: order.redirect_url } : { kind: 'page', order };
  }

  /** Forgets tokens that died more than a day ago (they would only ever answer 401). */
  async forgetDeadTokens(): Promise<void> {
    const dayAgo = new Date(this.clock.now().getTime() - 86_400_000);
    await this.em.fork().execute('delete from phonepe_sandbox_tokens where expires_at < ?', [dayAgo]);
  }

  /** Fails every PENDING order past its expiry (the worker's sweep); returns how many. */
  async expireDue(batch = 50): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      const due = await tx.execute<Raw[]>(
        `select * from phonepe_sandbox_orders where state = 'PENDING' and expire_at <= ?
          order by expire_at limit ? for update skip locked`,
        [this.clock.now(), batch],
      );
      for (const row of due) await this.expireIfDue(tx, toOrder(row));
      return due.length;
    });
  }

  /**
   * Settles PENDING refunds: COMPLETED, or FAILED when the payer chose "refunds fail" on the pay page.
   * Returns how many.
   */
  async settleRefunds(batch = 50): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      const due = await tx.execute<(Raw & { merchant_refund_id: string; refunds_fail: boolean })[]>(
        `select r.*, o.refunds_fail from phonepe_sandbox_refunds r
           join phonepe_sandbox_orders o on o.merchant_order_id = r.merchant_order_id
          where r.state = 'PENDING' order by r.created_at limit ? for update of r skip locked`,
        [batch],
      );
      const now = this.clock.now();
      for (const refund of due) {
        const [settled] = await tx.execute<Raw[]>(
          `update phonepe_sandbox_refunds
              set state = ?, transaction_id = ?, error_code = ?, detailed_error_code = ?, updated_at = ?
            where merchant_refund_id = ? returning *`,
          [
            refund.refunds_fail ? 'FAILED' : 'COMPLETED',
            gatewayId('OMRT', now),
            refund.refunds_fail ? 'REFUND_FAILED' : null,
            refund.refunds_fail ? 'RF01' : null,
            now,
            refund.merchant_refund_id,
          ],
        );
        await this.enqueueWebhook(tx, refundWebhookBody(toRefund(settled!)));
      }
      return due.length;
    });
  }

  private async lockOrder(tx: Tx, where: string, value: string): Promise<OrderRow | null> {
    const [row] = await tx.execute<Raw[]>(`select * from phonepe_sandbox_orders where ${where} for update`, [value]);
    return row ? toOrder(row) : null;
  }

  /** A locked PENDING order past its expiry becomes FAILED (with its webhook); any other row is returned as is. */
  private async expireIfDue(tx: Tx, row: OrderRow): Promise<OrderRow> {
    const now = this.clock.now();
    if (row.state !== 'PENDING' || row.expire_at.getTime() > now.getTime()) return row;
    const [raw] = await tx.execute<Raw[]>(
      `update phonepe_sandbox_orders
          set state = 'FAILED', error_code = 'TXN_NOT_COMPLETED', detailed_error_code = 'TXN_AUTO_FAILED', updated_at = ?
        where merchant_order_id = ? returning *`,
      [now, row.merchant_order_id],
    );
    const expired = toOrder(raw!);
    await this.enqueueWebhook(tx, orderWebhookBody(expired));
    return expired;
  }

  private async enqueueWebhook(tx: Tx, body: { event: string }): Promise<void> {
    const now = this.clock.now();
    await tx.execute(
      `insert into phonepe_sandbox_webhooks (id, event, body, next_attempt_at, created_at) values (?, ?, ?, ?, ?)`,
      [randomUUID(), body.event, JSON.stringify(body), now, now],
    );
  }
}
