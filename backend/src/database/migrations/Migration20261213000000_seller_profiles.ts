import { Migration } from '@mikro-orm/migrations';

/**
 * Sellers' public profiles and buyers' ratings (ADR 65).
 *
 * - `users.phone_verified_at`: when the account's current phone was proved by a one-time code (sign-up);
 *   a phone changed on the profile is not. Accounts made before this change are marked only where the
 *   code that signed them up with their current phone is still on record (codes are kept a day):
 *   nothing is claimed that cannot be shown.
 * - `user_contact_history`: every phone and UPI id an account has had, so a rating through a second
 *   account on the seller's own phone or UPI id is refused even after one of them changed. Filled from
 *   the accounts as they are now; erased with the account.
 * - `seller_ratings`: one per purchase (order and transfer unique), 1-5 stars, an optional comment and
 *   the seller's one answer of at most 500 characters, the comment's hiding by staff with its reason.
 * - `seller_profile_settings`: "Show my full name on my seller profile".
 */
export class Migration20261213000000_seller_profiles extends Migration {
  override up(): void {
    this.addSql(`alter table users add column phone_verified_at timestamptz null;`);
    this.addSql(`
      update users u set phone_verified_at = u.created_at
       where u.erased_at is null and exists (
         select 1 from otp_challenges c
          where c.phone = u.phone and c.consumed_at between u.created_at - interval '10 minutes'
                                                        and u.created_at + interval '10 minutes');`);

    this.addSql(`
      create table user_contact_history (
        user_id uuid not null references users (id),
        kind text not null check (kind in ('phone', 'upi_id')),
        value text not null check (value <> ''),
        first_used_at timestamptz not null,
        primary key (user_id, kind, value)
      );`);
    this.addSql(`
      insert into user_contact_history (user_id, kind, value, first_used_at)
      select id, 'phone', phone, created_at from users where phone is not null
      union all
      select id, 'upi_id', lower(trim(upi_id)), updated_at from users where nullif(trim(upi_id), '') is not null;`);

    this.addSql(`
      create table seller_ratings (
        id uuid primary key,
        order_id uuid not null unique references transactions (id),
        transfer_id uuid not null unique references ticket_transfers (id),
        seller_id uuid not null references users (id),
        buyer_id uuid not null references users (id),
        event_id uuid not null references events (id),
        stars smallint not null check (stars between 1 and 5),
        comment text null check (char_length(comment) between 1 and 500),
        created_at timestamptz not null,
        updated_at timestamptz not null,
        reply text null check (char_length(reply) between 1 and 500),
        replied_at timestamptz null,
        comment_hidden_at timestamptz null,
        comment_hidden_by uuid null references users (id),
        comment_hidden_reason text null,
        check (seller_id <> buyer_id),
        check ((reply is null) = (replied_at is null)),
        check ((comment_hidden_at is null) = (comment_hidden_by is null)
           and (comment_hidden_at is null) = (comment_hidden_reason is null)),
        check (comment_hidden_at is null or comment is not null)
      );`);
    this.addSql(`create index seller_ratings_seller_idx on seller_ratings (seller_id, created_at desc);`);
    this.addSql(`create index seller_ratings_buyer_idx on seller_ratings (buyer_id);`);

    this.addSql(`
      create table seller_profile_settings (
        user_id uuid primary key references users (id),
        show_full_name boolean not null default false,
        updated_at timestamptz not null
      );`);
  }
}
