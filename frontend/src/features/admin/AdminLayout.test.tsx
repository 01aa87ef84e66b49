import type { AnyRoute } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route as AdminRoute } from '../../routes/admin';
import { Route as AdminCategoriesRoute } from '../../routes/admin.categories';
import { Route as AdminIndexRoute } from '../../routes/admin.index';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { setupUser } from '../../test/user';
import { PHONE_WIDTH, setViewportWidth } from '../../test/viewport';
import { useAdminCrumb } from './AdminLayout';
import { adminSections } from './sections';

/*
 * The back office's own layout (antd Pro's): a side menu with an icon per section that collapses, on
 * phones a rail of icons whose toggle opens the whole menu in a drawer; breadcrumbs; no site footer.
 */

const admin = makeSessionUser({ id: 'admin-1', full_name: 'Meera Iyer', is_admin: true });

function serve() {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(admin),
    '/api/v1/admin/categories': () => jsonResponse([{ id: 'c1', name: 'Concerts', event_count: 2 }]),
    '/api/v1/admin/dashboard': () => problem(403, 'Not counted in this test'),
  });
}

function renderAdmin(url: string, options: { layout?: boolean } = {}) {
  return renderRoutes(
    { '/admin': AdminRoute, '/admin/': AdminIndexRoute, '/admin/categories': AdminCategoriesRoute },
    url,
    options,
  );
}

describe('admin layout', () => {
  it('has a menu link with an icon for the dashboard and every section, the current one marked', async () => {
    serve();
    renderAdmin('/admin/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      ...adminSections.map((section) => section.href),
    ]);
    for (const href of ['/admin/users', '/admin/events', '/admin/categories', '/admin/tickets', '/admin/audit']) {
      expect(links.map((link) => link.getAttribute('href'))).toContain(href);
    }
    for (const link of links) expect(link.querySelector('svg')).not.toBeNull();
    expect(within(nav).getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('shows breadcrumbs Admin / Section, the section current and Admin a link', async () => {
    serve();
    renderAdmin('/admin/categories');
    await screen.findByRole('heading', { level: 1, name: 'Categories' });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail).toHaveTextContent('Admin/Categories');
    expect(within(trail).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(trail).getByText('Categories')).toHaveAttribute('aria-current', 'page');
  });

  it("names a page's item in the breadcrumbs (e.g. a dispute's reference)", async () => {
    serve();
    // A stand-in item page below a section, naming its item as the dispute page does.
    const itemPage = {
      options: {
        component: function DisputeItem() {
          useAdminCrumb('TS-D-2026-000042');
          return <h1>Dispute</h1>;
        },
      },
    } as unknown as AnyRoute;
    renderRoutes({ '/admin': AdminRoute, '/admin/disputes/$id': itemPage }, '/admin/disputes/d1');
    await screen.findByRole('heading', { level: 1, name: 'Dispute' });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(trail).toHaveTextContent('Admin/Disputes/TS-D-2026-000042'));
    expect(within(trail).getByRole('link', { name: 'Disputes' })).toHaveAttribute('href', '/admin/disputes');
  });

  it('collapses the menu to its icons and remembers it; the titles stay for screen readers', async () => {
    serve();
    const user = setupUser();
    const { unmount } = renderAdmin('/admin/categories');
    await screen.findByRole('heading', { level: 1, name: 'Categories' });
    const collapse = screen.getByRole('button', { name: 'Collapse admin menu' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await user.click(collapse);
    const expand = screen.getByRole('button', { name: 'Expand admin menu' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    const users = within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Users' });
    expect(within(users).getByText('Users')).toHaveClass('sr-only');
    unmount();

    renderAdmin('/admin/categories');
    await screen.findByRole('heading', { level: 1, name: 'Categories' });
    expect(screen.getByRole('button', { name: 'Expand admin menu' })).toBeInTheDocument();
  });

  it('on phones keeps a rail of icons and opens the whole menu in a drawer', async () => {
    setViewportWidth(PHONE_WIDTH);
    serve();
    const user = setupUser();
    const { router } = renderAdmin('/admin/categories');
    await screen.findByRole('heading', { level: 1, name: 'Categories' });
    const rail = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(within(rail).getByRole('link', { name: 'Events' })).getByText('Events')).toHaveClass('sr-only');

    await user.click(screen.getByRole('button', { name: 'Open admin menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Admin menu' });
    expect(within(menu).getByText('Audit log')).not.toHaveClass('sr-only');
    await user.click(within(menu).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Admin menu' })).not.toBeInTheDocument());
  });

  it('has no site footer in the back office', async () => {
    serve();
    renderAdmin('/admin/categories', { layout: true });
    await screen.findByRole('heading', { level: 1, name: 'Categories' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
