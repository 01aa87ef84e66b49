import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Paise } from '../../../shared/domain/money.js';
import { Category } from './category.entity.js';

export interface EventDetails {
  title: string;
  description?: string | null;
  venue: string;
  city: string;
  eventDate: Date;
  category?: Category | null;
  imageUrl?: string | null;
  buyerFeePercent?: number;
  sellerFeePercent?: number;
  transferInstructions?: string | null;
}

/** What listings report about an event's tickets on sale (spec section 5). */
export interface Availability {
  availableTickets: number;
  minPrice: Paise | null;
}

@Entity({ tableName: 'events' })
export class Event {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'text' })
  title: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'text' })
  venue: string;

  @Property({ type: 'text' })
  city: string;

  @Property({ type: 'timestamptz' })
  eventDate: Date;

  @ManyToOne(() => Category, { nullable: true, deleteRule: 'set null' })
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

  @Property({ type: 'decimal', precision: 5, scale: 2, runtimeType: 'number' })
  buyerFeePercent: number & Opt = 0;

  @Property({ type: 'decimal', precision: 5, scale: 2, runtimeType: 'number' })
  sellerFeePercent: number & Opt = 0;

  @Property({ type: 'text', nullable: true })
  transferInstructions: string | null = null;

  /** Projection kept current by the listings module in the same transaction as every listing change. */
  @Property({ type: 'integer' })
  availableTickets: number & Opt = 0;

  /** Lowest on-sale price in paise; null when nothing is on sale. Same projection. */
  @Property({ type: 'integer', nullable: true })
  minPrice: Paise | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(details: EventDetails) {
    this.title = details.title;
    this.description = details.description ?? null;
    this.venue = details.venue;
    this.city = details.city;
    this.eventDate = details.eventDate;
    this.category = details.category ?? null;
    this.imageUrl = details.imageUrl ?? null;
    this.buyerFeePercent = details.buyerFeePercent ?? 0;
    this.sellerFeePercent = details.sellerFeePercent ?? 0;
    this.transferInstructions = details.transferInstructions ?? null;
  }

  /** On sale to the public: active and not yet started. */
  isOpenForSale(now: Date): boolean {
    return this.isActive && this.eventDate.getTime() > now.getTime();
  }

  recordAvailability(figures: Availability): void {
    this.availableTickets = figures.availableTickets;
    this.minPrice = figures.minPrice;
  }
}
