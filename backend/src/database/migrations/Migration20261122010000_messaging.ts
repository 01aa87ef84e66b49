import { Migration } from '@mikro-orm/migrations';

/** The transactional outbox, and the dev mailbox / SMS outbox that stand in for real providers. */
export class Migration20261122010000_messaging extends Migration {
  override up(): void {
    this.addSql(`
      create table outbox_events (
        id uuid primary key,
        type text not null,
        payload jsonb not null,
        occurred_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table outbox_deliveries (
        event_id uuid not null references outbox_events (id) on delete cascade,
        handler text not null,
        status text not null default 'pending' check (status in ('pending', 'done', 'failed')),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        last_error text null,
        done_at timestamptz null,
        primary key (event_id, handler)
      );`);
    this.addSql(
      `create index outbox_deliveries_due_idx on outbox_deliveries (next_attempt_at) where status = 'pending';`,
    );
    this.addSql(`
      create table dev_mailbox (
        id uuid primary key,
        sender text not null,
        recipient text not null,
        reply_to text null,
        subject text not null,
        text text not null,
        html text null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table dev_sms_outbox (
        id uuid primary key,
        phone text not null,
        text text not null,
        created_at timestamptz not null default now()
      );`);
  }
}
