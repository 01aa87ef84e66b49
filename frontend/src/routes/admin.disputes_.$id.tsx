import { createFileRoute } from '@tanstack/react-router';
import { AdminDisputePage } from '../features/admin-disputes/AdminDisputePage';
import { adminDisputeQuery } from '../features/admin-disputes/queries';

/** One dispute on its own page (not nested in the queue's page): /admin/disputes/$id. */
export const Route = createFileRoute('/admin/disputes_/$id')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(adminDisputeQuery(params.id)),
  component: AdminDisputePage,
});
