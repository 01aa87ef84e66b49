import { createFileRoute } from '@tanstack/react-router';
import { AdminTransfersPage } from '../features/admin-transfers/AdminTransfersPage';
import { adminTransfersQuery } from '../features/admin-transfers/queries';
import { adminTransfersSearchSchema } from '../features/admin-transfers/search';

export const Route = createFileRoute('/admin/transfers')({
  validateSearch: adminTransfersSearchSchema,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'pending' }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(adminTransfersQuery(deps.tab)),
  component: AdminTransfersPage,
});
