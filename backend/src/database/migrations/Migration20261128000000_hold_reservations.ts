import { Migration } from '@mikro-orm/migrations';

/**
 * Holds kept for one person (a waiting-list offer, ADR 25): `reserved_for` names the only user whose
 * order may take the hold over, and `adopted_at` says when one did (InventoryService.adoptHold). An
 * order's own hold has neither. The waiting list gives back only holds still unadopted.
 */
export class Migration20261128000000_hold_reservations extends Migration {
  override up(): void {
    this.addSql(`alter table listing_holds add column reserved_for uuid null references users (id);`);
    this.addSql(`alter table listing_holds add column adopted_at timestamptz null;`);
    this.addSql(`
      alter table listing_holds add constraint listing_holds_adopted_check
        check (adopted_at is null or (reserved_for is not null and status <> 'refused'));`);
  }
}
