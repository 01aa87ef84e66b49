import { createFileRoute } from '@tanstack/react-router';
import { adminListParams } from '../features/admin/admin-list-query';
import { AdminUsersPage } from '../features/admin/AdminUsersPage';
import { adminUsersQuery } from '../features/admin/queries';
import { adminUsersSearchSchema, userFilters } from '../features/admin/search';

export const Route = createFileRoute('/admin/users')({
  validateSearch: adminUsersSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(adminUsersQuery(adminListParams(deps, userFilters(deps)))),
  component: AdminUsersPage,
});
