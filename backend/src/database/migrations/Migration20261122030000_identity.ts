import { Migration } from '@mikro-orm/migrations';

/** Sessions, sign-up OTPs, password resets, saved addresses and account deletion (identity module). */
export class Migration20261122030000_identity extends Migration {
  override up(): void {
    this.addSql(
      `alter table users add column deletion_requested_at timestamptz null, add column erased_at timestamptz null;`,
    );
    this.addSql(`
      create table user_addresses (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        address_line1 text not null,
        address_line2 text null,
        area text not null,
        city text not null,
        state text not null,
        pincode text not null check (pincode ~ '^[0-9]{6}$'),
        is_default boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index user_addresses_user_id_index on user_addresses (user_id);`);
    this.addSql(`create unique index user_addresses_one_default on user_addresses (user_id) where is_default;`);
    this.addSql(`
      create table sessions (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        refresh_token_hash text not null unique,
        rotated_token_hashes text[] not null default '{}',
        expires_at timestamptz not null,
        revoked_at timestamptz null,
        revoked_reason text null,
        user_agent text null,
        created_at timestamptz not null default now(),
        last_used_at timestamptz not null default now()
      );`);
    this.addSql(`create index sessions_user_id_index on sessions (user_id);`);
    this.addSql(`create index sessions_rotated_hashes_idx on sessions using gin (rotated_token_hashes);`);
    this.addSql(`
      create table otp_challenges (
        id uuid primary key,
        phone text not null,
        code_hash text not null,
        wrong_tries integer not null default 0,
        sends integer not null default 1,
        sent_at timestamptz not null,
        expires_at timestamptz not null,
        consumed_at timestamptz null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index otp_challenges_phone_index on otp_challenges (phone);`);
    this.addSql(`
      create table password_resets (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        token_hash text null unique,
        expires_at timestamptz not null,
        used_at timestamptz null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index password_resets_user_id_index on password_resets (user_id);`);
  }
}
