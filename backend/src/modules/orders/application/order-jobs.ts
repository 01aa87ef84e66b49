import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { SettlementService } from './settlement.service.js';

/**
 * The buying jobs (SCHEDULED_JOBS), safe on every replica: holds are expired with SKIP LOCKED and
 * settlement is idempotent under the order's row lock, so two replicas never do one thing twice.
 */
@Injectable()
export class OrderJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('OrderJobs');
  private readonly running = new Set<string>();

  constructor(
    private readonly settlement: SettlementService,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.SCHEDULED_JOBS) return;
    this.every('orders.expire-holds', 15_000, () => this.settlement.expireHolds());
    this.every('orders.reconcile', 60_000, () => this.settlement.reconcile());
  }

  private every(name: string, ms: number, job: () => Promise<unknown>): void {
    const timer = setInterval(() => {
      if (this.running.has(name)) return; // the previous run is still going
      this.running.add(name);
      job()
        .catch((error: unknown) => this.logger.error({ err: error }, `${name} failed`))
        .finally(() => this.running.delete(name));
    }, ms);
    timer.unref();
    this.scheduler.addInterval(name, timer);
  }
}
