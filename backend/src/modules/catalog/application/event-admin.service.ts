import { ForeignKeyConstraintViolationException, LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { Paise } from '@ticketsetu/contracts/money';
import { EVENT_MESSAGES as m } from '@ticketsetu/contracts/rules';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { AuditLog, type AuditKind, type AuditState } from '../../audit/index.js';
import { CatalogError } from '../domain/catalog-errors.js';
import { Category } from '../domain/category.entity.js';
import { Event, requireFutureDate } from '../domain/event.entity.js';
import { CatalogService, type EventView } from './catalog.service.js';

/** The fields of an event the audit log keeps before and after a staff change. */
function audited(e: Event): AuditState {
  return {
    title: e.title,
    venue: e.venue,
    city: e.city,
    state: e.state,
    event_date: e.eventDate.toISOString(),
    category_id: e.category?.id ?? null,
    is_active: e.isActive,
    verified: e.verified,
    buyer_fee_percent: e.buyerFeePercent,
    seller_fee_percent: e.sellerFeePercent,
    resale_cap_percent: e.resaleCapPercent ?? null,
    resale_cap_price: e.resaleCapPrice ?? null,
    max_tickets_per_buyer: e.maxTicketsPerBuyer,
    resale_not_permitted: e.resaleNotPermittedAt !== null,
    resale_note: e.resaleNotPermittedNote,
  };
}

/** The Create Event and Edit forms in domain terms; on edit, a field left out stays as it is. */
export interface EventForm {
  title: string;
  venue: string;
  city: string;
  /** Absent: the city's state (CITY_STATES). */
  state?: string;
  eventDate: Date;
  /** null: Uncategorized. */
  categoryId?: string | null;
  description?: string | null;
  imageUrl?: string | null;
  buyerFeePercent?: number;
  sellerFeePercent?: number;
  transferInstructions?: string | null;
  resaleCapPercent?: number | null;
  resaleCapPrice?: Paise | null;
  maxTicketsPerBuyer?: number | null;
  isActive?: boolean;
}

/**
 * Staff work on events (Admin > Events): create, edit, verify or reject, activate or deactivate,
 * delete. Each change locks the event's row, so two staff acting at once are applied one after the
 * other (a second verify sees the first). Time comes from the clock.
 */
@Injectable()
export class EventAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly catalog: CatalogService,
    private readonly audit: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async create(adminId: string, form: EventForm): Promise<EventView> {
    requireFutureDate(form.eventDate, this.clock.now());
    const { categoryId, isActive, ...details } = form;
    const event = await this.em.transactional(async (em) => {
      const created = new Event({ ...details, category: await this.category(em, categoryId) });
      if (isActive === false) created.setActive(false);
      await em.persist(created).flush();
      await this.record(em, adminId, 'event.created', created, null);
      return created;
    });
    return this.catalog.getEvent(event.id);
  }

  async update(adminId: string, eventId: string, changes: Partial<EventForm>): Promise<EventView> {
    const { categoryId, isActive, ...details } = changes;
    await this.change(adminId, 'event.updated', eventId, async (event, em) => {
      const category = categoryId === undefined ? undefined : await this.category(em, categoryId);
      event.edit({ ...details, ...(category !== undefined && { category }) }, this.clock.now());
      if (isActive !== undefined) event.setActive(isActive);
    });
    return this.catalog.getEvent(eventId);
  }

  async verify(adminId: string, eventId: string): Promise<EventView> {
    await this.change(adminId, 'event.verified', eventId, (event) => event.verify(adminId, this.clock.now()));
    return this.catalog.getEvent(eventId);
  }

  async reject(adminId: string, eventId: string): Promise<EventView> {
    await this.change(adminId, 'event.rejected', eventId, (event) => event.reject(adminId, this.clock.now()));
    return this.catalog.getEvent(eventId);
  }

  /** Deactivating takes the event off the public list and page, and stops new sales and listings. */
  /** Marks (or unmarks) that the organiser forbids resale of the event's tickets, with staff's note (ADR 63). */
  async setResalePermitted(adminId: string, eventId: string, permitted: boolean, note: string): Promise<EventView> {
    await this.change(adminId, permitted ? 'event.resale_permitted' : 'event.resale_forbidden', eventId, (event) =>
      permitted ? event.permitResale(note) : event.forbidResale(note, this.clock.now()),
    );
    return this.catalog.getEvent(eventId);
  }

  async setActive(adminId: string, eventId: string, active: boolean): Promise<EventView> {
    await this.change(adminId, active ? 'event.activated' : 'event.deactivated', eventId, (event) =>
      event.setActive(active),
    );
    return this.catalog.getEvent(eventId);
  }

  /**
   * Deletes an event nothing points at. The caller checks first for a clear message (the listings
   * module knows listings and sales); the foreign keys of listings, orders, waiting lists and the
   * rest refuse a delete of an event something points at (also one racing a new listing).
   */
  async delete(adminId: string, eventId: string): Promise<void> {
    const notFound = () => new CatalogError('EVENT_NOT_FOUND', 'Event not found');
    if (!isUuid(eventId)) throw notFound();
    const deleted = await this.em
      .transactional(async (em) => {
        const event = await em.findOne(Event, { id: eventId });
        if (!event) return 0;
        const before = audited(event);
        const removed = await em.nativeDelete(Event, { id: eventId });
        await this.audit.record(em, {
          actorId: adminId,
          kind: 'event.deleted',
          targetId: eventId,
          before,
          after: null,
          at: this.clock.now(),
        });
        return removed;
      })
      .catch((error: unknown) => {
        throw error instanceof ForeignKeyConstraintViolationException
          ? new CatalogError('EVENT_IN_USE', m.inUse)
          : error;
      });
    if (deleted === 0) throw notFound();
  }

  /** One staff change of an event under its row lock, with its audit line in the same commit. */
  private async change(
    adminId: string,
    kind: AuditKind,
    eventId: string,
    work: (event: Event, em: EntityManager) => void | Promise<void>,
  ): Promise<void> {
    await this.uow.run(async (em) => {
      const event = isUuid(eventId)
        ? await em.findOne(Event, { id: eventId }, { lockMode: LockMode.PESSIMISTIC_WRITE })
        : null;
      if (!event) throw new CatalogError('EVENT_NOT_FOUND', 'Event not found');
      const before = audited(event);
      await work(event, em);
      await em.flush();
      await this.record(em, adminId, kind, event, before);
    });
  }

  private record(em: EntityManager, adminId: string, kind: AuditKind, event: Event, before: AuditState | null) {
    return this.audit.record(em, {
      actorId: adminId,
      kind,
      targetId: event.id,
      before,
      after: audited(event),
      at: this.clock.now(),
    });
  }

  /** The chosen category (null for none); one that does not exist is refused on its field. */
  private async category(em: EntityManager, categoryId: string | null | undefined): Promise<Category | null> {
    if (!categoryId) return null;
    // Shared lock: a category being deleted at this moment waits for this event, then sees it in use.
    const category = isUuid(categoryId)
      ? await em.findOne(Category, { id: categoryId }, { lockMode: LockMode.PESSIMISTIC_READ })
      : null;
    if (!category) throw new CatalogError('EVENT_INVALID', m.invalidCategory, 'categoryId');
    return category;
  }
}
