import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components, operations } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';
import { type AdminListParams, unwrapPage } from '../admin';

export type AdminTransfer = components['schemas']['AdminTransferDto'];
export type AdvanceTransfer = components['schemas']['AdvanceTransferDto'];
type TransfersQuery = NonNullable<operations['AdminTransfersController_list']['parameters']['query']>;
/** The list's query: page, search and order (ADR 27) and the tab. */
export type AdminTransfersParams = AdminListParams<NonNullable<TransfersQuery['sort']>> & Pick<TransfersQuery, 'tab'>;

/** Under 'admin', so they are dropped when the person signs out or changes. */
export const adminTransferKeys = {
  all: ['admin', 'transfers'] as const,
  list: (params: AdminTransfersParams) => [...adminTransferKeys.all, params] as const,
};

/** What a transfer's change touches besides the transfers: its payout or refund is made from it. */
const payoutsKey = ['admin', 'payouts'] as const;

/** One page of a tab of Admin > Transfers (ADR 27): the rows and how many match. */
export function adminTransfersQuery(params: AdminTransfersParams) {
  return queryOptions({
    queryKey: adminTransferKeys.list(params),
    queryFn: () => unwrapPage(api.GET('/api/v1/admin/transfers', { params: { query: params } })),
  });
}

/**
 * One step along the transfer's path. The page always names the step (`to`): a page left open while
 * another admin moved the transfer is then refused (409) instead of moving it a step further than
 * the person saw.
 */
export function useAdvanceTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AdvanceTransfer & { id: string }) =>
      unwrap(api.POST('/api/v1/admin/transfers/{id}/advance', { params: { path: { id } }, body })),
    // Also after a refusal: the tabs then show what is true now.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTransferKeys.all }),
        queryClient.invalidateQueries({ queryKey: payoutsKey }),
      ]),
  });
}

/** Fails a transfer with the reason the buyer and seller are told; the buyer is refunded. */
export function useFailTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      unwrap(api.POST('/api/v1/admin/transfers/{id}/fail', { params: { path: { id } }, body: { reason } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTransferKeys.all }),
        queryClient.invalidateQueries({ queryKey: payoutsKey }),
      ]),
  });
}
