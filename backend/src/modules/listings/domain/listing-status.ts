export const listingStatuses = ['pending_approval', 'available', 'cancelled', 'withdrawn', 'sold'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/**
 * Allowed moves of a listing's status. `cancelled` is the staff's rejection,
 * `withdrawn` the seller's own choice, `sold` when nothing remains.
 */
export const listingTransitions: Record<ListingStatus, readonly ListingStatus[]> = {
  pending_approval: ['available', 'cancelled', 'withdrawn'],
  available: ['sold', 'withdrawn'],
  cancelled: [],
  withdrawn: [],
  sold: [],
};

/** Statuses of a listing staff verified: on sale, or sold out. */
export const VERIFIED_STATUSES = ['available', 'sold'] as const satisfies readonly ListingStatus[];

export function canMove(from: ListingStatus, to: ListingStatus): boolean {
  return listingTransitions[from].includes(to);
}
