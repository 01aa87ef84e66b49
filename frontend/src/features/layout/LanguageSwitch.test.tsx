import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../shared/session';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';

function clearCookie() {
  document.cookie = 'ts_lang=; Path=/; Max-Age=0';
}

function renderSignedIn(user: SessionUser | null) {
  const fetchSpy = mockApi({
    '/api/v1/events': () => jsonResponse([]),
    '/api/v1/auth/session': sessionAnswer(user),
    '/api/v1/me/locale': () => jsonResponse({}),
  });
  renderRoutes({}, '/', { layout: true });
  return fetchSpy;
}

const localeCalls = (fetchSpy: ReturnType<typeof mockApi>) =>
  fetchSpy.mock.calls.map(([request]) => request).filter((request) => request.url.endsWith('/api/v1/me/locale'));

describe('the language switch and the account', () => {
  const assign = vi.fn();
  beforeEach(() => {
    clearCookie();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/', origin: window.location.origin });
  });
  afterEach(() => {
    clearCookie();
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('saves the choice on a signed-in account, and remembers it in the browser', async () => {
    document.cookie = 'ts_lang=en; Path=/';
    const fetchSpy = renderSignedIn(makeSessionUser({ locale: 'en' }));
    const links = await screen.findAllByRole('link', { name: 'हिन्दी' });
    await waitFor(() => expect(screen.getByRole('button', { name: /Priya/ })).toBeInTheDocument());
    links[0]!.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(links[0]!);
    await waitFor(() => expect(localeCalls(fetchSpy)).toHaveLength(1));
    const [request] = localeCalls(fetchSpy);
    expect(request!.method).toBe('PUT');
    expect(await request!.json()).toEqual({ locale: 'hi' });
    expect(document.cookie).toContain('ts_lang=hi');
  });

  it('saves nothing for a visitor', async () => {
    const fetchSpy = renderSignedIn(null);
    const links = await screen.findAllByRole('link', { name: 'हिन्दी' });
    links[0]!.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(links[0]!);
    expect(document.cookie).toContain('ts_lang=hi');
    expect(localeCalls(fetchSpy)).toHaveLength(0);
  });

  it("follows the account's language after sign-in when the browser remembers another", async () => {
    document.cookie = 'ts_lang=en; Path=/';
    renderSignedIn(makeSessionUser({ locale: 'hi' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/hi'));
    expect(document.cookie).toContain('ts_lang=hi');
  });

  it('stays where it is when the browser already remembers the account language', async () => {
    document.cookie = 'ts_lang=en; Path=/';
    renderSignedIn(makeSessionUser({ locale: 'en' }));
    await screen.findByRole('button', { name: /Priya/ });
    expect(assign).not.toHaveBeenCalled();
  });
});
