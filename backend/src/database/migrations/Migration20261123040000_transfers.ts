import { Migration } from '@mikro-orm/migrations';

/** After the sale (ADR 22): each transfer's history, the seller's proof files, reminders and disputes. */
export class Migration20261123040000_transfers extends Migration {
  override up(): void {
    this.addSql(`alter table ticket_transfers add column event_starts_at timestamptz not null;`);
    this.addSql(`alter table ticket_transfers add column dispute_open boolean not null default false;`);
    this.addSql(`alter table ticket_transfers add column buyer_reminded_at timestamptz null;`);
    this.addSql(`alter table ticket_transfers add column failure_reason text null;`);
    this.addSql(`
      alter table ticket_transfers add constraint ticket_transfers_status_check check (transfer_status in
        ('pending', 'awaiting_mobile_transfer', 'mobile_transfer_sent', 'mobile_transfer_confirmed',
         'awaiting_pickup', 'picked_up', 'in_transit', 'delivered', 'failed'));`);
    // Due work for the jobs: unconfirmed mobile transfers by their event's start.
    this.addSql(`
      create index ticket_transfers_sent_idx on ticket_transfers (event_starts_at)
        where transfer_status = 'mobile_transfer_sent';`);
    // Who moved a transfer, when, from and to (append-only).
    this.addSql(`
      create table transfer_steps (
        id uuid primary key,
        transfer_id uuid not null references ticket_transfers (id),
        from_status text not null,
        to_status text not null,
        by_user_id uuid null,
        note text null,
        at timestamptz not null
      );`);
    this.addSql(`create index transfer_steps_transfer_idx on transfer_steps (transfer_id, at);`);
    this.addSql(`
      create table transfer_proof_files (
        id uuid primary key,
        transfer_id uuid not null references ticket_transfers (id),
        storage_key text not null unique,
        original_name text not null,
        content_type text not null,
        size integer not null check (size > 0),
        sha256 text not null,
        created_at timestamptz not null
      );`);
    this.addSql(`create index transfer_proof_files_transfer_idx on transfer_proof_files (transfer_id);`);
  }
}
