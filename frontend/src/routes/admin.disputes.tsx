import { createFileRoute } from '@tanstack/react-router';
import { AdminDisputesPage } from '../features/admin-disputes/AdminDisputesPage';
import { adminDisputesQuery } from '../features/admin-disputes/queries';
import { adminDisputesSearchSchema } from '../features/admin-disputes/search';

export const Route = createFileRoute('/admin/disputes')({
  validateSearch: adminDisputesSearchSchema,
  loaderDeps: ({ search }) => ({ state: search.state ?? 'open' }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(adminDisputesQuery(deps.state)),
  component: AdminDisputesPage,
});
