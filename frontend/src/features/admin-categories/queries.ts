import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../shared/api/client';
import { adminEventKeys, categoryKeys } from '../admin-events';
import { eventKeys } from '../events';

export { adminCategoriesQuery, type AdminCategory } from '../admin-events';

/**
 * After a category changes: the categories, and the event lists that show its name (admin and public;
 * the public search matches category names).
 */
function useRefreshCategories() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminEventKeys.all }),
      queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    ]);
}

export function useCreateCategory() {
  const refresh = useRefreshCategories();
  return useMutation({
    mutationFn: (name: string) => unwrap(api.POST('/api/v1/admin/categories', { body: { name } })),
    onSuccess: refresh,
  });
}

export function useRenameCategory() {
  const refresh = useRefreshCategories();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      unwrap(api.PATCH('/api/v1/admin/categories/{id}', { params: { path: { id } }, body: { name } })),
    onSuccess: refresh,
  });
}

/** Deletes a category no event uses; one in use is refused with the server's message. */
export function useDeleteCategory() {
  const refresh = useRefreshCategories();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/v1/admin/categories/{id}', { params: { path: { id } } })),
    onSettled: refresh,
  });
}
