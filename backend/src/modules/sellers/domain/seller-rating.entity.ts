import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  RATING_COMMENT_MAX_LENGTH,
  RATING_EDIT_DAYS,
  RATING_MAX_STARS,
  RATING_MIN_STARS,
  RATING_REPLY_MAX_LENGTH,
} from '@ticketsetu/contracts/sellers';
import { RATING_MESSAGES as m, SellerError } from './seller-errors.js';

export const RATING_EDIT_MS = RATING_EDIT_DAYS * 86_400_000;

/** Length as a reader counts it (code points, as PostgreSQL's char_length does), not UTF-16 units. */
const lengthOf = (text: string) => Array.from(text).length;

function checkedStars(stars: unknown): number {
  if (typeof stars !== 'number' || !Number.isInteger(stars) || stars < RATING_MIN_STARS || stars > RATING_MAX_STARS) {
    throw new SellerError('RATING_INVALID', m.invalidStars, 'stars');
  }
  return stars;
}

/** An optional comment: trimmed, blank is none, at most RATING_COMMENT_MAX_LENGTH characters. */
function checkedComment(comment: string | null | undefined): string | null {
  const text = comment?.trim() ?? '';
  if (lengthOf(text) > RATING_COMMENT_MAX_LENGTH) throw new SellerError('RATING_INVALID', m.commentTooLong, 'comment');
  return text || null;
}

/** Until when a rating given at `createdAt` may be changed: 14 days, the last moment excluded. */
export function ratingEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + RATING_EDIT_MS);
}

export function canEditRating(createdAt: Date, now: Date): boolean {
  return now.getTime() < ratingEditableUntil(createdAt).getTime();
}

export interface NewRating {
  orderId: string;
  transferId: string;
  sellerId: string;
  buyerId: string;
  eventId: string;
  stars: unknown;
  comment?: string | null;
  at: Date;
}

/**
 * A buyer's rating of the seller for one purchase (issue 35): 1-5 stars and an optional comment, given
 * once per purchase (unique by order) and changeable for 14 days; the seller may answer once; staff may
 * hide the comment, with a reason, but nothing here lets anyone change the stars but the buyer.
 */
@Entity({ tableName: 'seller_ratings' })
@Index({ properties: ['sellerId', 'createdAt'] })
export class SellerRating {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  /** The purchase rated: one rating per order (a unique index). */
  @Property({ type: 'uuid', unique: true })
  orderId: string;

  @Property({ type: 'uuid', unique: true })
  transferId: string;

  @Property({ type: 'uuid' })
  sellerId: string;

  @Property({ type: 'uuid' })
  @Index()
  buyerId: string;

  @Property({ type: 'uuid' })
  eventId: string;

  @Property({ type: 'smallint' })
  stars: number;

  @Property({ type: 'text', nullable: true })
  comment: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz' })
  updatedAt: Date;

  @Property({ type: 'text', nullable: true })
  reply: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  repliedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  commentHiddenAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  commentHiddenBy: string | null = null;

  @Property({ type: 'text', nullable: true })
  commentHiddenReason: string | null = null;

  constructor(input: NewRating) {
    this.orderId = input.orderId;
    this.transferId = input.transferId;
    this.sellerId = input.sellerId;
    this.buyerId = input.buyerId;
    this.eventId = input.eventId;
    this.stars = checkedStars(input.stars);
    this.comment = checkedComment(input.comment);
    this.createdAt = input.at;
    this.updatedAt = input.at;
  }

  get editableUntil(): Date {
    return ratingEditableUntil(this.createdAt);
  }

  get commentHidden(): boolean {
    return this.commentHiddenAt !== null;
  }

  /**
   * The buyer changes the stars or the comment (what is not given stays), within 14 days of rating. A
   * comment staff hid stays hidden whatever it now says: staff look at it again if it should return.
   */
  change(changes: { stars?: unknown; comment?: string | null }, now: Date): void {
    if (!canEditRating(this.createdAt, now)) throw new SellerError('RATING_CLOSED', m.editClosed);
    const stars = changes.stars === undefined ? this.stars : checkedStars(changes.stars);
    const comment = changes.comment === undefined ? this.comment : checkedComment(changes.comment);
    this.stars = stars;
    this.comment = comment;
    this.updatedAt = now;
  }

  /** The seller's one answer. */
  answer(text: string | null | undefined, now: Date): void {
    if (this.reply !== null) throw new SellerError('RATING_STATE', m.alreadyAnswered);
    const reply = text?.trim() ?? '';
    if (!reply) throw new SellerError('RATING_INVALID', m.replyRequired, 'reply');
    if (lengthOf(reply) > RATING_REPLY_MAX_LENGTH) throw new SellerError('RATING_INVALID', m.replyTooLong, 'reply');
    this.reply = reply;
    this.repliedAt = now;
  }

  /** Staff hide the buyer's comment from the public, with the reason (the stars still count). */
  hideComment(staffId: string, reason: string | null | undefined, now: Date): void {
    const why = reason?.trim() ?? '';
    if (!why) throw new SellerError('RATING_INVALID', m.hideReasonRequired, 'reason');
    if (this.comment === null) throw new SellerError('RATING_STATE', m.noComment);
    if (this.commentHidden) throw new SellerError('RATING_STATE', m.alreadyHidden);
    this.commentHiddenAt = now;
    this.commentHiddenBy = staffId;
    this.commentHiddenReason = why;
  }

  /** Staff show a hidden comment again (a hide made in error). */
  restoreComment(): void {
    if (!this.commentHidden) throw new SellerError('RATING_STATE', m.notHidden);
    this.commentHiddenAt = null;
    this.commentHiddenBy = null;
    this.commentHiddenReason = null;
  }
}
