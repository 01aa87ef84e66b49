import { Migration } from '@mikro-orm/migrations';

/** Proof files of listings (content hashes for duplicate detection) and the seller-email log. */
export class Migration20261122040000_listing_files extends Migration {
  override up(): void {
    this.addSql(`
      create table listing_files (
        id uuid primary key,
        listing_id uuid not null references tickets (id) on delete cascade,
        storage_key text not null unique,
        original_name text not null,
        content_type text not null,
        size integer not null check (size > 0),
        sha256 text not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index listing_files_listing_id_index on listing_files (listing_id);`);
    this.addSql(`create index listing_files_sha256_index on listing_files (sha256);`);
    // Which seller emails went out, per domain event: makes the outbox handlers idempotent.
    this.addSql(`
      create table listing_emails (
        event_id uuid not null,
        kind text not null,
        sent_at timestamptz not null default now(),
        primary key (event_id, kind)
      );`);
  }
}
