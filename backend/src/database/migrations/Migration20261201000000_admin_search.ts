import { Migration } from '@mikro-orm/migrations';

/**
 * Trigram indexes behind the admin lists' searches (ADR 27, docs/performance.md "Admin lists"). A search
 * looks for the typed text anywhere in several columns (ILIKE '%text%'), which a b-tree cannot answer:
 * without these, every search read the whole table and, with ten staff searching at once on the
 * benchmark's 165,000 payments, waited past the statement timeout. Each searched column (an id as text
 * too, since staff paste part of one) gets a GIN trigram index; AdminListQuery runs each column's test
 * on its own, so each can use its index. pg_trgm is a trusted extension: the database's owner may add it.
 */
export class Migration20261201000000_admin_search extends Migration {
  override up(): void {
    this.addSql('create extension if not exists pg_trgm;');
    const trigram: [table: string, name: string, expression: string][] = [
      ['users', 'users_full_name_trgm', 'full_name'],
      ['users', 'users_email_trgm', 'email'],
      ['users', 'users_phone_trgm', 'phone'],
      ['events', 'events_title_trgm', 'title'],
      ['tickets', 'tickets_id_trgm', '(id::text)'],
      ['tickets', 'tickets_upi_trgm', 'upi_id'],
      ['transactions', 'transactions_id_trgm', '(id::text)'],
      ['transactions', 'transactions_payment_trgm', 'payment_id'],
      ['transactions', 'transactions_gateway_trgm', 'gateway_transaction_id'],
      ['ticket_transfers', 'ticket_transfers_id_trgm', '(id::text)'],
      ['ticket_transfers', 'ticket_transfers_transaction_trgm', '(transaction_id::text)'],
      ['ticket_transfers', 'ticket_transfers_platform_trgm', 'platform_id'],
      ['ticket_transfers', 'ticket_transfers_tracking_trgm', 'tracking_number'],
      ['payouts', 'payouts_id_trgm', '(id::text)'],
      ['payouts', 'payouts_transfer_trgm', '(ticket_transfer_id::text)'],
      ['payouts', 'payouts_transaction_trgm', '(transaction_id::text)'],
      ['payouts', 'payouts_utr_trgm', 'utr'],
      ['payouts', 'payouts_details_trgm', 'payout_details'],
      ['disputes', 'disputes_reference_trgm', 'reference'],
      ['disputes', 'disputes_id_trgm', '(id::text)'],
      ['disputes', 'disputes_transfer_trgm', '(transfer_id::text)'],
      ['disputes', 'disputes_order_trgm', '(order_id::text)'],
      ['contact_messages', 'contact_messages_name_trgm', 'name'],
      ['contact_messages', 'contact_messages_email_trgm', 'email'],
      ['contact_messages', 'contact_messages_subject_trgm', 'subject'],
      ['contact_messages', 'contact_messages_message_trgm', 'message'],
    ];
    for (const [table, name, expression] of trigram) {
      this.addSql(`create index ${name} on ${table} using gin (${expression} gin_trgm_ops);`);
    }
    // A dispute found through its order (the event's title, the order's id).
    this.addSql('create index disputes_order_idx on disputes (order_id);');
  }
}
