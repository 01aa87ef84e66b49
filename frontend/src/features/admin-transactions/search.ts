import { lenient, v } from '../../shared/search-params';
import { adminListSearchSchema } from '../admin';

export const transactionStatuses = ['pending', 'completed', 'failed', 'refunded'] as const;
export const transactionSorts = ['created_at', 'amount'] as const;
export const transactionViews = ['list', 'reconciliation'] as const;
export type TransactionView = (typeof transactionViews)[number];

/**
 * /admin/transactions?status=completed with the list's search, sort, order and page (ADR 27), and
 * view=reconciliation for the ledger check; anything that does not parse is dropped (every transaction).
 */
export const adminTransactionsSearchSchema = v.object({
  ...adminListSearchSchema(transactionSorts).entries,
  status: lenient(v.picklist(transactionStatuses)),
  view: lenient(v.picklist(transactionViews)),
});
export type AdminTransactionsSearch = v.InferOutput<typeof adminTransactionsSearchSchema>;

/** The list's filters as the API names them (undefined: every status). */
export const transactionFilters = (search: AdminTransactionsSearch) => ({ status: search.status });
