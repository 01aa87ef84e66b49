import { createFileRoute } from '@tanstack/react-router';
import { adminListParams } from '../features/admin/admin-list-query';
import { AdminRatingsPage } from '../features/admin-ratings/AdminRatingsPage';
import { adminRatingsQuery } from '../features/admin-ratings/queries';
import { adminRatingsSearchSchema, ratingFilters } from '../features/admin-ratings/search';

export const Route = createFileRoute('/admin/ratings')({
  validateSearch: adminRatingsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(adminRatingsQuery(adminListParams(deps, ratingFilters(deps)))),
  component: AdminRatingsPage,
});
