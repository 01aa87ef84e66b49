import type { AdminTransfer } from './queries';

export type TransferStatus = AdminTransfer['transfer_status'];
export type TransferType = AdminTransfer['transfer_type'];

/**
 * The two paths of spec section 4, as the server's table has them (transfers/domain/transfer-status.ts):
 * the page offers only the step the server will take, so staff see where Advance leads before pressing it.
 */
const paths: Record<TransferType, readonly TransferStatus[]> = {
  mobile: ['pending', 'awaiting_mobile_transfer', 'mobile_transfer_sent', 'mobile_transfer_confirmed'],
  physical: ['pending', 'awaiting_pickup', 'picked_up', 'in_transit', 'delivered'],
};

/** The next step on the transfer's path, or null at the end (or when failed). */
export function nextStep(type: TransferType, status: TransferStatus): TransferStatus | null {
  const path = paths[type];
  const at = path.indexOf(status);
  return at >= 0 && at < path.length - 1 ? path[at + 1]! : null;
}

/** Reached its buyer (the Completed tab): delivered, or a confirmed mobile transfer. */
export function isCompleted(status: TransferStatus): boolean {
  return status === 'delivered' || status === 'mobile_transfer_confirmed';
}

/** Staff may fail a transfer that has not reached its buyer and has not failed already. */
export function canFail(status: TransferStatus): boolean {
  return !isCompleted(status) && status !== 'failed';
}

/** A courier name is needed from pickup on (the server refuses the step without one). */
export function needsCourier(to: TransferStatus): boolean {
  return to === 'picked_up' || to === 'in_transit' || to === 'delivered';
}

/** A tracking number is needed once the tickets are in transit. */
export function needsTracking(to: TransferStatus): boolean {
  return to === 'in_transit' || to === 'delivered';
}

export function transferTypeLabel(type: TransferType): string {
  return type === 'mobile' ? 'Mobile transfer' : 'Physical (courier)';
}
