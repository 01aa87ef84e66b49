import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components, operations } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';
import { type AdminListParams, unwrapPage } from '../admin';

export type AdminPayout = components['schemas']['AdminPayoutDto'];
export type PayoutStatusChange = components['schemas']['PayoutStatusChangeDto'];
type PayoutsQuery = NonNullable<operations['AdminPayoutsController_list']['parameters']['query']>;
/** The list's query: page, search and sort (ADR 27), the status (the tab) and the type. */
export type AdminPayoutsParams = AdminListParams<NonNullable<PayoutsQuery['sort']>> &
  Pick<PayoutsQuery, 'status' | 'type'>;

/** Under 'admin', so they are dropped when the person signs out or changes. */
export const adminPayoutKeys = {
  all: ['admin', 'payouts'] as const,
  list: (params: AdminPayoutsParams) => [...adminPayoutKeys.all, params] as const,
};

/** One page of a tab (status), newest first unless asked otherwise, of one type or both (ADR 27). */
export function adminPayoutsQuery(params: AdminPayoutsParams) {
  return queryOptions({
    queryKey: adminPayoutKeys.list(params),
    queryFn: () => unwrapPage(api.GET('/api/v1/admin/payouts', { params: { query: params } })),
  });
}

/** Staff set a payout's status (with the UTR to process, the reason to fail); the row changes tab. */
export function useChangePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PayoutStatusChange & { id: string }) =>
      unwrap(api.PATCH('/api/v1/admin/payouts/{id}', { params: { path: { id } }, body })),
    // Also after a refusal (another admin changed it first): the tabs show what is true now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPayoutKeys.all }),
  });
}

/** Staff release a payout held until after the event (ADR 44): it is paid now; the row shows it released. */
export function useReleasePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/v1/admin/payouts/{id}/release', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPayoutKeys.all }),
  });
}

/**
 * Staff approve or reject a seller's new UPI id for a payout. Approval only changes where it goes: a
 * failed payout is then sent again by the usual status change.
 */
export function useDecideUpiChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      unwrap(
        decision === 'approve'
          ? api.POST('/api/v1/admin/payouts/{id}/upi-change/approve', { params: { path: { id } } })
          : api.POST('/api/v1/admin/payouts/{id}/upi-change/reject', { params: { path: { id } } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPayoutKeys.all }),
  });
}
