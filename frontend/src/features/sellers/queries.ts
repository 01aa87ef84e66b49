import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';

export type SellerProfile = components['schemas']['SellerProfileDto'];
export type PublicRating = components['schemas']['PublicRatingDto'];
export type RatingsPage = components['schemas']['SellerRatingsPageDto'];
export type GivenRating = components['schemas']['GivenRatingDto'];
export type ReceivedRating = components['schemas']['ReceivedRatingDto'];

/** A seller's public page shows this many ratings at a time (the API's default). */
export const RATINGS_PAGE_SIZE = 10;

/** Public (the same for everyone): under 'sellers'. */
export const sellerKeys = {
  all: ['sellers'] as const,
  profile: (id: string) => [...sellerKeys.all, id] as const,
  ratings: (id: string) => [...sellerKeys.profile(id), 'ratings'] as const,
  ofEvent: (eventId: string) => [...sellerKeys.all, 'event', eventId] as const,
};

/** The signed-in person's own: under 'me', dropped when the person changes. */
export const myRatingKeys = {
  given: ['me', 'ratings'] as const,
  received: ['me', 'seller-ratings'] as const,
  settings: ['me', 'seller-profile'] as const,
};

/** A seller's public profile; ApiError 404 for a seller there is no profile of. */
export function sellerProfileQuery(id: string) {
  return queryOptions({
    queryKey: sellerKeys.profile(id),
    queryFn: () => unwrap(api.GET('/api/v1/sellers/{id}', { params: { path: { id } } })),
  });
}

/** A seller's ratings that count, newest first, a page at a time ("Show more ratings"). */
export function sellerRatingsQuery(id: string) {
  return infiniteQueryOptions({
    queryKey: sellerKeys.ratings(id),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/v1/sellers/{id}/ratings', {
          params: { path: { id }, query: { limit: RATINGS_PAGE_SIZE, offset: pageParam } },
        }),
      ),
    getNextPageParam: (last: RatingsPage, pages: RatingsPage[]) => {
      const shown = pages.reduce((sum, page) => sum + page.ratings.length, 0);
      return shown < last.total && last.ratings.length > 0 ? shown : undefined;
    },
  });
}

/** The profiles of the sellers with tickets on sale for an event (its listing cards), by seller id. */
export function eventSellersQuery(eventId: string) {
  return queryOptions({
    queryKey: sellerKeys.ofEvent(eventId),
    queryFn: () => unwrap(api.GET('/api/v1/events/{id}/sellers', { params: { path: { id: eventId } } })),
    select: (profiles: SellerProfile[]) => new Map(profiles.map((profile) => [profile.id, profile])),
  });
}

/** The ratings the signed-in buyer gave, by purchase. */
export function givenRatingsQuery() {
  return queryOptions({
    queryKey: myRatingKeys.given,
    queryFn: () => unwrap(api.GET('/api/v1/me/ratings')),
    select: (ratings: GivenRating[]) => new Map(ratings.map((rating) => [rating.purchase_id, rating])),
  });
}

/** The ratings the signed-in seller received (the first 50, newest first). */
export function receivedRatingsQuery() {
  return queryOptions({
    queryKey: myRatingKeys.received,
    queryFn: () => unwrap(api.GET('/api/v1/me/seller-ratings', { params: { query: { limit: 50 } } })),
  });
}

export function sellerSettingsQuery() {
  return queryOptions({
    queryKey: myRatingKeys.settings,
    queryFn: () => unwrap(api.GET('/api/v1/me/seller-profile')),
  });
}

/** Rates the seller of a purchase, or changes the rating given (`change`). */
export function useRateSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      purchaseId,
      change,
      body,
    }: {
      purchaseId: string;
      change: boolean;
      body: { stars: number; comment: string | null };
    }) =>
      change
        ? unwrap(api.PATCH('/api/v1/me/purchases/{id}/rating', { params: { path: { id: purchaseId } }, body }))
        : unwrap(api.POST('/api/v1/me/purchases/{id}/rating', { params: { path: { id: purchaseId } }, body })),
    onSuccess: (saved) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myRatingKeys.given }),
        queryClient.invalidateQueries({ queryKey: sellerKeys.profile(saved.rating.seller_id) }),
      ]),
  });
}

export function useAnswerRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ratingId, reply }: { ratingId: string; reply: string }) =>
      unwrap(api.POST('/api/v1/me/seller-ratings/{id}/reply', { params: { path: { id: ratingId } }, body: { reply } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRatingKeys.received }),
  });
}

export function useSaveSellerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (showFullName: boolean) => unwrap(api.PUT('/api/v1/me/seller-profile', { body: { showFullName } })),
    onSuccess: (saved) => queryClient.setQueryData(myRatingKeys.settings, saved),
  });
}
