import { createFileRoute } from '@tanstack/react-router';
import { AdminUsersPage } from '../features/admin/AdminUsersPage';
import { adminUsersQuery } from '../features/admin/queries';

export const Route = createFileRoute('/admin/users')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(adminUsersQuery()),
  component: AdminUsersPage,
});
