import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';

export type AdminUser = components['schemas']['AdminUserDto'];
export type AdminUserChange = components['schemas']['AdminUserChangeDto'];
export type ContactMessage = components['schemas']['ContactMessageDto'];

export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  contactMessages: () => [...adminKeys.all, 'contact-messages'] as const,
};

export function adminUsersQuery() {
  return queryOptions({
    queryKey: adminKeys.users(),
    queryFn: () => unwrap(api.GET('/api/v1/admin/users')),
  });
}

export function contactMessagesQuery() {
  return queryOptions({
    queryKey: adminKeys.contactMessages(),
    queryFn: () => unwrap(api.GET('/api/v1/admin/contact-messages')),
  });
}

/**
 * Activate/deactivate or grant/remove admin: one change per call. The row changes at once (the
 * checkbox must follow the click) and goes back if the server refuses.
 */
export function useChangeUser() {
  const queryClient = useQueryClient();
  const key = adminKeys.users();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AdminUserChange }) =>
      unwrap(api.PATCH('/api/v1/admin/users/{id}', { params: { path: { id } }, body: change })),
    onMutate: async ({ id, change }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<AdminUser[]>(key);
      queryClient.setQueryData<AdminUser[]>(key, (users) =>
        users?.map((user) =>
          user.id === id
            ? { ...user, is_active: change.isActive ?? user.is_active, is_admin: change.isAdmin ?? user.is_admin }
            : user,
        ),
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (updated) => {
      queryClient.setQueryData<AdminUser[]>(key, (users) =>
        users?.map((user) => (user.id === updated.id ? updated : user)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
