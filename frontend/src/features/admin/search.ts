import { lenient, v } from '../../shared/search-params';
import { adminListSearchSchema } from './admin-list-query';

export const userSorts = ['created_at', 'full_name', 'email'] as const;
export const userRoles = ['admin', 'user'] as const;
export const userStatuses = ['active', 'inactive', 'deletion_requested'] as const;

/** /admin/users?search=&role=&status=&sort=&order=&page=&pageSize= (ADR 27); anything else is dropped. */
export const adminUsersSearchSchema = v.object({
  ...adminListSearchSchema(userSorts).entries,
  role: lenient(v.picklist(userRoles)),
  status: lenient(v.picklist(userStatuses)),
});
export type AdminUsersSearch = v.InferOutput<typeof adminUsersSearchSchema>;

export const contactMessageSorts = ['created_at'] as const;
export const forwardedStates = ['true', 'false'] as const;

/** /admin/messages?search=&forwarded=true|false&order=&page=&pageSize=. */
export const adminMessagesSearchSchema = v.object({
  ...adminListSearchSchema(contactMessageSorts).entries,
  forwarded: lenient(v.picklist(forwardedStates)),
});
export type AdminMessagesSearch = v.InferOutput<typeof adminMessagesSearchSchema>;

/** The filters as the API names them (undefined: not filtered). */
export const userFilters = (search: AdminUsersSearch) => ({ role: search.role, status: search.status });
export const messageFilters = (search: AdminMessagesSearch) => ({ forwarded: search.forwarded });
