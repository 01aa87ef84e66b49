import { Migration } from '@mikro-orm/migrations';

/**
 * The built-in RazorpayX Payouts sandbox's state (payouts module, never used in production): contacts,
 * fund accounts, VPA validations, payouts, the outcomes asked for the next payouts and the webhooks it
 * owes, so it survives restarts and serves several replicas (ADR 42).
 */
export class Migration20261203000000_razorpayx_sandbox extends Migration {
  override up(): void {
    this.addSql(`
      create table razorpayx_sandbox_contacts (
        id text primary key,
        details_key text not null unique,
        name text not null,
        email text null,
        contact text null,
        type text null,
        reference_id text null,
        notes jsonb not null default '{}',
        created_at timestamptz not null
      );`);
    this.addSql(`
      create table razorpayx_sandbox_fund_accounts (
        id text primary key,
        contact_id text not null references razorpayx_sandbox_contacts (id),
        vpa_address text not null,
        created_at timestamptz not null,
        unique (contact_id, vpa_address)
      );`);
    this.addSql(`
      create table razorpayx_sandbox_validations (
        id text primary key,
        fund_account_id text null references razorpayx_sandbox_fund_accounts (id),
        vpa_address text not null,
        account_number text not null,
        notes jsonb not null default '{}',
        status text not null check (status in ('created', 'completed', 'failed')),
        account_status text null check (account_status in ('active', 'invalid')),
        registered_name text null,
        due_at timestamptz not null,
        created_at timestamptz not null
      );`);
    this.addSql(
      `create index razorpayx_sandbox_validations_due_idx on razorpayx_sandbox_validations (due_at) where status = 'created';`,
    );
    this.addSql(`create sequence razorpayx_sandbox_utr_seq start 523200000001 maxvalue 999999999999;`);
    this.addSql(`
      create table razorpayx_sandbox_payouts (
        id text primary key,
        idempotency_key text not null unique,
        request_hash text not null,
        account_number text not null,
        fund_account_id text not null references razorpayx_sandbox_fund_accounts (id),
        amount bigint not null check (amount >= 100),
        currency text not null,
        mode text not null,
        purpose text not null,
        reference_id text null,
        narration text null,
        notes jsonb not null default '{}',
        fees bigint not null default 0,
        tax bigint not null default 0,
        status text not null check (status in
          ('pending', 'queued', 'scheduled', 'processing', 'processed', 'reversed', 'cancelled', 'rejected', 'failed')),
        utr text null unique,
        status_details jsonb null,
        outcome text not null check (outcome in ('process', 'fail', 'reverse', 'queue')),
        send_webhooks boolean not null,
        due_at timestamptz null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(
      `create index razorpayx_sandbox_payouts_due_idx on razorpayx_sandbox_payouts (due_at) where due_at is not null;`,
    );
    this.addSql(
      `create index razorpayx_sandbox_payouts_reference_idx on razorpayx_sandbox_payouts (account_number, reference_id);`,
    );
    this.addSql(`
      create table razorpayx_sandbox_next_outcomes (
        id bigserial primary key,
        outcome text not null check (outcome in ('process', 'fail', 'reverse', 'queue', 'drop_webhooks')),
        created_at timestamptz not null
      );`);
    this.addSql(`
      create table razorpayx_sandbox_webhooks (
        id text primary key,
        event text not null,
        payout_id text not null references razorpayx_sandbox_payouts (id),
        body text not null,
        status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
        attempts int not null default 0,
        next_attempt_at timestamptz not null,
        last_error text null,
        created_at timestamptz not null,
        delivered_at timestamptz null
      );`);
    this.addSql(
      `create index razorpayx_sandbox_webhooks_due_idx on razorpayx_sandbox_webhooks (next_attempt_at) where status = 'pending';`,
    );
  }
}
