import { AsyncLocalStorage } from 'node:async_hooks';
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
import { PHONEPE_SETTINGS, type PhonePeSettings, WEBHOOK_ROUTE } from '../infrastructure/phonepe-settings.js';
import { webhookAuthorization } from '../infrastructure/phonepe-webhook.js';
import { PhonePeSandbox } from './phonepe-sandbox.service.js';

/** A webhook is tried this many times, then marked failed (PhonePe also gives up after a while). */
export const MAX_WEBHOOK_ATTEMPTS = 6;
/** A claimed delivery whose worker died becomes due again after this long. */
const CLAIM_SECONDS = 60;
const DELIVERY_TIMEOUT_MS = 5000;

/** Waits before the next try: 5 s, 10 s, 20 s, ... capped at ten minutes. */
export function webhookRetryDelaySeconds(attempts: number): number {
  return Math.min(5 * 2 ** (attempts - 1), 600);
}

/**
 * The sandbox's background work, as PhonePe does it on its side: orders past their expiry FAIL,
 * pending refunds settle, and webhooks are delivered, signed with SHA256(username:password), to the
 * configured URL. Deliveries are rows in PostgreSQL claimed with SKIP LOCKED, so a failed delivery
 * is retried with backoff across restarts and any number of replicas. Runs every OUTBOX_POLL_MS
 * (like the outbox) and right after a pay page decision or a refund; tests call drain().
 */
@Injectable()
export class PhonePeSandboxWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PhonePeSandbox');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** Kicked work must not inherit the request's context (see Outbox). */
  private readonly outsideAnyContext = AsyncLocalStorage.snapshot();

  constructor(
    private readonly em: EntityManager,
    private readonly sandbox: PhonePeSandbox,
    private readonly ownAddress: OwnAddress,
    @Inject(PHONEPE_SETTINGS) private readonly settings: PhonePeSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly database?: DatabaseAvailability,
  ) {}

  /** Does everything due now: expiries, refunds, then webhook deliveries, until nothing is left; drops dead tokens. */
  async drain(): Promise<void> {
    await this.sandbox.forgetDeadTokens();
    for (;;) {
      const changed = (await this.sandbox.expireDue()) + (await this.sandbox.settleRefunds());
      const delivered = await this.deliverDue();
      if (changed === 0 && delivered === 0) return;
    }
  }

  /** Claims and sends up to `batch` due webhooks; returns how many were tried. */
  async deliverDue(batch = 20): Promise<number> {
    const now = this.clock.now();
    const claimed = await this.em.fork().execute<{ id: string; body: unknown; attempts: number }[]>(
      `update phonepe_sandbox_webhooks w
          set attempts = w.attempts + 1, next_attempt_at = ?::timestamptz + make_interval(secs => ?)
         from (select id from phonepe_sandbox_webhooks
                where status = 'pending' and next_attempt_at <= ?
                order by next_attempt_at limit ? for update skip locked) due
        where w.id = due.id
        returning w.id, w.body, w.attempts`,
      [now, CLAIM_SECONDS, now, batch],
    );
    for (const delivery of claimed) await this.deliver(delivery);
    return claimed.length;
  }

  private async deliver(d: { id: string; body: unknown; attempts: number }): Promise<void> {
    const body = typeof d.body === 'string' ? d.body : JSON.stringify(d.body);
    let error: string | null = null;
    try {
      const url = this.settings.sandboxWebhookUrl ?? `${this.ownAddress.origin()}/api/${WEBHOOK_ROUTE}`;
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: webhookAuthorization(this.settings.webhookUsername, this.settings.webhookPassword),
        },
        body,
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
          `update phonepe_sandbox_webhooks set status = 'delivered', delivered_at = ?, last_error = null where id = ?`,
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
      `update phonepe_sandbox_webhooks
          set status = ?, last_error = ?, next_attempt_at = ?::timestamptz + make_interval(secs => ?)
        where id = ?`,
      [failed ? 'failed' : 'pending', error.slice(0, 2000), now, webhookRetryDelaySeconds(d.attempts), d.id],
    );
  }

  /** Runs the worker soon, outside the caller's request (after a decision or a refund). */
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
