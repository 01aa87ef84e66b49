import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { runEvery } from '../../../shared/infrastructure/interval-job.js';
import { RefundsAtGateway } from './refunds-at-gateway.js';
import { PayoutReleases } from './payout-releases.js';
import { ProviderPayouts } from './provider-payouts.js';

/**
 * The payouts jobs (SCHEDULED_JOBS): every minute, pending buyer refunds are checked with the gateway
 * (a lost webhook) and asked for again when the gateway never got them, and so are seller payouts a
 * payouts API pays; payouts held for risk whose time has passed are released (ADR 44). Safe on every
 * replica: each answer and each release is applied under the transfer's lock and only once.
 */
@Injectable()
export class PayoutJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('PayoutJobs');

  constructor(
    private readonly refunds: RefundsAtGateway,
    private readonly providerPayouts: ProviderPayouts,
    private readonly releases: PayoutReleases,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.SCHEDULED_JOBS) return;
    runEvery(this.scheduler, this.logger, 'payouts.reconcile-refunds', 60_000, () => this.refunds.reconcile());
    runEvery(this.scheduler, this.logger, 'payouts.reconcile-seller-payouts', 60_000, () =>
      this.providerPayouts.reconcile(),
    );
    runEvery(this.scheduler, this.logger, 'payouts.release-held-payouts', 60_000, () => this.releases.releaseDue());
  }
}
