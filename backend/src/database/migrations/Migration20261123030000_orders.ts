import { Migration } from '@mikro-orm/migrations';

/**
 * Buying (ADR 21): the spec's `transactions` (one per checkout, with the figures charged and the
 * hold that keeps its seats) and `ticket_transfers` (created once the payment is settled).
 */
export class Migration20261123030000_orders extends Migration {
  override up(): void {
    this.addSql(`
      create table transactions (
        id uuid primary key,
        buyer_id uuid not null references users (id),
        seller_id uuid not null references users (id),
        ticket_id uuid not null references tickets (id),
        event_id uuid not null references events (id),
        quantity integer not null check (quantity between 1 and 6),
        price integer not null check (price > 0),
        subtotal integer not null check (subtotal > 0),
        buyer_fee integer not null check (buyer_fee >= 0),
        credit_applied integer not null check (credit_applied >= 0),
        amount integer not null check (amount >= 0 and amount = subtotal + buyer_fee - credit_applied),
        status text not null check (status in ('pending', 'completed', 'failed', 'refunded')),
        payment_gateway text not null default 'phonepe',
        payment_id text not null unique,
        gateway_transaction_id text null,
        gateway_state text null,
        pay_page_url text null,
        ticket_type text not null check (ticket_type in ('mobile', 'physical')),
        platform_id text null,
        delivery_address text null,
        hold_id uuid not null unique,
        hold_expires_at timestamptz not null,
        idempotency_key text not null,
        failure_reason text null,
        -- A payment that came after its seats were gone is refunded in full (ADR 21).
        refund_id text null unique,
        refund_state text null,
        refunded_at timestamptz null,
        created_at timestamptz not null,
        completed_at timestamptz null,
        unique (buyer_id, idempotency_key),
        check (ticket_type = 'physical' or platform_id is not null),
        check (ticket_type = 'mobile' or delivery_address is not null)
      );`);
    this.addSql(`create index transactions_buyer_idx on transactions (buyer_id, created_at desc);`);
    this.addSql(`create index transactions_seller_idx on transactions (seller_id);`);
    this.addSql(`create index transactions_ticket_idx on transactions (ticket_id);`);
    this.addSql(
      `create index transactions_open_idx on transactions (created_at) where status in ('pending', 'failed');`,
    );
    this.addSql(`create index transactions_status_idx on transactions (status, created_at desc);`);
    this.addSql(`
      create table ticket_transfers (
        id uuid primary key,
        ticket_id uuid not null references tickets (id),
        transaction_id uuid not null unique references transactions (id),
        seller_id uuid not null references users (id),
        buyer_id uuid not null references users (id),
        quantity integer not null check (quantity between 1 and 6),
        transfer_type text not null check (transfer_type in ('mobile', 'physical')),
        transfer_status text not null,
        platform_id text null,
        delivery_address text null,
        transferred_at timestamptz not null,
        confirmed_at timestamptz null,
        proof_of_transfer text[] not null default '{}',
        proof_uploaded_at timestamptz null,
        transfer_instructions text null,
        courier_name text null,
        tracking_number text null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index ticket_transfers_buyer_idx on ticket_transfers (buyer_id, transferred_at desc);`);
    this.addSql(`create index ticket_transfers_seller_idx on ticket_transfers (seller_id);`);
    this.addSql(`create index ticket_transfers_ticket_idx on ticket_transfers (ticket_id);`);
    this.addSql(`create index ticket_transfers_status_idx on ticket_transfers (transfer_status);`);
    // Which notification emails went out, per domain event (at-least-once handlers stay idempotent).
    this.addSql(`
      create table sent_emails (
        event_id uuid not null,
        kind text not null,
        sent_at timestamptz not null default now(),
        primary key (event_id, kind)
      );`);
  }
}
