import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type CardColumn, TableOrCards } from '.';

interface Purchase {
  id: string;
  event: string;
  total: string;
}

const COLUMNS: CardColumn<Purchase>[] = [
  { key: 'event', title: 'Event', heading: true, render: (row) => row.event },
  { key: 'total', title: 'Total', align: 'end', render: (row) => row.total },
];
const ROWS: Purchase[] = [
  { id: 'p1', event: 'Coldplay, Mumbai', total: '₹4,500.00' },
  { id: 'p2', event: 'Sunburn, Goa', total: '₹2,999.00' },
];

describe('TableOrCards', () => {
  it('is one table named by its caption, each cell under its column header', () => {
    render(<TableOrCards caption="Your purchases" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Your purchases' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Event', 'Total']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Coldplay, Mumbai', '₹4,500.00'],
      ['Sunburn, Goa', '₹2,999.00'],
    ]);
  });

  it('gives each cell its column’s name for the card a phone draws, and marks the card’s heading', () => {
    render(<TableOrCards caption="Your purchases" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} />);
    const total = screen.getByRole('cell', { name: '₹4,500.00' });
    expect(total).toHaveAttribute('data-label', 'Total');
    expect(total).toHaveClass('ts-table-cards__cell--end');
    expect(screen.getByRole('cell', { name: 'Coldplay, Mumbai' })).toHaveClass('ts-table-cards__cell--heading');
  });

  it('says its empty text in place of an empty table', () => {
    render(
      <TableOrCards
        caption="Your purchases"
        columns={COLUMNS}
        rows={[]}
        rowKey={(row) => row.id}
        empty="No purchases yet."
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No purchases yet.')).toBeInTheDocument();
  });
});
