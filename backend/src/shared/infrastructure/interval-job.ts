import type { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';

/**
 * Runs `job` every `ms` under `name` in @nestjs/schedule's registry (listed there, cleared at
 * shutdown). Never twice at once in this process: a tick while the last run is still going is
 * skipped. A failure is logged and the next tick tries again. The timer never keeps the process
 * alive. Safety across replicas is each job's own (SKIP LOCKED, row locks, idempotent steps).
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
      .catch((error: unknown) => logger.error({ err: error }, `${name} failed`))
      .finally(() => (running = false));
  }, ms);
  timer.unref();
  scheduler.addInterval(name, timer);
}
