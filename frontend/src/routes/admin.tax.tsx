import { createFileRoute } from '@tanstack/react-router';
import { adminListParams } from '../features/admin/admin-list-query';
import { AdminTaxPage } from '../features/admin-tax/AdminTaxPage';
import { adminTaxDocumentsQuery, taxSummaryQuery, tdsReportQuery } from '../features/admin-tax/queries';
import { adminTaxSearchSchema, selectedYear, taxDocumentFilters } from '../features/admin-tax/search';
import { taxPeriod } from '../features/admin-tax/tax-period';
import { todayIst } from '../shared/financial-year';

export const Route = createFileRoute('/admin/tax')({
  validateSearch: adminTaxSearchSchema,
  loaderDeps: ({ search }) => search,
  // The summary, the TDS and the documents' first page start loading together; each has its own loading state.
  loader: ({ context, deps }) => {
    const year = selectedYear(deps);
    const period = taxPeriod(year, deps.quarter, todayIst());
    if (period) void context.queryClient.prefetchQuery(taxSummaryQuery(period));
    if (taxPeriod(year, undefined, todayIst())) void context.queryClient.prefetchQuery(tdsReportQuery(year));
    void context.queryClient.prefetchQuery(adminTaxDocumentsQuery(adminListParams(deps, taxDocumentFilters(deps))));
  },
  component: AdminTaxPage,
});
