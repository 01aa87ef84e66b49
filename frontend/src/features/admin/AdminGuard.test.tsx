import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../shared/session';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';

function serve(session: () => Response) {
  return mockApi({
    '/api/v1/auth/session': session,
    '/api/v1/events': () => jsonResponse([]),
    '/api/v1/admin/users': () => jsonResponse([]),
  });
}

const admin: SessionUser = makeSessionUser({ id: 'admin-1', full_name: 'Meera Iyer', is_admin: true });

describe('admin guard', () => {
  it('sends a visitor to /auth, coming back to the admin page afterwards', async () => {
    serve(sessionAnswer(null));
    const { router } = renderApp('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ returnTo: '/admin/users' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeInTheDocument();
  });

  it('sends a signed-in user who is not an admin home', async () => {
    serve(sessionAnswer(makeSessionUser()));
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Admin dashboard' })).not.toBeInTheDocument();
  });

  it('sends the visitor home when the session cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(() => problem(400, 'Bad request'));
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows an admin the dashboard, with only the built sections as links', async () => {
    serve(sessionAnswer(admin));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main.querySelectorAll('a[href="/admin/users"]').length).toBeGreaterThan(0);
    expect(main.querySelectorAll('a[href="/admin/messages"]').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: /Events/ })).toHaveTextContent('Coming soon');
    expect(main.querySelector('a[href="/admin/events"]')).toBeNull();
  });
});
