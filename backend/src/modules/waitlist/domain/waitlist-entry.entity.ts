import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { type WantedType, wantedTypes } from './draw.js';
import { WAITLIST_MESSAGES as m, WaitlistError } from './waitlist-errors.js';

/** `waiting` until the person leaves or buys seats offered to them (`fulfilled`). */
export const entryStatuses = ['waiting', 'left', 'fulfilled'] as const;
export type EntryStatus = (typeof entryStatuses)[number];

export const MAX_WAITLIST_TICKETS = 6;

export interface NewEntry {
  eventId: string;
  userId: string;
  quantity: number;
  ticketType: WantedType;
  at: Date;
}

/** The tickets a person wants (1-6, of a type or any): the only rules a wish has. */
function checkWish(quantity: number, ticketType: WantedType): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_WAITLIST_TICKETS) {
    throw new WaitlistError('WAITLIST_INVALID', m.invalidQuantity, 'quantity');
  }
  if (!wantedTypes.includes(ticketType)) throw new WaitlistError('WAITLIST_INVALID', m.invalidType, 'ticketType');
}

/**
 * A person waiting for tickets to an event. At most one waiting entry per person and event (a partial
 * unique index says so too); joining again changes what they want.
 */
@Entity({ tableName: 'waitlist_entries' })
export class WaitlistEntry {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'uuid' })
  @Index()
  eventId: string;

  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'integer' })
  quantity: number;

  @Enum({ items: () => wantedTypes })
  ticketType: WantedType;

  @Enum({ items: () => entryStatuses })
  status: EntryStatus & Opt = 'waiting';

  @Property({ type: 'timestamptz' })
  joinedAt: Date;

  @Property({ type: 'timestamptz' })
  updatedAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  endedAt: Date | null = null;

  constructor(input: NewEntry) {
    checkWish(input.quantity, input.ticketType);
    this.eventId = input.eventId;
    this.userId = input.userId;
    this.quantity = input.quantity;
    this.ticketType = input.ticketType;
    this.joinedAt = input.at;
    this.updatedAt = input.at;
  }

  get isWaiting(): boolean {
    return this.status === 'waiting';
  }

  /** Joining again: what they want now (an offer already made keeps its own quantity). */
  change(quantity: number, ticketType: WantedType, at: Date): void {
    if (!this.isWaiting)
      throw new WaitlistError('OFFER_STATE', `A waiting list entry that is ${this.status} cannot change`);
    checkWish(quantity, ticketType);
    this.quantity = quantity;
    this.ticketType = ticketType;
    this.updatedAt = at;
  }

  /** The person leaves the list; nothing more is offered to them for this event. */
  leave(at: Date): void {
    this.end('left', at);
  }

  /** They bought the seats offered to them: served. Leaving first keeps the entry `left`. */
  fulfil(at: Date): void {
    if (this.isWaiting) this.end('fulfilled', at);
  }

  private end(to: EntryStatus, at: Date): void {
    if (!this.isWaiting)
      throw new WaitlistError('OFFER_STATE', `A waiting list entry that is ${this.status} cannot end`);
    this.status = to;
    this.endedAt = at;
    this.updatedAt = at;
  }
}
