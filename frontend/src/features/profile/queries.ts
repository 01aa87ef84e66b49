import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';
import { sessionKey } from '../../shared/session';

export type Profile = components['schemas']['ProfileDto'];
export type ProfileChanges = components['schemas']['UpdateProfileDto'];
export type SignedInDevice = components['schemas']['SessionInfoDto'];

export const profileKeys = {
  profile: ['me', 'profile'] as const,
  devices: ['me', 'sessions'] as const,
};

export function profileQuery() {
  return queryOptions({
    queryKey: profileKeys.profile,
    queryFn: () => unwrap(api.GET('/api/v1/me')),
  });
}

export function devicesQuery() {
  return queryOptions({
    queryKey: profileKeys.devices,
    queryFn: () => unwrap(api.GET('/api/v1/me/sessions')),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => unwrap(api.PATCH('/api/v1/me', { body: changes })),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.profile, profile);
      // The header greets by the full name the session carries.
      return queryClient.invalidateQueries({ queryKey: sessionKey });
    },
  });
}

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/v1/me/sessions/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.devices }),
  });
}

export function useRequestAccountDeletion() {
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/v1/me')),
  });
}
