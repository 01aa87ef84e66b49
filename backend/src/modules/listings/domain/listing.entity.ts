import { MAX_TICKETS_PER_LISTING } from '@ticketsetu/contracts/rules';
import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { type Paise, MAX_TICKET_PRICE_PAISE } from '@ticketsetu/contracts/money';
import { LISTING_MESSAGES } from '@ticketsetu/contracts/rules';
import { AggregateRoot } from '../../../shared/domain/aggregate-root.js';
import { ListingError } from './listing-errors.js';
import { canMove, listingStatuses, type ListingStatus } from './listing-status.js';
import { isOnSale, remainingOf } from './on-sale.js';
import { stampedNow } from '../../../shared/domain/entity-clock.js';
import { mobileProviders, type MobileProvider, ticketTypes, type TicketType } from './ticket-kinds.js';

/** The spec's 1 to 6 tickets a listing, as the sell form checks it (contracts/listing-form). */
export { MAX_TICKETS_PER_LISTING };

export const PROOFS_BEING_READ = "The codes on this listing's proofs are still being read: verify it in a minute";

export interface NewListing {
  /** Chosen by the caller when files are stored under the listing's id before it is saved. */
  id?: string;
  eventId: string;
  sellerId: string;
  price: Paise;
  /** The price printed on the ticket, when the seller gave it (required where the event caps by percent). */
  faceValue?: Paise | null;
  quantity: number;
  seatNumber?: string | null;
  section?: string | null;
  row?: string | null;
  ticketType: TicketType;
  mobileTicketType?: MobileProvider | null;
  pickupAddress?: string | null;
  upiId: string;
  /** The name upiId is registered to, as the seller confirmed it (ADR 45). */
  upiName?: string | null;
  fileUrls?: string[];
  listedAt: Date;
  /** The Idempotency-Key of the request that listed it: that request repeated gets this listing. */
  creationKey?: string | null;
  /** That request's fingerprint (shared/domain/request-fingerprint.ts): the key sent with another is refused. */
  creationFingerprint?: string | null;
}

/**
 * A seller's offer of 1-6 tickets to one event (the spec's `tickets` table). Its stock — sold and
 * held quantities — changes only through the inventory's conditional statements (holds), never
 * by loading and saving this entity, so concurrent buyers cannot oversell it.
 */
@Entity({ tableName: 'tickets' })
@Index({ properties: ['eventId'] })
export class Listing extends AggregateRoot {
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

  /** Face value per ticket in paise, as the seller stated it (ADR 28); null when not asked. */
  @Property({ type: 'integer', nullable: true })
  faceValue: Paise | null = null;

  @Property({ type: 'integer' })
  quantity: number;

  /** Changed only by the inventory's statements (InventoryService); the entity never writes it. */
  @Property({ type: 'integer' })
  soldQuantity: number & Opt = 0;

  /** Seats held for orders being paid; same rule. */
  @Property({ type: 'integer' })
  heldQuantity: number & Opt = 0;

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

  /** The name upiId is registered to, as the seller confirmed it (ADR 45); null when not checked. */
  @Property({ type: 'text', nullable: true })
  upiName: string | null = null;

  @Property({ type: 'text[]' })
  fileUrls: string[] & Opt = [];

  @Enum({ items: () => listingStatuses })
  status: ListingStatus & Opt = 'pending_approval';

  @Property({ type: 'text', nullable: true })
  remarks: string | null = null;

  /** One listing per (seller, creationKey): a retried "List" is not a second listing. */
  @Property({ type: 'text', nullable: true })
  creationKey: string | null = null;

  @Property({ type: 'text', nullable: true })
  creationFingerprint: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  decidedBy: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  listedAt: Date;

  /** When the codes and pictures of its proofs were read (ADR 62); staff verify only after that. */
  @Property({ type: 'timestamptz', nullable: true })
  proofsCheckedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt;

  @Property({ type: 'timestamptz', onUpdate: stampedNow })
  updatedAt: Date & Opt;

  constructor(input: NewListing) {
    super();
    if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > MAX_TICKETS_PER_LISTING) {
      throw new ListingError('LISTING_INVALID', LISTING_MESSAGES.invalidQuantity, 'quantity');
    }
    if (!Number.isSafeInteger(input.price) || input.price <= 0) {
      throw new ListingError('LISTING_INVALID', LISTING_MESSAGES.invalidPrice, 'price');
    }
    if (input.price > MAX_TICKET_PRICE_PAISE) {
      throw new ListingError('LISTING_INVALID', LISTING_MESSAGES.priceTooHigh, 'price');
    }
    if (input.id) this.id = input.id;
    this.eventId = input.eventId;
    this.sellerId = input.sellerId;
    this.price = input.price;
    this.faceValue = input.faceValue ?? null;
    this.quantity = input.quantity;
    this.seatNumber = input.seatNumber ?? null;
    this.section = input.section ?? null;
    this.row = input.row ?? null;
    this.ticketType = input.ticketType;
    this.mobileTicketType = input.ticketType === 'mobile' ? (input.mobileTicketType ?? null) : null;
    this.pickupAddress = input.ticketType === 'physical' ? (input.pickupAddress ?? null) : null;
    this.upiId = input.upiId;
    this.upiName = input.upiName ?? null;
    this.fileUrls = input.fileUrls ?? [];
    this.listedAt = input.listedAt;
    this.creationKey = input.creationKey ?? null;
    this.creationFingerprint = input.creationFingerprint ?? null;
    this.createdAt = input.listedAt;
    this.updatedAt = input.listedAt;
    this.record('TicketListed', { listingId: this.id });
    if (this.fileUrls.length > 0) this.record('ProofsSubmitted', { listingId: this.id });
    else this.proofsCheckedAt = input.listedAt; // nothing to read
  }

  /** Tickets a buyer can still take: neither sold nor held. */
  get remaining(): number {
    return remainingOf(this);
  }

  /** Its proof files in the order the seller sent them (their rows' timestamps can tie). */
  inSentOrder<F extends { id: string }>(files: F[]): F[] {
    const position = (f: F) => this.fileUrls.findIndex((url) => url.endsWith(`/${f.id}`));
    return [...files].sort((a, b) => position(a) - position(b));
  }

  get isOnSale(): boolean {
    return isOnSale(this);
  }

  verify(adminId: string, remarks: string | null, at: Date): void {
    if (!this.proofsCheckedAt) {
      throw new ListingError('LISTING_PROOFS_BEING_READ', PROOFS_BEING_READ);
    }
    this.decide('available', adminId, remarks, at);
    this.record('TicketVerified', { listingId: this.id, remarks });
  }

  reject(adminId: string, remarks: string | null, at: Date): void {
    this.decide('cancelled', adminId, remarks, at);
    this.record('TicketRejected', { listingId: this.id, remarks });
  }

  /**
   * Refused without staff, for what its proofs show (another live listing holds its ticket code, or it
   * shows one code twice): rejected with the reason as its remarks, which the seller's email gives.
   */
  refuseForProofs(reason: string, at: Date): void {
    if (this.status !== 'pending_approval')
      throw new ListingError('LISTING_NOT_REFUSABLE', 'Only a listing pending approval can be refused');
    this.status = 'cancelled';
    this.remarks = reason;
    this.decidedAt = at;
    this.record('TicketRejected', { listingId: this.id, remarks: reason });
  }

  /**
   * The organiser forbids resale (ADR 63): a listing under review or on sale is taken down whatever is
   * sold or held; seats held go on to their sale or release as they would have, sales keep their course.
   */
  withdrawForOrganiser(): boolean {
    if (!canMove(this.status, 'withdrawn')) return false;
    this.status = 'withdrawn';
    this.record('ListingWithdrawn', { listingId: this.id, reason: 'resale_not_permitted' });
    return true;
  }

  /** The seller takes the listing down; only while nothing of it is sold or held for a buyer paying. */
  withdraw(): void {
    if (this.soldQuantity > 0 || this.heldQuantity > 0 || !canMove(this.status, 'withdrawn')) {
      throw new ListingError('LISTING_NOT_WITHDRAWABLE', 'This listing can no longer be withdrawn');
    }
    this.status = 'withdrawn';
    this.record('ListingWithdrawn', { listingId: this.id });
  }

  private decide(to: ListingStatus, adminId: string, remarks: string | null, at: Date): void {
    if (this.status !== 'pending_approval' || !canMove(this.status, to)) {
      throw new ListingError('LISTING_NOT_REVIEWABLE', 'Only listings pending approval can be verified or rejected');
    }
    this.status = to;
    this.remarks = remarks;
    this.decidedBy = adminId;
    this.decidedAt = at;
  }
}
