import { Migration } from '@mikro-orm/migrations';

/**
 * The development mailbox keeps a mail's extra header fields (the mail port's `headers`), such as the
 * ticket alerts' one-click unsubscribe (RFC 8058, ADR 66); null for a mail that has none.
 */
export class Migration20261218000000_mail_headers extends Migration {
  override up(): void {
    this.addSql('alter table dev_mailbox add column headers jsonb null;');
  }
}
