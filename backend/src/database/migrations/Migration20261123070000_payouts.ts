import { Migration } from '@mikro-orm/migrations';

/**
 * Payouts (ADR 23): the spec's `payouts` (seller payouts by UPI and buyer refunds through PhonePe,
 * each unique by its business key), the history of their status changes, and the dispute holds.
 */
export class Migration20261123070000_payouts extends Migration {
  override up(): void {
    this.addSql(`
      create table payouts (
        id uuid primary key,
        ticket_transfer_id uuid not null references ticket_transfers (id),
        transaction_id uuid not null references transactions (id),
        user_id uuid not null references users (id),
        type text not null check (type in ('seller_payout', 'buyer_refund')),
        amount integer not null check (amount >= 0),
        platform_fee integer not null check (platform_fee >= 0),
        status text not null check (status in ('pending', 'processed', 'failed', 'cancelled')),
        payout_method text not null check (payout_method in ('upi', 'phonepe_refund')),
        payout_details text not null,
        business_key text not null unique,
        gross integer not null default 0 check (gross >= 0),
        reversed_gross integer not null default 0 check (reversed_gross between 0 and gross),
        seller_fee_percent numeric(5,2) not null default 0 check (seller_fee_percent between 0 and 100),
        attempt integer not null default 0 check (attempt >= 0),
        utr text null check (utr ~ '^[0-9]{12}$'),
        merchant_refund_id text null unique,
        gateway_refund_id text null,
        gateway_state text null,
        note text null,
        failure_reason text null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        processed_at timestamptz null,
        check ((type = 'seller_payout') = (payout_method = 'upi')),
        check (type = 'seller_payout' or platform_fee = 0),
        check ((status = 'processed') = (processed_at is not null)),
        check (utr is null or (status = 'processed' and type = 'seller_payout')),
        check (status <> 'processed' or type = 'buyer_refund' or utr is not null)
      );`);
    // One seller payout per transfer, whatever repeats (the business key says so too).
    this.addSql(
      `create unique index payouts_seller_transfer_uq on payouts (ticket_transfer_id, type) where type = 'seller_payout';`,
    );
    // A UTR names one payment: it may prove one processed payout only.
    this.addSql(`create unique index payouts_utr_uq on payouts (utr) where utr is not null;`);
    this.addSql(`create index payouts_transfer_idx on payouts (ticket_transfer_id);`);
    this.addSql(`create index payouts_user_idx on payouts (user_id, status);`);
    this.addSql(`create index payouts_list_idx on payouts (status, type, created_at desc);`);
    this.addSql(
      `create index payouts_refunds_pending_idx on payouts (updated_at) where type = 'buyer_refund' and status = 'pending';`,
    );
    // Who changed a payout, when, from and to (append-only).
    this.addSql(`
      create table payout_changes (
        id uuid primary key,
        payout_id uuid not null references payouts (id),
        from_status text not null,
        to_status text not null,
        attempt integer not null,
        utr text null,
        reason text null,
        by_user_id uuid null,
        at timestamptz not null
      );`);
    this.addSql(`create index payout_changes_payout_idx on payout_changes (payout_id, at);`);
    // A dispute open on a transfer holds its seller payout (before or after the payout exists).
    this.addSql(`
      create table payout_holds (
        ticket_transfer_id uuid primary key references ticket_transfers (id),
        held boolean not null,
        changed_at timestamptz not null
      );`);
  }
}
