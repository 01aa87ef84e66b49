import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { Route as AuthRoute } from '../../routes/auth';
import { Route as AuthCallbackRoute } from '../../routes/auth_.callback';
import { Route as ResetPasswordRoute } from '../../routes/reset-password';
import { renderRoutes } from '../../test/render';
import { fill } from '../../test/user';

/** The reset page, the session-completion route and the sign-in page they lead to. */
function renderPage(url: string) {
  return renderRoutes(
    { '/reset-password': ResetPasswordRoute, '/auth_/callback': AuthCallbackRoute, '/auth': AuthRoute },
    url,
  );
}
import { makeSessionUser, sessionAnswer } from '../../test/session';

const UPDATED = 'Your password has been updated. Please sign in with your new password.';
const INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

describe('/reset-password', () => {
  it('sets the new password with the token from the link, then offers to sign in', async () => {
    const fetchSpy = mockApi({ '/api/v1/auth/password/reset': () => jsonResponse({ message: UPDATED }) });
    const user = userEvent.setup({ delay: null });
    renderPage('/reset-password?token=tok_123');

    await fill(user, await screen.findByLabelText('New password'), 'monsoon-tickets');
    await fill(user, screen.getByLabelText('Confirm new password'), 'monsoon-tickets-typo');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findAllByText('Passwords do not match')).length).toBeGreaterThan(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await fill(user, screen.getByLabelText('Confirm new password'), 'monsoon-tickets');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Password updated' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    const sent = fetchSpy.mock.calls.find(([request]) => request.url.endsWith('/password/reset'))![0];
    expect(await sent.clone().json()).toEqual({ token: 'tok_123', password: 'monsoon-tickets' });
  });

  it("shows the server's message for an invalid or expired link", async () => {
    mockApi({ '/api/v1/auth/password/reset': () => problem(400, INVALID) });
    const user = userEvent.setup({ delay: null });
    renderPage('/reset-password?token=used');

    await fill(user, await screen.findByLabelText('New password'), 'monsoon-tickets');
    await fill(user, screen.getByLabelText('Confirm new password'), 'monsoon-tickets');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/auth?mode=forgot');
  });

  it('says the link cannot be used when it has no token', async () => {
    mockApi({});
    renderPage('/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeInTheDocument();
  });
});

describe('/auth/callback', () => {
  it('goes to a same-site returnTo when signed in', async () => {
    mockApi({ '/api/v1/auth/session': sessionAnswer(makeSessionUser()), '/api/v1/events': () => jsonResponse([]) });
    const { router } = renderPage('/auth/callback?returnTo=%2Fevents');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
  });

  it('goes home instead of to another site', async () => {
    mockApi({ '/api/v1/auth/session': sessionAnswer(makeSessionUser()), '/api/v1/events': () => jsonResponse([]) });
    const { router } = renderPage('/auth/callback?returnTo=https%3A%2F%2Fevil.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes to /auth without a session', async () => {
    mockApi({});
    const { router } = renderPage('/auth/callback?returnTo=%2Fevents');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
