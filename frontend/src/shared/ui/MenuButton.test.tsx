import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from './MenuButton';

function renderMenu(onSignOut = vi.fn()) {
  render(
    <>
      <MenuButton
        items={[
          { key: 'profile', label: 'Your Profile', href: '/profile' },
          { key: 'tickets', label: 'Your Tickets', href: '/tickets' },
          { key: 'divider', divider: true },
          { key: 'out', label: 'Sign Out', onSelect: onSignOut },
        ]}
      >
        Hi, Priya
      </MenuButton>
      <p>Elsewhere</p>
    </>,
  );
  return { onSignOut, button: screen.getByRole('button', { name: 'Hi, Priya' }) };
}

describe('MenuButton', () => {
  it('says it has a menu, opens it on the first item, and moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup({ delay: null });
    const { button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Your Profile', 'Your Tickets', 'Sign Out']);
    expect(items[0]).toHaveFocus();
    expect(items[0]).toHaveAttribute('href', '/profile');

    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
  });

  it('runs a command with Enter and closes, the focus back on the button', async () => {
    const user = userEvent.setup({ delay: null });
    const { button, onSignOut } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{End}{Enter}');
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on Escape (focus back on the button) and on a press elsewhere', async () => {
    const user = userEvent.setup({ delay: null });
    const { button, onSignOut } = renderMenu();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('can start open, for a menu loaded by the press that asked for it', () => {
    render(
      <MenuButton defaultOpen aria-label="Share" items={[{ key: 'copy', label: 'Copy Link', onSelect: () => {} }]} />,
    );
    expect(screen.getByRole('menuitem', { name: 'Copy Link' })).toHaveFocus();
  });
});
