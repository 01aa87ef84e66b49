import { type AccountCode, accountCodes, chartOfAccounts, isAccountCode, normalBalance } from './accounts.js';
import type { LedgerEntryRecord } from './balances.js';
import { entryKinds, isEntryKind, lineFitsKind } from './journal-entry.js';

/**
 * The ledger's invariants, checked over entries in memory here (property tests) and by SQL over the
 * whole database in LedgerService.checkInvariants; both report violations built by the same
 * functions below, so they can be compared one for one.
 */
export type InvariantRule =
  'entry_balanced' | 'ledger_balanced' | 'line_fits_kind' | 'escrow_matches_kinds' | 'never_negative';

export interface InvariantViolation {
  readonly rule: InvariantRule;
  readonly message: string;
  readonly key?: string;
  readonly account?: string;
  readonly partyId?: string | null;
  readonly orderId?: string | null;
  /** The figure that is off: debits − credits, the wrong-side balance, or balance − expected. */
  readonly amount?: number;
}

/** Escrow's movements by the kinds allowed to move it (the escrow identity). */
export interface EscrowByKind {
  /** Ticket prices captured into escrow. */
  readonly captured: number;
  /** Released to sellers by completed transfers. */
  readonly completed: number;
  /** Taken back from completed sales (disputes). */
  readonly reversed: number;
  /** Given back to buyers by refunds. */
  readonly refunded: number;
}

export const violations = {
  entryUnbalanced: (key: string, lines: number, debits: number, credits: number): InvariantViolation => ({
    rule: 'entry_balanced',
    key,
    amount: debits - credits,
    message: `Entry ${key} has ${lines} line(s), debits ${debits} and credits ${credits} paise: it needs two or more lines that balance`,
  }),
  ledgerUnbalanced: (debits: number, credits: number): InvariantViolation => ({
    rule: 'ledger_balanced',
    amount: debits - credits,
    message: `All debits (${debits} paise) differ from all credits (${credits} paise)`,
  }),
  lineDoesNotFit: (key: string, kind: string, account: string, side: string): InvariantViolation => ({
    rule: 'line_fits_kind',
    key,
    account,
    message: `Entry ${key} (${kind}) has a ${side} on ${account}, which that kind of entry never makes`,
  }),
  escrowMismatch: (balance: number, parts: EscrowByKind): InvariantViolation => {
    const expected = parts.captured - parts.completed + parts.reversed - parts.refunded;
    return {
      rule: 'escrow_matches_kinds',
      account: 'escrow',
      amount: balance - expected,
      message:
        `Escrow holds ${balance} paise, but captured ${parts.captured} − completed ${parts.completed}` +
        ` + reversed ${parts.reversed} − refunded ${parts.refunded} = ${expected} paise`,
    };
  },
  negative: (
    account: AccountCode,
    scope: { partyId?: string | null; orderId?: string | null },
    balance: number,
  ): InvariantViolation => {
    const of =
      scope.partyId !== undefined
        ? ` of party ${scope.partyId}`
        : scope.orderId !== undefined
          ? ` for order ${scope.orderId}`
          : '';
    return {
      rule: 'never_negative',
      account,
      ...scope,
      amount: balance,
      message: `${account}${of} is ${balance} paise: it must never go below zero on its ${chartOfAccounts[account].normalSide} side`,
    };
  },
};

/** The escrow identity's figures: escrow lines of the four kinds that may move escrow, on their side. */
export function escrowByKind(entries: readonly LedgerEntryRecord[]): EscrowByKind {
  const parts = { captured: 0, completed: 0, reversed: 0, refunded: 0 };
  for (const entry of entries) {
    for (const line of entry.lines) {
      if (line.account !== 'escrow') continue;
      if (entry.kind === 'payment_captured') parts.captured += line.credit;
      if (entry.kind === 'transfer_completed') parts.completed += line.debit;
      if (entry.kind === 'transfer_reversed') parts.reversed += line.credit;
      if (entry.kind === 'buyer_refunded') parts.refunded += line.debit;
    }
  }
  return parts;
}

/** A stable order for violations, so two checks of the same ledger list them identically. */
export function sortViolations(list: InvariantViolation[]): InvariantViolation[] {
  const rules: InvariantRule[] = [
    'entry_balanced',
    'ledger_balanced',
    'line_fits_kind',
    'escrow_matches_kinds',
    'never_negative',
  ];
  const text = (v: InvariantViolation) =>
    [rules.indexOf(v.rule), v.key ?? '', v.account ?? '', v.partyId ?? '', v.orderId ?? '', v.message].join('\u0000');
  return [...list].sort((a, b) => (text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0));
}

/**
 * Every violation of the ledger's invariants in `entries` (all of them, the whole ledger):
 * - each entry balances, with two or more lines;
 * - all debits equal all credits;
 * - each line fits its entry's kind (so escrow, say, moves only on captures, transfers and refunds);
 * - escrow = captured − completed + reversed − refunded, from the entries' kinds;
 * - no balance is on the wrong side where the chart says it never may be: escrow and both revenues
 *   per order, seller payable and rewards liability per party, rewards expense overall.
 */
export function checkInvariants(entries: readonly LedgerEntryRecord[]): InvariantViolation[] {
  const found: InvariantViolation[] = [];
  let allDebits = 0;
  let allCredits = 0;
  const byParty = new Map<string, { account: AccountCode; partyId: string | null; debits: number; credits: number }>();
  const byOrder = new Map<string, { account: AccountCode; orderId: string | null; debits: number; credits: number }>();
  const byAccount = new Map<AccountCode, { debits: number; credits: number }>();

  for (const entry of entries) {
    let debits = 0;
    let credits = 0;
    const misfits = new Set<string>();
    for (const line of entry.lines) {
      debits += line.debit;
      credits += line.credit;
      const side = line.debit > 0 ? 'debit' : 'credit';
      if (!isEntryKind(entry.kind) || !isAccountCode(line.account) || !lineFitsKind(entry.kind, line.account, side)) {
        const misfit = `${line.account}/${side}`;
        if (!misfits.has(misfit)) found.push(violations.lineDoesNotFit(entry.key, entry.kind, line.account, side));
        misfits.add(misfit);
      }
      if (!isAccountCode(line.account)) continue;
      const account = line.account;
      const guard = chartOfAccounts[account].neverNegative;
      const total = byAccount.get(account) ?? { debits: 0, credits: 0 };
      total.debits += line.debit;
      total.credits += line.credit;
      byAccount.set(account, total);
      if (guard === 'party') {
        const id = `${account}/${line.partyId}`;
        const sum = byParty.get(id) ?? { account, partyId: line.partyId, debits: 0, credits: 0 };
        sum.debits += line.debit;
        sum.credits += line.credit;
        byParty.set(id, sum);
      }
      if (guard === 'order') {
        const id = `${account}/${entry.orderId}`;
        const sum = byOrder.get(id) ?? { account, orderId: entry.orderId, debits: 0, credits: 0 };
        sum.debits += line.debit;
        sum.credits += line.credit;
        byOrder.set(id, sum);
      }
    }
    if (entry.lines.length < 2 || debits !== credits) {
      found.push(violations.entryUnbalanced(entry.key, entry.lines.length, debits, credits));
    }
    allDebits += debits;
    allCredits += credits;
  }

  if (allDebits !== allCredits) found.push(violations.ledgerUnbalanced(allDebits, allCredits));

  const escrow = byAccount.get('escrow') ?? { debits: 0, credits: 0 };
  const parts = escrowByKind(entries);
  const escrowBalance = normalBalance('escrow', escrow.debits, escrow.credits);
  if (escrowBalance !== parts.captured - parts.completed + parts.reversed - parts.refunded) {
    found.push(violations.escrowMismatch(escrowBalance, parts));
  }

  for (const account of accountCodes) {
    const guard = chartOfAccounts[account].neverNegative;
    const total = byAccount.get(account);
    // A per-party or per-order guard implies the account's total; report the finer one only.
    if (guard === 'account' && total && normalBalance(account, total.debits, total.credits) < 0) {
      found.push(violations.negative(account, {}, normalBalance(account, total.debits, total.credits)));
    }
  }
  for (const sum of byParty.values()) {
    const balance = normalBalance(sum.account, sum.debits, sum.credits);
    if (balance < 0) found.push(violations.negative(sum.account, { partyId: sum.partyId }, balance));
  }
  for (const sum of byOrder.values()) {
    const balance = normalBalance(sum.account, sum.debits, sum.credits);
    if (balance < 0) found.push(violations.negative(sum.account, { orderId: sum.orderId }, balance));
  }
  return sortViolations(found);
}

/** The kinds and the accounts/sides they may use, as rows (the SQL check joins against them). */
export function allowedLines(): { kind: string; account: string; side: 'debit' | 'credit' }[] {
  return Object.entries(entryKinds).flatMap(([kind, shape]) => [
    ...shape.debit.map((account) => ({ kind, account, side: 'debit' as const })),
    ...shape.credit.map((account) => ({ kind, account, side: 'credit' as const })),
  ]);
}
