import { queryOptions } from '@tanstack/react-query';
import type { components } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';

export type AdminTransaction = components['schemas']['AdminTransactionDto'];
export type TransactionStatus = AdminTransaction['status'];
export type Reconciliation = components['schemas']['ReconciliationDto'];
export type Mismatch = components['schemas']['MismatchDto'];

/** Under 'admin', so they are dropped when the person signs out or changes. */
export const transactionKeys = {
  all: ['admin', 'transactions'] as const,
  list: (status: TransactionStatus | undefined) => [...transactionKeys.all, 'list', status ?? 'all'] as const,
  reconciliation: () => [...transactionKeys.all, 'reconciliation'] as const,
};

/** Every payment (newest first), or those with one status. */
export function adminTransactionsQuery(status: TransactionStatus | undefined) {
  return queryOptions({
    queryKey: transactionKeys.list(status),
    queryFn: () => unwrap(api.GET('/api/v1/admin/transactions', { params: { query: status ? { status } : {} } })),
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
