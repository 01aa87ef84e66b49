import { Migration } from '@mikro-orm/migrations';

/**
 * TDS under section 194-O (issue 19 item 3, ADR 49): a seller's PAN and the name on it; on each seller
 * payout, the tax withheld at completion, the rule and rate that gave it and the PAN it was withheld
 * under, and what reversals gave back; the ledger's tds_payable account, kept per seller.
 */
export class Migration20261205010000_tds extends Migration {
  override up(): void {
    this.addSql(`alter table users add column pan text null check (pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$');`);
    this.addSql(`alter table users add column pan_name text null;`);
    this.addSql(`alter table users add constraint users_pan_with_its_name check ((pan is null) = (pan_name is null));`);

    this.addSql(`alter table payouts add column tds integer not null default 0 check (tds >= 0);`);
    this.addSql(`alter table payouts add column tds_reversed integer not null default 0 check (tds_reversed >= 0);`);
    this.addSql(
      `alter table payouts add column tds_rule text null check (tds_rule in ('exempt', 'with-pan', 'without-pan'));`,
    );
    this.addSql(`alter table payouts add column tds_rate_basis_points integer null;`);
    this.addSql(`alter table payouts add column tds_pan text null;`);
    this.addSql(`alter table payouts add constraint payouts_tds_reversed_within_tds check (tds_reversed <= tds);`);

    this.addSql(`alter table ledger_lines drop constraint ledger_lines_account_check;`);
    this.addSql(`alter table ledger_lines add constraint ledger_lines_account_check check (account in (
      'gateway_clearing', 'escrow', 'seller_payable', 'platform_fee_revenue',
      'buyer_fee_revenue', 'rewards_liability', 'rewards_expense', 'tds_payable'));`);
    this.addSql(`alter table ledger_lines drop constraint ledger_lines_party_check;`);
    this.addSql(`alter table ledger_lines add constraint ledger_lines_party_check
      check ((party_id is not null) = (account in ('seller_payable', 'rewards_liability', 'tds_payable')));`);
  }
}
