import { InboxOutlined, LeftOutlined, RightOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Table, type TableProps } from 'antd';
import { type ReactNode, useRef } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { StatusPanel } from '../../shared/ui/StatusPanel';

/** The spec's admin table scroll step. */
export const ADMIN_TABLE_SCROLL_STEP = 200;

export interface AdminTableProps<T> extends Omit<TableProps<T>, 'title'> {
  /** Names the table (its caption, read by assistive technology). */
  caption: string;
  /** A failed load: shown instead of the table, with Retry. */
  error?: unknown;
  onRetry?: () => void;
  /** The spec's load-error message for this table, e.g. 'Error loading events'. */
  errorTitle?: string;
  emptyText?: ReactNode;
  /** Buttons or filters shown next to the scroll buttons. */
  toolbar?: ReactNode;
}

/**
 * Every admin list: an antd Table that scrolls sideways on small screens, with the spec's left/right
 * scroll buttons (200 px), and loading, empty and error states.
 */
export function AdminTable<T extends object>({
  caption,
  error,
  onRetry,
  errorTitle = 'Error loading data',
  emptyText = 'Nothing here yet.',
  toolbar,
  locale,
  scroll,
  pagination,
  ...tableProps
}: AdminTableProps<T>) {
  const frame = useRef<HTMLDivElement>(null);

  const scrollBy = (left: number) => {
    const body = frame.current?.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
    body?.scrollBy({ left, behavior: 'smooth' });
  };

  return (
    <div className="admin-table">
      <div className="admin-table__toolbar">
        <div className="admin-table__tools">{toolbar}</div>
        <div className="admin-table__scroll">
          <Button
            icon={<LeftOutlined aria-hidden="true" />}
            aria-label="Scroll table left"
            onClick={() => scrollBy(-ADMIN_TABLE_SCROLL_STEP)}
            disabled={Boolean(error)}
          />
          <Button
            icon={<RightOutlined aria-hidden="true" />}
            aria-label="Scroll table right"
            onClick={() => scrollBy(ADMIN_TABLE_SCROLL_STEP)}
            disabled={Boolean(error)}
          />
        </div>
      </div>
      {error ? (
        <StatusPanel
          tone="error"
          headingLevel={2}
          icon={<WarningOutlined />}
          title={errorTitle}
          actions={onRetry && <Button onClick={onRetry}>Retry</Button>}
        >
          <p>{errorMessage(error)}</p>
        </StatusPanel>
      ) : (
        <div ref={frame}>
          <Table<T>
            size="middle"
            scroll={{ x: 'max-content', ...scroll }}
            pagination={pagination ?? { pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
            locale={{
              emptyText: (
                <span className="admin-table__empty">
                  <InboxOutlined aria-hidden="true" /> {emptyText}
                </span>
              ),
              ...locale,
            }}
            caption={<span className="sr-only">{caption}</span>}
            {...tableProps}
          />
        </div>
      )}
    </div>
  );
}
