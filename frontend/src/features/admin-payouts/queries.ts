import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';
import type { PayoutTab, PayoutType } from './search';

export type AdminPayout = components['schemas']['AdminPayoutDto'];
export type PayoutStatusChange = components['schemas']['PayoutStatusChangeDto'];

/** Under 'admin', so they are dropped when the person signs out or changes. */
export const adminPayoutKeys = {
  all: ['admin', 'payouts'] as const,
  list: (tab: PayoutTab, type: PayoutType | undefined) => [...adminPayoutKeys.all, tab, type ?? 'all'] as const,
};

/** One tab (status), newest first, of one type or of both (All Types). */
export function adminPayoutsQuery(tab: PayoutTab, type: PayoutType | undefined) {
  return queryOptions({
    queryKey: adminPayoutKeys.list(tab, type),
    queryFn: () =>
      unwrap(api.GET('/api/v1/admin/payouts', { params: { query: { status: tab, ...(type && { type }) } } })),
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
