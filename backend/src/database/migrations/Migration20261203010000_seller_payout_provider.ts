import { Migration } from '@mikro-orm/migrations';

/**
 * Seller payouts paid by a payouts API (ADR 43): `payment_try` numbers the tries at paying (the
 * provider's idempotency key is the payout and its try, so a repeat never pays twice and a retry after
 * a failure is a new payment); `provider_reference` names the current try's payment at the provider.
 */
export class Migration20261203010000_seller_payout_provider extends Migration {
  override up(): void {
    this.addSql(`alter table payouts add column payment_try integer not null default 1 check (payment_try >= 1);`);
    this.addSql(`alter table payouts add column provider_reference text null;`);
    this.addSql(
      `create unique index payouts_provider_reference_uq on payouts (provider_reference) where provider_reference is not null;`,
    );
  }
}
