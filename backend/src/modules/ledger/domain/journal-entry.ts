import { isPaise, type Paise } from '@ticketsetu/contracts/money';
import { isUuid } from '../../../shared/domain/ids.js';
import { type AccountCode, chartOfAccounts, isAccountCode } from './accounts.js';

/**
 * A refused entry is a bug in the caller (the posting rules never build one), so this is not a
 * user-facing DomainError: it surfaces as a 500 and rolls the caller's transaction back.
 */
export type LedgerErrorCode = 'LEDGER_ENTRY_INVALID' | 'LEDGER_KEY_REUSED' | 'LEDGER_QUERY_INVALID';

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

/**
 * Every kind of journal entry, and the only accounts and sides its lines may use: an entry whose
 * lines do not fit its kind is refused, so each kind means one business event and the invariants
 * can be derived from kinds (e.g. escrow is only credited by captures and reversals).
 */
export const entryKinds = {
  payment_captured: {
    order: 'required',
    debit: ['gateway_clearing', 'rewards_liability'],
    credit: ['escrow', 'buyer_fee_revenue'],
  },
  transfer_completed: {
    order: 'required',
    debit: ['escrow'],
    credit: ['seller_payable', 'platform_fee_revenue', 'tds_payable'],
  },
  transfer_reversed: {
    order: 'required',
    debit: ['seller_payable', 'platform_fee_revenue', 'tds_payable'],
    credit: ['escrow'],
  },
  buyer_refunded: {
    order: 'required',
    debit: ['escrow', 'buyer_fee_revenue'],
    credit: ['gateway_clearing', 'rewards_liability'],
  },
  payout_processed: { order: 'optional', debit: ['seller_payable'], credit: ['gateway_clearing'] },
  payout_failed: { order: 'optional', debit: ['gateway_clearing'], credit: ['seller_payable'] },
  reward_earned: { order: 'optional', debit: ['rewards_expense'], credit: ['rewards_liability'] },
  reward_reversed: { order: 'optional', debit: ['rewards_liability'], credit: ['rewards_expense'] },
} as const satisfies Record<
  string,
  { order: 'required' | 'optional'; debit: readonly AccountCode[]; credit: readonly AccountCode[] }
>;

export type EntryKind = keyof typeof entryKinds;

export function isEntryKind(value: unknown): value is EntryKind {
  return typeof value === 'string' && Object.hasOwn(entryKinds, value);
}

/** Whether a line on `account` on `side` may appear in an entry of `kind`. */
export function lineFitsKind(kind: EntryKind, account: AccountCode, side: 'debit' | 'credit'): boolean {
  return (entryKinds[kind][side] as readonly AccountCode[]).includes(account);
}

export interface JournalLine {
  readonly account: AccountCode;
  /** The seller or buyer (a user id) on per-party accounts; null on the others. */
  readonly partyId: string | null;
  /** Exactly one of debit and credit is more than zero. */
  readonly debit: Paise;
  readonly credit: Paise;
}

/** A validated, balanced journal entry, ready to post. Build one with the posting rules (postings.ts). */
export interface JournalEntry {
  /** The business key: posting the same key twice records one entry. */
  readonly key: string;
  readonly kind: EntryKind;
  readonly orderId: string | null;
  /** When the business event happened, by the caller's clock. */
  readonly occurredAt: Date;
  readonly lines: readonly JournalLine[];
}

export interface JournalLineDraft {
  account: AccountCode;
  partyId?: string | null;
  debit?: number;
  credit?: number;
}

export interface JournalEntryDraft {
  key: string;
  kind: EntryKind;
  orderId?: string | null;
  occurredAt: Date;
  lines: readonly JournalLineDraft[];
}

export const MAX_KEY_LENGTH = 300;
/** The longest id a key may name (ours are UUIDs; a gateway's ids are at most 63 characters). */
export const MAX_KEY_PART_LENGTH = 100;
/** Printable ASCII without spaces: keys are built from kinds and ids, never from free text. */
const KEY_PATTERN = /^[\x21-\x7e]+$/;

/** A user or order id as the database returns it (lower case), or null when it is not a UUID. */
export function uuidOrNull(value: unknown): string | null {
  return typeof value === 'string' && isUuid(value) ? value.toLowerCase() : null;
}

function refuse(message: string): never {
  throw new LedgerError('LEDGER_ENTRY_INVALID', message);
}

/** A key or a part of one (an id): printable, no spaces, bounded. */
export function checkKeyPart(value: unknown, what: string, max = MAX_KEY_PART_LENGTH): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > max || !KEY_PATTERN.test(value)) {
    refuse(`${what} must be 1-${max} printable characters without spaces, not ${JSON.stringify(value)}`);
  }
  return value;
}

/**
 * Validates a draft into a JournalEntry, or throws LedgerError saying what is wrong: an unknown
 * kind or account, a line that does not fit the kind, a missing or extra party, an amount that is
 * not whole non-negative paise, a line with both or neither side, fewer than two lines, or debits
 * that do not equal credits.
 */
export function journalEntry(draft: JournalEntryDraft): JournalEntry {
  const key = checkKeyPart(draft.key, 'An entry key', MAX_KEY_LENGTH);
  const where = `Entry ${key}`;
  if (!isEntryKind(draft.kind)) refuse(`${where}: unknown kind ${JSON.stringify(draft.kind)}`);
  const kind = draft.kind;
  const orderId = draft.orderId == null ? null : uuidOrNull(draft.orderId);
  if (draft.orderId != null && orderId === null)
    refuse(`${where}: order id ${JSON.stringify(draft.orderId)} is not a UUID`);
  if (orderId === null && entryKinds[kind].order === 'required') refuse(`${where}: a ${kind} entry needs an order id`);
  if (!(draft.occurredAt instanceof Date) || Number.isNaN(draft.occurredAt.getTime())) {
    refuse(`${where}: occurredAt must be a valid Date (from the caller's clock)`);
  }
  // Array.isArray narrows to any[]: keep the declared type.
  const draftLines: readonly JournalLineDraft[] = Array.isArray(draft.lines) ? draft.lines : [];
  if (draftLines.length < 2) refuse(`${where}: an entry needs at least two lines, got ${draftLines.length}`);

  let debits = 0;
  let credits = 0;
  const lines = draftLines.map((line, index): JournalLine => {
    const at = `${where}, line ${index + 1}`;
    if (!isAccountCode(line.account)) refuse(`${at}: unknown account ${JSON.stringify(line.account)}`);
    const account = line.account;
    const party = chartOfAccounts[account].party;
    const partyId = line.partyId == null ? null : uuidOrNull(line.partyId);
    if (party !== null && partyId === null) refuse(`${at}: ${account} needs the ${party}'s user id as its party`);
    if (party === null && line.partyId != null) refuse(`${at}: ${account} is not kept per party`);
    const debit = line.debit ?? 0;
    const credit = line.credit ?? 0;
    if (!isPaise(debit) || !isPaise(credit)) refuse(`${at}: amounts must be whole, non-negative paise`);
    if (debit > 0 === credit > 0) refuse(`${at}: exactly one of debit and credit must be more than zero`);
    const side = debit > 0 ? 'debit' : 'credit';
    if (!lineFitsKind(kind, account, side)) refuse(`${at}: a ${kind} entry cannot ${side} ${account}`);
    debits += debit;
    credits += credit;
    return Object.freeze({ account, partyId, debit, credit });
  });

  if (!Number.isSafeInteger(debits) || !Number.isSafeInteger(credits)) refuse(`${where}: amounts too large to add up`);
  if (debits !== credits) refuse(`${where} does not balance: debits ${debits} paise, credits ${credits} paise`);

  return Object.freeze({
    key,
    kind,
    orderId,
    occurredAt: new Date(draft.occurredAt.getTime()),
    lines: Object.freeze(lines),
  });
}

/**
 * Whether two entries record the same business fact: the same kind, order and lines. The time is
 * left out on purpose: the same capture seen by the webhook and by the reconciliation job carries
 * two observation times, and it is still one capture.
 */
export function sameFact(
  a: Pick<JournalEntry, 'kind' | 'orderId' | 'lines'>,
  b: Pick<JournalEntry, 'kind' | 'orderId' | 'lines'>,
): boolean {
  return (
    a.kind === b.kind &&
    a.orderId === b.orderId &&
    a.lines.length === b.lines.length &&
    a.lines.every((line, i) => {
      const other = b.lines[i];
      return (
        other !== undefined &&
        line.account === other.account &&
        line.partyId === other.partyId &&
        line.debit === other.debit &&
        line.credit === other.credit
      );
    })
  );
}
