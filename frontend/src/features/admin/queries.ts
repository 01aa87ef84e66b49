import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components, paths } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';
import { dashboardKey } from './dashboard-query';
import { type AdminListParams, type AdminPage, unwrapPage } from './admin-list-query';

export type AdminUser = components['schemas']['AdminUserDto'];
export type AdminUserChange = components['schemas']['AdminUserChangeDto'];
export type ContactMessage = components['schemas']['ContactMessageDto'];

export type AdminUsersParams = NonNullable<paths['/api/v1/admin/users']['get']['parameters']['query']> &
  AdminListParams;
export type ContactMessagesParams = NonNullable<paths['/api/v1/admin/contact-messages']['get']['parameters']['query']> &
  AdminListParams;

export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  usersPage: (params: AdminUsersParams) => [...adminKeys.users(), params] as const,
  contactMessages: () => [...adminKeys.all, 'contact-messages'] as const,
  contactMessagesPage: (params: ContactMessagesParams) => [...adminKeys.contactMessages(), params] as const,
};

/** One page of Admin > Users (ADR 27): the rows and how many match. */
export function adminUsersQuery(params: AdminUsersParams) {
  return queryOptions({
    queryKey: adminKeys.usersPage(params),
    queryFn: () => unwrapPage(api.GET('/api/v1/admin/users', { params: { query: params } })),
  });
}

/** One page of what visitors sent through the contact form. */
export function contactMessagesQuery(params: ContactMessagesParams) {
  return queryOptions({
    queryKey: adminKeys.contactMessagesPage(params),
    queryFn: () => unwrapPage(api.GET('/api/v1/admin/contact-messages', { params: { query: params } })),
  });
}

/**
 * Activate/deactivate or grant/remove admin: one change per call. The row changes at once (the
 * checkbox must follow the click) and goes back if the server refuses.
 */
export function useChangeUser() {
  const queryClient = useQueryClient();
  const key = adminKeys.users();
  /** The person's row on every page in the cache. */
  const updateRow = (id: string, update: (user: AdminUser) => AdminUser) =>
    queryClient.setQueriesData<AdminPage<AdminUser>>(
      { queryKey: key },
      (page) => page && { ...page, rows: page.rows.map((user) => (user.id === id ? update(user) : user)) },
    );
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AdminUserChange }) =>
      unwrap(api.PATCH('/api/v1/admin/users/{id}', { params: { path: { id } }, body: change })),
    onMutate: async ({ id, change }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueriesData<AdminPage<AdminUser>>({ queryKey: key });
      updateRow(id, (user) => ({
        ...user,
        is_active: change.isActive ?? user.is_active,
        is_admin: change.isAdmin ?? user.is_admin,
      }));
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [pageKey, page] of context?.before ?? []) queryClient.setQueryData(pageKey, page);
    },
    onSuccess: (updated) => updateRow(updated.id, () => updated),
    // The row may leave the page (a role or status filter): the pages are asked again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Staff take a contact message up (acknowledge) or settle it (close), ADR 67; the lists are asked again. */
export function useContactMessageStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step }: { id: string; step: 'acknowledge' | 'close' }) =>
      unwrap(
        step === 'acknowledge'
          ? api.POST('/api/v1/admin/contact-messages/{id}/acknowledge', { params: { path: { id } } })
          : api.POST('/api/v1/admin/contact-messages/{id}/close', { params: { path: { id } } }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.contactMessages() }),
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}
