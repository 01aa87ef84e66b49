import { Migration } from '@mikro-orm/migrations';

/**
 * A Pay's payment start, claimed on its order (ADR 33): `payment_starting_since` says since when one
 * request has been asking the gateway for the pay page (null: none is). A repeat of the Pay (a double
 * click, a retry, on any replica) finds it and waits for that answer instead of starting the payment
 * again under the same merchant order id, which the gateway refuses.
 */
export class Migration20261202120000_payment_start extends Migration {
  override up(): void {
    this.addSql(`alter table transactions add column payment_starting_since timestamptz null;`);
  }
}
