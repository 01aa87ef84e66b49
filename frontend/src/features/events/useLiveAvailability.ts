import { hashKey, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { type EventPage, eventKeys, type ListingFilters } from './queries';

/** The view the server pushes: the event page as it opens, with no filters (ADR 54). */
const OPENING_FILTERS: ListingFilters = { type: 'all', sort: 'price_asc' };
/** A tab hidden this long lets its stream go; showing it again reopens it, starting with the figures then. */
export const HIDDEN_CLOSE_MS = 60_000;

/**
 * Seats held, sold and released on `eventId`, pushed by the server (GET /api/v1/events/{id}/live) into
 * the event page's query cache while the page is open. Starts in an effect, so only once the page has
 * been taken over by React (the server-drawn page stays as drawn until then). `onPush` hears each push.
 */
export function useLiveAvailability(eventId: string, onPush?: (page: EventPage) => void): void {
  const queryClient = useQueryClient();
  // The latest onPush, without reopening the stream when the caller's function changes.
  const heard = useEffectEvent((page: EventPage) => onPush?.(page));

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let hiddenFor: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      if (source) return;
      source = new EventSource(`/api/v1/events/${encodeURIComponent(eventId)}/live`);
      source.addEventListener('availability', (message) => {
        const page = JSON.parse((message as MessageEvent<string>).data) as EventPage;
        applyPushedPage(queryClient, eventId, page);
        heard(page);
      });
    };
    const close = () => {
      source?.close();
      source = null;
    };
    const onVisibility = () => {
      clearTimeout(hiddenFor);
      if (document.visibilityState === 'hidden') hiddenFor = setTimeout(close, HIDDEN_CLOSE_MS);
      else open();
    };
    open();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(hiddenFor);
      close();
    };
  }, [eventId, queryClient]);
}

/**
 * One source of truth: the pushed page becomes the opening view's data (if it is cached), and the event's
 * filtered views, which the push cannot fill, are fetched again (from the server's freshly made copy).
 */
export function applyPushedPage(queryClient: QueryClient, eventId: string, page: EventPage): void {
  const opening = eventKeys.page(eventId, OPENING_FILTERS);
  queryClient.setQueryData<EventPage>(opening, (cached) => (cached ? page : undefined));
  void queryClient.invalidateQueries({
    queryKey: eventKeys.event(eventId),
    predicate: (query) => query.queryHash !== hashKey(opening),
  });
}
