import { Migration } from '@mikro-orm/migrations';

/**
 * One expiry time, the hold's (ADR 72): an order's seats are kept until its hold's `expires_at`, which
 * the order reads; the copy on the order (`transactions.hold_expires_at`) could disagree with it and
 * needed a pass of its own. The buying limit's count and the expiry pass join the hold by `hold_id`.
 */
export class Migration20261220000000_hold_owns_its_expiry extends Migration {
  override up(): void {
    this.addSql(`alter table transactions drop column hold_expires_at`);
  }
}
