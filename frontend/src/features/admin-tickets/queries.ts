import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components, operations } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';
import { type AdminListParams, unwrapPage } from '../admin';
import { eventKeys } from '../events';
import { listingKeys } from '../selling';

export type ReviewListing = components['schemas']['ReviewListingDto'];
export type ListingFile = components['schemas']['ListingFileDto'];
export type ReviewDecision = 'verify' | 'reject';
type ReviewQuery = NonNullable<operations['AdminListingsController_list']['parameters']['query']>;
/** The list's query: page, search and sort (ADR 27) and the tab. */
export type ReviewListingsParams = AdminListParams<NonNullable<ReviewQuery['sort']>> &
  Pick<ReviewQuery, 'tab' | 'flag'>;
export type ProofFlag = components['schemas']['ProofFlagDto'];

/** Under 'admin', so they are dropped when the person signs out or changes. */
export const reviewKeys = {
  all: ['admin', 'listings'] as const,
  list: (params: ReviewListingsParams) => [...reviewKeys.all, params] as const,
};

/** One page of a tab of Admin > Tickets (ADR 27): the listings and how many match. */
export function reviewListingsQuery(params: ReviewListingsParams) {
  return queryOptions({
    queryKey: reviewKeys.list(params),
    queryFn: () => unwrapPage(api.GET('/api/v1/admin/listings', { params: { query: params } })),
  });
}

/**
 * Verify or reject a listing under review, with an optional remark. The listing moves tab, and a
 * verified one goes on sale: the public event pages and the seller's own list change too.
 */
export function useReviewDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, remarks }: { id: string; decision: ReviewDecision; remarks: string }) => {
      const options = { params: { path: { id } }, body: { remarks: remarks.trim() || null } };
      return unwrap(
        decision === 'verify'
          ? api.POST('/api/v1/admin/listings/{id}/verify', options)
          : api.POST('/api/v1/admin/listings/{id}/reject', options),
      );
    },
    // Also after a refusal (e.g. another admin decided first): the tab shows what is true now.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
        queryClient.invalidateQueries({ queryKey: listingKeys.mine }),
      ]),
  });
}

/** Staff notes on a listing, at any status. */
export function useSaveRemarks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, remarks }: { id: string; remarks: string }) =>
      unwrap(
        api.PUT('/api/v1/admin/listings/{id}/remarks', {
          params: { path: { id } },
          body: { remarks: remarks.trim() || null },
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: listingKeys.mine }),
      ]),
  });
}
