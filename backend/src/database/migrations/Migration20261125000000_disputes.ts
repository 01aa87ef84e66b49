import { Migration } from '@mikro-orm/migrations';

/**
 * The disputes desk (ADR 24): disputes with their legal deadlines and references (sequential per year),
 * their timeline (every step with who and when; internal notes marked), and the files the parties send.
 */
export class Migration20261125000000_disputes extends Migration {
  override up(): void {
    // One counter row per calendar year (India): the open transaction that takes a number holds the row,
    // so numbers are sequential and a rolled-back opening gives its number back.
    this.addSql(`
      create table dispute_reference_counters (
        year integer primary key,
        last_number integer not null check (last_number > 0)
      );`);
    this.addSql(`
      create table disputes (
        id uuid primary key,
        reference text not null unique check (reference ~ '^TS-D-[0-9]{4}-[0-9]{6,}$'),
        transfer_id uuid not null references ticket_transfers (id),
        order_id uuid not null references transactions (id),
        buyer_id uuid not null references users (id),
        seller_id uuid not null references users (id),
        reason text not null check (reason in ('not_received', 'wrong_ticket', 'invalid_at_gate', 'other')),
        description text not null check (length(description) between 1 and 4000),
        status text not null check (status in ('open', 'awaiting_seller', 'under_review', 'resolved_refund', 'resolved_release', 'withdrawn')),
        opened_at timestamptz not null,
        acknowledge_by timestamptz not null,
        resolve_by timestamptz not null,
        acknowledged_at timestamptz null,
        acknowledged_by uuid null references users (id),
        closed_at timestamptz null,
        closed_by uuid null references users (id),
        resolution_note text null,
        refund_amount integer null check (refund_amount >= 0),
        refund_payout_id uuid null references payouts (id),
        updated_at timestamptz not null,
        check ((status in ('resolved_refund', 'resolved_release', 'withdrawn')) = (closed_at is not null)),
        check ((status = 'resolved_refund') = (refund_payout_id is not null and refund_amount is not null)),
        check ((status = 'open') = (acknowledged_at is null) or status = 'withdrawn'),
        check (acknowledge_by > opened_at and resolve_by > acknowledge_by)
      );`);
    // At most one open dispute per purchase, whatever races.
    this.addSql(
      `create unique index disputes_one_open_per_transfer on disputes (transfer_id) where closed_at is null;`,
    );
    // The staff queue: open disputes by their next deadline.
    this.addSql(`
      create index disputes_queue_idx on disputes
        ((case when acknowledged_at is null then acknowledge_by else resolve_by end)) where closed_at is null;`);
    this.addSql(`create index disputes_buyer_idx on disputes (buyer_id, opened_at desc);`);
    this.addSql(`create index disputes_seller_idx on disputes (seller_id, opened_at desc);`);
    this.addSql(`create index disputes_closed_idx on disputes (closed_at desc) where closed_at is not null;`);
    // The timeline: append-only, in the order written.
    this.addSql(`
      create table dispute_entries (
        id uuid primary key,
        seq bigint generated always as identity unique,
        dispute_id uuid not null references disputes (id),
        kind text not null check (kind in ('opened', 'acknowledged', 'message', 'note', 'resolved', 'withdrawn')),
        actor_role text not null check (actor_role in ('buyer', 'seller', 'staff')),
        by_user_id uuid not null references users (id),
        body text null,
        from_status text null,
        to_status text null,
        refund_amount integer null check (refund_amount >= 0),
        internal boolean not null,
        at timestamptz not null,
        check (internal = (kind = 'note'))
      );`);
    this.addSql(`create index dispute_entries_dispute_idx on dispute_entries (dispute_id, seq);`);
    this.addSql(`
      create function dispute_entries_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'dispute_entries is append-only';
      end $$;`);
    this.addSql(`
      create trigger dispute_entries_append_only before update or delete on dispute_entries
        for each row execute function dispute_entries_append_only();`);
    // Files sent with the complaint or a message: private, served to the parties and staff only.
    this.addSql(`
      create table dispute_files (
        id uuid primary key,
        dispute_id uuid not null references disputes (id),
        entry_id uuid not null references dispute_entries (id),
        storage_key text not null unique,
        original_name text not null,
        content_type text not null,
        size integer not null check (size > 0),
        sha256 text not null,
        uploaded_by uuid not null references users (id),
        created_at timestamptz not null
      );`);
    this.addSql(`create index dispute_files_dispute_idx on dispute_files (dispute_id, entry_id);`);
  }
}
