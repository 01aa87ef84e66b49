import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { AggregateRoot } from '../../../shared/domain/aggregate-root.js';
import { canMove, isOpen, offerStatuses, type OfferStatus } from './offer-status.js';
import { WaitlistError } from './waitlist-errors.js';

/** How long an offer holds its seats for the person offered. */
export const OFFER_MINUTES = 15;

export interface NewOffer {
  /** Also the id of the inventory hold keeping the seats (chosen before the hold is taken). */
  id: string;
  drawId: string;
  /** The person's place in the draw (1 = first drawn). */
  position: number;
  entryId: string;
  userId: string;
  eventId: string;
  listingId: string;
  quantity: number;
  offeredAt: Date;
}

/**
 * Seats of one listing held for one waiting person for 15 minutes (ADR 25). Its id is the hold's id,
 * so the person's order can take the hold over, and it moves as offer-status.ts allows. Recording
 * WaitlistOfferMade sends the person the link to checkout; WaitlistOfferExpired tells them it lapsed.
 */
@Entity({ tableName: 'waitlist_offers' })
export class WaitlistOffer extends AggregateRoot {
  @PrimaryKey({ type: 'uuid' })
  id: string;

  @Property({ type: 'uuid' })
  drawId: string;

  @Property({ type: 'integer' })
  position: number;

  @Property({ type: 'uuid' })
  entryId: string;

  @Property({ type: 'uuid' })
  @Index()
  userId: string;

  @Property({ type: 'uuid' })
  eventId: string;

  @Property({ type: 'uuid' })
  listingId: string;

  @Property({ type: 'integer' })
  quantity: number;

  @Enum({ items: () => offerStatuses })
  status: OfferStatus & Opt = 'offered';

  @Property({ type: 'timestamptz' })
  offeredAt: Date;

  @Property({ type: 'timestamptz' })
  expiresAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  endedAt: Date | null = null;

  /** When the offer's email went out (the mail handler's record, so a repeat sends nothing twice). */
  @Property({ type: 'timestamptz', nullable: true })
  emailedAt: Date | null = null;

  /** When the email saying the offer expired went out (sent once, as the offer's own email is). */
  @Property({ type: 'timestamptz', nullable: true })
  expiryEmailedAt: Date | null = null;

  constructor(input: NewOffer) {
    super();
    this.id = input.id;
    this.drawId = input.drawId;
    this.position = input.position;
    this.entryId = input.entryId;
    this.userId = input.userId;
    this.eventId = input.eventId;
    this.listingId = input.listingId;
    this.quantity = input.quantity;
    this.offeredAt = input.offeredAt;
    this.expiresAt = new Date(input.offeredAt.getTime() + OFFER_MINUTES * 60_000);
    this.record('WaitlistOfferMade', {
      offerId: this.id,
      userId: this.userId,
      listingId: this.listingId,
      eventId: this.eventId,
      quantity: this.quantity,
    });
  }

  get isOpen(): boolean {
    return isOpen(this.status);
  }

  /** Where the offer sends its person: checkout of the listing, with the seats held for them. */
  get checkoutPath(): string {
    return `/checkout/${this.listingId}?quantity=${this.quantity}&offer=${this.id}`;
  }

  /** Still holding seats and its 15 minutes are over. */
  isDue(now: Date): boolean {
    return this.status === 'offered' && this.expiresAt.getTime() <= now.getTime();
  }

  /** An order of the person took the hold over: that order's payment ends the offer. */
  checkingOut(): void {
    this.move('in_checkout', null);
  }

  /** The person paid with it. */
  claim(at: Date): void {
    this.move('claimed', at);
  }

  /** The person said no, or left the list. */
  decline(at: Date): void {
    this.move('declined', at);
  }

  /** Nobody checked out in time, or the checkout that took it over failed: the seats went back. */
  expire(at: Date): void {
    this.move('expired', at);
    this.record('WaitlistOfferExpired', { offerId: this.id, userId: this.userId, eventId: this.eventId });
  }

  private move(to: OfferStatus, endedAt: Date | null): void {
    if (!canMove(this.status, to)) {
      throw new WaitlistError('OFFER_STATE', `An offer that is ${this.status} cannot become ${to}`);
    }
    this.status = to;
    this.endedAt = endedAt;
  }
}
