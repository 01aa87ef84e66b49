import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';
import type { UploadControls } from '../../shared/ui/FilePicker/use-upload';
import { eventKeys } from '../events';

export type OwnListing = components['schemas']['OwnListingDto'];
export type ListingFields = components['schemas']['CreateListingDto'];

/** Under 'me', so they are dropped when the person signs out or changes. */
export const listingKeys = {
  mine: ['me', 'listings'] as const,
};

/** The seller's own listings, newest first. */
export function myListingsQuery() {
  return queryOptions({
    queryKey: listingKeys.mine,
    queryFn: () => unwrap(api.GET('/api/v1/me/listings')),
  });
}

/** The multipart body: text fields as they are, numbers written out, then every proof file under `files`. */
export function listingFormData(fields: ListingFields, files: readonly File[]): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') body.append(name, String(value));
  }
  for (const file of files) body.append('files', file, file.name);
  return body;
}

export interface CreateListingInput {
  fields: ListingFields;
  files: readonly File[];
  /** One per listing, the same on every send of it (ADR 56): a repeat returns the listing it made. */
  idempotencyKey: string;
  /** The upload's progress and cancel (ADR 74). */
  controls?: UploadControls;
}

/**
 * Lists tickets for review, the proofs sent with upload progress (ADR 74). The Idempotency-Key lets the
 * transport, or the seller after a dropped connection, send it again and the server still makes one
 * listing (ADR 56).
 */
export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    // The transport loads with the first listing sent, not with the form.
    mutationFn: async ({ fields, files, idempotencyKey, controls }: CreateListingInput) =>
      (await import('../../shared/api/upload')).upload({
        path: '/api/v1/listings',
        body: listingFormData(fields, files),
        headers: { 'Idempotency-Key': idempotencyKey },
        ...controls,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.mine }),
  });
}

/** The seller takes a listing down while nothing of it is sold. */
export function useWithdrawListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/v1/listings/{id}/withdraw', { params: { path: { id } } })),
    onSuccess: (listing) => {
      queryClient.setQueryData<OwnListing[]>(listingKeys.mine, (listings) =>
        listings?.map((l) => (l.id === listing.id ? listing : l)),
      );
      // The event's availability and 'Starting from' price may have changed.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: listingKeys.mine }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]);
    },
  });
}

/** How long the sell form waits for a new listing's proofs to be read (ADR 62), and how often it asks. */
export const PROOF_CHECK_WAIT_MS = 20_000;
export const PROOF_CHECK_EVERY_MS = 1_000;

/**
 * A new listing once its proofs are read (ADR 62): refused (cancelled, the reason in remarks) or on to
 * staff; after PROOF_CHECK_WAIT_MS the listing as it is (still being read: staff see it when done).
 */
export async function listingAfterProofCheck(listing: OwnListing): Promise<OwnListing> {
  const until = Date.now() + PROOF_CHECK_WAIT_MS;
  let current = listing;
  while (current.proofs_checked_at === null && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, PROOF_CHECK_EVERY_MS));
    current = await unwrap(api.GET('/api/v1/listings/{id}', { params: { path: { id: listing.id } } }));
  }
  return current;
}
