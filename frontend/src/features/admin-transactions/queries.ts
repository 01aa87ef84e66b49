import { queryOptions } from '@tanstack/react-query';
import type { components, operations } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';
import { type AdminListParams, unwrapPage } from '../admin/admin-list-query';

export type AdminTransaction = components['schemas']['AdminTransactionDto'];
export type TransactionStatus = AdminTransaction['status'];
export type Reconciliation = components['schemas']['ReconciliationDto'];
export type Mismatch = components['schemas']['MismatchDto'];
type TransactionsQuery = NonNullable<operations['AdminTransactionsController_list']['parameters']['query']>;
/** The list's query: page, search and sort (ADR 27) and the status filter. */
export type AdminTransactionsParams = AdminListParams<NonNullable<TransactionsQuery['sort']>> &
  Pick<TransactionsQuery, 'status'>;

/** Under 'admin', so they are dropped when the person signs out or changes. */
export const transactionKeys = {
  all: ['admin', 'transactions'] as const,
  list: (params: AdminTransactionsParams) => [...transactionKeys.all, 'list', params] as const,
  reconciliation: () => [...transactionKeys.all, 'reconciliation'] as const,
};

/** One page of payments (newest first unless asked otherwise) and how many match (ADR 27). */
export function adminTransactionsQuery(params: AdminTransactionsParams) {
  return queryOptions({
    queryKey: transactionKeys.list(params),
    queryFn: () => unwrapPage(api.GET('/api/v1/admin/transactions', { params: { query: params } })),
  });
}

/** The ledger compared with the gateway's word on each recent order; asks the gateway, so only on demand. */
export function reconciliationQuery() {
  return queryOptions({
    queryKey: transactionKeys.reconciliation(),
    queryFn: () => unwrap(api.GET('/api/v1/admin/transactions/reconciliation')),
    staleTime: 0,
  });
}
