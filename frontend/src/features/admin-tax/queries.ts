import { queryOptions } from '@tanstack/react-query';
import type { components, operations } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';
import { type AdminListParams, unwrapPage } from '../admin';
import { periodQuery, type TaxPeriod } from './tax-period';

export type TaxSummary = components['schemas']['TaxSummaryDto'];
export type TaxFigures = components['schemas']['TaxFiguresDto'];
export type StateTaxFigures = components['schemas']['StateTaxFiguresDto'];
export type AdminTaxDocument = components['schemas']['TaxDocumentDto'];
/** The income tax withheld from sellers' sales in a financial year (ADR 49), by seller and PAN. */
export type TdsReport = components['schemas']['TdsReportDto'];
export type TdsBySeller = components['schemas']['TdsBySellerDto'];
type TaxDocumentsQuery = NonNullable<operations['AdminTaxDocumentsController_list']['parameters']['query']>;
/** The documents list's query: page and search (ADR 27), the kind and the financial year. */
export type AdminTaxDocumentsParams = AdminListParams & Pick<TaxDocumentsQuery, 'kind' | 'financial_year'>;

/** Under 'admin', so they are dropped when the person signs out or changes. */
export const adminTaxKeys = {
  all: ['admin', 'tax'] as const,
  summary: (period: TaxPeriod) => [...adminTaxKeys.all, 'summary', period] as const,
  documents: (params: AdminTaxDocumentsParams) => [...adminTaxKeys.all, 'documents', params] as const,
  tds: (financialYear: string) => [...adminTaxKeys.all, 'tds', financialYear] as const,
};

/** The GST the platform's fees carried from `from` to `to` (IST days): invoices, credit notes, net, by state. */
export function taxSummaryQuery(period: TaxPeriod) {
  return queryOptions({
    queryKey: adminTaxKeys.summary(period),
    queryFn: () => unwrap(api.GET('/api/v1/admin/tax/summary', { params: { query: period } })),
  });
}

/** The by-state figures of the same period as a CSV download (a same-origin link: the session cookie goes along). */
export function taxSummaryCsvHref(period: TaxPeriod): string {
  return `/api/v1/admin/tax/summary?${periodQuery(period)}&format=csv`;
}

/** One page of the invoices and credit notes, newest first, and how many match (ADR 27). */
export function adminTaxDocumentsQuery(params: AdminTaxDocumentsParams) {
  return queryOptions({
    queryKey: adminTaxKeys.documents(params),
    queryFn: () => unwrapPage(api.GET('/api/v1/admin/tax-documents', { params: { query: params } })),
  });
}

/** The TDS withheld in a financial year ('2026-27'): by seller with PAN, the total, and what the ledger received. */
export function tdsReportQuery(financialYear: string) {
  return queryOptions({
    queryKey: adminTaxKeys.tds(financialYear),
    queryFn: () => unwrap(api.GET('/api/v1/admin/tax/tds', { params: { query: { financial_year: financialYear } } })),
  });
}

/** The year's deductions, one row each (what Form 26Q's deductee rows need), as a CSV download. */
export function tdsCsvHref(financialYear: string): string {
  return `/api/v1/admin/tax/tds?${new URLSearchParams({ financial_year: financialYear, format: 'csv' }).toString()}`;
}
