/**
 * An admin list's URL and API query (ADR 27), apart from its React parts (admin-list.tsx): the routes
 * import these for their search schemas and loaders, so no list UI is loaded before an admin page is.
 */
import { lenient, trimmedText, v } from '../../shared/search-params';
import { ApiError } from '../../shared/api/api-error';
import { unwrap } from '../../shared/api/client';

export const ADMIN_LIST_PAGE_SIZE = 20;
export const ADMIN_LIST_PAGE_SIZES = [20, 50, 100] as const;
export const ADMIN_LIST_SEARCH_MAX = 100;
/** How long the search box waits after the last key before it searches (Enter searches at once). */
export const ADMIN_SEARCH_DEBOUNCE_MS = 400;

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** What the URL of every admin list holds besides the list's own filters. */
export interface AdminListSearch<Sort extends string = string> {
  page?: number;
  pageSize?: number;
  search?: string;
  sort?: Sort;
  order?: SortOrder;
}

/**
 * The URL schema of an admin list: a value that does not parse is dropped (the list's default), never
 * an error page. Extend it with the list's filters.
 */
export function adminListSearchSchema<const Sorts extends readonly [string, ...string[]]>(sorts: Sorts) {
  return v.object({
    page: lenient(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(50_000))),
    pageSize: lenient(
      v.pipe(
        v.unknown(),
        v.transform(Number),
        v.integer(),
        v.check((size) => (ADMIN_LIST_PAGE_SIZES as readonly number[]).includes(size)),
      ),
    ),
    search: trimmedText(ADMIN_LIST_SEARCH_MAX),
    sort: lenient(v.picklist(sorts)),
    order: lenient(v.picklist(sortOrders)),
  });
}

/** The API's query of every admin list (ADR 27); a list adds its filters. */
export interface AdminListParams<Sort extends string = string> {
  search?: string;
  sort?: Sort;
  order?: SortOrder;
  limit: number;
  offset: number;
}

export type AdminListFilters = Record<string, string | undefined>;

/** The API query for the URL's search and the list's filters (undefined ones left out). */
export function adminListParams<Sort extends string, F extends AdminListFilters>(
  search: AdminListSearch<Sort>,
  filters: F = {} as F,
): AdminListParams<Sort> & Partial<F> {
  const pageSize = search.pageSize ?? ADMIN_LIST_PAGE_SIZE;
  const params: Record<string, unknown> = { limit: pageSize, offset: ((search.page ?? 1) - 1) * pageSize };
  if (search.search) params.search = search.search;
  if (search.sort) params.sort = search.sort;
  if (search.order) params.order = search.order;
  for (const [name, value] of Object.entries(filters)) if (value !== undefined && value !== '') params[name] = value;
  return params as AdminListParams<Sort> & Partial<F>;
}

/**
 * The CSV download of the same filter: the list's URL with format=csv, every matching row in the same
 * order (limit and offset left out). A same-origin GET with the session cookie, so a plain link works.
 */
export function adminCsvHref(
  path: string,
  params: AdminListParams & Record<string, string | number | undefined>,
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (name === 'limit' || name === 'offset' || value === undefined) continue;
    query.set(name, String(value));
  }
  query.set('format', 'csv');
  return `${path}?${query.toString()}`;
}

/** One page of an admin list and how many rows match in all (the X-Total-Count header). */
export interface AdminPage<T> {
  rows: T[];
  total: number;
}

type ApiResult<T> = { data?: T; error?: unknown; response: Response };

/** Resolves an admin list call to its rows and X-Total-Count (ApiError on a failure, as `unwrap`). */
export async function unwrapPage<T>(call: Promise<ApiResult<T[]>>): Promise<AdminPage<T>> {
  let response: Response | undefined;
  const rows = await unwrap(
    call.then((result) => {
      response = result.response;
      return result;
    }),
  );
  const header = response?.headers.get('X-Total-Count');
  const total = Number(header);
  if (!header || !Number.isInteger(total) || total < 0) {
    throw new ApiError(response?.status ?? 0, 'The list came without its total (X-Total-Count).');
  }
  return { rows, total };
}
