import {
  awaitsMobileTransfer,
  canMoveTransfer,
  COMPLETED_TRANSFER_STATUSES,
  initialTransferStatus,
  isCompletedTransfer,
  isUndoneTransfer,
  nextTransferStatus,
  TRANSFER_ACTORS,
  TRANSFER_STATUSES,
  type TransferActor,
  type TransferStatus,
  type TransferType,
  UNDONE_TRANSFER_STATUSES,
} from '@ticketsetu/contracts/transfers';

/**
 * A transfer's statuses and moves, with who may make each: the one table in contracts/transfers.js
 * (TRANSFER_MOVES), shared with the browser so it offers only what the server allows (ADR 22, 32, 69).
 */
export type { TransferActor, TransferStatus, TransferType };
export { awaitsMobileTransfer };
export const transferStatuses = TRANSFER_STATUSES;
export const completedStatuses = COMPLETED_TRANSFER_STATUSES;
export const undoneStatuses = UNDONE_TRANSFER_STATUSES;
export const transferActors = TRANSFER_ACTORS;

/** Who moves a transfer: as what (the table's actor), and which user (null for the system). */
export interface TransferMover {
  as: TransferActor;
  id: string | null;
}

/** Settlement, the event-start confirmation and the refunds: no user. */
export const SYSTEM: TransferMover = Object.freeze({ as: 'system', id: null });

export function isCompleted(status: TransferStatus): boolean {
  return isCompletedTransfer(status);
}

/** Failed or refunded in full: the sale does not stand, and nothing follows. */
export function isUndone(status: TransferStatus): boolean {
  return isUndoneTransfer(status);
}

/** Whether the move exists (`by` omitted), or `by` may make it. */
export function canMove(type: TransferType, from: TransferStatus, to: TransferStatus, by?: TransferActor): boolean {
  return canMoveTransfer(type, from, to, by);
}

/** The next step along the path (what staff's Advance button does), or null at the end. */
export function nextStatus(type: TransferType, from: TransferStatus): TransferStatus | null {
  return nextTransferStatus(type, from);
}

/** Where a transfer starts once its payment is settled: the seller moves it on the platform, or a courier picks it up. */
export function initialStatus(type: TransferType): TransferStatus {
  return initialTransferStatus(type);
}

/** How a status reads in a message to staff ('Transfer status updated to In transit'). */
export function statusLabel(status: TransferStatus): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
