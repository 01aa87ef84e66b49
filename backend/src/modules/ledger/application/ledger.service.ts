import { EntityManager, IsolationLevel } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Paise } from '@ticketsetu/contracts/money';
import { type AccountCode, accountCodes, chartOfAccounts, isAccountCode, normalBalance } from '../domain/accounts.js';
import {
  type EntryKind,
  isEntryKind,
  type JournalEntry,
  journalEntry,
  type JournalLine,
  LedgerError,
  sameFact,
  uuidOrNull,
} from '../domain/journal-entry.js';
import {
  allowedLines,
  type EscrowByKind,
  type InvariantViolation,
  sortViolations,
  violations,
} from '../domain/invariants.js';
import type { AccountTotal, PostedEntry, PostResult } from './read-models.js';
import { uuidArray } from '../../../shared/domain/ids.js';

interface EntryLineRow {
  id: string;
  key: string;
  kind: string;
  order_id: string | null;
  occurred_at: Date;
  recorded_at: Date;
  account: string;
  party_id: string | null;
  debit: string | number;
  credit: string | number;
}

/** The longest the full invariants check may run (a request's statements get a few seconds). */
const INVARIANTS_TIMEOUT = '120s';

/** PostgreSQL returns bigint and sums as text: back to a number, refusing what is not a safe integer. */
function num(value: string | number | null | undefined): number {
  const n = Number(value ?? 0);
  if (!Number.isSafeInteger(n)) throw new Error(`Ledger figure is not a safe integer: ${value}`);
  return n;
}

function toEntries(rows: EntryLineRow[]): PostedEntry[] {
  const entries = new Map<string, PostedEntry & { lines: JournalLine[] }>();
  for (const row of rows) {
    let entry = entries.get(row.id);
    if (!entry) {
      // The database's checks hold only kinds and accounts the domain knows.
      if (!isEntryKind(row.kind)) throw new Error(`Unknown ledger entry kind in the database: ${row.kind}`);
      entry = {
        id: String(row.id),
        key: row.key,
        kind: row.kind,
        orderId: row.order_id,
        occurredAt: new Date(row.occurred_at),
        recordedAt: new Date(row.recorded_at),
        lines: [],
      };
      entries.set(row.id, entry);
    }
    if (!isAccountCode(row.account)) throw new Error(`Unknown ledger account in the database: ${row.account}`);
    entry.lines.push({
      account: row.account,
      partyId: row.party_id,
      debit: num(row.debit) as Paise,
      credit: num(row.credit) as Paise,
    });
  }
  return [...entries.values()];
}

/** `in (...)` of SQL literals for accounts taken from the chart (never from input). */
function accountList(accounts: readonly AccountCode[]): string {
  return accounts.map((account) => `'${account}'`).join(', ');
}

/** The SQL expression of a balance on `account`'s normal side, from sums named debits/credits. */
const normalSideSql = (debits: string, credits: string) =>
  `case when a.normal_side = 'debit' then ${debits} - ${credits} else ${credits} - ${debits} end`;

/** The chart as an SQL VALUES list, so the balance-side rules are written once (in accounts.ts). */
const chartSql = `(values ${accountCodes
  .map((account) => `('${account}', '${chartOfAccounts[account].normalSide}')`)
  .join(', ')}) as a(account, normal_side)`;

/**
 * The double-entry ledger: posts journal entries in the caller's transaction and answers balances,
 * an order's entries, totals and the invariants, as plain read models. It calls no other module.
 */
@Injectable()
export class LedgerService {
  /** Reads run in whatever transaction or request context is current (MikroORM's context). */
  constructor(private readonly em: EntityManager) {}

  /**
   * Writes `entry` in the transaction of `em` (the caller's: its own change and the entry commit or
   * roll back together). Idempotent by key: a key posted before (by this or a committed transaction;
   * a concurrent one is waited for) writes nothing and returns the first entry, with `created` false.
   * The same key with a different fact (kind, order or lines; the time may differ) is a caller's bug:
   * refused with LedgerError LEDGER_KEY_REUSED.
   */
  async post(em: EntityManager, entry: JournalEntry): Promise<PostResult> {
    // Validated again: only an entry the domain accepts reaches the database.
    const checked = journalEntry(entry);
    const values = checked.lines.map(() => '(?::smallint, ?, ?::uuid, ?::bigint, ?::bigint)').join(', ');
    const params = [
      checked.key,
      checked.kind,
      checked.orderId,
      checked.occurredAt.toISOString(),
      ...checked.lines.flatMap((line, i) => [i + 1, line.account, line.partyId, line.debit, line.credit]),
    ];
    // One statement: the entry and its lines, or nothing when the key exists (the unique index makes
    // a concurrent post of the same key wait for the first, then do nothing).
    const inserted = await em.execute<{ id: string; recorded_at: Date }[]>(
      `with entry as (
         insert into ledger_entries (key, kind, order_id, occurred_at)
         values (?, ?, ?::uuid, ?::timestamptz)
         on conflict (key) do nothing
         returning id, recorded_at
       ), lines as (
         insert into ledger_lines (entry_id, line_no, account, party_id, debit, credit)
         select entry.id, l.line_no, l.account, l.party_id, l.debit, l.credit
         from entry cross join (values ${values}) as l (line_no, account, party_id, debit, credit)
         returning entry_id
       )
       select id, recorded_at from entry`,
      params,
    );
    const [row] = inserted;
    if (row) {
      return { created: true, entry: { ...checked, id: String(row.id), recordedAt: new Date(row.recorded_at) } };
    }
    const [first] = await this.load(em, 'e.key = ?', [checked.key]);
    if (!first) throw new Error(`Ledger entry ${checked.key} conflicted but cannot be read back`);
    if (!sameFact(first, checked)) {
      throw new LedgerError(
        'LEDGER_KEY_REUSED',
        `Ledger key ${checked.key} was already posted with a different entry (${first.kind}, ` +
          `${describeLines(first.lines)}); refused ${checked.kind}, ${describeLines(checked.lines)}`,
      );
    }
    return { created: false, entry: first };
  }

  /**
   * The balance of `account`, positive on its normal side (an asset's debits, a liability's or
   * revenue's credits): of one party's sub-account when `partyId` is given, of all parties when not.
   * Pass the caller's transaction as `em` when reading inside one (never hold one connection while
   * waiting for another).
   */
  async balance(account: AccountCode, partyId?: string | null, em: EntityManager = this.em): Promise<number> {
    if (!isAccountCode(account)) throw new LedgerError('LEDGER_QUERY_INVALID', `Unknown account ${String(account)}`);
    const perParty = chartOfAccounts[account].party !== null;
    if (partyId != null && !perParty) {
      throw new LedgerError('LEDGER_QUERY_INVALID', `${account} is not kept per party`);
    }
    const party = partyId == null ? null : uuidOrNull(partyId);
    if (partyId != null && party === null) return 0; // not a user id: no line can name it
    const [sums] = await em.execute<{ debits: string | null; credits: string | null }[]>(
      `select sum(debit) as debits, sum(credit) as credits from ledger_lines
       where account = ?${party === null ? '' : ' and party_id = ?::uuid'}`,
      party === null ? [account] : [account, party],
    );
    return normalBalance(account, num(sums?.debits), num(sums?.credits));
  }

  /** Every debit minus every credit, in paise: 0 unless the ledger's own checks were bypassed. */
  async imbalance(): Promise<number> {
    const [row] = await this.em
      .fork()
      .execute<{ n: string }[]>('select coalesce(sum(debit), 0) - coalesce(sum(credit), 0) as n from ledger_lines');
    return Number(row?.n ?? 0);
  }

  /**
   * Each party's balance of a per-party account (0 for a party with no lines), in one statement on a
   * connection of its own: for callers outside any transaction reading many parties at once.
   */
  async partyBalances(account: AccountCode, partyIds: readonly string[]): Promise<Map<string, number>> {
    if (!isAccountCode(account) || chartOfAccounts[account].party === null) {
      throw new LedgerError('LEDGER_QUERY_INVALID', `${String(account)} is not kept per party`);
    }
    const parties = [...new Set(partyIds.map(uuidOrNull).filter((id) => id !== null))];
    const rows =
      parties.length === 0
        ? []
        : await this.em.fork().execute<{ party_id: string; debits: string; credits: string }[]>(
            `select party_id, sum(debit) as debits, sum(credit) as credits from ledger_lines
              where account = ? and party_id = any(?::uuid[]) group by party_id`,
            [account, uuidArray(parties)],
          );
    const byParty = new Map(
      rows.map((row) => [row.party_id, normalBalance(account, num(row.debits), num(row.credits))]),
    );
    return new Map(partyIds.map((id) => [id, byParty.get(uuidOrNull(id) ?? '') ?? 0]));
  }

  /**
   * What `account` moved over entries that happened in [from, to) (their occurredAt), positive on its
   * normal side: e.g. the fees earned in a tax period, net of the fees given back in it.
   */
  async movement(account: AccountCode, from: Date, to: Date): Promise<number> {
    if (!isAccountCode(account)) throw new LedgerError('LEDGER_QUERY_INVALID', `Unknown account ${String(account)}`);
    const [sums] = await this.em.fork().execute<{ debits: string | null; credits: string | null }[]>(
      `select sum(l.debit) as debits, sum(l.credit) as credits
         from ledger_lines l join ledger_entries e on e.id = l.entry_id
        where l.account = ? and e.occurred_at >= ?::timestamptz and e.occurred_at < ?::timestamptz`,
      [account, from.toISOString(), to.toISOString()],
    );
    return normalBalance(account, num(sums?.debits), num(sums?.credits));
  }

  /** Every entry of an order, in posting order (capture, transfer, refunds, payouts, rewards). */
  async entriesForOrder(orderId: string): Promise<PostedEntry[]> {
    const id = uuidOrNull(orderId);
    if (id === null) return [];
    return this.load(this.em, 'e.order_id = ?::uuid', [id]);
  }

  /** Sums of every account of the chart (zero when unused), for the admin view. */
  totals(): Promise<AccountTotal[]> {
    return this.totalsIn(this.em);
  }

  /**
   * Every violation of the ledger's invariants (empty when all hold), computed by the database over
   * all entries: the same rules and messages as the pure checkInvariants (domain/invariants.ts).
   * Each rule is one statement, so it sees one consistent state even while others post.
   */
  checkInvariants(): Promise<InvariantViolation[]> {
    // One snapshot for every rule (a post committing meanwhile cannot make totals and escrow
    // disagree), read-only, and allowed longer than a request's statement timeout: it reads every
    // line (about 6 s at a million lines on a small machine, see ADR 20).
    return this.em.fork().transactional(
      async (em) => {
        await em.execute(`set local statement_timeout = '${INVARIANTS_TIMEOUT}'`);
        return this.violationsIn(em);
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
    );
  }

  private async violationsIn(em: EntityManager): Promise<InvariantViolation[]> {
    const found: InvariantViolation[] = [];

    // Every entry balances, with two or more lines.
    const unbalanced = await em.execute<{ key: string; lines: string; debits: string; credits: string }[]>(
      `select e.key, coalesce(s.lines, 0) as lines, coalesce(s.debits, 0) as debits, coalesce(s.credits, 0) as credits
       from ledger_entries e
       left join (
         select entry_id, count(*) as lines, sum(debit) as debits, sum(credit) as credits
         from ledger_lines group by entry_id
       ) s on s.entry_id = e.id
       where coalesce(s.lines, 0) < 2 or s.debits <> s.credits`,
    );
    for (const row of unbalanced) {
      found.push(violations.entryUnbalanced(row.key, num(row.lines), num(row.debits), num(row.credits)));
    }

    // All debits equal all credits.
    const totals = await this.totalsIn(em);
    const allDebits = totals.reduce((sum, total) => sum + total.debits, 0);
    const allCredits = totals.reduce((sum, total) => sum + total.credits, 0);
    if (allDebits !== allCredits) found.push(violations.ledgerUnbalanced(allDebits, allCredits));

    // Lines by kind, account and side: which combinations no posting rule makes, and escrow by kind.
    const byKind = await em.execute<{ kind: string; account: string; side: string; debits: string; credits: string }[]>(
      `select e.kind, l.account, case when l.debit > 0 then 'debit' else 'credit' end as side,
              sum(l.debit) as debits, sum(l.credit) as credits
       from ledger_lines l join ledger_entries e on e.id = l.entry_id
       group by 1, 2, 3`,
    );
    const allowed = new Set(allowedLines().map((a) => `${a.kind}/${a.account}/${a.side}`));
    const misfits = byKind.filter((row) => !allowed.has(`${row.kind}/${row.account}/${row.side}`));
    for (const misfit of misfits) {
      const entries = await em.execute<{ key: string }[]>(
        `select distinct e.key from ledger_lines l join ledger_entries e on e.id = l.entry_id
         where e.kind = ? and l.account = ? and (l.debit > 0) = ?`,
        [misfit.kind, misfit.account, misfit.side === 'debit'],
      );
      for (const { key } of entries) {
        found.push(violations.lineDoesNotFit(key, misfit.kind, misfit.account, misfit.side));
      }
    }
    const escrowOf = (kind: EntryKind, side: 'debit' | 'credit') =>
      byKind
        .filter((row) => row.account === 'escrow' && row.kind === kind)
        .reduce((sum, row) => sum + num(side === 'debit' ? row.debits : row.credits), 0);
    const parts: EscrowByKind = {
      captured: escrowOf('payment_captured', 'credit'),
      completed: escrowOf('transfer_completed', 'debit'),
      reversed: escrowOf('transfer_reversed', 'credit'),
      refunded: escrowOf('buyer_refunded', 'debit'),
    };
    const escrowLines = byKind.filter((row) => row.account === 'escrow');
    const escrowBalance = normalBalance(
      'escrow',
      escrowLines.reduce((sum, row) => sum + num(row.debits), 0),
      escrowLines.reduce((sum, row) => sum + num(row.credits), 0),
    );
    if (escrowBalance !== parts.captured - parts.completed + parts.reversed - parts.refunded) {
      found.push(violations.escrowMismatch(escrowBalance, parts));
    }

    // No balance on the wrong side where the chart forbids it: per account, per party, per order.
    const guarded = (guard: 'account' | 'party' | 'order') =>
      accountCodes.filter((account) => chartOfAccounts[account].neverNegative === guard);
    for (const total of totals) {
      if (chartOfAccounts[total.account].neverNegative === 'account' && total.balance < 0) {
        found.push(violations.negative(total.account, {}, total.balance));
      }
    }
    const perParty = await em.execute<{ account: AccountCode; party_id: string | null; balance: string }[]>(
      `select s.account, s.party_id, ${normalSideSql('s.debits', 's.credits')} as balance
       from (
         select account, party_id, sum(debit) as debits, sum(credit) as credits from ledger_lines
         where account in (${accountList(guarded('party'))}) group by account, party_id
       ) s join ${chartSql} using (account)
       where ${normalSideSql('s.debits', 's.credits')} < 0`,
    );
    for (const row of perParty) {
      found.push(violations.negative(row.account, { partyId: row.party_id }, num(row.balance)));
    }
    const perOrder = await em.execute<{ account: AccountCode; order_id: string | null; balance: string }[]>(
      `select s.account, s.order_id, ${normalSideSql('s.debits', 's.credits')} as balance
       from (
         select l.account, e.order_id, sum(l.debit) as debits, sum(l.credit) as credits
         from ledger_lines l join ledger_entries e on e.id = l.entry_id
         where l.account in (${accountList(guarded('order'))}) group by l.account, e.order_id
       ) s join ${chartSql} using (account)
       where ${normalSideSql('s.debits', 's.credits')} < 0`,
    );
    for (const row of perOrder) {
      found.push(violations.negative(row.account, { orderId: row.order_id }, num(row.balance)));
    }
    return sortViolations(found);
  }

  private async totalsIn(em: EntityManager): Promise<AccountTotal[]> {
    const rows = await em.execute<{ account: string; debits: string; credits: string }[]>(
      `select account, sum(debit) as debits, sum(credit) as credits from ledger_lines group by account`,
    );
    const byAccount = new Map(rows.map((row) => [row.account, row]));
    return accountCodes.map((account) => {
      const debits = num(byAccount.get(account)?.debits);
      const credits = num(byAccount.get(account)?.credits);
      const { type, normalSide } = chartOfAccounts[account];
      return {
        account,
        type,
        normalSide,
        debits: debits as Paise,
        credits: credits as Paise,
        balance: normalBalance(account, debits, credits),
      };
    });
  }

  private async load(em: EntityManager, where: string, params: unknown[]): Promise<PostedEntry[]> {
    const rows = await em.execute<EntryLineRow[]>(
      `select e.id, e.key, e.kind, e.order_id, e.occurred_at, e.recorded_at,
              l.account, l.party_id, l.debit, l.credit
       from ledger_entries e join ledger_lines l on l.entry_id = e.id
       where ${where}
       order by e.id, l.line_no`,
      params,
    );
    return toEntries(rows);
  }
}

function describeLines(lines: readonly JournalLine[]): string {
  return lines
    .map((l) => `${l.debit > 0 ? 'Dr' : 'Cr'} ${l.account}${l.partyId ? `(${l.partyId})` : ''} ${l.debit || l.credit}`)
    .join(', ');
}
