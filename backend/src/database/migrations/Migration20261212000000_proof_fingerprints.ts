import { Migration } from '@mikro-orm/migrations';

/**
 * What a listing's proofs carry (ADR 62): the keyed hash of each ticket code (never the code), a
 * perceptual hash of each picture, and what staff are told of them. A code is held by one live
 * listing at a time (a unique index over codes not released); a listing withdrawn, rejected or whose
 * every sold seat came back releases its codes in the same statement (triggers), whoever changed it.
 */
export class Migration20261212000000_proof_fingerprints extends Migration {
  override up(): void {
    this.addSql(`alter table tickets add column proofs_checked_at timestamptz null`);
    // Listings without files have nothing to read; those with files are read by the job queued below.
    this.addSql(`
      update tickets t set proofs_checked_at = t.listed_at
       where not exists (select 1 from listing_files f where f.listing_id = t.id)
          or t.status in ('withdrawn', 'cancelled')`);
    this.addSql(`
      alter table listing_files
        add column scanned_at timestamptz null,
        add column scan_problem text null`);

    this.addSql(`
      create table proof_codes (
        id uuid primary key default gen_random_uuid(),
        listing_id uuid not null references tickets (id),
        file_id uuid not null references listing_files (id),
        format text not null,
        code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
        released_at timestamptz null
      );`);
    this.addSql(`create unique index proof_codes_live on proof_codes (code_hash) where released_at is null`);
    this.addSql(`create index proof_codes_hash on proof_codes (code_hash)`);
    this.addSql(`create index proof_codes_listing on proof_codes (listing_id)`);
    // Codes read from each file before they are claimed for the listing: a job that stops half-way
    // reads again only the files it had not read.
    this.addSql(`
      create table proof_file_codes (
        file_id uuid not null references listing_files (id),
        format text not null,
        code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
        primary key (file_id, code_hash)
      );`);

    this.addSql(`
      create table proof_pictures (
        file_id uuid not null references listing_files (id),
        page integer not null,
        listing_id uuid not null references tickets (id),
        phash bigint not null,
        primary key (file_id, page)
      );`);
    this.addSql(`create index proof_pictures_listing on proof_pictures (listing_id)`);

    this.addSql(`
      create table listing_flags (
        id uuid primary key default gen_random_uuid(),
        listing_id uuid not null references tickets (id),
        kind text not null check (kind in ('same_code', 'looks_like', 'no_code', 'fewer_codes')),
        other_listing_id uuid null references tickets (id),
        file_id uuid null references listing_files (id),
        distance integer null,
        detail text not null,
        created_at timestamptz not null
      );`);
    this.addSql(`create index listing_flags_listing on listing_flags (listing_id, kind)`);

    this.addSql(`
      create function release_proof_codes(listing uuid) returns void language sql as $$
        update proof_codes c set released_at = now()
          from tickets t
         where c.listing_id = listing and c.released_at is null and t.id = listing
           and (t.status in ('withdrawn', 'cancelled')
                or (t.status = 'sold' and t.quantity <= (
                      select coalesce(sum(u.quantity), 0) from listing_undone_sales u where u.listing_id = listing)))
      $$;`);
    this.addSql(`
      create function tickets_release_proof_codes() returns trigger language plpgsql as $$
      begin
        perform release_proof_codes(new.id);
        return null;
      end $$;`);
    this.addSql(`
      create trigger tickets_release_proof_codes after update of status on tickets
        for each row when (new.status is distinct from old.status) execute function tickets_release_proof_codes()`);
    this.addSql(`
      create function undone_sales_release_proof_codes() returns trigger language plpgsql as $$
      begin
        perform release_proof_codes(new.listing_id);
        return null;
      end $$;`);
    this.addSql(`
      create trigger undone_sales_release_proof_codes after insert on listing_undone_sales
        for each row execute function undone_sales_release_proof_codes()`);

    // Live listings listed before codes were read are read once by the job, as a new listing is.
    this.addSql(`
      with unread as (
        select id, gen_random_uuid() as event_id from tickets where proofs_checked_at is null
      ), events as (
        insert into outbox_events (id, type, payload, occurred_at)
        select event_id, 'ProofsSubmitted', json_build_object('listingId', id), now() from unread
      )
      insert into outbox_deliveries (event_id, handler, next_attempt_at)
      select event_id, 'listings.proof-fingerprints', now() from unread`);
  }
}
