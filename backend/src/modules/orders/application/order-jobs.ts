import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { runEvery } from '../../../shared/infrastructure/interval-job.js';
import { HoldExpiry } from './hold-expiry.js';
import { GatewayFollowUp } from './gateway-follow-up.js';

/**
 * The buying jobs (SCHEDULED_JOBS), safe on every replica: holds are expired with SKIP LOCKED and
 * settlement is idempotent under the order's row lock, so two replicas never do one thing twice.
 */
@Injectable()
export class OrderJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('OrderJobs');

  constructor(
    private readonly followUp: GatewayFollowUp,
    private readonly holds: HoldExpiry,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.SCHEDULED_JOBS) return;
    runEvery(this.scheduler, this.logger, 'orders.expire-holds', 15_000, () => this.holds.expireHolds());
    runEvery(this.scheduler, this.logger, 'orders.reconcile', 60_000, () => this.followUp.reconcile());
  }
}
