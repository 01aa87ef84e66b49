import { Migration } from '@mikro-orm/migrations';

/**
 * Where each tax document's place of supply came from (issue 33 item 1, ADR 48): the recipient's address
 * on record, the supplier's location when there was none, or the event's location (IGST Act s.12(2)(b)
 * or s.12(6)), kept beside the address it used. Documents issued before this say nothing (null): they
 * were placed by address columns no screen filled, so at the supplier's location.
 */
export class Migration20261208000000_place_of_supply_basis extends Migration {
  override up(): void {
    this.addSql(`alter table tax_documents add column place_of_supply_basis text null
      check (place_of_supply_basis in ('recipient-address', 'supplier-location', 'event-location'));`);
  }
}
