import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { ALERT_MESSAGES as m, AlertError } from './alert-errors.js';
import { MAX_ALERT_TICKETS, type WantedType, wantedTypes } from './alert-rule.js';

/** `active` until the fan removes it (or unsubscribes), or the event starts or their account is erased (`ended`). */
export const alertStatuses = ['active', 'removed', 'ended'] as const;
export type AlertStatus = (typeof alertStatuses)[number];

export interface AlertWishInput {
  maxPrice: number | null;
  quantity: number;
  ticketType: WantedType;
  sms: boolean;
}

/** The only rules a wish has: 1-6 tickets, a known type, a price in whole paise above zero or none. */
export function checkAlertWish(wish: AlertWishInput): void {
  if (!Number.isInteger(wish.quantity) || wish.quantity < 1 || wish.quantity > MAX_ALERT_TICKETS) {
    throw new AlertError('ALERT_INVALID', m.invalidQuantity, 'quantity');
  }
  if (!wantedTypes.includes(wish.ticketType)) throw new AlertError('ALERT_INVALID', m.invalidType, 'ticketType');
  if (wish.maxPrice !== null && (!Number.isSafeInteger(wish.maxPrice) || wish.maxPrice < 1)) {
    throw new AlertError('ALERT_INVALID', m.invalidMaxPrice, 'maxPrice');
  }
}

/** A fan's "tell me when tickets are listed" for one event. One active alert per fan and event. */
@Entity({ tableName: 'ticket_alerts' })
export class TicketAlert {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'uuid' })
  @Index()
  eventId: string;

  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'integer', nullable: true })
  maxPrice: number | null;

  @Property({ type: 'integer' })
  quantity: number;

  @Enum({ items: () => wantedTypes })
  ticketType: WantedType;

  @Property({ type: 'boolean' })
  sms: boolean;

  @Enum({ items: () => alertStatuses })
  status: AlertStatus & Opt = 'active';

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz' })
  updatedAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  endedAt: Date | null = null;

  constructor(input: AlertWishInput & { eventId: string; userId: string; at: Date }) {
    checkAlertWish(input);
    this.eventId = input.eventId;
    this.userId = input.userId;
    this.maxPrice = input.maxPrice;
    this.quantity = input.quantity;
    this.ticketType = input.ticketType;
    this.sms = input.sms;
    this.createdAt = input.at;
    this.updatedAt = input.at;
  }

  get isActive(): boolean {
    return this.status === 'active';
  }

  /** Setting the alert again: what the fan wants now. */
  change(wish: AlertWishInput, at: Date): void {
    checkAlertWish(wish);
    this.maxPrice = wish.maxPrice;
    this.quantity = wish.quantity;
    this.ticketType = wish.ticketType;
    this.sms = wish.sms;
    this.updatedAt = at;
  }

  /** Removed under Your Tickets, or unsubscribed from an email; removing twice changes nothing. */
  remove(at: Date): void {
    if (!this.isActive) return;
    this.status = 'removed';
    this.endedAt = at;
    this.updatedAt = at;
  }
}
