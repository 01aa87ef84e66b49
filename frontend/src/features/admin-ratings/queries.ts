import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components, paths } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';
import { type AdminListParams, unwrapPage } from '../admin';

export type AdminRating = components['schemas']['AdminRatingDto'];
export type AdminRatingsParams = NonNullable<paths['/api/v1/admin/ratings']['get']['parameters']['query']> &
  AdminListParams;

export const adminRatingKeys = {
  all: ['admin', 'ratings'] as const,
  page: (params: AdminRatingsParams) => [...adminRatingKeys.all, params] as const,
};

/** One page of Admin > Ratings. */
export function adminRatingsQuery(params: AdminRatingsParams) {
  return queryOptions({
    queryKey: adminRatingKeys.page(params),
    queryFn: () => unwrapPage(api.GET('/api/v1/admin/ratings', { params: { query: params } })),
  });
}

/** Hides a rating's comment with the reason (audited), or shows a hidden one again. */
export function useModerateRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hide, reason }: { id: string; hide: boolean; reason?: string }) =>
      hide
        ? unwrap(
            api.POST('/api/v1/admin/ratings/{id}/hide', { params: { path: { id } }, body: { reason: reason ?? '' } }),
          )
        : unwrap(api.POST('/api/v1/admin/ratings/{id}/restore', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminRatingKeys.all }),
  });
}
