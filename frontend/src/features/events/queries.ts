import type { components, operations } from '@ticketsetu/contracts';
import { queryOptions } from '@tanstack/react-query';
import { hasTicketsOnSale } from '@ticketsetu/contracts/rules';
import { api, unwrap } from '../../shared/api/client';

export type EventSummary = components['schemas']['EventDto'];
export type EventPage = components['schemas']['EventPageDto'];
export type Listing = components['schemas']['PublicListingDto'];

type EventPageQuery = NonNullable<operations['EventPageController_getEventPage']['parameters']['query']>;
export type TicketTypeFilter = NonNullable<EventPageQuery['type']>;
export type ListingSort = NonNullable<EventPageQuery['sort']>;

/** What the event page filters by; `quantity` absent means "any number of tickets". */
export interface ListingFilters {
  quantity?: number;
  type: TicketTypeFilter;
  sort: ListingSort;
}

/** Hierarchical keys: invalidating ['events'] refreshes every list and event page. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (search: string | undefined) => [...eventKeys.lists(), { search: search ?? '' }] as const,
  event: (id: string) => [...eventKeys.all, id] as const,
  page: (id: string, filters: ListingFilters) => [...eventKeys.event(id), filters] as const,
};

/*
 * The query functions deliberately ignore TanStack Query's AbortSignal: a consumed signal makes Query
 * cancel the fetch when its last component unmounts, and a route loader awaiting the same fetch
 * (home -> /events while the list is loading) would then fail with CancelledError.
 */

/** Upcoming active events, soonest first, optionally matching `search` (title, venue or category). */
export function eventsListQuery(search?: string) {
  const text = search?.trim() || undefined;
  return queryOptions({
    queryKey: eventKeys.list(text),
    queryFn: async () => {
      try {
        return await unwrap(api.GET('/api/v1/events', { params: { query: text ? { search: text } : {} } }));
      } catch (err) {
        console.error('Error fetching events', err);
        throw err;
      }
    },
  });
}

/** One event with its on-sale listings after the page's filters. Throws ApiError 404 for an unknown event. */
export function eventPageQuery(id: string, filters: ListingFilters) {
  return queryOptions({
    queryKey: eventKeys.page(id, filters),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/events/{id}', {
          params: {
            path: { id },
            query: {
              type: filters.type,
              sort: filters.sort,
              ...(filters.quantity ? { quantity: filters.quantity } : {}),
            },
          },
        }),
      ),
  });
}

/** The spec's sold-out rule (contracts/rules.js): no tickets left, or no price to start from. */
export function isSoldOut(event: Pick<EventSummary, 'available_tickets' | 'min_price'>): boolean {
  return !hasTicketsOnSale(event.available_tickets, event.min_price);
}
