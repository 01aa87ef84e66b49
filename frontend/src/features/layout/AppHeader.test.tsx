import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../AppProviders';
import { testI18n } from '../../test/i18n';
import { createQueryClient } from '../../shared/query-client';
import type { SessionUser } from '../../shared/session';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { AccountMenu } from './AccountMenu';
import { MobileMenu } from './MobileMenu';
import { greeting, mainNav } from './navigation';

/** The layout (header and footer) around a stand-in home page. */
function renderHeader() {
  return renderRoutes({}, '/', { layout: true });
}

function renderHome(user: SessionUser | null) {
  const fetchSpy = mockApi({ '/api/v1/events': () => jsonResponse([]), '/api/v1/auth/session': sessionAnswer(user) });
  return { fetchSpy, ...renderHeader() };
}

const banner = () => screen.getByRole('banner');
const header = () => screen.findByRole('banner');

/** Elements drawn by antd's components (their `ant-…` class names; icons are `anticon`). */
function antdElements(root: HTMLElement): Element[] {
  return [...root.querySelectorAll('*')].filter((el) => [...el.classList].some((name) => name.startsWith('ant-')));
}

/**
 * `ui` as a public page has it (ADR 57): the app's providers and a router, but no antd provider
 * (renderRoutes gives every test one).
 */
function renderOnPublicPage(ui: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return render(
    <AppProviders queryClient={createQueryClient()} i18n={testI18n()} motion={false}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('greeting', () => {
  it("uses the full name's first word, else the email before the @, else 'User'", () => {
    const i18n = testI18n();
    expect(greeting(i18n, { full_name: 'Priya Sharma', email: 'p.sharma@example.in' })).toBe('Hi, Priya');
    expect(greeting(i18n, { full_name: null, email: 'asha.rao@example.in' })).toBe('Hi, asha.rao');
    expect(greeting(i18n, { full_name: '', email: '' })).toBe('Hi, User');
    expect(greeting(testI18n('hi'), { full_name: 'Priya Sharma', email: '' })).toBe('नमस्ते, Priya');
  });
});

describe('header', () => {
  it('offers Sign In to visitors, and no Admin item', async () => {
    renderHome(null);
    expect(await within(await header()).findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(within(banner()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it("draws the header and footer without antd's components for a visitor", async () => {
    renderHome(null);
    await within(await header()).findByRole('link', { name: 'Sign In' });
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeEnabled();
    expect(antdElements(banner())).toEqual([]);
    expect(antdElements(screen.getByRole('contentinfo'))).toEqual([]);
  });

  it("greets a signed-in user as 'Hi, Priya' with Your Profile, Your Tickets and Sign Out", async () => {
    const { router, fetchSpy } = renderHome(makeSessionUser());
    const user = userEvent.setup({ delay: null });

    const menuButton = await within(await header()).findByRole('button', { name: 'Hi, Priya' });
    expect(within(banner()).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();

    await user.click(menuButton);
    expect(await screen.findByRole('menuitem', { name: /Your Profile/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Your Tickets/ })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: /Sign Out/ }));

    await waitFor(() => expect(within(banner()).getByRole('link', { name: 'Sign In' })).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(fetchSpy.mock.calls.some(([request]) => request.url.endsWith('/api/v1/auth/logout'))).toBe(true);
  });

  it("greets by the email's name when there is no full name, else 'User'", async () => {
    renderHome(makeSessionUser({ full_name: null, email: 'asha.rao@example.in' }));
    expect(await within(await header()).findByRole('button', { name: 'Hi, asha.rao' })).toBeInTheDocument();
  });

  it("says 'Hi, User' when neither is known", async () => {
    renderHome(makeSessionUser({ full_name: null, email: '' }));
    expect(await within(await header()).findByRole('button', { name: 'Hi, User' })).toBeInTheDocument();
  });

  it('shows Admin to admins, in the header and the mobile menu', async () => {
    renderHome(makeSessionUser({ is_admin: true }));
    const user = userEvent.setup({ delay: null });
    expect(await within(await header()).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Admin' })).toBeInTheDocument();
    expect(within(menu).getByText('Hi, Priya')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Your Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('link', { name: 'Your Tickets' })).toHaveAttribute('href', '/tickets');
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('ignores a session lookup that fails: the visitor just sees Sign In', async () => {
    mockApi({ '/api/v1/events': () => jsonResponse([]), '/api/v1/auth/session': () => problem(403, 'Forbidden') });
    renderHeader();
    expect(await within(await header()).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe("the header's menus on a public page (no antd)", () => {
  it('the account menu opens on its first item and signs out', async () => {
    const onSignOut = vi.fn();
    renderOnPublicPage(<AccountMenu user={makeSessionUser()} onSignOut={onSignOut} />);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Hi, Priya' }));
    const signOut = await screen.findByRole('menuitem', { name: /Sign Out/ });
    expect(screen.getByRole('menuitem', { name: /Your Profile/ })).toHaveFocus();
    await user.click(signOut);
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it("the phone's menu is a dialog named Menu", async () => {
    renderOnPublicPage(
      <MobileMenu
        id="mobile-menu"
        open
        onClose={() => {}}
        nav={mainNav}
        pathname="/"
        user={null}
        isLoading={false}
        onSignOut={() => {}}
      />,
    );
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(menu).toHaveAttribute('aria-modal', 'true');
  });
});
