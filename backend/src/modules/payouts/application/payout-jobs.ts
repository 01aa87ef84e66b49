import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { runEvery } from '../../../shared/infrastructure/interval-job.js';
import { BuyerRefunds } from './buyer-refunds.js';

/**
 * The payouts job (SCHEDULED_JOBS): every minute, pending buyer refunds are checked with the gateway
 * (a lost webhook) and asked for again when the gateway never got them. Safe on every replica: each
 * answer is applied under the transfer's lock and only once.
 */
@Injectable()
export class PayoutJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('PayoutJobs');

  constructor(
    private readonly refunds: BuyerRefunds,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.SCHEDULED_JOBS) return;
    runEvery(this.scheduler, this.logger, 'payouts.reconcile-refunds', 60_000, () => this.refunds.reconcile());
  }
}
