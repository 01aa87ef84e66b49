import { Migration } from '@mikro-orm/migrations';

/**
 * The fair waiting list (ADR 25): who waits for which event, every draw made for a release of seats
 * (who was drawn, in which order: the audit trail of the fairness rule), and the offers made down
 * each draw. An offer's id is also the id of the inventory hold keeping its seats.
 */
export class Migration20261128010000_waitlist extends Migration {
  override up(): void {
    this.addSql(`
      create table waitlist_entries (
        id uuid primary key,
        event_id uuid not null references events (id),
        user_id uuid not null references users (id),
        quantity integer not null constraint waitlist_entries_quantity_check check (quantity between 1 and 6),
        ticket_type text not null constraint waitlist_entries_ticket_type_check
          check (ticket_type in ('any', 'mobile', 'physical')),
        status text not null constraint waitlist_entries_status_check
          check (status in ('waiting', 'left', 'fulfilled')),
        joined_at timestamptz not null,
        updated_at timestamptz not null,
        ended_at timestamptz null,
        constraint waitlist_entries_ended_check check ((status = 'waiting') = (ended_at is null))
      );`);
    // One waiting entry per person and event; who is waiting for an event (the draws read it).
    this.addSql(`
      create unique index waitlist_entries_one_waiting_uq on waitlist_entries (user_id, event_id)
        where status = 'waiting';`);
    this.addSql(`create index waitlist_entries_event_idx on waitlist_entries (event_id) where status = 'waiting';`);
    this.addSql(`
      create table waitlist_draws (
        id uuid primary key,
        event_id uuid not null references events (id),
        listing_id uuid not null references tickets (id),
        cause text not null constraint waitlist_draws_cause_check check (cause in ('verified', 'returned')),
        -- The outbox event of the release: one draw per release, whatever repeats.
        cause_event_id uuid not null constraint waitlist_draws_cause_event_uq unique,
        seats_left integer not null constraint waitlist_draws_seats_check check (seats_left > 0),
        -- The drawn order: entry_ids[i] is user_ids[i]'s entry, position i (1-based).
        entry_ids uuid[] not null,
        user_ids uuid[] not null,
        drawn_at timestamptz not null,
        constraint waitlist_draws_order_check check (
          cardinality(entry_ids) > 0 and cardinality(entry_ids) = cardinality(user_ids))
      );`);
    this.addSql(`create index waitlist_draws_listing_idx on waitlist_draws (listing_id, drawn_at);`);
    this.addSql(`
      create table waitlist_offers (
        id uuid primary key,
        draw_id uuid not null references waitlist_draws (id),
        position integer not null constraint waitlist_offers_position_check check (position >= 1),
        entry_id uuid not null references waitlist_entries (id),
        user_id uuid not null references users (id),
        event_id uuid not null references events (id),
        listing_id uuid not null references tickets (id),
        quantity integer not null constraint waitlist_offers_quantity_check check (quantity between 1 and 6),
        status text not null constraint waitlist_offers_status_check
          check (status in ('offered', 'in_checkout', 'claimed', 'declined', 'expired')),
        offered_at timestamptz not null,
        expires_at timestamptz not null,
        ended_at timestamptz null,
        emailed_at timestamptz null,
        constraint waitlist_offers_draw_position_uq unique (draw_id, position),
        constraint waitlist_offers_ended_check check ((status in ('offered', 'in_checkout')) = (ended_at is null))
      );`);
    // One open offer per entry; a listing offered to a person at most once.
    this.addSql(`
      create unique index waitlist_offers_one_open_uq on waitlist_offers (entry_id)
        where status in ('offered', 'in_checkout');`);
    this.addSql(`create unique index waitlist_offers_once_uq on waitlist_offers (listing_id, user_id);`);
    this.addSql(`create index waitlist_offers_due_idx on waitlist_offers (expires_at) where status = 'offered';`);
    this.addSql(`create index waitlist_offers_user_idx on waitlist_offers (user_id, offered_at desc);`);
  }
}
