import { Migration } from '@mikro-orm/migrations';

/**
 * Buying limits against touts (ADR 70): the most tickets one buyer may hold or buy of an event, set by
 * staff (null: no cap). Checkout counts a buyer's orders of the event, so they are indexed by both.
 */
export class Migration20261215010000_buying_limit extends Migration {
  override up(): void {
    this.addSql(`
      alter table events
        add column max_tickets_per_buyer integer null
          constraint events_max_tickets_per_buyer_check check (max_tickets_per_buyer between 1 and 100)`);
    this.addSql(`create index transactions_buyer_event_idx on transactions (buyer_id, event_id)`);
  }
}
