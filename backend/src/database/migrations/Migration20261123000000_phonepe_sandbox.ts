import { Migration } from '@mikro-orm/migrations';

/**
 * The built-in PhonePe sandbox's state (payments module, never used in production): access tokens,
 * orders, refunds and the webhooks it owes, so it survives restarts and serves several replicas.
 */
export class Migration20261123000000_phonepe_sandbox extends Migration {
  override up(): void {
    this.addSql(`
      create table phonepe_sandbox_tokens (
        token_hash text primary key,
        client_id text not null,
        issued_at timestamptz not null,
        expires_at timestamptz not null
      );`);
    this.addSql(`create index phonepe_sandbox_tokens_expires_idx on phonepe_sandbox_tokens (expires_at);`);
    this.addSql(`
      create table phonepe_sandbox_orders (
        merchant_order_id text primary key,
        order_id text not null unique,
        merchant_id text not null,
        amount bigint not null check (amount >= 100),
        state text not null check (state in ('PENDING', 'COMPLETED', 'FAILED')),
        redirect_url text null,
        meta_info jsonb not null default '{}',
        expire_at timestamptz not null,
        pay_token_hash text not null unique,
        refunds_fail boolean not null default false,
        transaction_id text null,
        payment_mode text null,
        error_code text null,
        detailed_error_code text null,
        attempted_at timestamptz null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(
      `create index phonepe_sandbox_orders_expiry_idx on phonepe_sandbox_orders (expire_at) where state = 'PENDING';`,
    );
    this.addSql(`
      create table phonepe_sandbox_refunds (
        merchant_refund_id text primary key,
        refund_id text not null unique,
        merchant_order_id text not null references phonepe_sandbox_orders (merchant_order_id),
        merchant_id text not null,
        amount bigint not null check (amount >= 100),
        state text not null check (state in ('PENDING', 'CONFIRMED', 'COMPLETED', 'FAILED')),
        transaction_id text null,
        error_code text null,
        detailed_error_code text null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index phonepe_sandbox_refunds_order_idx on phonepe_sandbox_refunds (merchant_order_id);`);
    this.addSql(
      `create index phonepe_sandbox_refunds_pending_idx on phonepe_sandbox_refunds (created_at) where state = 'PENDING';`,
    );
    this.addSql(`
      create table phonepe_sandbox_webhooks (
        id uuid primary key,
        event text not null,
        body jsonb not null,
        status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
        attempts int not null default 0,
        next_attempt_at timestamptz not null,
        last_error text null,
        created_at timestamptz not null,
        delivered_at timestamptz null
      );`);
    this.addSql(
      `create index phonepe_sandbox_webhooks_due_idx on phonepe_sandbox_webhooks (next_attempt_at) where status = 'pending';`,
    );
  }
}
