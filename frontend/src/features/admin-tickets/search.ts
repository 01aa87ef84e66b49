import { PROOF_FLAG_KINDS } from '@ticketsetu/contracts/rules';
import { lenient, v } from '../../shared/search-params';
import { adminListSearchSchema } from '../admin';

export const reviewTabs = ['pending', 'verified', 'rejected'] as const;
export type ReviewTab = (typeof reviewTabs)[number];
export const reviewSorts = ['listed_at', 'price'] as const;
/** What a listing's proofs meet (ADR 62), as the API names each flag. */
export const proofFlagKinds = PROOF_FLAG_KINDS;

/**
 * /admin/tickets?tab=pending|verified|rejected with the list's search, sort, order and page (ADR 27);
 * anything that does not parse is dropped (no tab: Pending Review).
 */
export const adminTicketsSearchSchema = v.object({
  ...adminListSearchSchema(reviewSorts).entries,
  tab: lenient(v.picklist(reviewTabs)),
  flag: lenient(v.picklist(proofFlagKinds)),
});
export type AdminTicketsSearch = v.InferOutput<typeof adminTicketsSearchSchema>;

/** The filters as the API names them: the tab is always sent, so the query names what is shown. */
export const reviewFilters = (search: AdminTicketsSearch) => ({ tab: search.tab ?? 'pending', flag: search.flag });

/** Pending Review is a queue (oldest first); the other tabs show the latest first (the API's defaults). */
export const reviewDefaultSort = (tab: ReviewTab) =>
  ({ by: 'listed_at', order: tab === 'pending' ? 'asc' : 'desc' }) as const;
