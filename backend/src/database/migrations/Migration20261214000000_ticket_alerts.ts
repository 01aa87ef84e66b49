import { Migration } from '@mikro-orm/migrations';

/**
 * Ticket alerts (ADR 66): a fan's "tell me when tickets are listed" for an event, with an optional
 * most-I-will-pay per ticket, a quantity and a type; and one delivery per alert and listing that
 * matched, queued by one statement when the listing is verified and sent once from the outbox.
 */
export class Migration20261214000000_ticket_alerts extends Migration {
  override up(): void {
    this.addSql(`
      create table ticket_alerts (
        id uuid primary key,
        event_id uuid not null references events (id),
        user_id uuid not null references users (id),
        max_price integer null constraint ticket_alerts_max_price_check check (max_price > 0),
        quantity integer not null constraint ticket_alerts_quantity_check check (quantity between 1 and 6),
        ticket_type text not null constraint ticket_alerts_ticket_type_check
          check (ticket_type in ('any', 'mobile', 'physical')),
        sms boolean not null default false,
        status text not null constraint ticket_alerts_status_check check (status in ('active', 'removed', 'ended')),
        created_at timestamptz not null,
        updated_at timestamptz not null,
        ended_at timestamptz null,
        constraint ticket_alerts_ended_check check ((status = 'active') = (ended_at is null))
      );`);
    // One live alert per fan and event (setting it again changes it); the match reads an event's live alerts.
    this.addSql(`
      create unique index ticket_alerts_one_active_uq on ticket_alerts (user_id, event_id) where status = 'active';`);
    this.addSql(`create index ticket_alerts_event_idx on ticket_alerts (event_id) where status = 'active';`);
    this.addSql(`
      create table ticket_alert_deliveries (
        id uuid primary key,
        alert_id uuid not null references ticket_alerts (id),
        -- The alert's fan and event, copied by the match for the hourly limit. No foreign key on event_id
        -- and listing_id: 10,000 rows naming one event row and one listing row made the match's key-share
        -- checks of those two rows take 40 s instead of 1 s (measured); the alert's key covers both.
        user_id uuid not null references users (id),
        event_id uuid not null,
        listing_id uuid not null,
        sms boolean not null,
        queued_at timestamptz not null,
        done_at timestamptz null,
        outcome text null constraint ticket_alert_deliveries_outcome_check check (outcome in ('sent', 'skipped')),
        -- An alert hears of a listing once, whatever repeats (a retried match, a second replica).
        constraint ticket_alert_deliveries_once_uq unique (alert_id, listing_id),
        constraint ticket_alert_deliveries_done_check check ((done_at is null) = (outcome is null))
      );`);
    // The hourly limit looks up a fan's latest delivery for an event; the sender, a listing's unsent ones.
    this.addSql(`
      create index ticket_alert_deliveries_recent_idx on ticket_alert_deliveries (user_id, event_id, queued_at desc);`);
    this.addSql(`
      create index ticket_alert_deliveries_due_idx on ticket_alert_deliveries (listing_id) where done_at is null;`);
  }
}
