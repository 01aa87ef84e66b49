import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import type { EventView } from '../../catalog/index.js';
import { buyingLimitProblem, heldTicketsSql } from '../domain/buying-limit.js';
import { OrderError } from '../domain/order-errors.js';

/** An event's cap on the tickets one buyer holds or has bought of it (ADR 70), as checkout keeps to it. */
@Injectable()
export class BuyingLimits {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  /**
   * Refuses a checkout that would take the buyer past the event's cap. The buyer's checkouts of the
   * event take turns on a transaction-scoped advisory lock of (buyer, event), held until the caller's
   * transaction commits its order with its hold, so the count below already sees every order of theirs
   * that committed before, on any listing of the event and on any replica: two checkouts each within
   * the cap alone but over it together cannot both pass. Taken before the credit and listing locks, in
   * every checkout that takes it, so it adds no deadlock.
   */
  async keepTo(em: EntityManager, buyerId: string, event: EventView, quantity: number): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`buying-limit ${buyerId} ${event.id}`]);
    const already = await this.ticketsOfEvent(em, buyerId, event.id);
    const problem = buyingLimitProblem(event.maxTicketsPerBuyer, already, quantity);
    if (problem) throw new OrderError('BUYING_LIMIT', problem, 'quantity');
  }

  /** The event's tickets the buyer holds or has bought (buying-limit.ts holdsTickets, in SQL). */
  async ticketsOfEvent(em: EntityManager, buyerId: string, eventId: string): Promise<number> {
    const [row] = await em.execute<{ tickets: number }[]>(
      `select coalesce(sum(t.quantity), 0)::int as tickets from transactions t
        where t.buyer_id = ? and t.event_id = ? and ${heldTicketsSql}`,
      [buyerId, eventId, this.clock.now()],
    );
    return row?.tickets ?? 0;
  }
}
