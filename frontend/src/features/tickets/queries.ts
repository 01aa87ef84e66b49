import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';
import { upload } from '../../shared/api/upload';
import type { UploadControls } from '../../shared/ui/FilePicker/use-upload';

/** One purchase as the buyer sees it: the transfer of the tickets they bought. */
export type Purchase = components['schemas']['TransferDto'];
export type Earnings = components['schemas']['EarningsDto'];
/** A payout to the signed-in person for a sale, or a refund to them for a purchase. */
export type OwnPayout = components['schemas']['OwnPayoutDto'];
export type RewardsSummary = components['schemas']['RewardsSummaryDto'];
/** One sale as the seller sees it: the transfer of tickets sold from one of their listings. */
export type Sale = components['schemas']['TransferDto'];

/** A GST tax invoice or credit note for a platform fee (issue 19): the buyer's fee or the seller's. */
export type TaxDocument = components['schemas']['TaxDocumentDto'];
export type TaxDocumentRole = TaxDocument['recipient_role'];

/** Under 'me': dropped when the signed-in person changes. */
export const purchaseKeys = {
  all: ['me', 'purchases'] as const,
  earnings: ['me', 'earnings'] as const,
  rewards: ['me', 'rewards'] as const,
  sales: ['me', 'sales'] as const,
  payouts: ['me', 'payouts'] as const,
};

/** What the signed-in buyer bought (one row per transfer), newest first. */
export function purchasesQuery() {
  return queryOptions({
    queryKey: purchaseKeys.all,
    queryFn: () => unwrap(api.GET('/api/v1/me/purchases')),
    select: newestFirst,
  });
}

/** The seller's summary: earnings and transfers, from the ledger and the transfers. */
export function earningsQuery() {
  return queryOptions({
    queryKey: purchaseKeys.earnings,
    queryFn: async () => {
      try {
        return await unwrap(api.GET('/api/v1/me/earnings'));
      } catch (error) {
        // The spec: earnings loading errors are only logged (the summary is left out).
        console.error('Error fetching earnings', error);
        throw error;
      }
    },
  });
}

/**
 * The signed-in person's seller payouts and buyer refunds, joined to their sales and purchases by
 * transfer id. A side fact like the earnings: a failure is logged and the cards show without it.
 */
export function myPayoutsQuery() {
  return queryOptions({
    queryKey: purchaseKeys.payouts,
    queryFn: async () => {
      try {
        return await unwrap(api.GET('/api/v1/me/payouts'));
      } catch (error) {
        console.error('Error fetching payouts', error);
        throw error;
      }
    },
  });
}

/** The payouts and refunds of one transfer, oldest first. */
export function payoutsOf(payouts: readonly OwnPayout[] | undefined, transferId: string): OwnPayout[] {
  return (payouts ?? [])
    .filter((payout) => payout.ticket_transfer_id === transferId)
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
}

/** The buyer's rewards credit and how far they are from the next one. */
export function rewardsQuery() {
  return queryOptions({
    queryKey: purchaseKeys.rewards,
    queryFn: async () => {
      try {
        return await unwrap(api.GET('/api/v1/me/rewards'));
      } catch (error) {
        // Like the earnings: a side panel, so a failure is logged and the panel left out.
        console.error('Error fetching rewards', error);
        throw error;
      }
    },
  });
}

/** Under 'me', like the purchases: the signed-in person's own tax documents, as buyer or as seller. */
export const taxDocumentKeys = {
  all: ['me', 'tax-documents'] as const,
  mine: (role: TaxDocumentRole) => [...taxDocumentKeys.all, role] as const,
};

/**
 * The signed-in person's tax invoices and credit notes for their fees as `role`, newest first: one
 * list for the whole tab, joined to each purchase or sale by its transaction. A side fact like the
 * payouts: a failure is logged and the purchases show without their invoices.
 */
export function myTaxDocumentsQuery(role: TaxDocumentRole) {
  return queryOptions({
    queryKey: taxDocumentKeys.mine(role),
    queryFn: async () => {
      try {
        return await unwrap(api.GET('/api/v1/me/tax-documents', { params: { query: { role } } }));
      } catch (error) {
        console.error('Error fetching tax documents', error);
        throw error;
      }
    },
  });
}

/** The documents of one purchase or sale (its transaction), in the order listed. */
export function taxDocumentsOf(documents: readonly TaxDocument[] | undefined, transactionId: string): TaxDocument[] {
  return (documents ?? []).filter((document) => document.order_id === transactionId);
}

/** Newest purchase (or sale) first, by when the sale was made, whatever order the list came in. */
export function newestFirst(purchases: Purchase[]): Purchase[] {
  return [...purchases].sort((a, b) => Date.parse(b.transferred_at) - Date.parse(a.transferred_at));
}

/** The transfers of the seller's sales (Show Sold Tickets), grouped per listing by the page. */
export function salesQuery() {
  return queryOptions({
    queryKey: purchaseKeys.sales,
    queryFn: () => unwrap(api.GET('/api/v1/me/sales')),
    select: newestFirst,
  });
}

/** The proof files of one transfer as the multipart body: every file under `files`. */
export function proofFormData(files: readonly File[]): FormData {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return body;
}

/**
 * Upload Proof: the seller's proof of a mobile transfer; the transfer is then sent. Sent with its
 * progress and a cancel (ADR 74) and an Idempotency-Key per set of files: the same files sent again
 * get the first answer, so they are stored once (ADR 77).
 */
export function useUploadProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      transferId,
      files,
      idempotencyKey,
      controls,
    }: {
      transferId: string;
      files: readonly File[];
      /** The same files sent again carry the same key: the server stores them once. */
      idempotencyKey: string;
      controls?: UploadControls;
    }) =>
      upload({
        path: '/api/v1/me/sales/{id}/proof',
        pathParams: { id: transferId },
        body: proofFormData(files),
        headers: { 'Idempotency-Key': idempotencyKey },
        ...controls,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: purchaseKeys.sales }),
        queryClient.invalidateQueries({ queryKey: purchaseKeys.earnings }),
      ]),
  });
}

/** 'I have received my tickets': the buyer confirms a mobile transfer the seller sent. */
export function useConfirmReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transferId: string) =>
      unwrap(api.POST('/api/v1/me/purchases/{id}/confirm', { params: { path: { id: transferId } } })),
    // Also after a refusal (the seller's side or staff may have moved it): show what is true now.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
        queryClient.invalidateQueries({ queryKey: purchaseKeys.payouts }),
      ]),
  });
}

/**
 * The seller asks for a due payout to go to another UPI id (with the name check's confirmation where
 * names are checked); it waits for staff's approval, which the payout then shows.
 */
export function useRequestPayoutUpiChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payoutId, ...body }: { payoutId: string; upiId: string; upiIdConfirmation?: string }) =>
      unwrap(api.POST('/api/v1/me/payouts/{id}/upi-id', { params: { path: { id: payoutId } }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.payouts }),
  });
}
