import { setTimeout as delay } from 'node:timers/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationShutdown, Optional } from '@nestjs/common';
import pg from 'pg';
import { type BreakerState, Breakers } from '../breakers.js';
import { DatabaseOutage, databaseUnavailableReason, isSlowOnly } from './database-errors.js';
import { PoolGate, type PoolWatcher, SLOW_AFTER_MS } from './pool-guard.js';

/** What a client is told to wait before trying again while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

/** A probe (its own connection and `select 1`) that takes longer than this says the database is down. */
export const PROBE_TIMEOUT_MS = 1000;

interface Outage {
  since: number;
  reason: string;
  refused: number;
  over: Promise<void>;
  end: () => void;
}

/**
 * The database's circuit breaker (ADR 16, 50). Closed: requests use the pool. Open (an outage is
 * known): nothing asks the pool, requests answer 503 at once (DatabaseOutageGate, PoolGate), and a
 * probe with backoff closes it when the database answers again. The outage is logged once when it
 * starts and once when it ends.
 *
 * Opened by an error that says the database is gone (refused, dropped, shut down), or by a probe
 * that fails after a sign of slowness (a statement or acquire timeout, or a query still waiting after
 * SLOW_AFTER_MS): a frozen server is found within about two seconds, and a table merely locked by
 * someone else (the probe answers) opens nothing. The probe has its own connection under
 * PROBE_TIMEOUT_MS, so it can neither hang on a frozen server nor wait for a busy pool.
 */
@Injectable()
export class DatabaseAvailability implements PoolWatcher, OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private outage: Outage | null = null;
  private probing: Promise<boolean> | null = null;
  private closed = false;

  constructor(
    private readonly orm: MikroORM,
    @Optional() private readonly gate?: PoolGate,
    @Optional() breakers?: Breakers,
  ) {
    gate?.watch(this);
    breakers?.register('database', () => this.state());
  }

  get isDown(): boolean {
    return this.outage !== null;
  }

  state(): BreakerState {
    if (!this.outage) return 'closed';
    return this.probing ? 'half_open' : 'open';
  }

  /**
   * True when `error` means the database is unreachable (the caller answers 503, or a background
   * worker waits for its next turn, and logs nothing more); false for any other error, which stays
   * the caller's to report.
   */
  noteFailure(error: unknown, from: 'request' | 'background' = 'request'): boolean {
    const reason = databaseUnavailableReason(error);
    if (!reason) return false;
    this.failed(error);
    if (from === 'request' && this.outage) this.outage.refused++;
    return true;
  }

  /** Counts a request answered 503 without asking the database. */
  noteRefused(): void {
    if (this.outage) this.outage.refused++;
  }

  /** Resolves once the database answers again (at once when it does now). */
  whenUp(): Promise<void> {
    return this.outage?.over ?? Promise.resolve();
  }

  /** Asks the database now (bounded by PROBE_TIMEOUT_MS); an answer during an outage ends it. */
  async probeNow(): Promise<boolean> {
    const up = await this.probe();
    if (up) this.end();
    return up;
  }

  refusal(): Error | null {
    return this.outage ? new DatabaseOutage(this.outage.reason) : null;
  }

  slow(): void {
    this.suspect(`no answer within ${SLOW_AFTER_MS} ms`);
  }

  failed(error: unknown): void {
    const reason = databaseUnavailableReason(error);
    // At shutdown the pool's own closing fails what is left: that is no outage.
    if (!reason || this.outage || this.closed || error instanceof DatabaseOutage) return;
    if (isSlowOnly(reason)) this.suspect(reason);
    else this.begin(reason);
  }

  /** A sign the database may be frozen: a probe decides. */
  private suspect(reason: string): void {
    if (this.outage) return;
    void this.probe().then((up) => {
      if (!up && !this.outage && !this.closed) this.begin(reason);
    });
  }

  private begin(reason: string): void {
    let end!: () => void;
    const over = new Promise<void>((resolve) => (end = resolve));
    this.outage = { since: Date.now(), reason, refused: 0, over, end };
    this.logger.error(`Database unreachable (${reason}); answering 503 until it is back`);
    // Whatever waits on the pool now would wait out its timeouts: it fails now instead.
    this.gate?.abandonInFlight(new DatabaseOutage(reason));
    void this.probeUntilUp();
  }

  private end(): void {
    if (!this.outage) return;
    const { since, refused, end } = this.outage;
    this.outage = null;
    const seconds = Math.round((Date.now() - since) / 1000);
    this.logger.log(`Database reachable again after ${seconds} s (${refused} request(s) answered 503 meanwhile)`);
    end();
  }

  private async probeUntilUp(): Promise<void> {
    // 250 ms, 500 ms, 1 s, 2 s, then every 4 s: quick to notice a restart, quiet during a long outage.
    for (let wait = 250; this.outage && !this.closed; wait = Math.min(wait * 2, 4000)) {
      await delay(wait, undefined, { ref: false });
      if (this.closed || !this.outage) return;
      if (await this.probe()) this.end();
    }
  }

  /** One probe at a time: `select 1` on a connection of its own, all of it within PROBE_TIMEOUT_MS. */
  private probe(): Promise<boolean> {
    this.probing ??= this.probeOnce().finally(() => (this.probing = null));
    return this.probing;
  }

  private async probeOnce(): Promise<boolean> {
    const client = new pg.Client({
      connectionString: this.orm.config.get('clientUrl'),
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
    });
    client.on('error', () => {}); // a dropped probe is a failed probe, nothing more
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return true;
    } catch {
      // Not awaited: a frozen server would not answer the goodbye either; its socket goes when it does.
      client.end().catch(() => {});
      return false;
    }
  }

  onApplicationShutdown(): void {
    this.closed = true;
  }
}
