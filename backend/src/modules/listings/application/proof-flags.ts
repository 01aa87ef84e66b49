import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { SqlPart } from '../../../shared/domain/admin-list.js';
import { uuidArray } from '../../../shared/domain/ids.js';
import { IdentityService } from '../../identity/index.js';
import type { ListingStatus } from '../domain/listing-status.js';
import type { ProofFlagKind } from '../domain/proof-verdict.js';

/** What staff are shown of a listing's proofs: the flag, and the other listing with its status and seller. */
export interface ProofFlagView {
  kind: ProofFlagKind;
  detail: string;
  /** Bits of 64 by which the pictures differ (looks_like). */
  distance: number | null;
  fileId: string | null;
  otherListing: {
    id: string;
    status: ListingStatus;
    seller: { id: string; fullName: string | null; email: string };
  } | null;
  at: Date;
}

interface FlagRow {
  listing_id: string;
  kind: ProofFlagKind;
  detail: string;
  distance: number | null;
  file_id: string | null;
  other_listing_id: string | null;
  other_status: ListingStatus | null;
  other_seller_id: string | null;
  created_at: Date;
}

/** The flags the proof fingerprints left on listings (ADR 62), for the review queue and its filters. */
@Injectable()
export class ProofFlags {
  constructor(
    private readonly em: EntityManager,
    private readonly identity: IdentityService,
  ) {}

  async of(listingIds: string[]): Promise<Map<string, ProofFlagView[]>> {
    if (listingIds.length === 0) return new Map();
    const rows = await this.em.execute<FlagRow[]>(
      `select f.listing_id, f.kind, f.detail, f.distance, f.file_id, f.other_listing_id, f.created_at,
              o.status as other_status, o.seller_id as other_seller_id
         from listing_flags f left join tickets o on o.id = f.other_listing_id
        where f.listing_id = any(?::uuid[]) order by f.created_at, f.id`,
      [uuidArray(listingIds)],
    );
    const sellers = await this.identity.summaries(rows.flatMap((r) => (r.other_seller_id ? [r.other_seller_id] : [])));
    const found = new Map<string, ProofFlagView[]>();
    for (const r of rows) {
      const seller = r.other_seller_id ? sellers.get(r.other_seller_id) : undefined;
      const view: ProofFlagView = {
        kind: r.kind,
        detail: r.detail,
        distance: r.distance,
        fileId: r.file_id,
        otherListing:
          r.other_listing_id && r.other_status && r.other_seller_id
            ? {
                id: r.other_listing_id,
                status: r.other_status,
                seller: { id: r.other_seller_id, fullName: seller?.fullName ?? null, email: seller?.email ?? '' },
              }
            : null,
        at: new Date(r.created_at),
      };
      found.set(r.listing_id, [...(found.get(r.listing_id) ?? []), view]);
    }
    return found;
  }

  /** Listings of the review queue that carry a flag of this kind (`t` is the tickets row). */
  static having(kind: ProofFlagKind): SqlPart {
    return { sql: 'exists (select 1 from listing_flags f where f.listing_id = t.id and f.kind = ?)', params: [kind] };
  }
}
