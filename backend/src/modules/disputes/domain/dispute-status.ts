import { DISPUTE_REASONS, type DisputeReason } from '@ticketsetu/contracts/dispute-form';

/** What went wrong, as the buyer says it when opening a dispute (the dispute form's list). */
export const disputeReasons = DISPUTE_REASONS;
export type { DisputeReason };

export const reasonLabels: Record<DisputeReason, string> = {
  not_received: 'Tickets not received',
  wrong_ticket: 'Wrong tickets',
  invalid_at_gate: 'Tickets invalid at the gate',
  other: 'Something else',
};

/**
 * Where a dispute stands. The status says whose move it is; the acknowledgement the law asks for
 * (within 48 hours) is a fact recorded when staff first move the dispute out of `open`.
 *
 * - `open`: filed by the buyer, waiting for staff to acknowledge it.
 * - `awaiting_seller`: acknowledged; the seller is asked for their side (and proof).
 * - `under_review`: staff are deciding (the seller answered, or staff need nothing more).
 * - `resolved_refund`: closed by staff refunding the buyer, fully or partly.
 * - `resolved_release`: closed by staff for the seller: the held payout is released.
 * - `withdrawn`: closed by the buyer (e.g. the tickets arrived after all).
 */
export const disputeStatuses = [
  'open',
  'awaiting_seller',
  'under_review',
  'resolved_refund',
  'resolved_release',
  'withdrawn',
] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];

export const closedStatuses: readonly DisputeStatus[] = ['resolved_refund', 'resolved_release', 'withdrawn'];
export const openStatuses: readonly DisputeStatus[] = disputeStatuses.filter((s) => !closedStatuses.includes(s));

export function isClosed(status: DisputeStatus): boolean {
  return closedStatuses.includes(status);
}

export const statusLabels: Record<DisputeStatus, string> = {
  open: 'Open',
  awaiting_seller: 'Awaiting seller',
  under_review: 'Under review',
  resolved_refund: 'Resolved: buyer refunded',
  resolved_release: 'Resolved: payout released',
  withdrawn: 'Withdrawn',
};

/** Who moves a dispute: its buyer, the sale's seller, or staff (the grievance desk). */
export const disputeActors = ['buyer', 'seller', 'staff'] as const;
export type DisputeActor = (typeof disputeActors)[number];

/**
 * Every allowed move, by who may make it. Staff acknowledge an open dispute by moving it on (asking the
 * seller, or reviewing at once), may ask the seller again during review, and alone resolve; the seller's
 * answer puts a dispute waiting for them under review; the buyer may withdraw until it is closed.
 * Closed disputes never move (a new problem is a new dispute). A move to the same status is not a move.
 */
export const disputeTransitions: Record<DisputeStatus, Partial<Record<DisputeStatus, readonly DisputeActor[]>>> = {
  open: {
    awaiting_seller: ['staff'],
    under_review: ['staff'],
    resolved_refund: ['staff'],
    resolved_release: ['staff'],
    withdrawn: ['buyer'],
  },
  awaiting_seller: {
    under_review: ['seller', 'staff'],
    resolved_refund: ['staff'],
    resolved_release: ['staff'],
    withdrawn: ['buyer'],
  },
  under_review: {
    awaiting_seller: ['staff'],
    resolved_refund: ['staff'],
    resolved_release: ['staff'],
    withdrawn: ['buyer'],
  },
  resolved_refund: {},
  resolved_release: {},
  withdrawn: {},
};

export function canMove(from: DisputeStatus, to: DisputeStatus, by: DisputeActor): boolean {
  return disputeTransitions[from][to]?.includes(by) ?? false;
}
