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
import { SandboxPoll } from '../../../shared/infrastructure/sandbox/sandbox-poll.js';
import { SandboxWebhooks } from '../../../shared/infrastructure/sandbox/sandbox-webhooks.js';
import { RAZORPAYX_WEBHOOK_ROUTE } from '../http/razorpayx-webhook.controller.js';
import { RazorpayXSandboxPayouts } from './razorpayx-sandbox-payouts.js';
import { RAZORPAYX_SANDBOX_SETTINGS, type RazorpayXSandboxSettings } from './razorpayx-sandbox-settings.js';
import { RazorpayXSandbox } from './razorpayx-sandbox.service.js';

/** A webhook is tried this many times (about a day with the backoff below), then marked failed. */
export const MAX_WEBHOOK_ATTEMPTS = 12;
/** Waits between tries double from 5 s up to four hours. */
const MAX_WEBHOOK_DELAY_SECONDS = 4 * 3600;

/** X-Razorpay-Signature: the hex HMAC-SHA256 of the exact body, keyed with the webhook secret. */
export function razorpaySignature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * The sandbox's webhook deliveries (rows of razorpayx_sandbox_webhooks), to the configured URL or our own
 * webhook route, signed with the webhook secret as RazorpayX signs them.
 */
@Injectable()
export class RazorpayXSandboxWebhooks {
  private readonly deliveries: SandboxWebhooks;

  constructor(
    em: EntityManager,
    ownAddress: OwnAddress,
    @Inject(RAZORPAYX_SANDBOX_SETTINGS) settings: RazorpayXSandboxSettings,
    @Inject(CLOCK) clock: Clock,
  ) {
    this.deliveries = new SandboxWebhooks(em, clock, new Logger('RazorpayXSandbox'), {
      table: 'razorpayx_sandbox_webhooks',
      maxAttempts: MAX_WEBHOOK_ATTEMPTS,
      maxDelaySeconds: MAX_WEBHOOK_DELAY_SECONDS,
      request: ({ id, body }) => ({
        url: settings.webhookUrl ?? `${ownAddress.origin()}/api/${RAZORPAYX_WEBHOOK_ROUTE}`,
        headers: {
          'user-agent': 'Razorpay-Webhook/v1',
          'x-razorpay-event-id': id,
          'x-razorpay-signature': razorpaySignature(body, settings.webhookSecret),
        },
      }),
    });
  }

  /** Delivers every webhook due now; answers how many were tried. */
  deliverDue(): Promise<number> {
    return this.deliveries.deliverDue();
  }
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
  private readonly poll: SandboxPoll;

  constructor(
    private readonly sandbox: RazorpayXSandbox,
    private readonly payouts: RazorpayXSandboxPayouts,
    private readonly webhooks: RazorpayXSandboxWebhooks,
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() database?: DatabaseAvailability,
  ) {
    this.poll = new SandboxPoll(config.OUTBOX_POLL_MS, () => this.drain(), this.logger, database);
  }

  /** Does everything due now: payout moves, validations, then webhook deliveries, until nothing is left. */
  async drain(): Promise<void> {
    for (;;) {
      const changed = (await this.payouts.settleDue()) + (await this.sandbox.completeValidations());
      const delivered = await this.webhooks.deliverDue();
      if (changed === 0 && delivered === 0) return;
    }
  }

  /** Runs the worker soon, outside the caller's request (after a payout is made or cancelled). */
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
