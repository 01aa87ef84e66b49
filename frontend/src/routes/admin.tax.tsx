import { createFileRoute } from '@tanstack/react-router';
import { adminListParams } from '../features/admin/admin-list-query';
import { AdminTaxPage } from '../features/admin-tax/AdminTaxPage';
import { adminTaxDocumentsQuery, taxSummaryQuery } from '../features/admin-tax/queries';
import { adminTaxSearchSchema, selectedYear, taxDocumentFilters } from '../features/admin-tax/search';
import { taxPeriod } from '../features/admin-tax/tax-period';
import { todayIst } from '../shared/financial-year';

export const Route = createFileRoute('/admin/tax')({
  validateSearch: adminTaxSearchSchema,
  loaderDeps: ({ search }) => search,
  // The summary and the documents' first page start loading together; each has its own loading state.
  loader: ({ context, deps }) => {
    const period = taxPeriod(selectedYear(deps), deps.quarter, todayIst());
    if (period) void context.queryClient.prefetchQuery(taxSummaryQuery(period));
    void context.queryClient.prefetchQuery(adminTaxDocumentsQuery(adminListParams(deps, taxDocumentFilters(deps))));
  },
  component: AdminTaxPage,
});
