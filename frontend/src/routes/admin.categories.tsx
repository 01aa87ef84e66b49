import { createFileRoute } from '@tanstack/react-router';
import { AdminCategoriesPage } from '../features/admin-categories/AdminCategoriesPage';
import { adminCategoriesQuery } from '../features/admin-categories/queries';

export const Route = createFileRoute('/admin/categories')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(adminCategoriesQuery()),
  component: AdminCategoriesPage,
});
