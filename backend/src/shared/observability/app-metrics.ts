import { MikroORM, type PostgreSqlConnection } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { CLOCK, type Clock } from '../domain/clock.js';
import { type BreakerState, Breakers } from '../infrastructure/breakers.js';
import { DatabaseAvailability } from '../infrastructure/database/database-availability.js';
import {
  type DatabaseReadings,
  type KnownStates,
  type MarketplaceReader,
  type MarketplaceReadings,
  readOutbox,
} from './database-readings.js';
import { routeLabel } from './route-label.js';

/** The address Prometheus scrapes, which is itself never counted as a request. */
export const METRICS_PATH = '/metrics';

const BREAKER_STATES: readonly BreakerState[] = ['closed', 'open', 'half_open'];
/** A payment the gateway has said nothing of yet. */
export const NO_PAYMENT_STATE = 'NONE';

/**
 * The app's Prometheus metrics (ADR 51), in a registry of its own per app: request latency by route
 * template, the pool, the breakers, and what the database says at scrape time (orders, payments and
 * payouts by state, seats held, the outbox's lag and retries, the ledger's balance; the modules' part
 * through the reader the back office registers, ADR 71). When the
 * database cannot answer, its gauges are left out and `ticketsetu_database_up` says 0: a scrape
 * never fails for it.
 */
@Injectable()
export class AppMetrics {
  readonly registry = new Registry();
  /** The gauges read from the database: left out of a scrape whose database readings failed. */
  private readonly databaseRegistry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly gauges;
  private reading: Promise<DatabaseReadings | null> | null = null;
  private readingsFailing = false;
  private marketplace: MarketplaceReader | null = null;
  private readonly logger = new Logger('Metrics');

  constructor(
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
    @Optional() private readonly breakers?: Breakers,
    @Optional() private readonly database?: DatabaseAvailability,
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'ticketsetu_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const gauge = <L extends string>(name: string, help: string, labelNames: L[] = []) =>
      new Gauge<L>({ name, help, labelNames, registers });
    const fromDatabase = <L extends string>(name: string, help: string, labelNames: L[] = []) =>
      new Gauge<L>({ name, help, labelNames, registers: [this.databaseRegistry] });
    this.gauges = {
      poolInUse: gauge('ticketsetu_db_pool_in_use', 'Pooled database connections checked out'),
      poolIdle: gauge('ticketsetu_db_pool_idle', 'Pooled database connections open and free'),
      poolWaiting: gauge('ticketsetu_db_pool_waiting', 'Queries waiting for a pooled connection'),
      poolMax: gauge('ticketsetu_db_pool_max', 'Most connections the pool opens'),
      breaker: gauge('ticketsetu_breaker_state', 'Each circuit breaker: 1 for the state it is in', [
        'breaker',
        'state',
      ]),
      databaseUp: gauge('ticketsetu_database_up', "1 when this scrape's database readings succeeded, else 0"),
      orders: fromDatabase('ticketsetu_orders', 'Orders (checkouts) by status', ['status']),
      payments: fromDatabase('ticketsetu_payments', "Orders' payments by the gateway's last state (NONE: not yet)", [
        'state',
      ]),
      payouts: fromDatabase('ticketsetu_payouts', 'Payouts (seller payouts, buyer refunds) by type and status', [
        'type',
        'status',
      ]),
      holdsActive: fromDatabase('ticketsetu_holds_active', 'Checkout holds keeping seats now'),
      outboxLag: fromDatabase('ticketsetu_outbox_lag_seconds', 'How long the oldest due outbox delivery has waited'),
      outboxPending: fromDatabase('ticketsetu_outbox_pending_deliveries', 'Outbox deliveries not yet done'),
      outboxRetrying: fromDatabase(
        'ticketsetu_outbox_retrying_deliveries',
        'Pending outbox deliveries tried at least once',
      ),
      ledgerImbalance: fromDatabase(
        'ticketsetu_ledger_imbalance_paise',
        'All ledger debits minus all credits (must be 0)',
      ),
    };
  }

  /**
   * Express middleware timing every request, labelled by route template and status; not the scrape
   * itself, nor an event stream (open for minutes by design: its lifetime is no latency).
   */
  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    if (req.path === METRICS_PATH) return next();
    const stop = this.requests.startTimer();
    res.once('finish', () => {
      if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) return;
      stop({ method: req.method, route: routeLabel(req), status: String(res.statusCode) });
    });
    next();
  };

  /** Where the modules' counts come from: the back office registers its reader when it starts. */
  readFrom(reader: MarketplaceReader): void {
    this.marketplace = reader;
  }

  /** The exposition text, with every gauge read now. */
  async render(): Promise<string> {
    const databaseAnswered = await this.refresh();
    const always = await this.registry.metrics();
    return databaseAnswered ? always + (await this.databaseRegistry.metrics()) : always;
  }

  /** Every metric name the app exposes, for checks that dashboards and alerts name real ones. */
  metricNames(): string[] {
    return [this.registry, this.databaseRegistry].flatMap((r) => r.getMetricsAsArray().map((m) => m.name));
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** Reads every gauge now; false when the database readings failed. */
  private async refresh(): Promise<boolean> {
    await this.readPool();
    this.readBreakers();
    // Scrapes at the same moment (two Prometheus servers) share one database read.
    this.reading ??= this.readDatabase().finally(() => (this.reading = null));
    const readings = await this.reading;
    this.gauges.databaseUp.set(readings ? 1 : 0);
    if (readings) this.showReadings(readings);
    return readings !== null;
  }

  private async readPool(): Promise<void> {
    const g = this.gauges;
    for (const each of [g.poolInUse, g.poolIdle, g.poolWaiting, g.poolMax]) each.reset();
    let pool: Pool;
    try {
      pool = await (this.orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
    } catch {
      return; // not connected yet: nothing to show
    }
    g.poolInUse.set(pool.totalCount - pool.idleCount);
    g.poolIdle.set(pool.idleCount);
    g.poolWaiting.set(pool.waitingCount);
    if (pool.options.max !== undefined) g.poolMax.set(pool.options.max);
  }

  private readBreakers(): void {
    this.gauges.breaker.reset();
    for (const { name, state } of this.breakers?.states() ?? []) {
      for (const each of BREAKER_STATES)
        this.gauges.breaker.set({ breaker: name, state: each }, each === state ? 1 : 0);
    }
  }

  private async readDatabase(): Promise<DatabaseReadings | null> {
    // An open breaker means the database is known to be away: do not queue behind it.
    if (this.database?.isDown) return null;
    try {
      const outbox = await readOutbox(this.orm.em.fork(), this.clock.now());
      const readings = { ...outbox, marketplace: (await this.marketplace?.read()) ?? null };
      this.readingsFailing = false;
      return readings;
    } catch (error) {
      // An outage is the breaker's to note and log; anything else (a renamed column) is logged once.
      if (!this.database?.noteFailure(error, 'background') && !this.readingsFailing) {
        this.logger.warn({ err: error }, 'The metrics could not read the database; its gauges are left out');
      }
      this.readingsFailing = true;
      return null;
    }
  }

  private showReadings(readings: DatabaseReadings): void {
    const g = this.gauges;
    for (const each of [g.orders, g.payments, g.payouts, g.holdsActive, g.ledgerImbalance]) each.reset();
    const { marketplace } = readings;
    const known = this.marketplace?.known;
    if (marketplace && known) this.showMarketplace(marketplace, known);
    const due = readings.oldestDueDelivery;
    g.outboxLag.set(due ? Math.max(0, (this.clock.now().getTime() - due.getTime()) / 1000) : 0);
    g.outboxPending.set(readings.pendingDeliveries);
    g.outboxRetrying.set(readings.retryingDeliveries);
  }

  private showMarketplace(readings: MarketplaceReadings, known: KnownStates): void {
    const g = this.gauges;
    for (const status of new Set([...known.orderStatuses, ...readings.orders.keys()])) {
      g.orders.set({ status }, readings.orders.get(status) ?? 0);
    }
    const paymentStates = [NO_PAYMENT_STATE, ...known.paymentStates];
    for (const state of paymentStates) g.payments.set({ state }, 0);
    // The gateway's words, not ours: anything unexpected is counted as OTHER, never as a new label.
    for (const [state, count] of readings.payments) {
      g.payments.inc({ state: paymentStates.includes(state) ? state : 'OTHER' }, count);
    }
    for (const type of known.payoutTypes) for (const status of known.payoutStatuses) g.payouts.set({ type, status }, 0);
    for (const { type, status, count } of readings.payouts) g.payouts.set({ type, status }, count);
    g.holdsActive.set(readings.holdsActive);
    g.ledgerImbalance.set(readings.ledgerImbalance);
  }
}
