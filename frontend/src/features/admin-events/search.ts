import { lenient, trimmedText, z } from '../../shared/search-params';
import { adminListSearchSchema } from '../admin/admin-list-query';

export const adminEventSorts = ['event_date', 'title', 'city', 'created_at'] as const;
export const eventTimeStatuses = ['upcoming', 'active', 'expired'] as const;
export const eventVerifications = ['pending', 'verified', 'rejected'] as const;

/**
 * /admin/events: the list's page, search and sort (ADR 27) and its filters, all in the URL. The category
 * (`categoryId`) is a category's id or 'none' (Uncategorized); `active` is 'true' or 'false'. The names
 * are the API's, so the URL reads like the request. A value that does not
 * parse shows the unfiltered list.
 */
export const adminEventsSearchSchema = z.extend(adminListSearchSchema(adminEventSorts), {
  status: lenient(z.enum(eventTimeStatuses)),
  active: lenient(z.enum(['true', 'false'])),
  verification: lenient(z.enum(eventVerifications)),
  categoryId: trimmedText(64),
});

export type AdminEventsSearch = z.infer<typeof adminEventsSearchSchema>;

/** The list's own filters as the API names them. */
export function eventFilters(search: AdminEventsSearch) {
  return {
    status: search.status,
    active: search.active,
    verification: search.verification,
    categoryId: search.categoryId,
  };
}
