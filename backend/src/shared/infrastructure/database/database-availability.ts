import { setTimeout as delay } from 'node:timers/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import { Global, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { databaseUnavailableReason } from './database-errors.js';

/** What a client is told to wait before trying again while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

interface Outage {
  since: number;
  reason: string;
  refused: number;
  over: Promise<void>;
  end: () => void;
}

/**
 * Knows whether the database is reachable, so an outage is logged once when it starts and once
 * when it ends, not once per request (a killed database used to write a stack trace per request).
 * Whoever meets a database error hands it to `noteFailure`; while an outage lasts, a probe with
 * backoff notices the database coming back.
 */
@Injectable()
export class DatabaseAvailability implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private outage: Outage | null = null;
  private closed = false;

  constructor(private readonly orm: MikroORM) {}

  get isDown(): boolean {
    return this.outage !== null;
  }

  /**
   * True when `error` means the database is unreachable (the caller answers 503, or a background
   * worker waits for its next turn, and logs nothing more); false for any other error, which stays
   * the caller's to report.
   */
  noteFailure(error: unknown, from: 'request' | 'background' = 'request'): boolean {
    const reason = databaseUnavailableReason(error);
    if (!reason) return false;
    if (!this.outage) this.begin(reason);
    if (from === 'request') this.outage!.refused++;
    return true;
  }

  /** Resolves once the database answers again (at once when it does now). */
  whenUp(): Promise<void> {
    return this.outage?.over ?? Promise.resolve();
  }

  private begin(reason: string): void {
    let end!: () => void;
    const over = new Promise<void>((resolve) => (end = resolve));
    this.outage = { since: Date.now(), reason, refused: 0, over, end };
    this.logger.error(`Database unreachable (${reason}); answering 503 until it is back`);
    void this.probeUntilUp();
  }

  private async probeUntilUp(): Promise<void> {
    // 250 ms, 500 ms, 1 s, 2 s, then every 4 s: quick to notice a restart, quiet during a long outage.
    for (let wait = 250; this.outage && !this.closed; wait = Math.min(wait * 2, 4000)) {
      await delay(wait, undefined, { ref: false });
      if (this.closed) return;
      const check = await this.orm.checkConnection().catch(() => ({ ok: false }));
      if (!check.ok) continue;
      const { since, refused, end } = this.outage;
      this.outage = null;
      const seconds = Math.round((Date.now() - since) / 1000);
      this.logger.log(`Database reachable again after ${seconds} s (${refused} request(s) answered 503 meanwhile)`);
      end();
    }
  }

  onApplicationShutdown(): void {
    this.closed = true;
  }
}

/** Provides DatabaseAvailability everywhere (the problem+json filter, the outbox, health). */
@Global()
@Module({ providers: [DatabaseAvailability], exports: [DatabaseAvailability] })
export class DatabaseAvailabilityModule {}
