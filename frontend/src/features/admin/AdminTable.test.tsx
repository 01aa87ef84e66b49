import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { AdminTable } from './AdminTable';

interface Row {
  id: string;
  name: string;
}

const columns = [{ title: 'Name', dataIndex: 'name', key: 'name' }];

describe('AdminTable', () => {
  it('scrolls the table body sideways by 200 px with its left and right buttons', async () => {
    const scrollBy = vi.spyOn(Element.prototype, 'scrollBy').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    render(<AdminTable<Row> caption="Users" rowKey="id" columns={columns} dataSource={[{ id: '1', name: 'Priya' }]} />);

    expect(screen.getByRole('table', { name: 'Users' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Scroll table right' }));
    await user.click(screen.getByRole('button', { name: 'Scroll table left' }));

    expect(scrollBy.mock.calls.map(([options]) => options)).toEqual([
      { left: 200, behavior: 'smooth' },
      { left: -200, behavior: 'smooth' },
    ]);
    const scrolled = scrollBy.mock.contexts[0] as HTMLElement;
    expect(scrolled.matches('.ant-table-content, .ant-table-body')).toBe(true);
  });

  it('says so when there are no rows', () => {
    render(<AdminTable<Row> caption="Users" rowKey="id" columns={columns} dataSource={[]} emptyText="No users yet." />);
    expect(screen.getByText('No users yet.')).toBeInTheDocument();
  });

  it('shows the load error with Retry instead of the table', async () => {
    const retry = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(
      <AdminTable<Row>
        caption="Users"
        rowKey="id"
        columns={columns}
        error={new ApiError(500, 'Something went wrong. Please try again.')}
        errorTitle="Error loading users"
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading users');
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
