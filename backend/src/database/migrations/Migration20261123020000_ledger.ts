import { Migration } from '@mikro-orm/migrations';

/**
 * The double-entry ledger (ledger module, ADR on the ledger): journal entries and their lines, in
 * integer paise. The database keeps the ledger's promises even against raw SQL: an entry that does
 * not balance (or has fewer than two lines) cannot commit, a line cannot be added to an entry of an
 * earlier transaction, and no ledger row can be updated, deleted or truncated.
 * The kinds and accounts listed here are the domain's of today (domain/journal-entry.ts, accounts.ts).
 */
export class Migration20261123020000_ledger extends Migration {
  override up(): void {
    this.addSql(`
      create table ledger_entries (
        id bigint generated always as identity primary key,
        key text not null constraint ledger_entries_key_unique unique
          constraint ledger_entries_key_check check (length(key) between 1 and 300),
        kind text not null constraint ledger_entries_kind_check check (kind in (
          'payment_captured', 'transfer_completed', 'transfer_reversed', 'buyer_refunded',
          'payout_processed', 'payout_failed', 'reward_earned', 'reward_reversed')),
        order_id uuid null,
        occurred_at timestamptz not null,
        recorded_at timestamptz not null default now(),
        -- The transaction that posted it (set by a trigger): only that one may add its lines.
        recorded_xact xid8 not null
      );`);
    // entriesForOrder; most entries belong to an order, payouts and rewards may not.
    this.addSql(`create index ledger_entries_order_idx on ledger_entries (order_id) where order_id is not null;`);

    this.addSql(`
      create table ledger_lines (
        entry_id bigint not null references ledger_entries (id),
        line_no smallint not null check (line_no >= 1),
        account text not null constraint ledger_lines_account_check check (account in (
          'gateway_clearing', 'escrow', 'seller_payable', 'platform_fee_revenue',
          'buyer_fee_revenue', 'rewards_liability', 'rewards_expense')),
        party_id uuid null,
        debit bigint not null default 0 check (debit >= 0),
        credit bigint not null default 0 check (credit >= 0),
        primary key (entry_id, line_no),
        constraint ledger_lines_one_side_check check ((debit > 0) <> (credit > 0)),
        -- Seller payable and rewards liability are kept per user; the other accounts are not.
        constraint ledger_lines_party_check
          check ((party_id is not null) = (account in ('seller_payable', 'rewards_liability')))
      );`);
    // Balances by account and party read from the index alone (no heap visit on an append-only table).
    this.addSql(
      `create index ledger_lines_account_party_idx on ledger_lines (account, party_id) include (debit, credit);`,
    );

    this.addSql(`
      create function ledger_stamp_entry() returns trigger language plpgsql as $$
      begin
        new.recorded_xact := pg_current_xact_id(); -- the top-level transaction, even in a savepoint
        return new;
      end $$;`);
    this.addSql(`
      create trigger ledger_entries_stamp before insert on ledger_entries
        for each row execute function ledger_stamp_entry();`);

    // Checked at commit (deferred), once all of an entry's lines are in, for the entry and each line.
    this.addSql(`
      create function ledger_check_entry() returns trigger language plpgsql as $$
      declare
        v_entry_id bigint;
        v_key text;
        v_xact xid8;
        v_lines integer;
        v_debits numeric;
        v_credits numeric;
      begin
        if tg_table_name = 'ledger_entries' then
          v_entry_id := new.id;
        else
          v_entry_id := new.entry_id;
        end if;
        select e.key, e.recorded_xact into v_key, v_xact from ledger_entries e where e.id = v_entry_id;
        if v_xact <> pg_current_xact_id() then
          raise exception 'ledger entry % was posted by an earlier transaction: no line can be added to it', v_key
            using errcode = 'check_violation';
        end if;
        select count(*), coalesce(sum(l.debit), 0), coalesce(sum(l.credit), 0)
          into v_lines, v_debits, v_credits
          from ledger_lines l where l.entry_id = v_entry_id;
        if v_lines < 2 or v_debits <> v_credits then
          raise exception 'ledger entry % does not balance: % line(s), debits % and credits % paise',
            v_key, v_lines, v_debits, v_credits
            using errcode = 'check_violation';
        end if;
        return null;
      end $$;`);
    this.addSql(`
      create constraint trigger ledger_entries_balanced after insert on ledger_entries
        deferrable initially deferred for each row execute function ledger_check_entry();`);
    this.addSql(`
      create constraint trigger ledger_lines_balanced after insert on ledger_lines
        deferrable initially deferred for each row execute function ledger_check_entry();`);

    // Append-only: a correction is a new entry.
    this.addSql(`
      create function ledger_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'the ledger is append-only: % on % refused (post a correcting entry instead)', tg_op, tg_table_name
          using errcode = 'restrict_violation';
      end $$;`);
    for (const table of ['ledger_entries', 'ledger_lines']) {
      this.addSql(`
        create trigger ${table}_append_only before update or delete on ${table}
          for each row execute function ledger_refuse_change();`);
      this.addSql(`
        create trigger ${table}_no_truncate before truncate on ${table}
          for each statement execute function ledger_refuse_change();`);
    }
  }
}
