import { lenient, z } from '../../shared/search-params';
import { adminListSearchSchema } from './admin-list-query';

export const userSorts = ['created_at', 'full_name', 'email'] as const;
export const userRoles = ['admin', 'user'] as const;
export const userStatuses = ['active', 'inactive', 'deletion_requested'] as const;

/** /admin/users?search=&role=&status=&sort=&order=&page=&pageSize= (ADR 27); anything else is dropped. */
export const adminUsersSearchSchema = z.extend(adminListSearchSchema(userSorts), {
  role: lenient(z.enum(userRoles)),
  status: lenient(z.enum(userStatuses)),
});
export type AdminUsersSearch = z.infer<typeof adminUsersSearchSchema>;

export const contactMessageSorts = ['created_at'] as const;
export const forwardedStates = ['true', 'false'] as const;

/** /admin/messages?search=&forwarded=true|false&order=&page=&pageSize=. */
export const adminMessagesSearchSchema = z.extend(adminListSearchSchema(contactMessageSorts), {
  forwarded: lenient(z.enum(forwardedStates)),
});
export type AdminMessagesSearch = z.infer<typeof adminMessagesSearchSchema>;

/** The filters as the API names them (undefined: not filtered). */
export const userFilters = (search: AdminUsersSearch) => ({ role: search.role, status: search.status });
export const messageFilters = (search: AdminMessagesSearch) => ({ forwarded: search.forwarded });
