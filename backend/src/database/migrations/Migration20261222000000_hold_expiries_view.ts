import { Migration } from '@mikro-orm/migrations';

/**
 * The listings module publishes its holds' expiry times as the view `hold_expiries` (ADR 83): the orders
 * module reads an order's one expiry time (ADR 72) there, by the order's `hold_id`, and no longer names
 * the inventory's own table `listing_holds`. A plain view: PostgreSQL inlines it into each statement,
 * so the hold's index on `order_id` serves the expiry pass and the buying limit's count as before.
 */
export class Migration20261222000000_hold_expiries_view extends Migration {
  override up(): void {
    this.addSql(`create view hold_expiries as select order_id as hold_id, expires_at from listing_holds`);
  }
}
