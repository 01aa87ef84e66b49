import { Migration } from '@mikro-orm/migrations';

/**
 * Upload Proof takes an Idempotency-Key as the sell form does (ADR 77): the key of the request that
 * sent a transfer's proof and that request's fingerprint, so the same upload sent again (Send again
 * after a dropped connection) gets the first answer and its files are stored once.
 */
export class Migration20261224000000_proof_idempotency extends Migration {
  override up(): void {
    this.addSql(`
      alter table ticket_transfers
        add column proof_key text null,
        add column proof_fingerprint text null`);
  }
}
