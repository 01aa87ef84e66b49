import { Migration } from '@mikro-orm/migrations';

/**
 * How an order ended before its payment, when a late payment must be refunded rather than sold (ADR
 * 59): the buyer cancelled the checkout, or was told its payment could not be started.
 */
export class Migration20261209010000_checkout_ends_before_payment extends Migration {
  override up(): void {
    this.addSql(
      `alter table transactions add column ended_before_payment text null
         check (ended_before_payment in ('cancelled', 'start_failed'))`,
    );
  }
}
