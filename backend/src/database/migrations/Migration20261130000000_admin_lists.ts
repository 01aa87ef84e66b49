import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes behind the admin lists (ADR 27), so a page, a deep page and the count stay fast with 100,000
 * listings and the sales that follow them (see docs/performance.md, "Admin lists"). Each tab of a list
 * is read in its default order straight from an index (ties broken by id, as the lists sort); the tab's
 * statuses are fixed text in the query, so the planner matches the partial index to it.
 */
export class Migration20261130000000_admin_lists extends Migration {
  override up(): void {
    // Admin > Tickets: Pending Review (oldest first), Verified (available or sold) and Rejected (newest first).
    this.addSql(
      `create index tickets_review_pending_idx on tickets (listed_at, id) where status = 'pending_approval';`,
    );
    this.addSql(
      `create index tickets_review_verified_idx on tickets (listed_at, id) where status in ('available', 'sold');`,
    );
    this.addSql(`create index tickets_review_rejected_idx on tickets (listed_at, id) where status = 'cancelled';`);
    // Admin > Transactions: every payment newest first (one status: transactions_status_idx), and the
    // orders of an event, which the transfers' and disputes' search by event title go through.
    this.addSql(`create index transactions_created_idx on transactions (created_at, id);`);
    this.addSql(`create index transactions_event_idx on transactions (event_id);`);
    // Admin > Transfers: Pending (oldest first), Completed and Failed (newest first).
    this.addSql(`
      create index ticket_transfers_pending_tab_idx on ticket_transfers (transferred_at, id)
        where transfer_status not in ('delivered', 'mobile_transfer_confirmed', 'failed');`);
    this.addSql(`
      create index ticket_transfers_completed_tab_idx on ticket_transfers (transferred_at, id)
        where transfer_status in ('delivered', 'mobile_transfer_confirmed');`);
    this.addSql(`
      create index ticket_transfers_failed_tab_idx on ticket_transfers (transferred_at, id)
        where transfer_status = 'failed';`);
    // Admin > Payouts: a status tab of both types, or everything, newest first (status and type together:
    // payouts_list_idx).
    this.addSql(`create index payouts_status_created_idx on payouts (status, created_at, id);`);
    this.addSql(`create index payouts_created_idx on payouts (created_at, id);`);
  }
}
