import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  Optional,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { DatabaseAvailability } from '../../../shared/infrastructure/database/database-availability.js';
import { OwnAddress } from '../../../shared/infrastructure/own-address.js';
import { RAZORPAYX_WEBHOOK_ROUTE } from '../http/razorpayx-webhook.controller.js';
import { RazorpayXSandboxPayouts } from './razorpayx-sandbox-payouts.js';
import { RAZORPAYX_SANDBOX_SETTINGS, type RazorpayXSandboxSettings } from './razorpayx-sandbox-settings.js';
import { RazorpayXSandbox } from './razorpayx-sandbox.service.js';

/** A webhook is tried this many times (about a day with the backoff below), then marked failed. */
export const MAX_WEBHOOK_ATTEMPTS = 12;
/** A claimed delivery whose worker died becomes due again after this long. */
const CLAIM_SECONDS = 60;
const DELIVERY_TIMEOUT_MS = 5000;

/** Waits before the next try: 5 s, 10 s, 20 s, ... capped at four hours. */
export function webhookRetryDelaySeconds(attempts: number): number {
  return Math.min(5 * 2 ** (attempts - 1), 4 * 3600);
}

/** X-Razorpay-Signature: the hex HMAC-SHA256 of the exact body, keyed with the webhook secret. */
export function razorpaySignature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * The sandbox's background work, as RazorpayX does it on its side: payouts whose time has come move
 * on (processed with a UTR, failed, reversed), validations complete, and webhooks are delivered to
 * the configured URL, signed with the webhook secret, until one is answered 2xx. Deliveries are rows
 * claimed with SKIP LOCKED, retried with backoff across restarts and replicas (at least once, in any
 * order, as RazorpayX warns). Runs every OUTBOX_POLL_MS (like the outbox) and right after a payout is
 * made or cancelled; tests call drain().
 */
@Injectable()
export class RazorpayXSandboxWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RazorpayXSandbox');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** Kicked work must not inherit the request's context (see Outbox). */
  private readonly outsideAnyContext = AsyncLocalStorage.snapshot();

  constructor(
    private readonly em: EntityManager,
    private readonly sandbox: RazorpayXSandbox,
    private readonly payouts: RazorpayXSandboxPayouts,
    private readonly ownAddress: OwnAddress,
    @Inject(RAZORPAYX_SANDBOX_SETTINGS) private readonly settings: RazorpayXSandboxSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly database?: DatabaseAvailability,
  ) {}

  /** Does everything due now: payout moves, validations, then webhook deliveries, until nothing is left. */
  async drain(): Promise<void> {
    for (;;) {
      const changed = (await this.payouts.settleDue()) + (await this.sandbox.completeValidations());
      const delivered = await this.deliverDue();
      if (changed === 0 && delivered === 0) return;
    }
  }

  /** Claims and sends up to `batch` due webhooks; returns how many were tried. */
  async deliverDue(batch = 20): Promise<number> {
    const now = this.clock.now();
    const claimed = await this.em.fork().execute<{ id: string; body: string; attempts: number }[]>(
      `update razorpayx_sandbox_webhooks w
          set attempts = w.attempts + 1, next_attempt_at = ?::timestamptz + make_interval(secs => ?)
         from (select id from razorpayx_sandbox_webhooks
                where status = 'pending' and next_attempt_at <= ?
                order by next_attempt_at, created_at limit ? for update skip locked) due
        where w.id = due.id
        returning w.id, w.body, w.attempts`,
      [now, CLAIM_SECONDS, now, batch],
    );
    for (const delivery of claimed) await this.deliver(delivery);
    return claimed.length;
  }

  private async deliver(d: { id: string; body: string; attempts: number }): Promise<void> {
    let error: string | null = null;
    try {
      const url = this.settings.webhookUrl ?? `${this.ownAddress.origin()}/api/${RAZORPAYX_WEBHOOK_ROUTE}`;
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Razorpay-Webhook/v1',
          'x-razorpay-event-id': d.id,
          'x-razorpay-signature': razorpaySignature(d.body, this.settings.webhookSecret),
        },
        body: d.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status < 200 || response.status >= 300) error = `HTTP ${response.status}`;
    } catch (e) {
      error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    }
    const now = this.clock.now();
    if (error === null) {
      await this.em
        .fork()
        .execute(
          `update razorpayx_sandbox_webhooks set status = 'delivered', delivered_at = ?, last_error = null where id = ?`,
          [now, d.id],
        );
      return;
    }
    const failed = d.attempts >= MAX_WEBHOOK_ATTEMPTS;
    this.logger.warn(
      { webhookId: d.id, attempts: d.attempts, error },
      failed ? 'Webhook undeliverable' : 'Webhook failed; will retry',
    );
    await this.em.fork().execute(
      `update razorpayx_sandbox_webhooks
          set status = ?, last_error = ?, next_attempt_at = ?::timestamptz + make_interval(secs => ?)
        where id = ?`,
      [failed ? 'failed' : 'pending', error.slice(0, 2000), now, webhookRetryDelaySeconds(d.attempts), d.id],
    );
  }

  /** Runs the worker soon, outside the caller's request (after a payout is made or cancelled). */
  kick(): void {
    if (this.config.OUTBOX_POLL_MS > 0) setTimeout(() => this.outsideAnyContext(() => void this.tick()), 50).unref();
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.drain().catch((error) => {
      // An unreachable database is logged once per outage (DatabaseAvailability), not every poll.
      if (!this.database?.noteFailure(error, 'background')) this.logger.error({ err: error }, 'Sandbox worker failed');
    });
    await this.running;
    this.running = undefined;
  }

  onApplicationBootstrap(): void {
    if (this.config.OUTBOX_POLL_MS > 0) {
      this.timer = setInterval(() => void this.tick(), this.config.OUTBOX_POLL_MS);
      this.timer.unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
