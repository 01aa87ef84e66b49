import { Migration } from '@mikro-orm/migrations';

/**
 * Admin events and categories, resale caps (ADR 26, 28): an event's resale cap (a percent over face
 * value or a maximum price, never both) and who verified it; a listing's face value; category names
 * unique without regard to case, and a category in use cannot be deleted; indexes for the admin lists.
 */
export class Migration20261127000000_admin_catalog extends Migration {
  override up(): void {
    this.addSql(`
      alter table events
        add column resale_cap_percent numeric(6,2) null
          constraint events_resale_cap_percent_check check (resale_cap_percent between 0 and 1000),
        add column resale_cap_price integer null
          constraint events_resale_cap_price_check check (resale_cap_price between 1 and 100000000),
        add column verified_by uuid null references users (id),
        add constraint events_one_resale_cap_check check (resale_cap_percent is null or resale_cap_price is null);`);
    this.addSql(`
      alter table tickets
        add column face_value integer null
          constraint tickets_face_value_check check (face_value between 1 and 100000000);`);

    this.addSql(`create unique index categories_name_lower_uq on categories (lower(name));`);
    this.addSql(`
      alter table events
        drop constraint events_category_id_fkey,
        add constraint events_category_id_fkey foreign key (category_id) references categories (id) on delete restrict;`);

    // Admin > Events sorts every event by date (the partial index covers active ones only) and
    // counts listings per event; Admin > Users sorts by when people joined.
    this.addSql(`create index events_event_date_idx on events (event_date);`);
    this.addSql(`create index events_category_idx on events (category_id);`);
    this.addSql(`create index users_created_at_idx on users (created_at);`);
  }
}
