import { lenient, trimmedText, v } from '../../shared/search-params';
import { adminListSearchSchema } from '../admin';

export const adminEventSorts = ['event_date', 'title', 'city', 'created_at'] as const;
export const eventTimeStatuses = ['upcoming', 'active', 'expired'] as const;
export const eventVerifications = ['pending', 'verified', 'rejected'] as const;

/**
 * /admin/events: the list's page, search and sort (ADR 27) and its filters, all in the URL. The category
 * (`categoryId`) is a category's id or 'none' (Uncategorized); `active` is 'true' or 'false'. The names
 * are the API's, so the URL reads like the request. A value that does not
 * parse shows the unfiltered list.
 */
export const adminEventsSearchSchema = v.object({
  ...adminListSearchSchema(adminEventSorts).entries,
  status: lenient(v.picklist(eventTimeStatuses)),
  active: lenient(v.picklist(['true', 'false'])),
  verification: lenient(v.picklist(eventVerifications)),
  categoryId: trimmedText(64),
});

export type AdminEventsSearch = v.InferOutput<typeof adminEventsSearchSchema>;

/** The list's own filters as the API names them. */
export function eventFilters(search: AdminEventsSearch) {
  return {
    status: search.status,
    active: search.active,
    verification: search.verification,
    categoryId: search.categoryId,
  };
}
