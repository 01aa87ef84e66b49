import { Migration } from '@mikro-orm/migrations';

/**
 * UPI ids checked by name (ADR 45): the name a UPI id is registered to, as its owner confirmed it, kept
 * with the profile's UPI id and with each listing's, so staff see whose account a payout goes to. Null
 * for ids saved without a check (manual payouts, or before).
 */
export class Migration20261204010000_upi_id_names extends Migration {
  override up(): void {
    this.addSql(`alter table users add column upi_name text null;`);
    this.addSql(`alter table tickets add column upi_name text null;`);
  }
}
