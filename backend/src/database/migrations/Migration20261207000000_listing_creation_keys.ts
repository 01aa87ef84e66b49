import { Migration } from '@mikro-orm/migrations';

/**
 * A listing remembers the Idempotency-Key of the request that made it, unique per seller: a "List"
 * repeated after a lost answer (a replica killed mid-request, a dropped connection) gets the listing
 * it made, not a second one (ADR 56).
 */
export class Migration20261207000000_listing_creation_keys extends Migration {
  override up(): void {
    this.addSql('alter table tickets add column creation_key text null');
    this.addSql(
      'create unique index tickets_seller_creation_key on tickets (seller_id, creation_key) where creation_key is not null',
    );
  }
}
