import { LockMode } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { AuditLog } from '../../audit/index.js';
import { ListingError, LISTING_NOT_FOUND } from '../domain/listing-errors.js';
import { Listing } from '../domain/listing.entity.js';
import { ProofFlags, type ProofFlagView } from './proof-flags.js';
import { ReviewList } from './review-list.js';
import type { ReviewListingView } from './views.js';

/** Staff review of listings (Admin > Tickets): verify or reject with remarks, notes (the queues: ReviewList). */
@Injectable()
export class ReviewService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly review: ReviewList,
    private readonly flags: ProofFlags,
    private readonly audit: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async verify(listingId: string, adminId: string, remarks: string | null): Promise<ReviewListingView> {
    return this.decide(listingId, adminId, 'listing.verified', (listing) =>
      listing.verify(adminId, remarks, this.clock.now()),
    );
  }

  async reject(listingId: string, adminId: string, remarks: string | null): Promise<ReviewListingView> {
    return this.decide(listingId, adminId, 'listing.rejected', (listing) =>
      listing.reject(adminId, remarks, this.clock.now()),
    );
  }

  /** Staff notes on a listing (the Add Remarks modal), at any status. */
  async updateRemarks(listingId: string, adminId: string, remarks: string | null): Promise<ReviewListingView> {
    return this.decide(listingId, adminId, 'listing.remarks', (listing) => {
      listing.remarks = remarks;
    });
  }

  /** One staff decision on a listing, with its audit line in the same commit. */
  private async decide(
    listingId: string,
    adminId: string,
    kind: 'listing.verified' | 'listing.rejected' | 'listing.remarks',
    change: (listing: Listing) => void,
  ): Promise<ReviewListingView> {
    const listing = await this.uow.run(async (em) => {
      const found = isUuid(listingId)
        ? await em.findOne(Listing, { id: listingId }, { lockMode: LockMode.PESSIMISTIC_WRITE })
        : null;
      if (!found) throw new ListingError('LISTING_NOT_FOUND', LISTING_NOT_FOUND);
      const before = { status: found.status, remarks: found.remarks };
      change(found);
      // What staff were shown of the proofs when they decided (ADR 62).
      const shown = (await this.flags.of([found.id])).get(found.id) ?? [];
      await this.audit.record(em, {
        actorId: adminId,
        kind,
        targetId: found.id,
        before,
        after: {
          status: found.status,
          remarks: found.remarks,
          ...(kind === 'listing.remarks' ? {} : { proofFlags: describeFlags(shown) }),
        },
        at: this.clock.now(),
      });
      return found;
    });
    return (await this.review.describe([listing]))[0]!;
  }
}

/** The flags as one line of the audit entry: 'same_code:<listing id>; no_code; looks_like:<listing id>@3'. */
function describeFlags(flags: ProofFlagView[]): string {
  return flags
    .map((f) =>
      [f.kind, f.otherListing && `:${f.otherListing.id}`, f.distance !== null && `@${f.distance}`]
        .filter(Boolean)
        .join(''),
    )
    .join('; ');
}
