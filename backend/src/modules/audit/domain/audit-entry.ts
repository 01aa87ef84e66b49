export { auditKinds, type AuditKind } from '@ticketsetu/contracts/audit';
import type { AuditKind } from '@ticketsetu/contracts/audit';

export const auditTargets = [
  'event',
  'category',
  'listing',
  'transfer',
  'payout',
  'dispute',
  'rating',
  'contact',
  'user',
] as const;
export type AuditTarget = (typeof auditTargets)[number];

/** A plain snapshot of the fields an action changed (JSON): what it was, what it became. */
export type AuditState = Record<string, string | number | boolean | null>;

/** One staff action: who did what to which record, when, and its before and after. */
export interface AuditEntry {
  actorId: string;
  kind: AuditKind;
  target: AuditTarget;
  targetId: string;
  before: AuditState | null;
  after: AuditState | null;
  at: Date;
}

/** The target of a kind ('event.created' → 'event'); admin grants and removals are about a user. */
export function targetOf(kind: AuditKind): AuditTarget {
  const head = kind.split('.')[0]!;
  if (head === 'admin') return 'user';
  if (head === 'refund') return 'payout';
  return head as AuditTarget;
}
