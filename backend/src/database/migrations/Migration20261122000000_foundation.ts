import { Migration } from '@mikro-orm/migrations';

/** Users (identity), categories and events (catalog), tickets (listings). */
export class Migration20261122000000_foundation extends Migration {
  override up(): void {
    this.addSql(`
      create table users (
        id uuid primary key,
        email text not null unique,
        username text not null,
        full_name text null,
        phone text null unique,
        date_of_birth date null,
        address_line1 text null,
        address_line2 text null,
        area text null,
        city text null,
        state text null,
        pincode text null,
        upi_id text null,
        is_admin boolean not null default false,
        is_active boolean not null default true,
        password_hash text not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);

    this.addSql(`
      create table categories (
        id uuid primary key,
        name text not null unique
      );`);

    this.addSql(`
      create table events (
        id uuid primary key,
        title text not null,
        description text null,
        venue text not null,
        city text not null,
        event_date timestamptz not null,
        category_id uuid null references categories (id) on delete set null,
        image_url text null,
        is_active boolean not null default true,
        verified boolean null,
        verified_at timestamptz null,
        buyer_fee_percent numeric(5,2) not null default 0 check (buyer_fee_percent between 0 and 100),
        seller_fee_percent numeric(5,2) not null default 0 check (seller_fee_percent between 0 and 100),
        transfer_instructions text null,
        available_tickets integer not null default 0 check (available_tickets >= 0),
        min_price integer null check (min_price > 0),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index events_upcoming_idx on events (event_date) where is_active;`);

    this.addSql(`
      create table tickets (
        id uuid primary key,
        event_id uuid not null references events (id),
        seller_id uuid not null references users (id),
        price integer not null check (price > 0),
        quantity integer not null check (quantity between 1 and 6),
        sold_quantity integer not null default 0 check (sold_quantity between 0 and quantity),
        seat_number text null,
        section text null,
        "row" text null,
        ticket_type text not null check (ticket_type in ('mobile', 'physical')),
        mobile_ticket_type text null check (mobile_ticket_type in ('bookmyshow', 'district')),
        pickup_address text null,
        upi_id text not null,
        file_urls text[] not null default '{}',
        status text not null default 'pending_approval'
          check (status in ('pending_approval', 'available', 'cancelled', 'withdrawn', 'sold')),
        remarks text null,
        decided_by uuid null references users (id),
        decided_at timestamptz null,
        listed_at timestamptz not null default now(),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check (ticket_type = 'physical' or mobile_ticket_type is not null)
      );`);
    this.addSql(`create index tickets_event_status_idx on tickets (event_id, status);`);
    this.addSql(`create index tickets_seller_idx on tickets (seller_id);`);
  }
}
