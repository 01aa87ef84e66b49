import { createFileRoute } from '@tanstack/react-router';
import { adminListParams } from '../features/admin/admin-list-query';
import { AdminDisputesPage } from '../features/admin-disputes/AdminDisputesPage';
import { adminDisputesQuery } from '../features/admin-disputes/queries';
import { adminDisputesSearchSchema, disputeFilters } from '../features/admin-disputes/search';

export const Route = createFileRoute('/admin/disputes')({
  validateSearch: adminDisputesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(adminDisputesQuery(adminListParams(deps, disputeFilters(deps)))),
  component: AdminDisputesPage,
});
