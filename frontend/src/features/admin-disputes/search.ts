import { lenient, v } from '../../shared/search-params';
import { adminListSearchSchema } from '../admin';

export const disputeQueueStates = ['open', 'closed', 'all'] as const;
export type DisputeQueueState = (typeof disputeQueueStates)[number];
export const disputeSorts = ['deadline', 'opened_at', 'closed_at'] as const;

/**
 * /admin/disputes?state=open|closed|all with the list's search, sort, order and page (ADR 27); anything
 * that does not parse is dropped (no state: the open queue).
 */
export const adminDisputesSearchSchema = v.object({
  ...adminListSearchSchema(disputeSorts).entries,
  state: lenient(v.picklist(disputeQueueStates)),
});
export type AdminDisputesSearch = v.InferOutput<typeof adminDisputesSearchSchema>;

/** The filters as the API names them: the state is always sent, so the query names what is shown. */
export const disputeFilters = (search: AdminDisputesSearch) => ({ state: search.state ?? 'open' });

/** The API's defaults: the nearest deadline first, or the latest closed first on the Closed tab. */
export const disputeDefaultSort = (state: DisputeQueueState) =>
  state === 'closed' ? ({ by: 'closed_at', order: 'desc' } as const) : ({ by: 'deadline', order: 'asc' } as const);
