import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { lenient, wholeNumber, v } from '../../shared/search-params';
import { MAX_TICKETS_PER_ORDER } from '../events';
import type { ListingFilters, ListingSort, TicketTypeFilter } from '../events';

/** The filters' choices; their words are drawn in the reader's language where they are shown. */
export const ticketTypeOptions: { value: TicketTypeFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'mobile', label: msg`Mobile Transfer` },
  { value: 'physical', label: msg`Physical Ticket` },
];

export const sortOptions: { value: ListingSort; label: MessageDescriptor }[] = [
  { value: 'price_asc', label: msg`Price: Low to High` },
  { value: 'price_desc', label: msg`Price: High to Low` },
  { value: 'date_desc', label: msg`Newest listings` },
  { value: 'date_asc', label: msg`Oldest listings` },
];

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
