import type { DomainEventMap, DomainEventType } from './domain-events.js';

export interface RecordedEvent<T extends DomainEventType = DomainEventType> {
  type: T;
  payload: DomainEventMap[T];
}

// A symbol, not a field: the ORM neither maps nor hydrates it, and a loaded entity starts with none.
const RECORDED = Symbol('recordedEvents');

/**
 * An entity that records what happened to it (TicketListed, TicketSold...). It never publishes:
 * the unit of work writes the recorded events to the outbox in the same transaction as the change.
 */
export abstract class AggregateRoot {
  private [RECORDED]?: RecordedEvent[];

  protected record<T extends DomainEventType>(type: T, payload: DomainEventMap[T]): void {
    (this[RECORDED] ??= []).push({ type, payload } as RecordedEvent);
  }

  /** The events recorded since the last call, oldest first; they are then forgotten. */
  pullRecordedEvents(): RecordedEvent[] {
    const events = this[RECORDED] ?? [];
    this[RECORDED] = [];
    return events;
  }
}
