import { z } from 'zod';
import { adminListSearchSchema } from './admin-list-query';

export const userSorts = ['created_at', 'full_name', 'email'] as const;
export const userRoles = ['admin', 'user'] as const;
export const userStatuses = ['active', 'inactive', 'deletion_requested'] as const;

/** /admin/users?search=&role=&status=&sort=&order=&page=&pageSize= (ADR 27); anything else is dropped. */
export const adminUsersSearchSchema = adminListSearchSchema(userSorts).extend({
  role: z.enum(userRoles).optional().catch(undefined),
  status: z.enum(userStatuses).optional().catch(undefined),
});
export type AdminUsersSearch = z.infer<typeof adminUsersSearchSchema>;

export const contactMessageSorts = ['created_at'] as const;
export const forwardedStates = ['true', 'false'] as const;

/** /admin/messages?search=&forwarded=true|false&order=&page=&pageSize=. */
export const adminMessagesSearchSchema = adminListSearchSchema(contactMessageSorts).extend({
  forwarded: z.enum(forwardedStates).optional().catch(undefined),
});
export type AdminMessagesSearch = z.infer<typeof adminMessagesSearchSchema>;

/** The filters as the API names them (undefined: not filtered). */
export const userFilters = (search: AdminUsersSearch) => ({ role: search.role, status: search.status });
export const messageFilters = (search: AdminMessagesSearch) => ({ forwarded: search.forwarded });
