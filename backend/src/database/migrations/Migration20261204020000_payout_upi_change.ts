import { Migration } from '@mikro-orm/migrations';

/**
 * A seller's request to pay a due payout to another UPI id, waiting for staff's approval (issue 18):
 * the id, the name its bank registered it to (null with manual payouts) and when it was asked.
 */
export class Migration20261204020000_payout_upi_change extends Migration {
  override up(): void {
    this.addSql(`alter table payouts add column requested_upi_id text null;`);
    this.addSql(`alter table payouts add column requested_upi_name text null;`);
    this.addSql(`alter table payouts add column upi_change_requested_at timestamptz null;`);
  }
}
