import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { Paise } from '../../../shared/domain/money.js';
import { canMove, listingStatuses, type ListingStatus } from './listing-status.js';

export const ticketTypes = ['mobile', 'physical'] as const;
export type TicketType = (typeof ticketTypes)[number];
export const mobileProviders = ['bookmyshow', 'district'] as const;
export type MobileProvider = (typeof mobileProviders)[number];

export const MAX_TICKETS_PER_LISTING = 6;

export interface NewListing {
  eventId: string;
  sellerId: string;
  price: Paise;
  quantity: number;
  seatNumber?: string | null;
  section?: string | null;
  row?: string | null;
  ticketType: TicketType;
  mobileTicketType?: MobileProvider | null;
  pickupAddress?: string | null;
  upiId: string;
  fileUrls?: string[];
}

/** A seller's offer of 1-6 tickets to one event (the spec's `tickets` table). */
@Entity({ tableName: 'tickets' })
@Index({ properties: ['eventId', 'status'] })
export class Listing {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  /** The catalog's event; a plain id so listings never reach into catalog's entities. */
  @Property({ type: 'uuid' })
  eventId: string;

  @Property({ type: 'uuid' })
  @Index()
  sellerId: string;

  /** Price per ticket in paise. */
  @Property({ type: 'integer' })
  price: Paise;

  @Property({ type: 'integer' })
  quantity: number;

  @Property({ type: 'integer' })
  soldQuantity: number & Opt = 0;

  @Property({ type: 'text', nullable: true })
  seatNumber: string | null = null;

  @Property({ type: 'text', nullable: true })
  section: string | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'row' })
  row: string | null = null;

  @Enum({ items: () => ticketTypes })
  ticketType: TicketType;

  @Enum({ items: () => mobileProviders, nullable: true })
  mobileTicketType: MobileProvider | null = null;

  @Property({ type: 'text', nullable: true })
  pickupAddress: string | null = null;

  @Property({ type: 'text' })
  upiId: string;

  @Property({ type: 'text[]' })
  fileUrls: string[] & Opt = [];

  @Enum({ items: () => listingStatuses })
  status: ListingStatus & Opt = 'pending_approval';

  @Property({ type: 'text', nullable: true })
  remarks: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  decidedBy: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  listedAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(input: NewListing) {
    if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > MAX_TICKETS_PER_LISTING) {
      throw new DomainError('LISTING_INVALID', 'Number of tickets must be between 1 and 6');
    }
    if (!Number.isSafeInteger(input.price) || input.price <= 0) {
      throw new DomainError('LISTING_INVALID', 'Please enter a valid price');
    }
    this.eventId = input.eventId;
    this.sellerId = input.sellerId;
    this.price = input.price;
    this.quantity = input.quantity;
    this.seatNumber = input.seatNumber ?? null;
    this.section = input.section ?? null;
    this.row = input.row ?? null;
    this.ticketType = input.ticketType;
    this.mobileTicketType = input.ticketType === 'mobile' ? (input.mobileTicketType ?? null) : null;
    this.pickupAddress = input.ticketType === 'physical' ? (input.pickupAddress ?? null) : null;
    this.upiId = input.upiId;
    this.fileUrls = input.fileUrls ?? [];
  }

  get remaining(): number {
    return this.quantity - this.soldQuantity;
  }

  /** The spec's "on sale": status available and something left to sell. */
  get isOnSale(): boolean {
    return this.status === 'available' && this.remaining > 0;
  }

  verify(adminId: string, remarks: string | null, at: Date): void {
    this.decide('available', adminId, remarks, at);
  }

  reject(adminId: string, remarks: string | null, at: Date): void {
    this.decide('cancelled', adminId, remarks, at);
  }

  /** The seller takes the listing down; only while nothing of it is sold. */
  withdraw(): void {
    if (this.soldQuantity > 0 || !canMove(this.status, 'withdrawn')) {
      throw new DomainError('LISTING_STATE', 'This listing can no longer be withdrawn');
    }
    this.status = 'withdrawn';
  }

  /** Records tickets paid for; the listing becomes sold when none remain. */
  recordSale(quantity: number): void {
    if (this.status !== 'available') {
      throw new DomainError('LISTING_STATE', 'This ticket is no longer available');
    }
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > this.remaining) {
      throw new DomainError('LISTING_STATE', 'This ticket is no longer available');
    }
    this.soldQuantity += quantity;
    if (this.remaining === 0) this.status = 'sold';
  }

  private decide(to: ListingStatus, adminId: string, remarks: string | null, at: Date): void {
    if (!canMove(this.status, to) || this.status !== 'pending_approval') {
      throw new DomainError('LISTING_STATE', 'Only listings pending approval can be verified or rejected');
    }
    this.status = to;
    this.remarks = remarks;
    this.decidedBy = adminId;
    this.decidedAt = at;
  }
}
