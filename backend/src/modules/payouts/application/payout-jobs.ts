import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { BuyerRefunds } from './buyer-refunds.js';

/**
 * The payouts job (SCHEDULED_JOBS): every minute, pending buyer refunds are checked with the gateway
 * (a lost webhook) and asked for again when the gateway never got them. Safe on every replica: each
 * answer is applied under the transfer's lock and only once.
 */
@Injectable()
export class PayoutJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('PayoutJobs');
  private running = false;

  constructor(
    private readonly refunds: BuyerRefunds,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.SCHEDULED_JOBS) return;
    const timer = setInterval(() => {
      if (this.running) return; // the previous run is still going
      this.running = true;
      this.refunds
        .reconcile()
        .catch((error: unknown) => this.logger.error({ err: error }, 'payouts.reconcile-refunds failed'))
        .finally(() => (this.running = false));
    }, 60_000);
    timer.unref();
    this.scheduler.addInterval('payouts.reconcile-refunds', timer);
  }
}
