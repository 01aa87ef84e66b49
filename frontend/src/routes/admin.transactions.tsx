import { createFileRoute } from '@tanstack/react-router';
import { AdminTransactionsPage } from '../features/admin-transactions/AdminTransactionsPage';
import { adminTransactionsQuery } from '../features/admin-transactions/queries';
import { adminTransactionsSearchSchema } from '../features/admin-transactions/search';

export const Route = createFileRoute('/admin/transactions')({
  validateSearch: adminTransactionsSearchSchema,
  loaderDeps: ({ search }) => ({ status: search.status, view: search.view ?? 'list' }),
  // The list starts loading at once; the reconciliation (which asks the gateway) only when opened.
  loader: ({ context, deps }) => {
    if (deps.view === 'list') void context.queryClient.prefetchQuery(adminTransactionsQuery(deps.status));
  },
  component: AdminTransactionsPage,
});
