import { Migration } from '@mikro-orm/migrations';

/**
 * A lapsed waiting-list offer is told to its person (ADR 25): the email saying so goes out once
 * (`expiry_emailed_at`, as `emailed_at` does for the offer itself), and a person's waiting lists show
 * the latest offer of each entry, found by entry and time.
 */
export class Migration20261202060000_waitlist_expiry extends Migration {
  override up(): void {
    this.addSql(`alter table waitlist_offers add column expiry_emailed_at timestamptz null;`);
    this.addSql(`create index waitlist_offers_entry_idx on waitlist_offers (entry_id, offered_at desc);`);
  }
}
