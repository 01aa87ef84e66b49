import type { ReactNode } from 'react';
import { cx } from './control';
import './table-or-cards.css';

export interface CardColumn<T> {
  key: string;
  /** The column's header, and the fact's name on a card. */
  title: string;
  render: (row: T) => ReactNode;
  /** The card's heading on a phone (the first such column); drawn without its name. */
  heading?: boolean;
  align?: 'start' | 'end';
}

export interface TableOrCardsProps<T> {
  /** What the rows are ('Your purchases'): the table's caption. */
  caption: string;
  /** Shown above the table, or kept for screen readers alone. */
  showCaption?: boolean;
  columns: readonly CardColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Said in place of the table when there are no rows. */
  empty?: ReactNode;
  className?: string;
}

/**
 * Rows of facts: a table on a wide screen, a card per row on a phone (under --ts-size-cards-below),
 * one markup drawn by the server either way, so a phone never sees the table first. The roles are
 * written out because a browser drops a table's semantics once CSS draws its rows as cards; on a card
 * each cell shows its column's name, from `data-label`.
 */
export function TableOrCards<T>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  empty,
  className,
}: TableOrCardsProps<T>) {
  if (rows.length === 0 && empty !== undefined) return <div className="ts-table-cards__empty">{empty}</div>;
  return (
    <table role="table" className={cx('ts-table-cards', className)}>
      <caption className={showCaption ? 'ts-table-cards__caption' : 'sr-only'}>{caption}</caption>
      <thead role="rowgroup" className="ts-table-cards__head">
        <tr role="row">
          {columns.map((column) => (
            <th
              key={column.key}
              role="columnheader"
              scope="col"
              className={cx('ts-table-cards__th', column.align === 'end' && 'ts-table-cards__cell--end')}
            >
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={rowKey(row)} role="row" className="ts-table-cards__row">
            {columns.map((column) => (
              <td
                key={column.key}
                role="cell"
                data-label={column.title}
                className={cx(
                  'ts-table-cards__cell',
                  column.heading && 'ts-table-cards__cell--heading',
                  column.align === 'end' && 'ts-table-cards__cell--end',
                )}
              >
                {column.render(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
