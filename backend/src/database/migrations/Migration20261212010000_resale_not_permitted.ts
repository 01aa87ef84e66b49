import { Migration } from '@mikro-orm/migrations';

/** Staff mark an event whose organiser forbids resale (ADR 63): since when, and their note. */
export class Migration20261212010000_resale_not_permitted extends Migration {
  override up(): void {
    this.addSql(`
      alter table events
        add column resale_not_permitted_at timestamptz null,
        add column resale_not_permitted_note text null`);
  }
}
