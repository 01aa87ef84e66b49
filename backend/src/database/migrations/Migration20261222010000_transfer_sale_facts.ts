import { Migration } from '@mikro-orm/migrations';

/**
 * A transfer keeps the sale it was made for (ADR 83): the figures and facts its TicketSold carried (seller
 * fee percent, event start, place of supply, the listing's UPI id), which TransferConfirmed carries on to
 * the seller's payout. Null for transfers made before: their payout reads orders, listings and catalog
 * as it did (no backfill: a fact read now, after the sale, could differ from the one it was sold under).
 */
export class Migration20261222010000_transfer_sale_facts extends Migration {
  override up(): void {
    this.addSql(`alter table ticket_transfers add column sale jsonb`);
  }
}
