import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../shared/api/client';

// Apart from the rest of the waiting list's queries: a checkout opened from an offer's link reads only this.

/** Under 'me': dropped when the signed-in person changes. */
export const waitlistKeys = {
  all: ['me', 'waitlist'] as const,
  entries: () => [...waitlistKeys.all, 'entries'] as const,
  offer: (offerId: string) => [...waitlistKeys.all, 'offers', offerId] as const,
};

/** One of the person's offers (the checkout of an offer link reads it); 404 'Offer not found' otherwise. */
export function waitlistOfferQuery(offerId: string) {
  return queryOptions({
    queryKey: waitlistKeys.offer(offerId),
    queryFn: () => unwrap(api.GET('/api/v1/me/waitlist/offers/{offerId}', { params: { path: { offerId } } })),
    staleTime: 0,
  });
}
