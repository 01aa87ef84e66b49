/*
 * Server-side admin lists (ADR 27), the companion of AdminTable's server mode; their URL and API query
 * helpers are in admin-list-query.ts (the routes load those before any list UI). How to use it:
 *
 * 1. search.ts: `v.object({ ...adminListSearchSchema(sorts).entries, status: lenient(v.picklist(...)) })` — the URL keeps page, pageSize,
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
import {
  ADMIN_LIST_PAGE_SIZE,
  ADMIN_LIST_SEARCH_MAX,
  ADMIN_SEARCH_DEBOUNCE_MS,
  adminCsvHref,
  type AdminListFilters as Filters,
  type AdminListParams,
  adminListParams,
  type AdminListSearch,
  type AdminPage,
  type SortOrder,
} from './admin-list-query';
import type { AdminTableServer } from './AdminTable';
import './admin-list.css';

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
  /** The CSV button's words, when 'Download CSV' would be ambiguous on the page (another download beside it). */
  csvLabel?: string;
}

/**
 * The toolbar of a server-side admin list: a search box (searches a moment after typing stops, or at
 * once on Enter), the list's filters, how many rows match, and Download CSV of exactly that filter.
 */
export function AdminListTools({
  list,
  searchLabel,
  placeholder,
  noun,
  countNote,
  children,
  csvLabel = 'Download CSV',
}: AdminListToolsProps) {
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
        {csvLabel}
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
