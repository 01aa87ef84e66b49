import { screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { renderWithProviders } from '../../test/render';
import { setupUser } from '../../test/user';
import { PHONE_WIDTH, setViewportWidth } from '../../test/viewport';
import { type AdminColumn, AdminTable, type AdminTableProps } from './AdminTable';

interface Row {
  id: string;
  name: string;
  city: string;
  note: string;
}

const columns: AdminColumn<Row>[] = [
  { title: 'Name', dataIndex: 'name', key: 'name', summary: 'heading' },
  { title: 'City', dataIndex: 'city', key: 'city', summary: true },
  { title: 'Note', dataIndex: 'note', key: 'note' },
];

const priya: Row = { id: '1', name: 'Priya Sharma', city: 'Bengaluru', note: 'Asked about refunds' };
const arjun: Row = { id: '2', name: 'Arjun Mehta', city: 'Pune', note: 'New seller' };

function renderTable(props: Partial<AdminTableProps<Row>> = {}) {
  return renderWithProviders(
    <AdminTable<Row>
      caption="People"
      rowKey="id"
      columns={columns}
      dataSource={[priya, arjun]}
      rowLabel={(row) => row.name}
      detailsTitle="Person details"
      actions={(row) => <Button onClick={() => actionFor(row.name)}>Verify</Button>}
      {...props}
    />,
  );
}

const actionFor = vi.fn();

/** jsdom lays nothing out: make every element report these widths, as a browser would. */
function layOut({ content, frame }: { content: number; frame: number }) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(frame);
}

afterEach(() => actionFor.mockReset());

describe('AdminTable on a wide screen', () => {
  it('is a table with every column and the actions in the last one', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'City', 'Note', 'Actions']);
    const row = within(table).getByRole('row', { name: /Priya Sharma/ });
    expect(row).toHaveTextContent('Asked about refunds');
    expect(within(row).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    // Nothing is hidden from the row, so there is nothing more to open.
    expect(within(row).queryByRole('button', { name: /^Details/ })).not.toBeInTheDocument();
  });

  it('shows the scroll buttons only when the table is wider than its frame', () => {
    layOut({ content: 900, frame: 900 });
    const { unmount } = renderTable();
    expect(screen.queryByRole('button', { name: 'Scroll table right' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scroll table left' })).not.toBeInTheDocument();
    unmount();

    layOut({ content: 1400, frame: 900 });
    renderTable();
    expect(screen.getByRole('button', { name: 'Scroll table right' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll table left' })).toBeInTheDocument();
  });

  it('scrolls the table body sideways by 200 px with its left and right buttons', async () => {
    layOut({ content: 1400, frame: 900 });
    const scrollBy = vi.spyOn(Element.prototype, 'scrollBy').mockImplementation(() => {});
    const user = setupUser();
    renderTable();

    await user.click(screen.getByRole('button', { name: 'Scroll table right' }));
    await user.click(screen.getByRole('button', { name: 'Scroll table left' }));

    expect(scrollBy.mock.calls.map(([options]) => options)).toEqual([
      { left: 200, behavior: 'smooth' },
      { left: -200, behavior: 'smooth' },
    ]);
    const scrolled = scrollBy.mock.contexts[0] as HTMLElement;
    expect(scrolled.matches('.ant-table-content, .ant-table-body')).toBe(true);
  });

  it('keeps detail-only fields for the drawer, opened from the row', async () => {
    const user = setupUser();
    renderTable({ columns: [...columns.slice(0, 2), { ...columns[2]!, detailOnly: true }] });
    const row = screen.getByRole('row', { name: /Priya Sharma/ });
    expect(row).not.toHaveTextContent('Asked about refunds');

    await user.click(within(row).getByRole('button', { name: 'Details: Priya Sharma' }));
    const drawer = await screen.findByRole('dialog', { name: 'Person details' });
    expect(drawer).toHaveTextContent('NoteAsked about refunds');
  });
});

describe('AdminTable on a phone', () => {
  it('lists each row with its key facts, and opens a drawer with every field and the actions', async () => {
    setViewportWidth(PHONE_WIDTH);
    const user = setupUser();
    renderTable();

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'People' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Priya Sharma');
    expect(first).toHaveTextContent('CityBengaluru');
    expect(second).toHaveTextContent('Arjun Mehta');
    // Only the key facts on the row; the rest and the actions are one tap away.
    expect(first).not.toHaveTextContent('Asked about refunds');
    expect(within(first!).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();

    await user.click(within(first!).getByRole('button', { name: 'Details: Priya Sharma' }));
    const drawer = await screen.findByRole('dialog', { name: 'Person details' });
    expect(drawer).toHaveTextContent('NamePriya Sharma');
    expect(drawer).toHaveTextContent('CityBengaluru');
    expect(drawer).toHaveTextContent('NoteAsked about refunds');
    await user.click(within(drawer).getByRole('button', { name: 'Verify' }));
    expect(actionFor).toHaveBeenCalledWith('Priya Sharma');
  });

  it('closes the drawer when its row goes away (e.g. verified into another tab)', async () => {
    setViewportWidth(PHONE_WIDTH);
    const user = setupUser();
    const { rerender } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Details: Arjun Mehta' }));
    expect(await screen.findByRole('dialog', { name: 'Person details' })).toHaveTextContent('Pune');

    rerender(
      <AdminTable<Row>
        caption="People"
        rowKey="id"
        columns={columns}
        dataSource={[priya]}
        rowLabel={(row) => row.name}
        detailsTitle="Person details"
      />,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Person details' })).not.toBeInTheDocument());
  });

  it('says so when there are no rows', () => {
    setViewportWidth(PHONE_WIDTH);
    renderTable({ dataSource: [], emptyText: 'No people yet.' });
    expect(screen.getByText('No people yet.')).toBeInTheDocument();
  });
});

describe('AdminTable states', () => {
  it('says so when there are no rows', () => {
    renderTable({ dataSource: [], emptyText: 'No people yet.' });
    expect(screen.getByText('No people yet.')).toBeInTheDocument();
  });

  it('shows the load error with Retry instead of the table', async () => {
    const retry = vi.fn();
    const user = setupUser();
    renderTable({
      dataSource: undefined,
      error: new ApiError(500, 'Something went wrong. Please try again.'),
      errorTitle: 'Error loading people',
      onRetry: retry,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading people');
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scroll table right' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
