import { currentFinancialYear, isFinancialYear } from '../../shared/financial-year';
import { lenient, v } from '../../shared/search-params';
import { adminListSearchSchema } from '../admin';
import { taxQuarters } from './tax-period';

export const taxDocumentKinds = ['invoice', 'credit_note'] as const;
export type TaxDocumentKind = (typeof taxDocumentKinds)[number];

// The documents list pages and searches as every admin list does; the API has one order (newest first).
const { page, pageSize, search } = adminListSearchSchema(['issued_at']).entries;

/**
 * /admin/tax?year=2025-26&quarter=q3 (the summary's period; no year is this financial year, no quarter the
 * whole year) with the documents list's search, kind and page (ADR 27); anything that does not parse is dropped.
 */
export const adminTaxSearchSchema = v.object({
  page,
  pageSize,
  search,
  year: lenient(v.pipe(v.string(), v.check(isFinancialYear))),
  quarter: lenient(v.picklist(taxQuarters)),
  kind: lenient(v.picklist(taxDocumentKinds)),
});
export type AdminTaxSearch = v.InferOutput<typeof adminTaxSearchSchema>;

/** The financial year the page shows: the URL's, else the one running now. */
export const selectedYear = (search: AdminTaxSearch, now: Date = new Date()) =>
  search.year ?? currentFinancialYear(now);

/** The documents list's filters as the API names them: the kind and the page's financial year. */
export const taxDocumentFilters = (search: AdminTaxSearch, now: Date = new Date()) => ({
  kind: search.kind,
  financial_year: selectedYear(search, now),
});
