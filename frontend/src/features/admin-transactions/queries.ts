import { queryOptions } from '@tanstack/react-query';
import type { components, operations } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';
import { type AdminListParams, unwrapPage } from '../admin';

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

/** Under 'admin' as well: the tax documents staff have looked up. */
export const taxDocumentKeys = {
  ofTransaction: (transactionId: string) => ['admin', 'tax-documents', 'transaction', transactionId] as const,
};

/**
 * The tax invoices and credit notes of one payment (the buyer's fee and the seller's), found by its id,
 * oldest first. Asked for when its details open, never for every row.
 */
export function transactionTaxDocumentsQuery(transactionId: string) {
  return queryOptions({
    queryKey: taxDocumentKeys.ofTransaction(transactionId),
    queryFn: async () => {
      const documents = await unwrap(
        api.GET('/api/v1/admin/tax-documents', {
          params: { query: { search: transactionId, order: 'asc', limit: 100 } },
        }),
      );
      // The search also matches a person's id or a number containing the text: keep this payment's only.
      return documents.filter((document) => document.order_id === transactionId);
    },
  });
}
