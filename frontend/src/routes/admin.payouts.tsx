import { createFileRoute } from '@tanstack/react-router';
import { AdminPayoutsPage } from '../features/admin-payouts/AdminPayoutsPage';
import { adminPayoutsQuery } from '../features/admin-payouts/queries';
import { adminPayoutsSearchSchema } from '../features/admin-payouts/search';

export const Route = createFileRoute('/admin/payouts')({
  validateSearch: adminPayoutsSearchSchema,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'pending', type: search.type }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(adminPayoutsQuery(deps.tab, deps.type)),
  component: AdminPayoutsPage,
});
