import { lenient, v } from '../../shared/search-params';
import { adminListSearchSchema } from '../admin';

export const transferTabs = ['pending', 'completed', 'failed', 'refunded'] as const;
export type TransferTab = (typeof transferTabs)[number];
export const transferSorts = ['transferred_at'] as const;

/**
 * /admin/transfers?tab=pending|completed|failed|refunded with the list's search, sort, order and page
 * (ADR 27); anything that does not parse is dropped (no tab: Pending). The search covers transfer ids,
 * so the single dispute's link `?tab=…&search=<transfer id>` shows exactly that transfer.
 */
export const adminTransfersSearchSchema = v.object({
  ...adminListSearchSchema(transferSorts).entries,
  tab: lenient(v.picklist(transferTabs)),
});
export type AdminTransfersSearch = v.InferOutput<typeof adminTransfersSearchSchema>;

/** The filters as the API names them: the tab is always sent, so the query names what is shown. */
export const transferFilters = (search: AdminTransfersSearch) => ({ tab: search.tab ?? 'pending' });

/** Pending is worked oldest first; the other tabs show the latest first (the API's defaults). */
export const transferDefaultSort = (tab: TransferTab) =>
  ({ by: 'transferred_at', order: tab === 'pending' ? 'asc' : 'desc' }) as const;
