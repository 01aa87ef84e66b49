import { lenient, v } from '../../shared/search-params';
import { adminListSearchSchema } from '../admin';

export const payoutTabs = ['pending', 'processed', 'failed'] as const;
export type PayoutTab = (typeof payoutTabs)[number];

export const payoutTypes = ['seller_payout', 'buyer_refund'] as const;
export const payoutSorts = ['created_at', 'amount'] as const;

/**
 * /admin/payouts?tab=pending|processed|failed&type=seller_payout|buyer_refund with the list's search, sort,
 * order and page (ADR 27); no type is All Types, no tab is Pending, anything that does not parse is dropped.
 */
export const adminPayoutsSearchSchema = v.object({
  ...adminListSearchSchema(payoutSorts).entries,
  tab: lenient(v.picklist(payoutTabs)),
  type: lenient(v.picklist(payoutTypes)),
});
export type AdminPayoutsSearch = v.InferOutput<typeof adminPayoutsSearchSchema>;

/** The filters as the API names them: the tab is the payouts' status. */
export const payoutFilters = (search: AdminPayoutsSearch) => ({ status: search.tab ?? 'pending', type: search.type });
