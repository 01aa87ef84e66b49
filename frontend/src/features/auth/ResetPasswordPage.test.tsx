import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { Route as AuthRoute } from '../../routes/auth';
import { Route as AuthCallbackRoute } from '../../routes/auth_.callback';
import { Route as ResetPasswordRoute } from '../../routes/reset-password';
import { foreignLatinWordsShown } from '../../test/latin-script';
import { renderRoutes } from '../../test/render';
import { fill } from '../../test/user';

/** The reset page, the session-completion route and the sign-in page they lead to. */
function renderPage(url: string, locale: 'en' | 'hi' = 'en') {
  return renderRoutes(
    { '/reset-password': ResetPasswordRoute, '/auth_/callback': AuthCallbackRoute, '/auth': AuthRoute },
    url,
    { locale },
  );
}

/** The page's Latin-script words outside the allow-list; the kit's password eye (shared/ui's to translate) left out. */
const foreignWordsShown = () => foreignLatinWordsShown(document.body, { leaveOut: ['.ts-input-affix__toggle'] });
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

describe('/reset-password in Hindi', () => {
  it('chooses a new password in Hindi: its checks, the answer and the way back to sign in', async () => {
    mockApi({ '/api/v1/auth/password/reset': () => jsonResponse({ message: UPDATED }) });
    const user = userEvent.setup({ delay: null });
    renderPage('/reset-password?token=tok_123', 'hi');

    expect(await screen.findByRole('heading', { level: 1, name: 'नया पासवर्ड चुनें' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('नया पासवर्ड चुनें | TicketSetu'));
    await user.click(screen.getByRole('button', { name: 'नया पासवर्ड सेट करें' }));
    expect(screen.getByLabelText('नया पासवर्ड')).toHaveAccessibleDescription('पासवर्ड ज़रूरी है कम से कम 8 अक्षर');
    await fill(user, screen.getByLabelText('नया पासवर्ड'), 'monsoon');
    await user.click(screen.getByRole('button', { name: 'नया पासवर्ड सेट करें' }));
    expect((await screen.findAllByText('पासवर्ड कम से कम 8 अक्षर का होना चाहिए')).length).toBeGreaterThan(0);
    await fill(user, screen.getByLabelText('नया पासवर्ड'), 'monsoon-tickets');
    await fill(user, screen.getByLabelText('नए पासवर्ड की पुष्टि करें'), 'monsoon-tickets-typo');
    await user.click(screen.getByRole('button', { name: 'नया पासवर्ड सेट करें' }));
    expect((await screen.findAllByText('दोनों पासवर्ड एक जैसे नहीं हैं')).length).toBeGreaterThan(0);
    expect(foreignWordsShown()).toEqual([]);

    await fill(user, screen.getByLabelText('नए पासवर्ड की पुष्टि करें'), 'monsoon-tickets');
    await user.click(screen.getByRole('button', { name: 'नया पासवर्ड सेट करें' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'पासवर्ड बदल गया' })).toBeInTheDocument();
    expect(
      screen.getByText('आपका पासवर्ड बदल दिया गया है। कृपया नए पासवर्ड से साइन इन करें।', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन इन' })).toBeInTheDocument();
    expect(foreignWordsShown()).toEqual([]);
  });

  it('says in Hindi that a spent link cannot be used', async () => {
    mockApi({ '/api/v1/auth/password/reset': () => problem(400, INVALID) });
    const user = userEvent.setup({ delay: null });
    renderPage('/reset-password?token=used', 'hi');

    await fill(user, await screen.findByLabelText('नया पासवर्ड'), 'monsoon-tickets');
    await fill(user, screen.getByLabelText('नए पासवर्ड की पुष्टि करें'), 'monsoon-tickets');
    await user.click(screen.getByRole('button', { name: 'नया पासवर्ड सेट करें' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'यह लिंक इस्तेमाल नहीं किया जा सकता' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नया लिंक मँगाएँ' })).toBeInTheDocument();
    expect(foreignWordsShown()).toEqual([]);
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
