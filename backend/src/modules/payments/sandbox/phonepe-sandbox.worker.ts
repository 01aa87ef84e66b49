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
import { SandboxPoll } from '../../../shared/infrastructure/sandbox/sandbox-poll.js';
import { SandboxWebhooks } from '../../../shared/infrastructure/sandbox/sandbox-webhooks.js';
import { PHONEPE_SETTINGS, type PhonePeSettings, WEBHOOK_ROUTE } from '../infrastructure/phonepe-settings.js';
import { webhookAuthorization } from '../infrastructure/phonepe-webhook.js';
import { PhonePeSandbox } from './phonepe-sandbox.service.js';

/** A webhook is tried this many times, then marked failed (PhonePe also gives up after a while). */
export const MAX_WEBHOOK_ATTEMPTS = 6;
/** Waits between tries double from 5 s up to ten minutes. */
const MAX_WEBHOOK_DELAY_SECONDS = 600;

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
  private readonly webhooks: SandboxWebhooks;
  private readonly poll: SandboxPoll;

  constructor(
    em: EntityManager,
    private readonly sandbox: PhonePeSandbox,
    ownAddress: OwnAddress,
    @Inject(PHONEPE_SETTINGS) settings: PhonePeSettings,
    @Inject(CLOCK) clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() database?: DatabaseAvailability,
  ) {
    this.webhooks = new SandboxWebhooks(em, clock, this.logger, {
      table: 'phonepe_sandbox_webhooks',
      maxAttempts: MAX_WEBHOOK_ATTEMPTS,
      maxDelaySeconds: MAX_WEBHOOK_DELAY_SECONDS,
      request: () => ({
        url: settings.sandboxWebhookUrl ?? `${ownAddress.origin()}/api/${WEBHOOK_ROUTE}`,
        headers: { authorization: webhookAuthorization(settings.webhookUsername, settings.webhookPassword) },
      }),
    });
    this.poll = new SandboxPoll(config.OUTBOX_POLL_MS, () => this.drain(), this.logger, database);
  }

  /** Does everything due now: expiries, refunds, then webhook deliveries, until nothing is left; drops dead tokens. */
  async drain(): Promise<void> {
    await this.sandbox.forgetDeadTokens();
    for (;;) {
      const changed = (await this.sandbox.expireDue()) + (await this.sandbox.settleRefunds());
      const delivered = await this.webhooks.deliverDue();
      if (changed === 0 && delivered === 0) return;
    }
  }

  /** Runs the worker soon, outside the caller's request (after a decision or a refund). */
  kick(): void {
    this.poll.kick();
  }

  onApplicationBootstrap(): void {
    this.poll.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.poll.stop();
  }
}
