import { Migration } from '@mikro-orm/migrations';

/** Contact-form messages (support module). */
export class Migration20261122020000_contact extends Migration {
  override up(): void {
    this.addSql(`
      create table contact_messages (
        id uuid primary key,
        name text not null,
        email text not null,
        subject text not null,
        message text not null,
        created_at timestamptz not null default now(),
        forwarded_at timestamptz null
      );`);
    this.addSql(`create index contact_messages_created_idx on contact_messages (created_at desc);`);
  }
}
