import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';

export type SavedAddress = components['schemas']['AddressDto'];
export type NewAddress = components['schemas']['NewAddressDto'];

export const addressKeys = {
  all: ['me', 'addresses'] as const,
};

/** The signed-in person's saved addresses, default first. */
export function addressesQuery() {
  return queryOptions({
    queryKey: addressKeys.all,
    queryFn: () => unwrap(api.GET('/api/v1/me/addresses')),
  });
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: NewAddress) => unwrap(api.POST('/api/v1/me/addresses', { body: address })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/v1/me/addresses/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.PUT('/api/v1/me/addresses/{id}/default', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

/** Default first (the API already orders so; kept here for cached lists after local changes). */
export function defaultFirst(addresses: readonly SavedAddress[]): SavedAddress[] {
  return [...addresses].sort((a, b) => Number(b.is_default) - Number(a.is_default));
}
