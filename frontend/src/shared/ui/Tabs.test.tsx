import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from '.';

const ITEMS = [
  { key: 'purchases', label: 'Purchases', children: <input aria-label="Search purchases" /> },
  { key: 'listings', label: 'Listings', children: <p>Your listings</p> },
  { key: 'sold', label: 'Sold', children: <p>Sold tickets</p> },
] as const;

describe('Tabs', () => {
  it('is a tab list with one tab in the Tab order and the open panel labelled by its tab', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Tabs aria-label="Your tickets" items={ITEMS} />);
    screen.getByRole('tablist', { name: 'Your tickets' });
    const purchases = screen.getByRole('tab', { name: 'Purchases' });
    expect(purchases).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Purchases' });
    expect(purchases).toHaveAttribute('aria-controls', panel.id);

    await user.tab();
    expect(purchases).toHaveFocus();
    await user.tab();
    expect(panel).toHaveFocus();
  });

  it('moves and opens with the arrows (wrapping), Home and End, and keeps what was typed in a hidden panel', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Tabs items={ITEMS} onChange={onChange} />);
    await user.type(screen.getByLabelText('Search purchases'), 'Coldplay');
    screen.getByRole('tab', { name: 'Purchases' }).focus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Listings' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Listings' })).toHaveTextContent('Your listings');
    expect(onChange).toHaveBeenLastCalledWith('listings');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Sold' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Purchases' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Sold' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByLabelText('Search purchases')).toHaveValue('Coldplay');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('follows the page when it keeps the open tab', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    const { rerender } = render(<Tabs items={ITEMS} activeKey="sold" onChange={onChange} />);
    expect(screen.getByRole('tab', { name: 'Sold' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Listings' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('listings');
    expect(screen.getByRole('tab', { name: 'Sold' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs items={ITEMS} activeKey="listings" onChange={onChange} />);
    expect(screen.getByRole('tabpanel', { name: 'Listings' })).toBeVisible();
  });
});
