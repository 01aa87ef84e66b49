/**
 * Every state of a waiting-list offer (ADR 25). An offer holds seats for one waiting user for 15
 * minutes; it ends exactly once:
 * - `claimed`: the user paid for the seats with it (its hold was confirmed by their order);
 * - `declined`: the user said no, or left the waiting list, before checking out;
 * - `expired`: nobody checked out within 15 minutes, or the checkout that took it over failed.
 * `in_checkout` means an order of that user took the hold over: only that order's payment ends it.
 */
export const offerStatuses = ['offered', 'in_checkout', 'claimed', 'declined', 'expired'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** Offers still holding seats for their user. */
export const openOfferStatuses: readonly OfferStatus[] = ['offered', 'in_checkout'];

export const offerTransitions: Record<OfferStatus, readonly OfferStatus[]> = {
  offered: ['in_checkout', 'claimed', 'declined', 'expired'],
  // A checkout in progress cannot be declined: its order is paid (claimed) or fails (expired).
  in_checkout: ['claimed', 'expired'],
  claimed: [],
  declined: [],
  expired: [],
};

export function canMove(from: OfferStatus, to: OfferStatus): boolean {
  return offerTransitions[from].includes(to);
}

export function isOpen(status: OfferStatus): boolean {
  return openOfferStatuses.includes(status);
}
