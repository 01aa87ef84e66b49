import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { runEvery } from '../../../shared/infrastructure/interval-job.js';
import { WaitlistOffers } from './waitlist-offers.js';

/**
 * The waiting list's job (SCHEDULED_JOBS): every 15 s, offers unclaimed after their 15 minutes give
 * their seats to the next person of the draw. Safe on every replica: each offer is re-read under its
 * event's lock, so two replicas never end one offer twice.
 */
@Injectable()
export class WaitlistJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('WaitlistJobs');

  constructor(
    private readonly offers: WaitlistOffers,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.SCHEDULED_JOBS) return;
    runEvery(this.scheduler, this.logger, 'waitlist.expire-offers', 15_000, () => this.offers.expireDue());
  }
}
