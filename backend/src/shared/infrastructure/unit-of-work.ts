import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AggregateRoot } from '../domain/aggregate-root.js';
import { Outbox } from './outbox/outbox.js';

/**
 * One commit for a change and what it means: runs `work` in a transaction, flushes the entities it
 * touched, and writes every event they recorded (TicketListed, TicketSold...) to the outbox in that
 * same transaction. Services never publish events themselves.
 */
@Injectable()
export class UnitOfWork {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
  ) {}

  /** Inside an outer transaction (e.g. an outbox handler's), joins it; otherwise starts one. */
  async run<T>(work: (em: EntityManager) => Promise<T>, within?: EntityManager): Promise<T> {
    const body = async (em: EntityManager) => {
      const result = await work(em);
      await em.flush();
      await this.publishRecorded(em);
      return result;
    };
    return within ? body(within) : this.em.transactional(body);
  }

  /** Writes the events recorded by the entities `em` manages, then forgets them. */
  async publishRecorded(em: EntityManager): Promise<void> {
    for (const entity of em.getUnitOfWork().getIdentityMap().values()) {
      if (!(entity instanceof AggregateRoot)) continue;
      for (const event of entity.pullRecordedEvents()) await this.outbox.publish(em, event.type, event.payload);
    }
  }
}
