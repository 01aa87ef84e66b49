import { randomUUID } from 'node:crypto';
import { AggregateRoot } from '../../../shared/domain/aggregate-root.js';
import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { checkEvent } from '@ticketsetu/contracts/event-form';
import type { Paise } from '@ticketsetu/contracts/money';
import { EVENT_MESSAGES as m, stateOfCity } from '@ticketsetu/contracts/rules';
import { CatalogError } from './catalog-errors.js';
import { Category } from './category.entity.js';
import { eventTimeStatus, type EventTimeStatus } from './event-time-status.js';
import { isOpenForSale } from './open-for-sale.js';
import { stampedNow } from '../../../shared/domain/entity-clock.js';

export interface EventDetails {
  title: string;
  description?: string | null;
  venue: string;
  city: string;
  /**
   * The state or union territory the event is held in (IGST s.12(6), ADR 58); left out, the city's
   * (CITY_STATES), also when an edit moves the event to another city without naming a state.
   */
  state?: string;
  eventDate: Date;
  category?: Category | null;
  imageUrl?: string | null;
  buyerFeePercent?: number;
  sellerFeePercent?: number;
  transferInstructions?: string | null;
  /** Resale capped at face value + this percent (ADR 28); or */
  resaleCapPercent?: number | null;
  /** resale capped at this price per ticket; never both. */
  resaleCapPrice?: Paise | null;
  /** The most tickets one buyer may hold or buy of the event (ADR 70), or null: no cap. */
  maxTicketsPerBuyer?: number | null;
}

/** What staff may change on an event (the Edit modal); a field left out stays as it is. */
export type EventChanges = Partial<EventDetails>;

/** Staff may only schedule events ahead of now (spec 5: 'Event date must be in the future'). */
export function requireFutureDate(eventDate: Date, now: Date): void {
  if (Number.isNaN(eventDate.getTime())) throw new CatalogError('EVENT_INVALID', m.invalidDate, 'eventDate');
  if (eventDate.getTime() <= now.getTime()) throw new CatalogError('EVENT_INVALID', m.pastDate, 'eventDate');
}

@Entity({ tableName: 'events' })
export class Event extends AggregateRoot {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'text' })
  venue!: string;

  @Property({ type: 'text' })
  city!: string;

  /** Where the event is held, for the place of supply under IGST s.12(6); null only for an old event in an unlisted city. */
  @Property({ type: 'text', nullable: true })
  state: string | null = null;

  @Property({ type: 'timestamptz' })
  eventDate!: Date;

  /** A category in use cannot be deleted (the foreign key restricts it). */
  @ManyToOne(() => Category, { nullable: true, deleteRule: 'restrict' })
  category: Category | null = null;

  @Property({ type: 'text', nullable: true })
  imageUrl: string | null = null;

  @Property({ type: 'boolean' })
  isActive: boolean & Opt = true;

  /** null until staff decide; then true (verified) or false (rejected). */
  @Property({ type: 'boolean', nullable: true })
  verified: boolean | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  verifiedAt: Date | null = null;

  /** The staff member who verified or rejected it. */
  @Property({ type: 'uuid', nullable: true })
  verifiedBy: string | null = null;

  @Property({ type: 'decimal', precision: 5, scale: 2, runtimeType: 'number' })
  buyerFeePercent: number & Opt = 0;

  @Property({ type: 'decimal', precision: 5, scale: 2, runtimeType: 'number' })
  sellerFeePercent: number & Opt = 0;

  @Property({ type: 'text', nullable: true })
  transferInstructions: string | null = null;

  @Property({ type: 'decimal', precision: 6, scale: 2, runtimeType: 'number', nullable: true })
  resaleCapPercent: number | null = null;

  @Property({ type: 'integer', nullable: true })
  resaleCapPrice: Paise | null = null;

  /** The most tickets one buyer may hold or buy of the event, across its listings (ADR 70); null: no cap. */
  @Property({ type: 'integer', nullable: true })
  maxTicketsPerBuyer: number | null = null;

  /** Since when the organiser forbids resale (ADR 63), or null; staff's note says how they announced it. */
  @Property({ type: 'timestamptz', nullable: true })
  resaleNotPermittedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  resaleNotPermittedNote: string | null = null;

  @Property({ type: 'timestamptz', onCreate: stampedNow })
  createdAt!: Date & Opt;

  @Property({ type: 'timestamptz', onCreate: stampedNow, onUpdate: stampedNow })
  updatedAt!: Date & Opt;

  constructor(details: EventDetails) {
    super();
    this.apply({
      description: null,
      category: null,
      imageUrl: null,
      buyerFeePercent: 0,
      sellerFeePercent: 0,
      transferInstructions: null,
      resaleCapPercent: null,
      resaleCapPrice: null,
      maxTicketsPerBuyer: null,
      ...details,
    });
  }

  /** Open to buyers and sellers: active and not yet started. */
  isOpenForSale(now: Date): boolean {
    return isOpenForSale(this, now);
  }

  timeStatus(now: Date): EventTimeStatus {
    return eventTimeStatus(this.eventDate, now);
  }

  /** Staff edit the event. A new date must be in the future; an unchanged one may have passed. */
  edit(changes: EventChanges, now: Date): void {
    if (changes.eventDate && changes.eventDate.getTime() !== this.eventDate.getTime()) {
      requireFutureDate(changes.eventDate, now);
    }
    this.apply(changes);
  }

  /** Staff vouch for the event; once, and only before it starts. */
  verify(by: string, at: Date): void {
    this.decide(true, by, at);
  }

  reject(by: string, at: Date): void {
    this.decide(false, by, at);
  }

  /**
   * Staff mark that the organiser forbids resale (name-based, non-transferable tickets): no new
   * listing, and those under review or on sale are withdrawn (listings handles the event).
   */
  forbidResale(note: string, at: Date): void {
    const wasPermitted = this.resaleNotPermittedAt === null;
    this.resaleNotPermittedAt ??= at;
    this.resaleNotPermittedNote = note;
    if (wasPermitted) this.record('EventResaleForbidden', { eventId: this.id });
  }

  /** The organiser allows resale again: new listings may be made (those withdrawn stay withdrawn). */
  permitResale(note: string): void {
    this.resaleNotPermittedAt = null;
    this.resaleNotPermittedNote = note;
  }

  /** Shown to the public (when not started) or taken off every public page. */
  setActive(active: boolean): void {
    this.isActive = active;
  }

  private decide(verified: boolean, by: string, at: Date): void {
    if (this.verified !== null) throw new CatalogError('EVENT_STATE', m.alreadyDecided);
    if (this.timeStatus(at) === 'expired') throw new CatalogError('EVENT_STATE', m.expiredDecision);
    this.verified = verified;
    this.verifiedAt = at;
    this.verifiedBy = by;
  }

  /** Every change goes through here, so the invariants hold after construction and after each edit. */
  private apply(changes: EventChanges): void {
    // A field given as undefined is a field left out.
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const next = { ...this, ...given } as Required<EventDetails>;
    const title = next.title?.trim();
    const venue = next.venue?.trim();
    const city = next.city?.trim();
    // An event moved to another city without naming a state takes the new city's (never the old one's).
    const state = changes.state ?? (city && city !== this.city ? stateOfCity(city) : this.state);
    const capPercent = next.resaleCapPercent ?? null;
    const capPrice = next.resaleCapPrice ?? null;
    const perBuyer = next.maxTicketsPerBuyer ?? null;
    // The admin event form's own check (contracts/event-form), the first problem with its field.
    const [problem] = checkEvent({ ...next, title, venue, city, state });
    if (problem) throw new CatalogError('EVENT_INVALID', m[problem.code], problem.field);

    this.title = title;
    this.venue = venue;
    this.city = city;
    this.state = state;
    this.eventDate = next.eventDate;
    this.description = next.description?.trim() || null;
    this.category = next.category ?? null;
    this.imageUrl = next.imageUrl?.trim() || null;
    this.buyerFeePercent = next.buyerFeePercent;
    this.sellerFeePercent = next.sellerFeePercent;
    this.transferInstructions = next.transferInstructions?.trim() || null;
    this.resaleCapPercent = capPercent;
    this.resaleCapPrice = capPrice;
    this.maxTicketsPerBuyer = perBuyer;
  }
}
