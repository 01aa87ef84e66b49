import { createFileRoute } from '@tanstack/react-router';
import { adminListParams } from '../features/admin/admin-list-query';
import { AdminPayoutsPage } from '../features/admin-payouts/AdminPayoutsPage';
import { adminPayoutsQuery } from '../features/admin-payouts/queries';
import { adminPayoutsSearchSchema, payoutFilters } from '../features/admin-payouts/search';

export const Route = createFileRoute('/admin/payouts')({
  validateSearch: adminPayoutsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(adminPayoutsQuery(adminListParams(deps, payoutFilters(deps)))),
  component: AdminPayoutsPage,
});
