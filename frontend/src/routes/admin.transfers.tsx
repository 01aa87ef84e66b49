import { createFileRoute } from '@tanstack/react-router';
import { adminListParams } from '../features/admin/admin-list-query';
import { AdminTransfersPage } from '../features/admin-transfers/AdminTransfersPage';
import { adminTransfersQuery } from '../features/admin-transfers/queries';
import { adminTransfersSearchSchema, transferFilters } from '../features/admin-transfers/search';

export const Route = createFileRoute('/admin/transfers')({
  validateSearch: adminTransfersSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(adminTransfersQuery(adminListParams(deps, transferFilters(deps)))),
  component: AdminTransfersPage,
});
