import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  Optional,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CLOCK, type Clock } from '../../domain/clock.js';
import type { DomainEvent, DomainEventMap, DomainEventType } from '../../domain/domain-events.js';
import { DatabaseAvailability } from '../database/database-availability.js';

/** An at-least-once handler (mail, SMS): it may run again after a success, so it must not act twice. */
type Handler<T extends DomainEventType> = (event: DomainEvent<T>) => Promise<void>;
/**
 * A transactional handler (ledger, payouts, refunds): it gets the transaction in which its delivery is
 * marked done, so its database work and that mark commit together — exactly once.
 */
type TransactionalHandler<T extends DomainEventType> = (event: DomainEvent<T>, em: EntityManager) => Promise<void>;

interface Subscription {
  handle: (event: DomainEvent, em: EntityManager) => Promise<void>;
  transactional: boolean;
  /** Run inside the publishing transaction (`subscribeInTransaction`), with no delivery row. */
  inTransaction?: boolean;
}

interface ClaimedDelivery {
  event_id: string;
  handler: string;
  attempts: number;
  type: DomainEventType;
  payload: DomainEventMap[DomainEventType];
  occurred_at: string;
}

export const MAX_DELIVERY_ATTEMPTS = 8;
/** A claimed delivery whose worker died becomes due again after this long. */
const CLAIM_SECONDS = 60;

/** Waits before the next try: 5 s, 10 s, 20 s, ... capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(5 * 2 ** (attempts - 1), 3600);
}

/**
 * The transactional outbox. `publish` writes the event and one delivery row per subscribed
 * handler in the caller's transaction; the dispatcher claims due deliveries with
 * `FOR UPDATE SKIP LOCKED` (safe with any number of replicas), runs the handler, and marks it
 * done, or schedules a retry with backoff, or marks it failed after MAX_DELIVERY_ATTEMPTS.
 * Plain handlers are delivered at least once (they must be idempotent); transactional handlers
 * exactly once (their work commits with the done mark, or not at all).
 */
@Injectable()
export class Outbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private readonly handlers = new Map<DomainEventType, Map<string, Subscription>>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  /**
   * Runs a function outside any request or transaction context (captured at start-up): a dispatch
   * kicked from inside a transaction must not inherit that transaction, committed by then.
   */
  private readonly outsideAnyContext = AsyncLocalStorage.snapshot();

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Optional() private readonly database?: DatabaseAvailability,
  ) {}

  subscribe<T extends DomainEventType>(type: T, handlerName: string, handle: Handler<T>): void {
    this.add(type, handlerName, { handle: (event) => handle(event as DomainEvent<T>), transactional: false });
  }

  subscribeTransactional<T extends DomainEventType>(
    type: T,
    handlerName: string,
    handle: TransactionalHandler<T>,
  ): void {
    this.add(type, handlerName, { handle: (event, em) => handle(event as DomainEvent<T>, em), transactional: true });
  }

  /**
   * A handler run inside the transaction that publishes the event, for work a person must see together
   * with the change: a settled sale's transfer, so the buyer's purchases list it as soon as the order
   * reads completed (read-your-writes, ADR 21). Its work commits or rolls back with the change, so it
   * runs exactly once; it must use only `em` (no other connection, no network) and be idempotent.
   * Deliveries stored under its name before it ran this way are still delivered to it.
   */
  subscribeInTransaction<T extends DomainEventType>(
    type: T,
    handlerName: string,
    handle: TransactionalHandler<T>,
  ): void {
    this.add(type, handlerName, {
      handle: (event, em) => handle(event as DomainEvent<T>, em),
      transactional: true,
      inTransaction: true,
    });
  }

  private add(type: DomainEventType, handlerName: string, subscription: Subscription): void {
    const forType = this.handlers.get(type) ?? new Map<string, Subscription>();
    if (forType.has(handlerName)) throw new Error(`Outbox handler ${handlerName} subscribed twice to ${type}`);
    forType.set(handlerName, subscription);
    this.handlers.set(type, forType);
  }

  /**
   * Records the event in the transaction of `em`; it is delivered once that commits, and handed to its
   * in-transaction handlers now.
   */
  async publish<T extends DomainEventType>(em: EntityManager, type: T, payload: DomainEventMap[T]): Promise<void> {
    const id = randomUUID();
    const occurredAt = this.clock.now();
    await em.execute('insert into outbox_events (id, type, payload, occurred_at) values (?, ?, ?, ?)', [
      id,
      type,
      JSON.stringify(payload),
      occurredAt,
    ]);
    const subscriptions = [...(this.handlers.get(type) ?? new Map<string, Subscription>())];
    const handlerNames = subscriptions.filter(([, s]) => !s.inTransaction).map(([name]) => name);
    if (handlerNames.length > 0) {
      await em.execute(
        `insert into outbox_deliveries (event_id, handler, next_attempt_at)
         values ${handlerNames.map(() => '(?, ?, ?)').join(', ')}`,
        handlerNames.flatMap((name) => [id, name, this.clock.now()]),
      );
    }
    for (const [, subscription] of subscriptions) {
      if (subscription.inTransaction) await subscription.handle({ id, type, payload, occurredAt }, em);
    }
    if (this.config.OUTBOX_POLL_MS > 0) {
      setTimeout(() => this.outsideAnyContext(() => void this.tick()), 50).unref();
    }
  }

  /** Delivers everything due now, batch after batch; returns how many deliveries ran. */
  async drain(): Promise<number> {
    let total = 0;
    for (let ran = await this.dispatchDue(); ran > 0; ran = await this.dispatchDue()) total += ran;
    return total;
  }

  /** Claims and runs up to `batch` due deliveries. */
  async dispatchDue(batch = 20): Promise<number> {
    const em = this.em.fork();
    const now = this.clock.now();
    const claimed = await em.execute<ClaimedDelivery[]>(
      `update outbox_deliveries d
          set attempts = d.attempts + 1, next_attempt_at = ?::timestamptz + make_interval(secs => ?)
         from (select event_id, handler from outbox_deliveries
                where status = 'pending' and next_attempt_at <= ?
                order by next_attempt_at limit ? for update skip locked) due,
              outbox_events e
        where d.event_id = due.event_id and d.handler = due.handler and e.id = d.event_id
        returning d.event_id, d.handler, d.attempts, e.type, e.payload, e.occurred_at`,
      [now, CLAIM_SECONDS, now, batch],
    );
    for (const delivery of claimed) await this.deliver(em, delivery);
    return claimed.length;
  }

  private async deliver(em: EntityManager, d: ClaimedDelivery): Promise<void> {
    const subscription = this.handlers.get(d.type)?.get(d.handler);
    const event: DomainEvent = {
      id: d.event_id,
      type: d.type,
      payload: d.payload,
      occurredAt: new Date(d.occurred_at),
    };
    const markDone = (tx: EntityManager) =>
      tx.execute(
        `update outbox_deliveries set status = 'done', done_at = ?, last_error = null
          where event_id = ? and handler = ? and status = 'pending'`,
        [this.clock.now(), d.event_id, d.handler],
      );
    try {
      if (!subscription) throw new Error(`No handler ${d.handler} for ${d.type}`);
      // Each delivery gets its own identity map, as a request does.
      await RequestContext.create(this.em, async () => {
        if (!subscription.transactional) {
          await subscription.handle(event, this.em);
          await markDone(em);
          return;
        }
        await this.em.transactional(async (tx) => {
          // The row lock serialises two workers; the status check makes a repeat a no-op.
          const [pending] = await tx.execute(
            `select 1 from outbox_deliveries where event_id = ? and handler = ? and status = 'pending' for update`,
            [d.event_id, d.handler],
          );
          if (!pending) return;
          await subscription.handle(event, tx);
          await markDone(tx);
        });
      });
    } catch (error) {
      const failed = d.attempts >= MAX_DELIVERY_ATTEMPTS;
      this.logger.error(
        { err: error, eventId: d.event_id, handler: d.handler, attempts: d.attempts },
        failed ? 'Outbox delivery failed for good' : 'Outbox delivery failed; will retry',
      );
      await em.execute(
        `update outbox_deliveries
            set status = ?, last_error = ?, next_attempt_at = ?::timestamptz + make_interval(secs => ?)
          where event_id = ? and handler = ? and status = 'pending'`,
        [
          failed ? 'failed' : 'pending',
          String(error).slice(0, 2000),
          this.clock.now(),
          retryDelaySeconds(d.attempts),
          d.event_id,
          d.handler,
        ],
      );
    }
  }

  private async tick(): Promise<void> {
    // While the database's breaker is open this turn is skipped; the next one after it closes runs.
    if (this.running || this.database?.isDown) return;
    this.running = this.drain().catch((error) => {
      // An unreachable database is logged once per outage (DatabaseAvailability), not every poll.
      if (!this.database?.noteFailure(error, 'background')) this.logger.error({ err: error }, 'Outbox dispatch failed');
      return 0;
    });
    await this.running;
    this.running = undefined;
  }

  onApplicationBootstrap(): void {
    if (this.config.OUTBOX_POLL_MS > 0) {
      this.timer = setInterval(() => void this.tick(), this.config.OUTBOX_POLL_MS);
      this.timer.unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
