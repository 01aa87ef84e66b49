import type { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import { databaseUnavailableReason } from './database/database-errors.js';

/**
 * Runs `job` every `ms` under `name` in @nestjs/schedule's registry (listed there, cleared at
 * shutdown). Never twice at once in this process: a tick while the last run is still going is
 * skipped. A failure is logged (an unreachable database excepted: ADR 50) and the next tick tries
 * again. The timer never keeps the process alive. Safety across replicas is each job's own (SKIP
 * LOCKED, row locks, idempotent steps).
 */
export function runEvery(
  scheduler: SchedulerRegistry,
  logger: Logger,
  name: string,
  ms: number,
  job: () => Promise<unknown>,
): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job()
      // An unreachable database (the pool refuses at once while its breaker is open) is logged once
      // per outage by DatabaseAvailability, which the pool told; not once per job and tick.
      .catch((error: unknown) => {
        if (!databaseUnavailableReason(error)) logger.error({ err: error }, `${name} failed`);
      })
      .finally(() => (running = false));
  }, ms);
  timer.unref();
  scheduler.addInterval(name, timer);
}
