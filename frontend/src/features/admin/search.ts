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

export const contactMessageSorts = ['deadline', 'created_at'] as const;
export const forwardedStates = ['true', 'false'] as const;
export const messageStates = ['open', 'closed'] as const;

/** /admin/messages?search=&state=open|closed&forwarded=true|false&sort=&order=&page=&pageSize=. */
export const adminMessagesSearchSchema = v.object({
  ...adminListSearchSchema(contactMessageSorts).entries,
  forwarded: lenient(v.picklist(forwardedStates)),
  state: lenient(v.picklist(messageStates)),
});
export type AdminMessagesSearch = v.InferOutput<typeof adminMessagesSearchSchema>;

/** The filters as the API names them (undefined: not filtered). */
export const userFilters = (search: AdminUsersSearch) => ({ role: search.role, status: search.status });
/**
 * Contact messages: staff's page asks for the deadline order when the URL names none (overdue first,
 * ADR 67); the API's own default stays newest first, as its contract was.
 */
export const messageFilters = (search: AdminMessagesSearch) => ({
  forwarded: search.forwarded,
  state: search.state,
  sort: search.sort ?? 'deadline',
});
