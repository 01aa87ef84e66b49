import { queryOptions } from '@tanstack/react-query';
import type { components } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';

/** A seller's year of sales (issue 19): each sale's gross, refund, fee, GST in the fee, net and payout, and the totals. */
export type SellerStatement = components['schemas']['SellerStatementDto'];

/** Under 'me' as well: one financial year's statement of the signed-in seller. */
const statementKeys = {
  all: ['me', 'statement'] as const,
  year: (financialYear: string) => [...statementKeys.all, financialYear] as const,
};

/** The signed-in seller's statement for a financial year ('2026-27'), as JSON for the totals on screen. */
export function sellerStatementQuery(financialYear: string) {
  return queryOptions({
    queryKey: statementKeys.year(financialYear),
    queryFn: () => unwrap(api.GET('/api/v1/me/statement', { params: { query: { financial_year: financialYear } } })),
  });
}

/**
 * The same statement as a download: a plain same-origin link, so the session cookie goes with it and the
 * browser saves the file the server names.
 */
export function statementHref(financialYear: string, format: 'csv' | 'pdf'): string {
  return `/api/v1/me/statement?${new URLSearchParams({ financial_year: financialYear, format }).toString()}`;
}
