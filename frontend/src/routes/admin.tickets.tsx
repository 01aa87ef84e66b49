import { createFileRoute } from '@tanstack/react-router';
import { AdminTicketsPage } from '../features/admin-tickets/AdminTicketsPage';
import { reviewListingsQuery } from '../features/admin-tickets/queries';
import { adminTicketsSearchSchema } from '../features/admin-tickets/search';

export const Route = createFileRoute('/admin/tickets')({
  validateSearch: adminTicketsSearchSchema,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'pending' }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(reviewListingsQuery(deps.tab)),
  component: AdminTicketsPage,
});
