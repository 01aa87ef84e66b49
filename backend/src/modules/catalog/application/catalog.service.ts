import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { Paise } from '@ticketsetu/contracts/money';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid, uuidArray } from '../../../shared/domain/ids.js';
import { containsPattern } from '../../../shared/domain/text-search.js';
import { Coalescer } from '../../../shared/infrastructure/coalescer.js';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { AdminListPage, AdminListWindow } from '../../../shared/domain/admin-list.js';
import { CATEGORY_MESSAGES } from '@ticketsetu/contracts/rules';
import { CatalogError } from '../domain/catalog-errors.js';
import { Category } from '../domain/category.entity.js';
import { Event, type EventDetails } from '../domain/event.entity.js';
import { type EventTimeStatus, eventTimeStatusSql } from '../domain/event-time-status.js';
import { openForSaleSql } from '../domain/open-for-sale.js';

export type { EventDetails };

/** An event as the rest of the app reads it (a read model, never the live entity). */
export interface EventView {
  id: string;
  title: string;
  description: string | null;
  venue: string;
  city: string;
  /** The state it is held in (IGST s.12(6)); null only for an old event in an unlisted city (ADR 58). */
  state: string | null;
  eventDate: Date;
  category: { id: string; name: string } | null;
  imageUrl: string | null;
  isActive: boolean;
  verified: boolean | null;
  verifiedAt: Date | null;
  buyerFeePercent: number;
  sellerFeePercent: number;
  transferInstructions: string | null;
  /** Resale capped at face value + this percent, or null (ADR 28). */
  resaleCapPercent: number | null;
  /** Resale capped at this price per ticket (paise), or null; never both caps. */
  resaleCapPrice: Paise | null;
  /** The most tickets one buyer may hold or buy of it (ADR 70), or null. */
  maxTicketsPerBuyer: number | null;
  /** Since when the organiser forbids resale (ADR 63), or null; with staff's note. */
  resaleNotPermittedAt: Date | null;
  resaleNotPermittedNote: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface CategoryView {
  id: string;
  name: string;
}

export interface UpcomingEventsQuery {
  search?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

export const adminEventSorts = ['event_date', 'title', 'city', 'created_at'] as const;
export type AdminEventSort = (typeof adminEventSorts)[number];
export const eventVerifications = ['pending', 'verified', 'rejected'] as const;
export type EventVerification = (typeof eventVerifications)[number];

/** Admin > Events: every event (past and inactive too), searched, filtered, sorted and paged. */
export interface AdminEventsQuery extends AdminListWindow<AdminEventSort> {
  status?: EventTimeStatus;
  active?: boolean;
  verification?: EventVerification;
  /** A category's id, or 'none' for events without one ('Uncategorized'). */
  categoryId?: string;
}

const adminEventOrder: Record<AdminEventSort, string> = {
  event_date: 'e.event_date',
  title: 'lower(e.title)',
  city: 'lower(e.city)',
  created_at: 'e.created_at',
};

interface EventRow {
  id: string;
  title: string;
  description: string | null;
  venue: string;
  city: string;
  state: string | null;
  event_date: string | Date;
  category_id: string | null;
  category_name: string | null;
  image_url: string | null;
  is_active: boolean;
  verified: boolean | null;
  verified_at: string | Date | null;
  buyer_fee_percent: number;
  seller_fee_percent: number;
  transfer_instructions: string | null;
  resale_cap_percent: number | null;
  resale_cap_price: Paise | null;
  max_tickets_per_buyer: number | null;
  resale_not_permitted_at: string | Date | null;
  resale_not_permitted_note: string | null;
  created_at: string | Date;
  updated_at: string | Date;
}

const eventColumns = `
  e.id, e.title, e.description, e.venue, e.city, e.state, e.event_date, e.category_id, c.name as category_name,
  e.image_url, e.is_active, e.verified, e.verified_at,
  e.buyer_fee_percent::float8 as buyer_fee_percent, e.seller_fee_percent::float8 as seller_fee_percent,
  e.transfer_instructions, e.resale_cap_percent::float8 as resale_cap_percent, e.resale_cap_price,
  e.max_tickets_per_buyer, e.resale_not_permitted_at, e.resale_not_permitted_note, e.created_at, e.updated_at`;

export { containsPattern };

@Injectable()
export class CatalogService {
  /** `getEventBatched`'s reads: one statement per batch, on a connection of its own. */
  private readonly eventReads = new Coalescer(async (ids: string[]) => {
    const events = await this.eventsByIds(ids, this.em.fork());
    return ids.map((id) => {
      const event = events.get(id);
      return event && Object.freeze(event); // one object answers every caller of the batch
    });
  });

  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** For admin lists that search by event (ADR 27, 71): the ids of events whose title contains the text. */
  async eventIdsMatching(text: string): Promise<string[]> {
    const rows = await this.em
      .fork()
      .execute<{ id: string }[]>('select e.id from events e where e.title ilike ?', [containsPattern(text)]);
    return rows.map((r) => r.id);
  }

  /** Events listed on the site now (open for sale: active, not started), for the admin dashboard. */
  async countUpcomingEvents(): Promise<number> {
    const [row] = await this.em.execute<{ total: number }[]>(
      `select count(*)::int as total from events e where ${openForSaleSql('e')}`,
      [this.clock.now()],
    );
    return row!.total;
  }

  /** Events open for sale (active, not started), soonest first, matching title, venue or category. */
  async listUpcomingEvents(query: UpcomingEventsQuery): Promise<EventView[]> {
    const rows = await this.em.execute<EventRow[]>(
      `select ${eventColumns}
           from events e left join categories c on c.id = e.category_id
          where ${openForSaleSql('e')}
            and (?::text is null or e.title ilike ? or e.venue ilike ? or c.name ilike ?)
            and (?::timestamptz is null or e.event_date >= ?)
            and (?::timestamptz is null or e.event_date <= ?)
          order by e.event_date asc, e.id
          limit ? offset ?`,
      [
        this.clock.now(),
        ...Array<string | null>(4).fill(query.search ? containsPattern(query.search) : null),
        query.from ?? null,
        query.from ?? null,
        query.to ?? null,
        query.to ?? null,
        query.limit,
        query.offset,
      ],
    );
    return rows.map(toView);
  }

  /**
   * Admin > Events: every event matching the filters, one page in the order asked (ties by id, so
   * pages never overlap), and how many match in all. Search covers title, venue, city and category.
   */
  async adminEvents(query: AdminEventsQuery): Promise<AdminListPage<EventView>> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.search) {
      where.push('(e.title ilike ? or e.venue ilike ? or e.city ilike ? or c.name ilike ?)');
      params.push(...Array<string>(4).fill(containsPattern(query.search)));
    }
    if (query.status) {
      const status = eventTimeStatusSql('e', query.status, this.clock.now());
      where.push(status.sql);
      params.push(...status.params);
    }
    if (query.active !== undefined) {
      where.push('e.is_active = ?');
      params.push(query.active);
    }
    if (query.verification) {
      where.push(
        { pending: 'e.verified is null', verified: 'e.verified', rejected: 'not e.verified' }[query.verification],
      );
    }
    if (query.categoryId === 'none') where.push('e.category_id is null');
    else if (query.categoryId) {
      if (!isUuid(query.categoryId)) return { rows: [], total: 0 };
      where.push('e.category_id = ?');
      params.push(query.categoryId);
    }
    const from = `from events e left join categories c on c.id = e.category_id
      ${where.length ? `where ${where.join(' and ')}` : ''}`;
    const direction = query.order === 'desc' ? 'desc' : 'asc';
    const [rows, [count]] = await Promise.all([
      this.em.execute<EventRow[]>(
        `select ${eventColumns} ${from}
          order by ${adminEventOrder[query.sort]} ${direction}, e.id ${direction}
          limit ? offset ?`,
        [...params, query.limit, query.offset],
      ),
      this.em.execute<{ total: number }[]>(`select count(*)::int as total ${from}`, params),
    ]);
    return { rows: rows.map(toView), total: count?.total ?? 0 };
  }

  /** Any event by id (also inactive or past), for its own page; 'Event not found' when unknown. */
  async getEvent(id: string): Promise<EventView> {
    const event = (await this.eventsByIds([id])).get(id);
    if (!event) throw new CatalogError('EVENT_NOT_FOUND', 'Event not found');
    return event;
  }

  /**
   * `getEvent` for a caller outside any transaction that may be one of hundreds asking at once (a
   * rush of Pays for one event): the reads asked for together share one statement, each started
   * after it was asked (never stale), on a connection of their own.
   */
  async getEventBatched(id: string): Promise<EventView> {
    const event = isUuid(id) ? await this.eventReads.load(id.toLowerCase()) : undefined;
    if (!event) throw new CatalogError('EVENT_NOT_FOUND', 'Event not found');
    return event;
  }

  /** Events by id (any state), for pages that show listings with their event. */
  async eventsByIds(ids: string[], em: EntityManager = this.em): Promise<Map<string, EventView>> {
    const unique = [...new Set(ids)].filter((id) => isUuid(id));
    if (unique.length === 0) return new Map();
    const rows = await em.execute<EventRow[]>(
      `select ${eventColumns} from events e left join categories c on c.id = e.category_id
        where e.id = any(?::uuid[])`,
      [uuidArray(unique)],
    );
    return new Map(rows.map((row) => [row.id, toView(row)]));
  }

  /** Whether buyers and sellers may deal in this event now (active and not started). */
  async isOpenForSale(eventId: string): Promise<boolean> {
    const event = isUuid(eventId) ? await this.em.findOne(Event, { id: eventId }) : null;
    return event?.isOpenForSale(this.clock.now()) ?? false;
  }

  async listCategories(): Promise<CategoryView[]> {
    const categories = await this.em.find(Category, {}, { orderBy: { name: 'asc' } });
    return categories.map(({ id, name }) => ({ id, name }));
  }

  /** A new category; names are unique without regard to case. */
  async createCategory(name: string): Promise<CategoryView> {
    const category = new Category(name);
    try {
      await this.em.persist(category).flush();
    } catch (error) {
      this.em.clear();
      throw error instanceof UniqueConstraintViolationException
        ? new CatalogError('CATEGORY_EXISTS', CATEGORY_MESSAGES.nameTaken, 'name')
        : error;
    }
    return { id: category.id, name: category.name };
  }

  async createEvent(details: Omit<EventDetails, 'category'> & { categoryId?: string | null }): Promise<EventView> {
    const { categoryId, ...rest } = details;
    const category = categoryId ? this.em.getReference(Category, categoryId) : null;
    const event = new Event({ ...rest, category });
    await this.em.persist(event).flush();
    return this.getEvent(event.id);
  }
}

/** The driver hands timestamps over as text; the rest of the app speaks Dates. */
function toView(row: EventRow): EventView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    venue: row.venue,
    city: row.city,
    state: row.state,
    eventDate: new Date(row.event_date),
    category: row.category_id && row.category_name ? { id: row.category_id, name: row.category_name } : null,
    imageUrl: row.image_url,
    isActive: row.is_active,
    verified: row.verified,
    verifiedAt: row.verified_at === null ? null : new Date(row.verified_at),
    buyerFeePercent: row.buyer_fee_percent,
    sellerFeePercent: row.seller_fee_percent,
    transferInstructions: row.transfer_instructions,
    resaleCapPercent: row.resale_cap_percent,
    resaleCapPrice: row.resale_cap_price,
    maxTicketsPerBuyer: row.max_tickets_per_buyer,
    resaleNotPermittedAt: row.resale_not_permitted_at ? new Date(row.resale_not_permitted_at) : null,
    resaleNotPermittedNote: row.resale_not_permitted_note,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}
