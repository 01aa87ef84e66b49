import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isUuid } from '../../../shared/domain/ids.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { Category } from '../domain/category.entity.js';
import { type Availability, Event, type EventDetails } from '../domain/event.entity.js';

export type { Availability, EventDetails };

export interface EventView {
  id: string;
  title: string;
  description: string | null;
  venue: string;
  city: string;
  event_date: Date;
  category_id: string | null;
  category: { id: string; name: string } | null;
  image_url: string | null;
  is_active: boolean;
  verified: boolean | null;
  verified_at: Date | null;
  buyer_fee_percent: number;
  seller_fee_percent: number;
  transfer_instructions: string | null;
  available_tickets: number;
  min_price: number | null;
}

export interface UpcomingEventsQuery {
  search?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

type EventRow = Omit<EventView, 'category'> & { category_name: string | null };

const eventColumns = `
  e.id, e.title, e.description, e.venue, e.city, e.event_date, e.category_id, c.name as category_name,
  e.image_url, e.is_active, e.verified, e.verified_at,
  e.buyer_fee_percent::float8 as buyer_fee_percent, e.seller_fee_percent::float8 as seller_fee_percent,
  e.transfer_instructions, e.available_tickets, e.min_price`;

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

@Injectable()
export class CatalogService {
  constructor(private readonly em: EntityManager) {}

  /** Active events that have not started, soonest first, with their on-sale figures. */
  async listUpcomingEvents(query: UpcomingEventsQuery): Promise<EventView[]> {
    const rows = await this.em.execute<EventRow[]>(
      `select ${eventColumns}
           from events e left join categories c on c.id = e.category_id
          where e.is_active and e.event_date > now()
            and (?::text is null or e.title ilike ? or e.venue ilike ? or c.name ilike ?)
            and (?::timestamptz is null or e.event_date >= ?)
            and (?::timestamptz is null or e.event_date <= ?)
          order by e.event_date asc, e.id
          limit ? offset ?`,
      [
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

  /** Any event by id (also inactive or past), for its own page; 404 when unknown. */
  async getEvent(id: string): Promise<EventView> {
    const [row] = isUuid(id)
      ? await this.em.execute<EventRow[]>(
          `select ${eventColumns} from events e left join categories c on c.id = e.category_id where e.id = ?`,
          [id],
        )
      : [];
    if (!row) throw new DomainError('EVENT_NOT_FOUND', 'Event not found');
    return toView(row);
  }

  /** Events by id (any state), for pages that show listings with their event. */
  async eventsByIds(ids: string[]): Promise<Map<string, EventView>> {
    const unique = [...new Set(ids)].filter((id) => isUuid(id));
    if (unique.length === 0) return new Map();
    const rows = await this.em.execute<EventRow[]>(
      `select ${eventColumns} from events e left join categories c on c.id = e.category_id
        where e.id in (${unique.map(() => '?').join(', ')})`,
      unique,
    );
    return new Map(rows.map((row) => [row.id, toView(row)]));
  }

  async listCategories(): Promise<Category[]> {
    return this.em.find(Category, {}, { orderBy: { name: 'asc' } });
  }

  async createCategory(name: string): Promise<Category> {
    const category = new Category(name);
    await this.em.persist(category).flush();
    return category;
  }

  async createEvent(details: EventDetails): Promise<Event> {
    const event = new Event(details);
    await this.em.persist(event).flush();
    return event;
  }

  /**
   * Stores the on-sale figures that listings computed. Call it inside the transaction of the
   * listing change, after `lockEventForAvailability`, so concurrent changes cannot interleave.
   */
  async recordAvailability(em: EntityManager, eventId: string, figures: Availability): Promise<void> {
    await em.nativeUpdate(
      Event,
      { id: eventId },
      { availableTickets: figures.availableTickets, minPrice: figures.minPrice },
    );
  }

  /** Takes the event's row lock for the rest of the transaction; fails when the event is unknown. */
  async lockEventForAvailability(em: EntityManager, eventId: string): Promise<void> {
    const rows = await em.execute(`select id from events where id = ? for update`, [eventId]);
    if (rows.length === 0) throw new DomainError('EVENT_NOT_FOUND', 'Event not found');
  }
}

/** The driver hands timestamps over as text; the API speaks ISO 8601 instants. */
function toView({ category_name, ...row }: EventRow): EventView {
  return {
    ...row,
    event_date: new Date(row.event_date),
    verified_at: row.verified_at && new Date(row.verified_at),
    category: row.category_id && category_name ? { id: row.category_id, name: category_name } : null,
  };
}
