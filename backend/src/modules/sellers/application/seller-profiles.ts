import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { ratingAverage, type SellerBadge } from '@ticketsetu/contracts/sellers';
import type { SqlPart } from '../../../shared/domain/admin-list.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid, uuidArray } from '../../../shared/domain/ids.js';
import { CatalogService } from '../../catalog/index.js';
import { IdentityService } from '../../identity/index.js';
import { ListingQueries } from '../../listings/index.js';
import { badgesOf } from '../domain/badges.js';
import { sellerDisplayName } from '../domain/display-name.js';
import { cleanSaleShare, recentSince } from '../domain/seller-record.js';
import { RATING_MESSAGES as m, SellerError } from '../domain/seller-errors.js';
import { type RatingRow, ratingColumns, toPublicRating } from './rating-rows.js';
import { SellerRecords } from './seller-records.js';
import { named, sql } from './sql.js';
import type { Page, PublicRating, SellerProfile } from './views.js';

interface ProfileRow {
  id: string;
  full_name: string | null;
  member_since: string;
  phone_verified: boolean;
  pan_on_file: boolean;
  upi_name_checked: boolean;
  proof_code_checked: boolean;
  city: string | null;
  state: string | null;
  show_full_name: boolean;
  completed_sales: number;
  recent_completed: number;
  recent_ended: number;
  rating_count: number;
  stars_total: number;
}

/**
 * Sellers' public profiles (ADR 65), each page's in one statement whatever the number of sellers on it:
 * identity's public facts, listings' review record and proof checks, and the record of sales and
 * ratings (SellerRecords). Public and the same for everyone: the pages cache them (ADR 6).
 */
@Injectable()
export class SellerProfiles {
  constructor(
    private readonly em: EntityManager,
    private readonly records: SellerRecords,
    private readonly identity: IdentityService,
    private readonly listings: ListingQueries,
    private readonly catalog: CatalogService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** One seller's profile; 'Seller not found' for an unknown, deactivated or erased account, or one that never sold. */
  async profile(sellerId: string): Promise<SellerProfile> {
    const [profile] = isUuid(sellerId) ? await this.read(sql`select ${sellerId}::uuid as id`) : [];
    if (!profile) throw new SellerError('SELLER_NOT_FOUND', m.sellerNotFound);
    return profile;
  }

  /** The profiles of these sellers (those with one), in no particular order. */
  async profiles(sellerIds: string[]): Promise<SellerProfile[]> {
    const ids = [...new Set(sellerIds)].filter((id) => isUuid(id));
    return ids.length ? this.read(sql`select unnest(${uuidArray(ids)}::uuid[]) as id`) : [];
  }

  /**
   * The profiles of the sellers with tickets on sale for an event: its page's listing cards, in one
   * statement however many there are. 'Event not found' for an unknown or deactivated event, as its page.
   */
  async forEvent(eventId: string): Promise<SellerProfile[]> {
    const event = await this.catalog.getEvent(eventId);
    if (!event.isActive) throw new SellerError('EVENT_NOT_FOUND', 'Event not found');
    return this.read(sql`select seller_id as id from (${this.listings.sellersOnSale(event.id)}) on_sale`);
  }

  /**
   * A seller's ratings that count, newest first, with their comments (unless staff hid them) and the
   * seller's answers; 'Seller not found' as for the profile.
   */
  async ratings(sellerId: string, window: { limit: number; offset: number }): Promise<Page<PublicRating>> {
    const { ratingCount } = await this.profile(sellerId);
    const query = sql`${this.records.withRecords(sql`select ${sellerId}::uuid as id`)}
      select ${named(ratingColumns('c'))}
        from counted c
       order by c.created_at desc, c.id desc
       limit ${window.limit} offset ${window.offset}`;
    const rows = await this.em.fork().execute<RatingRow[]>(query.sql, query.params);
    const events = await this.catalog.eventsByIds(rows.map((r) => r.event_id));
    return { rows: rows.map((r) => toPublicRating(r, events)), total: ratingCount };
  }

  private async read(candidates: SqlPart): Promise<SellerProfile[]> {
    const since = recentSince(this.clock.now());
    const query = sql`${this.records.withRecords(candidates)},
      standing as (
        select seller_id,
               count(*) filter (where outcome = 'completed')::int as completed_sales,
               count(*) filter (where outcome = 'completed' and sold_at >= ${since}::timestamptz)::int as recent_completed,
               count(*) filter (where outcome <> 'under_way' and sold_at >= ${since}::timestamptz)::int as recent_ended
          from record group by seller_id),
      stars as (select seller_id, count(*)::int as rating_count, sum(stars)::int as stars_total
                  from counted group by seller_id),
      checked as (${this.listings.sellersWithCheckedProofs(named('select id from candidate'))})
      select p.id, p.full_name, p.member_since, p.phone_verified, p.pan_on_file, p.upi_name_checked, p.city, p.state,
             coalesce(st.show_full_name, false) as show_full_name,
             coalesce(g.completed_sales, 0) as completed_sales,
             coalesce(g.recent_completed, 0) as recent_completed,
             coalesce(g.recent_ended, 0) as recent_ended,
             coalesce(r.rating_count, 0) as rating_count,
             coalesce(r.stars_total, 0) as stars_total,
             exists (select 1 from checked c where c.seller_id = p.id) as proof_code_checked
        from (${this.identity.publicFactsOf(named('select id from candidate'))}) p
        left join seller_profile_settings st on st.user_id = p.id
        left join standing g on g.seller_id = p.id
        left join stars r on r.seller_id = p.id
       where p.id in (${this.listings.sellersWithVerifiedListings(named('select id from candidate'))})`;
    const rows = await this.em.fork().execute<ProfileRow[]>(query.sql, query.params);
    return rows.map(toProfile);
  }
}

function toProfile(row: ProfileRow): SellerProfile {
  const badges: SellerBadge[] = badgesOf({
    phoneVerified: row.phone_verified,
    upiNameChecked: row.upi_name_checked,
    panOnFile: row.pan_on_file,
    proofCodeChecked: row.proof_code_checked,
  });
  return {
    id: row.id,
    displayName: sellerDisplayName(row.full_name, row.show_full_name),
    city: row.city,
    state: row.state,
    memberSince: row.member_since,
    completedSales: row.completed_sales,
    cleanSaleShare: cleanSaleShare(row.recent_completed, row.recent_ended),
    ratingAverage: ratingAverage(row.stars_total, row.rating_count),
    ratingCount: row.rating_count,
    badges,
  };
}
