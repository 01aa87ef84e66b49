import { Migration } from '@mikro-orm/migrations';

/**
 * Beside each Idempotency-Key, the fingerprint of the request that used it (ADR 56): a repeat with the
 * same key and another request is refused (422) instead of answered as the first. Rows made before
 * keep null and answer their repeats as before.
 */
export class Migration20261209000000_idempotency_fingerprints extends Migration {
  override up(): void {
    this.addSql('alter table transactions add column idempotency_fingerprint text null');
    this.addSql('alter table tickets add column creation_fingerprint text null');
  }
}
