import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import { eventKeys } from '../events/queries';

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

/**
 * Lists tickets for review. Each submit carries its own Idempotency-Key, so the fetch layer may send
 * it again after a lost answer or a 5xx and the server still makes one listing (ADR 56).
 */
export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, files }: { fields: ListingFields; files: readonly File[] }) =>
      unwrap(
        api.POST('/api/v1/listings', {
          params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
          body: fields,
          bodySerializer: (body) => listingFormData(body, files),
        }),
      ),
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
