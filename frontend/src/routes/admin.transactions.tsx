import { createFileRoute } from '@tanstack/react-router';
import { adminListParams } from '../features/admin/admin-list-query';
import { AdminTransactionsPage } from '../features/admin-transactions/AdminTransactionsPage';
import { adminTransactionsQuery } from '../features/admin-transactions/queries';
import { adminTransactionsSearchSchema, transactionFilters } from '../features/admin-transactions/search';

export const Route = createFileRoute('/admin/transactions')({
  validateSearch: adminTransactionsSearchSchema,
  loaderDeps: ({ search }) => search,
  // The list starts loading at once; the reconciliation (which asks the gateway) only when opened.
  loader: ({ context, deps }) => {
    if (deps.view === 'reconciliation') return;
    void context.queryClient.prefetchQuery(adminTransactionsQuery(adminListParams(deps, transactionFilters(deps))));
  },
  component: AdminTransactionsPage,
});
