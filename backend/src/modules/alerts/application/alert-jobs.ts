import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { uuidArray } from '../../../shared/domain/ids.js';
import { runEvery } from '../../../shared/infrastructure/interval-job.js';
import { CatalogService } from '../../catalog/index.js';

/**
 * The alerts' job (SCHEDULED_JOBS): every minute, the alerts of events that have started end. The match
 * refuses a started event too, so an alert the job has not reached yet alerts nobody. One statement per
 * run, safe on every replica (ending an ended alert changes nothing).
 */
@Injectable()
export class AlertJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('AlertJobs');

  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.SCHEDULED_JOBS) return;
    runEvery(this.scheduler, this.logger, 'alerts.end-started', 60_000, () => this.endStarted());
  }

  /** Ends every live alert whose event has started (by the Clock); answers how many. */
  async endStarted(): Promise<number> {
    const em = this.em.fork();
    const now = this.clock.now();
    const rows = await em.execute<{ event_id: string }[]>(
      `select distinct event_id from ticket_alerts where status = 'active'`,
    );
    const events = await this.catalog.eventsByIds(rows.map((r) => r.event_id));
    const started = [...events.values()].filter((e) => e.eventDate.getTime() <= now.getTime()).map((e) => e.id);
    if (started.length === 0) return 0;
    const [row] = await em.execute<{ ended: number }[]>(
      `with ended as (
         update ticket_alerts set status = 'ended', ended_at = ?, updated_at = ?
          where status = 'active' and event_id = any(?::uuid[]) returning 1)
       select count(*)::integer as ended from ended`,
      [now, now, uuidArray(started)],
    );
    return row?.ended ?? 0;
  }
}
