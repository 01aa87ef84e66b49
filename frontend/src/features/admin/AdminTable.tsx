import { useLingui } from '@lingui/react/macro';
import { InboxOutlined, LeftOutlined, RightOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Pagination, Select, Skeleton, Table } from 'antd';
import type { ColumnType, SorterResult } from 'antd/es/table/interface';
import { type Key, type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { PHONE_QUERY, useMediaQuery } from '../../shared/useMediaQuery';
import { popupInMain } from '../../shared/ui/popup';
import { StatusPanel } from '../../shared/ui/StatusPanel';

/*
 * Every admin list renders through AdminTable. Two modes:
 * - client (a short list already in hand, e.g. the reconciliation's mismatches): pass `dataSource`; the
 *   table pages it in the browser, 20 rows a page.
 * - server (every list the API pages, ADR 27): `const list = useAdminList({...})` from ./admin-list and
 *   `<AdminTable {...list.table} columns={...} />`: `dataSource` is one page, `server` carries page, page
 *   size, total (X-Total-Count) and sort, all kept in the URL by the hook. Give `sortKey` to the columns
 *   the server sorts by; put `<AdminListTools list={list} ...>` (search box, count, Download CSV) in `toolbar`.
 *   admin-list.tsx's header comment has the whole recipe (search schema, query, route loader).
 * Wide screens get a table, phones (< 768 px) a card per row with the key facts and a details drawer;
 * both page (and sort) the same way.
 */

/** The spec's admin table scroll step. */
export const ADMIN_TABLE_SCROLL_STEP = 200;
export const ADMIN_PAGE_SIZE = 20;
const NO_ROWS: readonly never[] = [];

/** A column of an admin table: an antd column whose title is text (it labels the field in the drawer). */
export interface AdminColumn<T> extends Omit<ColumnType<T>, 'title' | 'key'> {
  key: string;
  title: string;
  /** A key fact, shown on the row itself on phones; 'heading' heads the row (else the first key fact does). */
  summary?: boolean | 'heading';
  /** Only in the details drawer, never a table column (long or secondary fields). */
  detailOnly?: boolean;
  /** Server mode: the list's `sort` value this column orders by (its header then sorts the list). */
  sortKey?: string;
}

/**
 * Server mode (ADR 27): the rows given are one page the server chose; the table pages and sorts by
 * asking for another (see useAdminList in admin-list.tsx, which keeps these in the URL).
 */
export interface AdminTableServer {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Rows matching the filters in all (X-Total-Count). */
  total: number;
  onPageChange: (page: number, pageSize: number) => void;
  /** The order shown (the URL's, else the list's default). */
  sort?: { by: string; order: 'asc' | 'desc' };
  /** A header clicked (or the phone's Sort by): undefined goes back to the list's default order. */
  onSortChange?: (by: string | undefined, order: 'asc' | 'desc' | undefined) => void;
}

export interface AdminTableProps<T> {
  /** Names the table (its caption, read by assistive technology), or the list on phones. */
  caption: string;
  rowKey: keyof T & string;
  columns: readonly AdminColumn<T>[];
  dataSource?: readonly T[];
  loading?: boolean;
  /** A failed load: shown instead of the table, with Retry. */
  error?: unknown;
  onRetry?: () => void;
  /** The spec's load-error message for this table, e.g. 'Error loading events'. */
  errorTitle?: string;
  emptyText?: ReactNode;
  /** Buttons or filters shown next to the scroll buttons. */
  toolbar?: ReactNode;
  /** Server mode: `dataSource` is one page; paging and sorting ask the server (see AdminTableServer). */
  server?: AdminTableServer;
  /** Names one row, for its Details button ('Details: Priya Sharma'). */
  rowLabel: (row: T) => string;
  /** The details drawer's title, e.g. 'Listing details'. */
  detailsTitle?: string;
  /** What the drawer shows instead of every column's label and value (e.g. with files to download). */
  details?: (row: T) => ReactNode;
  /**
   * The row's actions (Verify, Reject, Make admin, …): the table's last column on wide screens, and
   * the drawer's footer everywhere.
   */
  actions?: (row: T) => ReactNode;
  /** A class for a row (wide screens) or its card (phones), e.g. to highlight overdue ones. */
  rowClassName?: (row: T) => string | undefined;
}

function cellValue<T>(row: T, column: AdminColumn<T>): unknown {
  const path = column.dataIndex === undefined ? [] : ([] as (string | number)[]).concat(column.dataIndex as never);
  return path.reduce<unknown>((value, step) => (value as Record<string | number, unknown> | null)?.[step], row);
}

/** What a column shows for a row, as the table shows it. */
function cell<T>(row: T, column: AdminColumn<T>, index: number): ReactNode {
  const value = cellValue(row, column);
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === null || value === undefined ? '—' : String(value);
}

/** Whether the table is wider than its frame, kept current as either changes size or the rows change. */
function useOverflow(frame: RefObject<HTMLDivElement | null>, rows: unknown): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const frameElement = frame.current;
    const measure = () => {
      const body = frameElement?.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      setOverflows(body ? body.scrollWidth > body.clientWidth + 1 : false);
    };
    measure();
    if (!frameElement) return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(frameElement);
    const table = frameElement.querySelector('table');
    if (table) observer.observe(table);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [frame, rows]);
  return overflows;
}

/**
 * Every admin list. Wide screens: an antd Table (text wraps first; when the table is still wider
 * than the page, the spec's left/right buttons scroll it by 200 px), the row's actions in its last
 * column. Phones: each row shows its key facts and opens a drawer with every field and the actions.
 * Loading, empty and error states either way.
 */
export function AdminTable<T extends object>({
  caption,
  rowKey,
  columns,
  dataSource,
  loading = false,
  error,
  onRetry,
  errorTitle = 'Error loading data',
  emptyText = 'Nothing here yet.',
  toolbar,
  server,
  rowLabel,
  detailsTitle = 'Details',
  details,
  actions,
  rowClassName,
}: AdminTableProps<T>) {
  const { i18n } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const frame = useRef<HTMLDivElement>(null);
  const rows = dataSource ?? NO_ROWS;
  const overflows = useOverflow(frame, phone ? null : rows);
  const [openKey, setOpenKey] = useState<Key | null>(null);
  const [page, setPage] = useState(1);

  const keyOf = (row: T) => row[rowKey] as Key;
  // The drawer follows the live row: it shows fresh data after a change and closes when the row goes.
  const openRow = openKey === null ? undefined : rows.find((row) => keyOf(row) === openKey);
  // antd gets plain columns (our flags stay here); in server mode a sortKey makes the header sort the list.
  const tableColumns: ColumnType<T>[] = columns
    .filter((column) => !column.detailOnly)
    .map(({ summary: _summary, detailOnly: _detailOnly, sortKey, ...column }) =>
      server?.onSortChange && sortKey
        ? {
            ...column,
            sorter: true,
            sortDirections: ['ascend', 'descend', 'ascend'],
            sortOrder: server.sort?.by === sortKey ? (server.sort.order === 'asc' ? 'ascend' : 'descend') : null,
          }
        : column,
    );
  const sortable = server?.onSortChange ? columns.filter((column) => column.sortKey) : [];
  const withDetailsButton = phone || Boolean(details) || tableColumns.length < columns.length;

  const detailsButton = (row: T) => (
    <Button size="small" onClick={() => setOpenKey(keyOf(row))} aria-label={`Details: ${rowLabel(row)}`}>
      Details
    </Button>
  );

  const scrollBy = (left: number) => {
    const body = frame.current?.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
    body?.scrollBy({ left, behavior: 'smooth' });
  };

  const empty = (
    <span className="admin-table__empty">
      <InboxOutlined aria-hidden="true" /> {emptyText}
    </span>
  );

  let body: ReactNode;
  if (error) {
    body = (
      <StatusPanel
        tone="error"
        headingLevel={2}
        icon={<WarningOutlined />}
        title={errorTitle}
        actions={onRetry && <Button onClick={onRetry}>Retry</Button>}
      >
        <p>{errorMessage(error, i18n)}</p>
      </StatusPanel>
    );
  } else if (phone) {
    const summary = columns.filter((column) => column.summary);
    const heading = summary.find((column) => column.summary === 'heading') ?? summary[0];
    const facts = summary.filter((column) => column !== heading);
    // A page past the end (rows went away) shows the last page instead.
    const current = server ? server.page : Math.min(page, Math.max(1, Math.ceil(rows.length / ADMIN_PAGE_SIZE)));
    const pageRows = server ? rows : rows.slice((current - 1) * ADMIN_PAGE_SIZE, current * ADMIN_PAGE_SIZE);
    // Server mode keeps the previous page on screen while the next one loads.
    const waiting = loading && !(server && rows.length > 0);
    body = waiting ? (
      <Skeleton active paragraph={{ rows: 4 }} />
    ) : rows.length === 0 ? (
      <p className="admin-list__empty">{empty}</p>
    ) : (
      <>
        <ul className="admin-list" aria-label={caption}>
          {pageRows.map((row, index) => (
            <li key={keyOf(row)} className={['admin-list__item', rowClassName?.(row)].filter(Boolean).join(' ')}>
              {heading && <div className="admin-list__heading">{cell(row, heading, index)}</div>}
              {facts.length > 0 && (
                <dl className="admin-list__facts">
                  {facts.map((column) => (
                    <div key={column.key} className="admin-list__fact">
                      <dt>{column.title}</dt>
                      <dd>{cell(row, column, index)}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {detailsButton(row)}
            </li>
          ))}
        </ul>
        <Pagination
          className="admin-list__pages"
          current={current}
          pageSize={server?.pageSize ?? ADMIN_PAGE_SIZE}
          total={server?.total ?? rows.length}
          onChange={server?.onPageChange ?? setPage}
          disabled={loading}
          hideOnSinglePage
          showSizeChanger={false}
          size="small"
        />
      </>
    );
  } else {
    const actionColumn: ColumnType<T>[] =
      actions || withDetailsButton
        ? [
            {
              key: 'admin-actions',
              title: 'Actions',
              render: (_, row) => (
                <div className="admin-table__actions">
                  {withDetailsButton && detailsButton(row)}
                  {actions?.(row)}
                </div>
              ),
            },
          ]
        : [];
    body = (
      <div ref={frame}>
        <Table<T>
          size="middle"
          rowKey={rowKey}
          columns={[...tableColumns, ...actionColumn]}
          dataSource={rows}
          loading={loading}
          rowClassName={rowClassName ? (row) => rowClassName(row) ?? '' : undefined}
          // Wrap first; scroll sideways only when the columns cannot fit even then.
          scroll={{ x: true }}
          pagination={
            server
              ? {
                  current: server.page,
                  pageSize: server.pageSize,
                  total: server.total,
                  onChange: server.onPageChange,
                  // 20, 50 or 100 a page; nothing to choose while everything fits on one page of 20.
                  hideOnSinglePage: server.total <= ADMIN_PAGE_SIZE,
                  showSizeChanger: server.total > ADMIN_PAGE_SIZE,
                  pageSizeOptions: [20, 50, 100],
                }
              : { pageSize: ADMIN_PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }
          }
          onChange={(_pagination, _filters, sorter, extra) => {
            if (extra.action !== 'sort' || !server?.onSortChange) return;
            const { columnKey, order } = sorter as SorterResult<T>;
            const by = order ? columns.find((column) => column.key === columnKey)?.sortKey : undefined;
            server.onSortChange(by, by ? (order === 'ascend' ? 'asc' : 'desc') : undefined);
          }}
          locale={{ emptyText: empty }}
          caption={<span className="sr-only">{caption}</span>}
        />
      </div>
    );
  }

  const scrollButtons = !phone && !error && overflows;
  // Phones have no headers to click: the same orders in one Sort by.
  const sortSelect = phone && sortable.length > 0 && server?.onSortChange && (
    <Select<string>
      className="admin-table__sort"
      aria-label="Sort by"
      size="small"
      popupMatchSelectWidth={false}
      getPopupContainer={popupInMain}
      value={server.sort ? `${server.sort.by}:${server.sort.order}` : undefined}
      placeholder="Sort by"
      options={sortable.flatMap((column) => [
        { value: `${column.sortKey}:asc`, label: `${column.title} ↑` },
        { value: `${column.sortKey}:desc`, label: `${column.title} ↓` },
      ])}
      onChange={(value) => {
        const [by, order] = value.split(':') as [string, 'asc' | 'desc'];
        server.onSortChange?.(by, order);
      }}
    />
  );

  return (
    <div className="admin-table">
      {(toolbar || scrollButtons || sortSelect) && (
        <div className="admin-table__toolbar">
          <div className="admin-table__tools">
            {toolbar}
            {sortSelect}
          </div>
          {scrollButtons && (
            <div className="admin-table__scroll">
              <Button
                icon={<LeftOutlined aria-hidden="true" />}
                aria-label="Scroll table left"
                onClick={() => scrollBy(-ADMIN_TABLE_SCROLL_STEP)}
              />
              <Button
                icon={<RightOutlined aria-hidden="true" />}
                aria-label="Scroll table right"
                onClick={() => scrollBy(ADMIN_TABLE_SCROLL_STEP)}
              />
            </div>
          )}
        </div>
      )}
      {body}
      <Drawer
        open={openRow !== undefined}
        title={detailsTitle}
        onClose={() => setOpenKey(null)}
        size={phone ? '100%' : 560}
        destroyOnHidden
        footer={openRow && actions ? <div className="admin-drawer__actions">{actions(openRow)}</div> : undefined}
      >
        {openRow &&
          (details ? (
            details(openRow)
          ) : (
            <Descriptions
              size="small"
              bordered
              column={1}
              className="admin-drawer__fields"
              items={columns.map((column) => ({
                key: column.key,
                label: column.title,
                children: cell(openRow, column, rows.indexOf(openRow)),
              }))}
            />
          ))}
      </Drawer>
    </div>
  );
}
