import {
  canFailTransfer,
  needsCourierName,
  needsTrackingNumber,
  nextTransferStatus,
} from '@ticketsetu/contracts/transfers';
import type { AdminTransfer } from './queries';

export type TransferStatus = AdminTransfer['transfer_status'];
export type TransferType = AdminTransfer['transfer_type'];

/**
 * The next step on the transfer's path, or null at the end (or once failed or refunded): the server's
 * own table (contracts/transfers.js), so staff see where Advance leads before pressing it.
 */
export function nextStep(type: TransferType, status: TransferStatus): TransferStatus | null {
  return nextTransferStatus(type, status);
}

/**
 * Staff may fail a transfer still under way, unless a dispute is open on it: the disputes desk decides
 * that sale's money (the server refuses too).
 */
export function canFail(transfer: Pick<AdminTransfer, 'transfer_status' | 'dispute_open'>): boolean {
  return canFailTransfer(transfer.transfer_status) && !transfer.dispute_open;
}

/** What the Advance form says of missing courier details: the server's own words. */
export { COURIER_MESSAGES } from '@ticketsetu/contracts/transfers';

/** A courier name is needed from pickup on: the server's own rule (contracts/transfers). */
export function needsCourier(to: TransferStatus): boolean {
  return needsCourierName(to);
}

/** A tracking number is needed once the tickets are in transit. */
export function needsTracking(to: TransferStatus): boolean {
  return needsTrackingNumber(to);
}

export function transferTypeLabel(type: TransferType): string {
  return type === 'mobile' ? 'Mobile transfer' : 'Physical (courier)';
}
