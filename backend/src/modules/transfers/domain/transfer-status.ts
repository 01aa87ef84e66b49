/** Every status a ticket transfer can have (spec 4, "Transfer status"). */
export const transferStatuses = [
  'pending',
  'awaiting_mobile_transfer',
  'mobile_transfer_sent',
  'mobile_transfer_confirmed',
  'awaiting_pickup',
  'picked_up',
  'in_transit',
  'delivered',
  'failed',
] as const;
export type TransferStatus = (typeof transferStatuses)[number];
export type TransferType = 'mobile' | 'physical';

/** A transfer that has reached its buyer (the admin's Completed tab; completed for seller earnings). */
export const completedStatuses: readonly TransferStatus[] = ['delivered', 'mobile_transfer_confirmed'];

export function isCompleted(status: TransferStatus): boolean {
  return completedStatuses.includes(status);
}

/**
 * The two paths, exactly as the spec draws them, and failure (by staff) from any step before the end.
 * Mobile: pending -> awaiting_mobile_transfer -> mobile_transfer_sent -> mobile_transfer_confirmed.
 * Physical: pending -> awaiting_pickup -> picked_up -> in_transit -> delivered.
 */
export const transferTransitions: Record<TransferType, Partial<Record<TransferStatus, readonly TransferStatus[]>>> = {
  mobile: {
    pending: ['awaiting_mobile_transfer', 'failed'],
    awaiting_mobile_transfer: ['mobile_transfer_sent', 'failed'],
    mobile_transfer_sent: ['mobile_transfer_confirmed', 'failed'],
    mobile_transfer_confirmed: [],
    failed: [],
  },
  physical: {
    pending: ['awaiting_pickup', 'failed'],
    awaiting_pickup: ['picked_up', 'failed'],
    picked_up: ['in_transit', 'failed'],
    in_transit: ['delivered', 'failed'],
    delivered: [],
    failed: [],
  },
};

export function canMove(type: TransferType, from: TransferStatus, to: TransferStatus): boolean {
  return transferTransitions[type][from]?.includes(to) ?? false;
}

/** The next step along the path (what staff's Advance button does), or null at the end. */
export function nextStatus(type: TransferType, from: TransferStatus): TransferStatus | null {
  return transferTransitions[type][from]?.find((to) => to !== 'failed') ?? null;
}

/** Where a transfer starts once its payment is settled: the seller moves it on the platform, or a courier picks it up. */
export function initialStatus(type: TransferType): TransferStatus {
  return type === 'mobile' ? 'awaiting_mobile_transfer' : 'awaiting_pickup';
}

/** How a status reads in a message ('Transfer status updated to In transit'). */
export function statusLabel(status: TransferStatus): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
