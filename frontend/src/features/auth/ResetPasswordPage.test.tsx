import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';

const UPDATED = 'Your password has been updated. Please sign in with your new password.';
const INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

describe('/reset-password', { timeout: 15_000 }, () => {
  it('sets the new password with the token from the link, then offers to sign in', async () => {
    const fetchSpy = mockApi({ '/api/v1/auth/password/reset': () => jsonResponse({ message: UPDATED }) });
    const user = userEvent.setup({ delay: null });
    renderApp('/reset-password?token=tok_123');

    await user.type(await screen.findByLabelText('New password'), 'monsoon-tickets');
    await user.type(screen.getByLabelText('Confirm new password'), 'monsoon-tickets-typo');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findAllByText('Passwords do not match')).length).toBeGreaterThan(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'monsoon-tickets');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Password updated' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    const sent = fetchSpy.mock.calls.find(([request]) => request.url.endsWith('/password/reset'))![0];
    expect(await sent.clone().json()).toEqual({ token: 'tok_123', password: 'monsoon-tickets' });
  });

  it("shows the server's message for an invalid or expired link", async () => {
    mockApi({ '/api/v1/auth/password/reset': () => problem(400, INVALID) });
    const user = userEvent.setup({ delay: null });
    renderApp('/reset-password?token=used');

    await user.type(await screen.findByLabelText('New password'), 'monsoon-tickets');
    await user.type(screen.getByLabelText('Confirm new password'), 'monsoon-tickets');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/auth?mode=forgot');
  });

  it('says the link cannot be used when it has no token', async () => {
    mockApi({});
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeInTheDocument();
  });
});

describe('/auth/callback', () => {
  it('goes to a same-site returnTo when signed in', async () => {
    mockApi({ '/api/v1/auth/session': sessionAnswer(makeSessionUser()), '/api/v1/events': () => jsonResponse([]) });
    const { router } = renderApp('/auth/callback?returnTo=%2Fevents');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
  });

  it('goes home instead of to another site', async () => {
    mockApi({ '/api/v1/auth/session': sessionAnswer(makeSessionUser()), '/api/v1/events': () => jsonResponse([]) });
    const { router } = renderApp('/auth/callback?returnTo=https%3A%2F%2Fevil.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes to /auth without a session', async () => {
    mockApi({});
    const { router } = renderApp('/auth/callback?returnTo=%2Fevents');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
