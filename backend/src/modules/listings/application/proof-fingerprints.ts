import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { AuditLog } from '../../audit/index.js';
import { ListingFile } from '../domain/listing-file.entity.js';
import { Listing } from '../domain/listing.entity.js';
import { judgeProofs, type ProofVerdict, type ReadProofs } from '../domain/proof-verdict.js';
import { ProofFileReading } from './proof-file-reading.js';

/** Statuses whose codes are held (the unique index's `released_at is null`, kept by triggers). */
const LIVE = `('pending_approval', 'available', 'sold')`;

/**
 * Reads what a listing's proofs carry, after the upload commits (ADR 62): ProofsSubmitted is handled
 * from the outbox, each file read in a worker with limits and its result committed as soon as it is
 * read (a job stopped half-way reads only the rest again), then one transaction claims the codes,
 * refuses the listing or flags it for staff, and marks it read (a repeat finds it read: no-op).
 */
@Injectable()
export class ProofFingerprints implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly outbox: Outbox,
    private readonly files: ProofFileReading,
    private readonly audit: AuditLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe('ProofsSubmitted', 'listings.proof-fingerprints', (e) =>
      this.fingerprint(e.payload.listingId),
    );
  }

  async fingerprint(listingId: string): Promise<void> {
    const em = this.em.fork();
    const listing = await em.findOne(Listing, { id: listingId });
    if (!listing || listing.proofsCheckedAt) return;
    const files = listing.inSentOrder(await em.find(ListingFile, { listingId }));
    for (const file of files) if (!file.scannedAt) await this.files.read(file);
    await this.conclude(listingId);
  }

  /** Claims the listing's codes and applies the verdict, once (the listing's row lock and its read mark). */
  private async conclude(listingId: string): Promise<void> {
    await this.uow.run(async (em) => {
      const listing = await em.findOne(Listing, { id: listingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!listing || listing.proofsCheckedAt) return;
      const now = this.clock.now();
      listing.proofsCheckedAt = now;
      if (!['pending_approval', 'available', 'sold'].includes(listing.status)) return; // gone: nothing to hold
      const read = await this.readProofs(em, listing);
      const verdict = judgeProofs(read);
      await this.record(em, listing, verdict, now);
      if (verdict.refusal && listing.status === 'pending_approval') {
        listing.refuseForProofs(verdict.refusal, now);
      }
    });
  }

  private async readProofs(em: EntityManager, listing: Listing): Promise<ReadProofs> {
    const files = await em.execute<{ id: string; name: string; problem: string | null; codes: string[] }[]>(
      `select f.id, f.original_name as name, f.scan_problem as problem,
              coalesce(array_agg(c.code_hash order by c.code_hash) filter (where c.code_hash is not null), '{}') as codes
         from listing_files f left join proof_file_codes c on c.file_id = f.id
        where f.listing_id = ? group by f.id order by f.created_at, f.id`,
      [listing.id],
    );
    // Claim each code; one another live listing holds already is not inserted (the unique index
    // decides between two claims at the same instant: the second waits, then finds it held).
    await em.execute(
      `insert into proof_codes (listing_id, file_id, format, code_hash)
       select distinct on (c.code_hash) ?, c.file_id, c.format, c.code_hash
         from proof_file_codes c join listing_files f on f.id = c.file_id
        where f.listing_id = ? order by c.code_hash, f.created_at
       on conflict (code_hash) where released_at is null do nothing`,
      [listing.id, listing.id],
    );
    const held = await em.execute<{ listing_id: string }[]>(
      `select distinct p.listing_id from proof_codes p
         join proof_file_codes c on c.code_hash = p.code_hash
         join listing_files f on f.id = c.file_id
        where f.listing_id = ? and p.released_at is null and p.listing_id <> ?`,
      [listing.id, listing.id],
    );
    const lookalikes = await em.execute<{ listing_id: string; distance: number }[]>(
      `select o.listing_id, min(bit_count((mine.phash # o.phash)::bit(64)))::int as distance
         from proof_pictures mine
         join proof_pictures o on o.listing_id <> mine.listing_id
         join tickets t on t.id = o.listing_id and t.seller_id <> ? and t.status in ${LIVE}
        where mine.listing_id = ? and bit_count((mine.phash # o.phash)::bit(64)) <= ?
        group by o.listing_id order by distance, o.listing_id limit 5`,
      [listing.sellerId, listing.id, this.config.PROOF_LIKENESS_MAX_BITS],
    );
    return {
      quantity: listing.quantity,
      files,
      heldElsewhere: held.map((r) => r.listing_id),
      lookalikes: lookalikes.map((r) => ({ listingId: r.listing_id, distance: r.distance })),
    };
  }

  /**
   * The verdict's flags on this listing; a code held elsewhere also flags the listing holding it, with
   * this attempt, and both go in the audit log (the attempting seller as actor).
   */
  private async record(em: EntityManager, listing: Listing, verdict: ProofVerdict, at: Date): Promise<void> {
    for (const f of verdict.flags) {
      await em.execute(
        `insert into listing_flags (listing_id, kind, other_listing_id, file_id, distance, detail, created_at)
         values (?, ?, ?, ?, ?, ?, ?)`,
        [listing.id, f.kind, f.otherListingId, f.fileId, f.distance, f.detail, at],
      );
      if (f.kind !== 'same_code' || !f.otherListingId) continue;
      await em.execute(
        `insert into listing_flags (listing_id, kind, other_listing_id, detail, created_at) values (?, 'same_code', ?, ?, ?)`,
        [f.otherListingId, listing.id, 'Another listing was tried with this ticket code', at],
      );
      await this.audit.record(em, {
        actorId: listing.sellerId,
        kind: 'listing.flagged',
        targetId: f.otherListingId,
        before: null,
        after: { flag: 'same_code', attemptListingId: listing.id },
        at,
      });
    }
    if (verdict.refusal) {
      await this.audit.record(em, {
        actorId: listing.sellerId,
        kind: 'listing.refused',
        targetId: listing.id,
        before: { status: listing.status },
        after: {
          status: listing.status === 'pending_approval' ? 'cancelled' : listing.status,
          reason: verdict.refusal,
          sameCodeAs: verdict.flags.find((f) => f.kind === 'same_code')?.otherListingId ?? null,
        },
        at,
      });
    }
  }
}
