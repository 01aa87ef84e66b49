import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from '@nestjs/common';
import type { DatabaseAvailability } from '../database/database-availability.js';

/**
 * A built-in sandbox worker's run loop: `drain` every `pollMs` (OUTBOX_POLL_MS, like the outbox; 0
 * turns it off, as in tests that drain by hand) and soon after a kick, never twice at once in this
 * process. The owner calls start() and stop() from its Nest lifecycle hooks.
 */
export class SandboxPoll {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** Kicked work must not inherit the request's context (see Outbox). */
  private readonly outsideAnyContext = AsyncLocalStorage.snapshot();

  constructor(
    private readonly pollMs: number,
    private readonly drain: () => Promise<void>,
    private readonly logger: Logger,
    private readonly database?: DatabaseAvailability,
  ) {}

  /** Runs the loop soon, outside the caller's request. */
  kick(): void {
    if (this.pollMs > 0) setTimeout(() => this.outsideAnyContext(() => void this.tick()), 50).unref();
  }

  private async tick(): Promise<void> {
    // While the database's breaker is open this turn is skipped; the next one after it closes runs.
    if (this.running || this.database?.isDown) return;
    this.running = this.drain().catch((error) => {
      // An unreachable database is logged once per outage (DatabaseAvailability), not every poll.
      if (!this.database?.noteFailure(error, 'background')) this.logger.error({ err: error }, 'Sandbox worker failed');
    });
    await this.running;
    this.running = undefined;
  }

  start(): void {
    if (this.pollMs > 0) {
      this.timer = setInterval(() => void this.tick(), this.pollMs);
      this.timer.unref();
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
