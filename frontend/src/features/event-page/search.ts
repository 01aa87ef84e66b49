import { lenient, wholeNumber, v } from '../../shared/search-params';
import { MAX_TICKETS_PER_ORDER } from '../events';
import type { ListingFilters, ListingSort, TicketTypeFilter } from '../events';

export const DEFAULT_TYPE: TicketTypeFilter = 'all';
export const DEFAULT_SORT: ListingSort = 'price_asc';

/**
 * /event/$id?quantity=2&type=mobile&sort=price_desc. Anything malformed is dropped rather than
 * failing the page; defaults stay out of the URL.
 */
export const eventPageSearchSchema = v.object({
  quantity: wholeNumber(1, MAX_TICKETS_PER_ORDER),
  type: lenient(v.picklist(['all', 'mobile', 'physical'])),
  sort: lenient(v.picklist(['price_asc', 'price_desc', 'date_asc', 'date_desc'])),
});

export type EventPageSearch = v.InferOutput<typeof eventPageSearchSchema>;

export function toListingFilters(search: EventPageSearch): ListingFilters {
  return {
    ...(search.quantity ? { quantity: search.quantity } : {}),
    type: search.type ?? DEFAULT_TYPE,
    sort: search.sort ?? DEFAULT_SORT,
  };
}
