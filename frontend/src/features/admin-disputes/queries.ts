import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components, operations } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';
import { type AdminListParams, unwrapPage } from '../admin';
import { dashboardKey } from '../admin';

export type AdminDispute = components['schemas']['AdminDisputeDto'];
export type AdminDisputeDetails = components['schemas']['AdminDisputeDetailsDto'];
export type ResolveDispute = components['schemas']['ResolveDisputeDto'];
export type StaffMove = NonNullable<components['schemas']['AcknowledgeDisputeDto']['status']>;
type QueueQuery = NonNullable<operations['AdminDisputesController_queue']['parameters']['query']>;
/** The queue's query: page, search and sort (ADR 27) and the state (the tab). */
export type AdminDisputesParams = AdminListParams<NonNullable<QueueQuery['sort']>> & Pick<QueueQuery, 'state'>;

/** Under 'admin', so they are dropped when the person signs out or changes. */
export const adminDisputeKeys = {
  all: ['admin', 'disputes'] as const,
  lists: () => [...adminDisputeKeys.all, 'list'] as const,
  list: (params: AdminDisputesParams) => [...adminDisputeKeys.lists(), params] as const,
  one: (id: string) => [...adminDisputeKeys.all, 'one', id] as const,
};

/** A dispute's step may change the queue, the dashboard's counts, its payouts and its transfer. */
const touchedByResolve = [
  ['admin', 'payouts'],
  ['admin', 'transfers'],
] as const;

/** One page of the queue (ADR 27): open ones nearest deadline first (overdue flagged), closed ones latest first. */
export function adminDisputesQuery(params: AdminDisputesParams) {
  return queryOptions({
    queryKey: adminDisputeKeys.list(params),
    queryFn: () => unwrapPage(api.GET('/api/v1/admin/disputes', { params: { query: params } })),
  });
}

/** One dispute with everything: the timeline with internal notes, the payouts, what may be refunded. */
export function adminDisputeQuery(id: string) {
  return queryOptions({
    queryKey: adminDisputeKeys.one(id),
    queryFn: () => unwrap(api.GET('/api/v1/admin/disputes/{id}', { params: { path: { id } } })),
    staleTime: 0,
  });
}

/**
 * A desk step: the answer is the dispute as it is now (put in the cache); the queue and dashboard are
 * asked again, also after a refusal (another admin may have moved the dispute).
 */
function useDeskStep<V extends { id: string }>(
  send: (variables: V) => Promise<{ message: string; dispute: AdminDisputeDetails }>,
  alsoTouches: readonly (readonly string[])[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => queryClient.setQueryData(adminDisputeKeys.one(answer.dispute.id), answer.dispute),
    onError: (_error, variables) => queryClient.invalidateQueries({ queryKey: adminDisputeKeys.one(variables.id) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDisputeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
        ...alsoTouches.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]),
  });
}

export function useAcknowledgeDispute() {
  return useDeskStep(({ id, status, message }: { id: string; status: StaffMove; message?: string }) =>
    unwrap(
      api.POST('/api/v1/admin/disputes/{id}/acknowledge', {
        params: { path: { id } },
        body: { status, ...(message ? { message } : {}) },
      }),
    ),
  );
}

export function useMessageParties() {
  return useDeskStep(({ id, message, status }: { id: string; message: string; status?: StaffMove }) =>
    unwrap(
      api.POST('/api/v1/admin/disputes/{id}/messages', {
        params: { path: { id } },
        body: { message, ...(status ? { status } : {}) },
      }),
    ),
  );
}

export function useAddNote() {
  return useDeskStep(({ id, note }: { id: string; note: string }) =>
    unwrap(api.POST('/api/v1/admin/disputes/{id}/notes', { params: { path: { id } }, body: { note } })),
  );
}

/** Refund the buyer (all that is left, or `amount` paise) or release the seller's payout. */
export function useResolveDispute() {
  return useDeskStep(
    ({ id, ...body }: ResolveDispute & { id: string }) =>
      unwrap(api.POST('/api/v1/admin/disputes/{id}/resolve', { params: { path: { id } }, body })),
    touchedByResolve,
  );
}
