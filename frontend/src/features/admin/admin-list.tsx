/*
 * Server-side admin lists (ADR 27), the companion of AdminTable's server mode. How to use it:
 *
 * 1. search.ts: `adminListSearchSchema(sorts).extend({ status: ... })` — the URL keeps page, pageSize,
 *    search, sort and order (and the list's own filters), each dropped when it is the default.
 * 2. queries.ts: a queryOptions factory taking the API's query (`AdminListParams & filters`) whose queryFn is
 *    `unwrapPage(api.GET('/api/v1/admin/<things>', { params: { query } }))`, keyed `['admin', '<things>', query]`.
 * 3. The route: `validateSearch`, `loaderDeps: ({ search }) => search`, and the loader prefetches
 *    `query(adminListParams(deps, filters))`, the same key the page asks for.
 * 4. The page: `const list = useAdminList({ search: routeApi.useSearch(), navigate: routeApi.useNavigate(),
 *    query, csvPath: '/api/v1/admin/<things>', filters })`, then `<AdminTable {...list.table} ... />` with
 *    `sortKey` on the columns the server sorts by, and `toolbar={<AdminListTools list={list} ...>filters</AdminListTools>}`
 *    for the search box, the row count and the CSV download of the current filter.
 *
 * A filter change goes through `list.setFilter({ status })` (back to page 1). A list in tabs changes tab with
 * `list.setTab({ tab })`: page 1 in the tab's own default order (give `defaultSort` for the tab), the search
 * and other filters kept. Mutations invalidate the list's key prefix (['admin', '<things>']) as before.
 */
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../../shared/api/api-error';
import { unwrap } from '../../shared/api/client';
import type { AdminTableServer } from './AdminTable';
import './admin-list.css';

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
  return z.object({
    page: z.coerce.number().int().min(1).max(50_000).optional().catch(undefined),
    pageSize: z.coerce
      .number()
      .int()
      .refine((size) => (ADMIN_LIST_PAGE_SIZES as readonly number[]).includes(size))
      .optional()
      .catch(undefined),
    search: z.string().trim().min(1).max(ADMIN_LIST_SEARCH_MAX).optional().catch(undefined),
    sort: z.enum(sorts).optional().catch(undefined),
    order: z.enum(sortOrders).optional().catch(undefined),
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

type Filters = Record<string, string | undefined>;

/** The API query for the URL's search and the list's filters (undefined ones left out). */
export function adminListParams<Sort extends string, F extends Filters>(
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

export interface UseAdminListOptions<T, Sort extends string, F extends Filters, K extends QueryKey = QueryKey> {
  /** The route's validated search (routeApi.useSearch()). */
  search: AdminListSearch<Sort>;
  /** The route's navigate (routeApi.useNavigate()): changes are written to the URL. */
  navigate: AdminListNavigate;
  /** The list's queryOptions for one API query (its feature's queries.ts). */
  query: (params: AdminListParams<Sort> & Partial<F>) => UseQueryOptions<AdminPage<T>, Error, AdminPage<T>, K>;
  /** The list's API path: the CSV link is this path with the same query and format=csv. */
  csvPath: string;
  /** The list's filters as the API names them (e.g. the tab as `status`). */
  filters?: F;
  /** The order the server uses when the URL names none: the column shows it as sorted. */
  defaultSort?: { by: Sort; order: SortOrder };
}

// Loose on purpose: each route's navigate is typed by its own search, which holds every field used here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AdminListNavigate = (options: { search: (previous: any) => any; replace?: boolean }) => unknown;

/**
 * One admin list kept in the URL: the page the URL names, fetched from the server, with the total;
 * setters that write the URL (back to page 1 when the filter changes); the props for AdminTable's
 * server mode; the CSV link of the current filter. The previous page stays on screen (greyed by
 * the table's loading state) while the next one loads.
 */
export function useAdminList<
  T,
  Sort extends string = string,
  F extends Filters = Filters,
  K extends QueryKey = QueryKey,
>({ search, navigate, query, csvPath, filters, defaultSort }: UseAdminListOptions<T, Sort, F, K>) {
  const params = adminListParams(search, filters);
  const result = useQuery({ ...query(params), placeholderData: keepPreviousData });
  const page = search.page ?? 1;
  const pageSize = search.pageSize ?? ADMIN_LIST_PAGE_SIZE;
  const total = result.data?.total;

  const update = (patch: Record<string, string | number | undefined>, replace = false) =>
    void navigate({ search: (previous: object) => ({ ...previous, ...patch }), replace });

  // A page past the end (rows went away, e.g. verified into another tab) shows the last page instead.
  const lastPage = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (lastPage !== undefined && !result.isPlaceholderData && page > lastPage) {
      update({ page: lastPage === 1 ? undefined : lastPage }, true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the figures change
  }, [lastPage, page, result.isPlaceholderData]);

  const server: AdminTableServer = {
    page,
    pageSize,
    total: total ?? 0,
    onPageChange: (next, size) =>
      update(
        size !== pageSize
          ? { page: undefined, pageSize: size === ADMIN_LIST_PAGE_SIZE ? undefined : size }
          : { page: next === 1 ? undefined : next },
      ),
    sort: search.sort
      ? { by: search.sort, order: search.order ?? 'asc' }
      : defaultSort && { by: defaultSort.by, order: search.order ?? defaultSort.order },
    onSortChange: (by, order) => update({ sort: by as Sort | undefined, order, page: undefined }),
  };

  return {
    /** The URL's list state. */
    search,
    /** The API query sent for this page. */
    params,
    rows: result.data?.rows,
    /** Rows matching the search and filters in all; undefined until the first page arrives. */
    total,
    query: result,
    csvHref: adminCsvHref(csvPath, params),
    setSearch: (text: string) => update({ search: text.trim() || undefined, page: undefined }),
    /** Sets filters (undefined clears one) and goes back to the first page. */
    setFilter: (patch: Filters) => update({ ...patch, page: undefined }),
    /** Another tab: its filters, from the first page, in the tab's default order; the search is kept. */
    setTab: (patch: Filters) => update({ ...patch, page: undefined, sort: undefined, order: undefined }),
    /** Spread into AdminTable: rows, states and server paging and sorting. */
    table: {
      dataSource: result.data?.rows,
      loading: result.isPending || result.isPlaceholderData,
      error: result.error,
      onRetry: () => void result.refetch(),
      server,
    },
  };
}

export type AdminList = ReturnType<typeof useAdminList>;

export interface AdminListToolsProps {
  list: Pick<AdminList, 'search' | 'setSearch' | 'total' | 'csvHref'>;
  /** The search box's accessible name, e.g. 'Search tickets'. */
  searchLabel: string;
  /** What may be typed, e.g. 'Event, seller, email or id'. */
  placeholder: string;
  /** How a row is counted: ['listing', 'listings']. */
  noun: readonly [string, string];
  /** Said after the count, e.g. how many of the rows are overdue. */
  countNote?: ReactNode;
  /** The list's own filters (selects), shown after the search box. */
  children?: ReactNode;
}

/**
 * The toolbar of a server-side admin list: a search box (searches a moment after typing stops, or at
 * once on Enter), the list's filters, how many rows match, and Download CSV of exactly that filter.
 */
export function AdminListTools({ list, searchLabel, placeholder, noun, countNote, children }: AdminListToolsProps) {
  const id = useId();
  return (
    <div className="admin-list-tools">
      <SearchBox
        id={id}
        label={searchLabel}
        placeholder={placeholder}
        initial={list.search.search ?? ''}
        onSearch={list.setSearch}
      />
      {children}
      {list.total !== undefined && (
        <span className="admin-list-tools__count" role="status">
          {list.total.toLocaleString('en-IN')} {list.total === 1 ? noun[0] : noun[1]}
          {countNote}
        </span>
      )}
      <Button
        className="admin-list-tools__csv"
        href={list.csvHref}
        download
        icon={<DownloadOutlined aria-hidden="true" />}
        disabled={list.total === 0}
      >
        Download CSV
      </Button>
    </div>
  );
}

function SearchBox({
  id,
  label,
  placeholder,
  initial,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder: string;
  initial: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(initial);
  // The URL changed by other means (Back, a link): show its search, unless it is what is typed already.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    if (text.trim() !== initial) setText(initial);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const searchNow = (value: string) => {
    clearTimeout(timer.current);
    if (value.trim() !== initial) onSearch(value);
  };
  return (
    <form
      role="search"
      aria-label={label}
      className="admin-list-tools__search"
      onSubmit={(event) => {
        event.preventDefault();
        searchNow(text);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        allowClear
        maxLength={ADMIN_LIST_SEARCH_MAX}
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          clearTimeout(timer.current);
          // Clearing with the ✕ shows everything again at once; typing waits for a pause.
          if (event.type === 'click' && value === '') searchNow('');
          else timer.current = setTimeout(() => searchNow(value), ADMIN_SEARCH_DEBOUNCE_MS);
        }}
      />
    </form>
  );
}
