/**
 * Every kind of staff action the audit log records (issue 12: every staff action, with before and after),
 * and a person's own change of the UPI id they are paid to: on the profile once its name is checked (ADR 45),
 * and on a due payout, which staff approve.
 */
export const auditKinds = [
  'event.created',
  'event.updated',
  'event.verified',
  'event.rejected',
  'event.activated',
  'event.deactivated',
  'event.deleted',
  'event.resale_forbidden',
  'event.resale_permitted',
  'category.created',
  'category.renamed',
  'category.deleted',
  'listing.verified',
  'listing.rejected',
  'listing.remarks',
  // By the system for a seller's attempt (ADR 62): the attempting seller is the actor.
  'listing.refused',
  'listing.flagged',
  'transfer.advanced',
  'transfer.confirmed',
  'transfer.failed',
  'payout.status_changed',
  'payout.released',
  'payout.upi_change_requested',
  'payout.upi_change_approved',
  'payout.upi_change_rejected',
  'refund.retried',
  'dispute.acknowledged',
  'dispute.message',
  'dispute.note',
  'dispute.resolved',
  'contact.acknowledged',
  'contact.closed',
  'rating.comment_hidden',
  'rating.comment_restored',
  'user.activated',
  'user.deactivated',
  'user.upi_id_changed',
  'user.pan_changed',
  'admin.granted',
  'admin.removed',
] as const;
export type AuditKind = (typeof auditKinds)[number];

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
