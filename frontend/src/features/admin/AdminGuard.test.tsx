import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../shared/session';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { Route as AdminRoute } from '../../routes/admin';
import { Route as AdminIndexRoute } from '../../routes/admin.index';
import { Route as AdminUsersRoute } from '../../routes/admin.users';
import { Route as AuthRoute } from '../../routes/auth';
import { renderRoutes } from '../../test/render';
import { renderApp } from '../../test/render-app';
import { makeSessionUser, sessionAnswer } from '../../test/session';

function serve(session: () => Response) {
  return mockApi({
    '/api/v1/auth/session': session,
    '/api/v1/events': () => jsonResponse([]),
    '/api/v1/admin/users': () => jsonResponse([]),
    '/api/v1/admin/dashboard': () => problem(403, 'Not counted in this test'),
  });
}

/** The admin area with its dashboard and users page, and the sign-in page it sends visitors to. */
function renderAdmin(url: string) {
  return renderRoutes(
    { '/admin': AdminRoute, '/admin/': AdminIndexRoute, '/admin/users': AdminUsersRoute, '/auth': AuthRoute },
    url,
  );
}

const admin: SessionUser = makeSessionUser({ id: 'admin-1', full_name: 'Meera Iyer', is_admin: true });

describe('admin guard', () => {
  it('sends a visitor to /auth, coming back to the admin page afterwards', async () => {
    serve(sessionAnswer(null));
    const { router } = renderAdmin('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ returnTo: '/admin/users' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeInTheDocument();
  });

  it('sends a signed-in user who is not an admin home', async () => {
    serve(sessionAnswer(makeSessionUser()));
    const { router } = renderAdmin('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Admin dashboard' })).not.toBeInTheDocument();
  });

  it('sends the visitor home when the session cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(() => problem(400, 'Bad request'));
    const { router } = renderAdmin('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows an admin the dashboard, with a card linking every section and none coming soon', async () => {
    serve(sessionAnswer(admin));
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const section of ['users', 'events', 'tickets', 'transfers', 'payouts', 'transactions', 'disputes', 'audit']) {
      expect(main.querySelectorAll(`a[href="/admin/${section}"]`).length).toBeGreaterThan(0);
    }
    expect(main).not.toHaveTextContent('Coming soon');
  });

  // The route tree itself: every /admin URL, built or not, is behind the same guard.
  it.each(['/admin/events', '/admin/transfers', '/admin/whatever', '/admin/users/extra'])(
    'sends a visitor on %s to sign in, coming back to it, never to a 404',
    async (path) => {
      serve(sessionAnswer(null));
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
      expect(router.state.location.search).toEqual({ returnTo: path });
      expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    },
  );

  it('sends a signed-in user who is not an admin from an unknown admin URL home', async () => {
    serve(sessionAnswer(makeSessionUser()));
    const { router } = renderApp('/admin/whatever');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows an admin an unknown admin page as not found, inside the admin area', async () => {
    serve(sessionAnswer(admin));
    renderApp('/admin/whatever');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });
});
