/**
 * The one convention of every admin list (ADR 27): server-side search, filters, sort and paging,
 * the total matching the filters, and a CSV export of the same filter. HTTP details (query names,
 * the X-Total-Count header, CSV) are in shared/http/admin-list.ts; these are the application's terms.
 */
export const ADMIN_LIST_DEFAULT_LIMIT = 20;
export const ADMIN_LIST_MAX_LIMIT = 100;
/** A CSV export holds every row of the filter, up to this many (narrow the search for more). */
export const ADMIN_EXPORT_MAX_ROWS = 50_000;

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** What every admin list query carries besides its own filters. */
export interface AdminListWindow<Sort extends string> {
  /** Case-insensitive "contains" over the list's searchable columns; wildcards are literal. */
  search?: string;
  sort: Sort;
  order: SortOrder;
  limit: number;
  offset: number;
}

/** One page of rows and how many rows match the filters in all. */
export interface AdminListPage<T> {
  rows: T[];
  total: number;
}

/**
 * A piece of SQL with its `?` parameters in order. Admin lists search columns other modules own by
 * the ids that module finds (e.g. IdentityService.userIdsMatching): no SQL of one module runs inside
 * another's statement (ADR 71), only `idsIn` the ids it answered.
 */
export interface SqlPart {
  sql: string;
  params: unknown[];
}

/** `column` is one of `ids` (uuids another module answered), as one array parameter however many. */
export function idsIn(column: string, ids: readonly string[]): SqlPart {
  return { sql: `${column} = any(?::uuid[])`, params: [`{${ids.join(',')}}`] };
}
