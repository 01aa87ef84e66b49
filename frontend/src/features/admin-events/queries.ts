import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components, operations } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';
import { type AdminListParams, unwrapPage } from '../admin';
import { eventKeys } from '../events';

export type AdminEventRow = components['schemas']['AdminEventRowDto'];
export type AdminEvent = components['schemas']['AdminEventDto'];
/** What creating or editing an event sends (event-form.ts builds it). */
type EventBody = components['schemas']['CreateEventDto'];
export type AdminCategory = components['schemas']['AdminCategoryDto'];
type EventsQuery = NonNullable<operations['AdminEventsOverviewController_list']['parameters']['query']>;
/** The list's query: page, search and sort (sort is checked by the URL schema) and the events' filters. */
export type AdminEventsParams = AdminListParams &
  Pick<EventsQuery, 'status' | 'active' | 'verification' | 'categoryId'>;

/** Under 'admin', so they are dropped when the person signs out or changes. */
export const adminEventKeys = {
  all: ['admin', 'events'] as const,
  list: (params: AdminEventsParams) => [...adminEventKeys.all, params] as const,
};

export const categoryKeys = {
  all: ['admin', 'categories'] as const,
};

/** One page of Admin > Events (ADR 27): the rows with their ticket counts, and how many match. */
export function adminEventsQuery(params: AdminEventsParams) {
  return queryOptions({
    queryKey: adminEventKeys.list(params),
    queryFn: () => unwrapPage(api.GET('/api/v1/admin/events', { params: { query: params as EventsQuery } })),
  });
}

/** Every category by name, with how many events use it (the event form's choices and Admin > Categories). */
export function adminCategoriesQuery() {
  return queryOptions({
    queryKey: categoryKeys.all,
    queryFn: () => unwrap(api.GET('/api/v1/admin/categories')),
  });
}

/**
 * After any change to an event: the admin list, the categories' counts and the public pages (a new,
 * edited or deactivated event shows there; the server's cache follows within its TTL).
 */
function useRefreshEvents() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminEventKeys.all }),
      queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    ]);
}

export function useCreateEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (body: EventBody) => unwrap(api.POST('/api/v1/admin/events', { body })),
    onSuccess: refresh,
  });
}

export function useUpdateEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EventBody }) =>
      unwrap(api.PATCH('/api/v1/admin/events/{id}', { params: { path: { id } }, body })),
    onSuccess: refresh,
  });
}

export type EventAction = 'verify' | 'reject' | 'activate' | 'deactivate';

/**
 * Verify, reject, activate or deactivate: one call each, answered with the spec's message. The list is
 * read again after a refusal too (e.g. another admin decided first), so it shows what is true now.
 */
export function useEventAction() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: EventAction }) => {
      const options = { params: { path: { id } } };
      switch (action) {
        case 'verify':
          return unwrap(api.POST('/api/v1/admin/events/{id}/verify', options));
        case 'reject':
          return unwrap(api.POST('/api/v1/admin/events/{id}/reject', options));
        case 'activate':
          return unwrap(api.POST('/api/v1/admin/events/{id}/activate', options));
        case 'deactivate':
          return unwrap(api.POST('/api/v1/admin/events/{id}/deactivate', options));
      }
    },
    onSettled: refresh,
  });
}

/** Deletes an event nothing uses; the server refuses one with listings or sales ('… Deactivate it instead.'). */
export function useDeleteEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/v1/admin/events/{id}', { params: { path: { id } } })),
    onSettled: refresh,
  });
}

/** Marks whether the organiser permits resale of an event, with staff's note (ADR 63). */
export function useResalePermission() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, permitted, note }: { id: string; permitted: boolean; note: string }) =>
      unwrap(
        api.PUT('/api/v1/admin/events/{id}/resale-permission', {
          params: { path: { id } },
          body: { permitted, note },
        }),
      ),
    onSettled: refresh,
  });
}
