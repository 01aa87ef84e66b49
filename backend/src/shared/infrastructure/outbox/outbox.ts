import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import type { DomainEvent, DomainEventMap, DomainEventType } from '../../domain/domain-events.js';

type Handler<T extends DomainEventType> = (event: DomainEvent<T>) => Promise<void>;

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
 * Delivery is at least once: handlers must be idempotent.
 */
@Injectable()
export class Outbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private readonly handlers = new Map<DomainEventType, Map<string, Handler<DomainEventType>>>();
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
  ) {}

  subscribe<T extends DomainEventType>(type: T, handlerName: string, handle: Handler<T>): void {
    const forType = this.handlers.get(type) ?? new Map<string, Handler<DomainEventType>>();
    if (forType.has(handlerName)) throw new Error(`Outbox handler ${handlerName} subscribed twice to ${type}`);
    forType.set(handlerName, handle as unknown as Handler<DomainEventType>);
    this.handlers.set(type, forType);
  }

  /** Records the event in the transaction of `em`; it is delivered once that commits. */
  async publish<T extends DomainEventType>(em: EntityManager, type: T, payload: DomainEventMap[T]): Promise<void> {
    const id = randomUUID();
    await em.execute('insert into outbox_events (id, type, payload) values (?, ?, ?)', [
      id,
      type,
      JSON.stringify(payload),
    ]);
    const handlerNames = [...(this.handlers.get(type)?.keys() ?? [])];
    if (handlerNames.length > 0) {
      await em.execute(
        `insert into outbox_deliveries (event_id, handler) values ${handlerNames.map(() => '(?, ?)').join(', ')}`,
        handlerNames.flatMap((name) => [id, name]),
      );
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
    const claimed = await em.execute<ClaimedDelivery[]>(
      `update outbox_deliveries d
          set attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => ?)
         from (select event_id, handler from outbox_deliveries
                where status = 'pending' and next_attempt_at <= now()
                order by next_attempt_at limit ? for update skip locked) due,
              outbox_events e
        where d.event_id = due.event_id and d.handler = due.handler and e.id = d.event_id
        returning d.event_id, d.handler, d.attempts, e.type, e.payload, e.occurred_at`,
      [CLAIM_SECONDS, batch],
    );
    for (const delivery of claimed) await this.deliver(em, delivery);
    return claimed.length;
  }

  private async deliver(em: EntityManager, d: ClaimedDelivery): Promise<void> {
    const handle = this.handlers.get(d.type)?.get(d.handler);
    try {
      if (!handle) throw new Error(`No handler ${d.handler} for ${d.type}`);
      const event = { id: d.event_id, type: d.type, payload: d.payload, occurredAt: new Date(d.occurred_at) };
      // Each delivery gets its own identity map, as a request does.
      await RequestContext.create(this.em, () => handle(event));
      await em.execute(
        `update outbox_deliveries set status = 'done', done_at = now(), last_error = null where event_id = ? and handler = ?`,
        [d.event_id, d.handler],
      );
    } catch (error) {
      const failed = d.attempts >= MAX_DELIVERY_ATTEMPTS;
      this.logger.error(
        { err: error, eventId: d.event_id, handler: d.handler, attempts: d.attempts },
        failed ? 'Outbox delivery failed for good' : 'Outbox delivery failed; will retry',
      );
      await em.execute(
        `update outbox_deliveries
            set status = ?, last_error = ?, next_attempt_at = now() + make_interval(secs => ?)
          where event_id = ? and handler = ?`,
        [
          failed ? 'failed' : 'pending',
          String(error).slice(0, 2000),
          retryDelaySeconds(d.attempts),
          d.event_id,
          d.handler,
        ],
      );
    }
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.drain().catch((error) => {
      this.logger.error({ err: error }, 'Outbox dispatch failed');
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
