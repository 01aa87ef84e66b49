import type { Paise } from '@ticketsetu/contracts/money';
import type { AccountCode, AccountType, Side } from '../domain/accounts.js';
import type { EntryKind, JournalLine } from '../domain/journal-entry.js';

/** A posted journal entry, read back as a plain object. */
export interface PostedEntry {
  /** The ledger's own sequence number (posting order). */
  readonly id: string;
  readonly key: string;
  readonly kind: EntryKind;
  readonly orderId: string | null;
  /** When the business event happened (the caller's clock). */
  readonly occurredAt: Date;
  /** When the database recorded it (its transaction's time). */
  readonly recordedAt: Date;
  readonly lines: readonly JournalLine[];
}

export interface PostResult {
  /** The entry under that key: the one just posted, or the one posted first (a repeat is a no-op). */
  readonly entry: PostedEntry;
  /** False when the key had been posted before and nothing was written. */
  readonly created: boolean;
}

/** One account's sums over all its lines (all parties), for the admin view. */
export interface AccountTotal {
  readonly account: AccountCode;
  readonly type: AccountType;
  readonly normalSide: Side;
  readonly debits: Paise;
  readonly credits: Paise;
  /** Positive on the account's normal side; negative means the wrong side. */
  readonly balance: number;
}
