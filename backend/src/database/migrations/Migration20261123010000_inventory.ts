import { Migration } from '@mikro-orm/migrations';

/**
 * Inventory owned by listings (ADR 16): seats held for an order until it is paid or the hold ends,
 * one row per order; availability read by aggregating on-sale listings instead of a projection on
 * events kept under the event's row lock.
 */
export class Migration20261123010000_inventory extends Migration {
  override up(): void {
    this.addSql(`alter table tickets add column held_quantity integer not null default 0;`);
    this.addSql(`alter table tickets drop constraint tickets_check; -- sold_quantity between 0 and quantity`);
    // The invariant every hold, confirm and release keeps, enforced by the database as well.
    this.addSql(`
      alter table tickets add constraint tickets_inventory_check
        check (sold_quantity >= 0 and held_quantity >= 0 and sold_quantity + held_quantity <= quantity);`);
    this.addSql(`alter table tickets add constraint tickets_price_max_check check (price <= 100000000);`);
    this.addSql(`
      create table listing_holds (
        order_id uuid primary key,
        listing_id uuid not null references tickets (id),
        quantity integer not null check (quantity between 1 and 6),
        status text not null check (status in ('held', 'refused', 'confirmed', 'released', 'expired')),
        expires_at timestamptz not null,
        created_at timestamptz not null,
        ended_at timestamptz null
      );`);
    this.addSql(`create index listing_holds_listing_idx on listing_holds (listing_id);`);
    this.addSql(`create index listing_holds_due_idx on listing_holds (expires_at) where status = 'held';`);
    // Public availability: on-sale listings of an event, with everything the aggregate reads.
    this.addSql(`drop index tickets_event_status_idx;`);
    this.addSql(`
      create index tickets_on_sale_idx on tickets (event_id, price)
        include (quantity, sold_quantity, held_quantity) where status = 'available';`);
    this.addSql(`create index tickets_event_idx on tickets (event_id);`);
    this.addSql(`alter table events drop column available_tickets, drop column min_price;`);
  }
}
