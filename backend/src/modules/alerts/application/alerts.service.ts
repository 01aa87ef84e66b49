import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { CatalogService, type EventView, isOpenForSale } from '../../catalog/index.js';
import { ListingQueries } from '../../listings/index.js';
import { ALERT_MESSAGES as m, AlertError } from '../domain/alert-errors.js';
import { type AlertWishInput, TicketAlert } from '../domain/ticket-alert.entity.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';
import type { AlertView } from './views.js';

/** What a fan does with ticket alerts: set (or change), see, remove, and stop one from its email. */
@Injectable()
export class AlertsService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly listings: ListingQueries,
    private readonly catalog: CatalogService,
    private readonly links: UnsubscribeLinks,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Sets the fan's alert for an event, or changes it. Only for an event open for sale that has tickets
   * on sale: a sold-out event has the waiting list instead (ADR 25, 66).
   */
  async set(userId: string, eventId: string, wish: AlertWishInput): Promise<AlertView> {
    const event = await this.catalog.getEvent(eventId);
    if (!isOpenForSale(event, this.clock.now())) throw new AlertError('EVENT_NOT_OPEN', m.eventNotOpen);
    const { listings } = await this.listings.eventPage(event.id, { sort: 'price_asc' });
    if (listings.length === 0) throw new AlertError('EVENT_SOLD_OUT', m.soldOut);
    const alert = await this.uow.run(async (em) => {
      const now = this.clock.now();
      const active = await em.findOne(TicketAlert, { eventId: event.id, userId, status: 'active' });
      if (active) {
        active.change(wish, now);
        return active;
      }
      const created = new TicketAlert({ ...wish, eventId: event.id, userId, at: now });
      em.persist(created);
      return created;
    });
    return this.describe(alert, event);
  }

  /** The fan's live alerts, soonest event first. */
  async mine(userId: string): Promise<AlertView[]> {
    const alerts = await this.em.fork().find(TicketAlert, { userId, status: 'active' });
    const events = await this.catalog.eventsByIds(alerts.map((a) => a.eventId));
    return alerts
      .map((alert) => this.describe(alert, events.get(alert.eventId)!))
      .sort((a, b) => a.event.eventDate.getTime() - b.event.eventDate.getTime());
  }

  /** Removes one of the fan's live alerts; anyone else's id is not found. */
  async remove(userId: string, alertId: string): Promise<void> {
    const ended = isUuid(alertId) && (await this.end({ id: alertId, userId }));
    if (!ended) throw new AlertError('ALERT_NOT_FOUND', m.alertNotFound);
  }

  /**
   * The email's one-click link, without signing in: the signed token names the alert. Stopping an alert
   * already stopped answers the same (the fan clicked twice). Answers the event's title.
   */
  async unsubscribe(token: string | undefined): Promise<string> {
    const alertId = this.links.check(token);
    const alert = alertId ? await this.em.fork().findOne(TicketAlert, { id: alertId }) : null;
    if (!alert) throw new AlertError('ALERT_NOT_FOUND', m.badLink);
    await this.end({ id: alert.id });
    return (await this.catalog.getEvent(alert.eventId)).title;
  }

  private async end(where: { id: string; userId?: string }): Promise<boolean> {
    return this.uow.run(async (em) => {
      const alert = await em.findOne(TicketAlert, { ...where, status: 'active' });
      alert?.remove(this.clock.now());
      return Boolean(alert);
    });
  }

  private describe(alert: TicketAlert, event: EventView): AlertView {
    return {
      id: alert.id,
      event,
      maxPrice: alert.maxPrice,
      quantity: alert.quantity,
      ticketType: alert.ticketType,
      sms: alert.sms,
      createdAt: alert.createdAt,
    };
  }
}
