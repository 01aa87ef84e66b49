import { createFileRoute } from '@tanstack/react-router';
import { adminListParams } from '../features/admin/admin-list-query';
import { AdminTicketsPage } from '../features/admin-tickets/AdminTicketsPage';
import { reviewListingsQuery } from '../features/admin-tickets/queries';
import { adminTicketsSearchSchema, reviewFilters } from '../features/admin-tickets/search';

export const Route = createFileRoute('/admin/tickets')({
  validateSearch: adminTicketsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(reviewListingsQuery(adminListParams(deps, reviewFilters(deps)))),
  component: AdminTicketsPage,
});
