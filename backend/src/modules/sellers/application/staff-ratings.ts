import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { AuditLog } from '../../audit/index.js';
import { RATING_MESSAGES as m, SellerError } from '../domain/seller-errors.js';
import { SellerRating } from '../domain/seller-rating.entity.js';

/** Staff's side of ratings: hiding a comment (with the reason, audited) or showing it again (the list: StaffRatingList). */
@Injectable()
export class StaffRatings {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Hides a rating's comment from everyone but its buyer and staff; the stars still count. In the audit log with the reason. */
  async hideComment(staffId: string, ratingId: string, reason: string | null | undefined): Promise<void> {
    await this.act(ratingId, async (em, rating) => {
      rating.hideComment(staffId, reason, this.clock.now());
      await this.audit.record(em, {
        actorId: staffId,
        kind: 'rating.comment_hidden',
        targetId: rating.id,
        before: { comment_hidden: false },
        after: { comment_hidden: true, comment_hidden_reason: rating.commentHiddenReason },
        at: this.clock.now(),
      });
    });
  }

  /** Shows a hidden comment again (a hide made in error); in the audit log. */
  async restoreComment(staffId: string, ratingId: string): Promise<void> {
    await this.act(ratingId, async (em, rating) => {
      const reason = rating.commentHiddenReason;
      rating.restoreComment();
      await this.audit.record(em, {
        actorId: staffId,
        kind: 'rating.comment_restored',
        targetId: rating.id,
        before: { comment_hidden: true, comment_hidden_reason: reason },
        after: { comment_hidden: false },
        at: this.clock.now(),
      });
    });
  }

  private async act(ratingId: string, change: (em: EntityManager, rating: SellerRating) => Promise<void>) {
    await this.em.fork().transactional(async (em) => {
      const rating = isUuid(ratingId)
        ? await em.findOne(SellerRating, { id: ratingId }, { lockMode: LockMode.PESSIMISTIC_WRITE })
        : null;
      if (!rating) throw new SellerError('RATING_NOT_FOUND', m.ratingNotFound);
      await change(em, rating);
    });
  }
}
