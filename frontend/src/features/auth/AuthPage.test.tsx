import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { Route as AuthRoute } from '../../routes/auth';
import { renderRoutes, STAND_IN_PREFIX } from '../../test/render';
import { fill } from '../../test/user';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { BACK_TO_LOGIN_MS } from './SignupForm';

const CHALLENGE = '0b7c1a52-6a55-4a43-9d3b-0d5b5b0b8a11';
const tenYearsAgo = `${new Date().getFullYear() - 10}-01-01`;

function sessionDto() {
  return {
    user: makeSessionUser(),
    access_token_expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
    access_token: 'jwt',
  };
}

/** The sign-in page alone; `layout` adds the header (to see who is signed in). */
function renderAuth(url: string, { layout = false } = {}) {
  return renderRoutes({ '/auth': AuthRoute }, url, { layout });
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  return (await request.clone().json()) as Record<string, unknown>;
}

describe('/auth modes', () => {
  it('titles each mode and links between them, keeping returnTo', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    const { router } = renderAuth('/auth?returnTo=%2Ftickets');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a new account' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ mode: 'signup', returnTo: '/tickets' });

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Reset your password | TicketSetu'));
  });
});

describe('login', () => {
  it('needs both fields', async () => {
    const fetchSpy = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderAuth('/auth');

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect((await screen.findAllByText('Email and password are required')).length).toBeGreaterThan(0);
    expect(fetchSpy.mock.calls.some(([request]) => request.url.endsWith('/login'))).toBe(false);
    const email = screen.getByLabelText('Email address');
    const password = screen.getByLabelText('Password');
    for (const input of [email, password]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining('Email and password are required'));
    }
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Forgot your password?'));
    expect(email).toHaveFocus();

    // Only the empty box is marked; typing in either takes the messages away.
    await fill(user, email, 'priya@example.in');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    await user.keyboard('x');
    expect(screen.queryByText('Email and password are required', { selector: '.ts-field__error' })).toBeNull();
  });

  it('is usable by keyboard alone, with an eye button that shows the password', async () => {
    mockApi({ '/api/v1/auth/login': () => problem(401, 'Invalid login credentials') });
    const user = userEvent.setup({ delay: null });
    renderAuth('/auth');

    const email = await screen.findByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('aria-required', 'true');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(email.closest('form')).toHaveAttribute('novalidate');

    email.focus();
    await user.keyboard('priya@example.in');
    await user.tab();
    expect(password).toHaveFocus();
    await user.keyboard('wrong-password');
    await user.tab();
    const eye = screen.getByRole('button', { name: 'Show password' });
    expect(eye).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'text');
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Login error: Invalid login credentials')).toBeInTheDocument();
  });

  it("prefixes the server's reason with 'Login error: '", async () => {
    mockApi({ '/api/v1/auth/login': () => problem(401, 'Invalid login credentials') });
    const user = userEvent.setup({ delay: null });
    renderAuth('/auth');

    await fill(user, await screen.findByLabelText('Email address'), 'priya@example.in');
    await fill(user, screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login error: Invalid login credentials')).toBeInTheDocument();
  });

  it("says 'No user returned from login' when the answer has no user", async () => {
    mockApi({ '/api/v1/auth/login': () => jsonResponse({ access_token_expires_at: new Date().toISOString() }) });
    const user = userEvent.setup({ delay: null });
    renderAuth('/auth');

    await fill(user, await screen.findByLabelText('Email address'), 'priya@example.in');
    await fill(user, screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('No user returned from login')).toBeInTheDocument();
  });

  it('goes to a same-site returnTo after signing in, and greets the user', async () => {
    mockApi({
      '/api/v1/auth/login': () => jsonResponse(sessionDto()),
      '/api/v1/events': () => jsonResponse([]),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAuth('/auth?returnTo=%2Fevents%3Fsearch%3Drock', { layout: true });

    await fill(user, await screen.findByLabelText('Email address'), 'priya@example.in');
    await fill(user, screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.href).toBe('/events?search=rock'));
    expect(await screen.findByRole('button', { name: /Hi, Priya/ })).toBeInTheDocument();
  });

  it('ignores a returnTo that points to another site', async () => {
    mockApi({ '/api/v1/auth/login': () => jsonResponse(sessionDto()), '/api/v1/events': () => jsonResponse([]) });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAuth('/auth?returnTo=%2F%2Fevil.example%2Fphish');

    await fill(user, await screen.findByLabelText('Email address'), 'priya@example.in');
    await fill(user, screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('/auth while signed in', () => {
  it.each([
    ['/auth?returnTo=%2Ftickets%3Ftab%3Dlistings', '/tickets?tab=listings'],
    ['/auth?mode=signup', '/'],
    ['/auth?returnTo=%2F%2Fevil.example%2Fphish', '/'],
  ])('%s goes straight to %s', async (url, destination) => {
    mockApi({ '/api/v1/auth/session': sessionAnswer(makeSessionUser()) });
    const { router } = renderAuth(url);
    await waitFor(() => expect(router.state.location.href).toBe(destination));
    expect(screen.queryByRole('heading', { level: 1, name: /Sign in|Create a new account/ })).not.toBeInTheDocument();
  });

  it('goes to the returnTo in navigation state', async () => {
    mockApi({ '/api/v1/auth/session': sessionAnswer(makeSessionUser()) });
    const { router } = renderAuth('/events');
    await screen.findByText(`${STAND_IN_PREFIX}/events`);
    await router.navigate({ to: '/auth', state: { returnTo: '/profile' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});
