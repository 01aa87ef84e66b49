import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, problem, requestedUrls } from '../../test/api-mock';
import { makeEvent } from '../../test/fixtures';
import { Route as EventsRoute } from '../../routes/events';
import { renderRoutes } from '../../test/render';

function renderEvents(url: string) {
  return renderRoutes({ '/events': EventsRoute }, url);
}
import { makeSessionUser, sessionAnswer } from '../../test/session';

const comedy = makeEvent({ id: 'e1', title: 'Laugh Riot', category: { id: 'c', name: 'Comedy' } });
const cricket = makeEvent({ id: 'e2', title: 'T20 Night', category: { id: 's', name: 'Sports' } });

function serveEvents() {
  return mockApi({
    '/api/v1/events': (url) => {
      const search = url.searchParams.get('search')?.toLowerCase();
      return jsonResponse(
        search ? [comedy, cricket].filter((e) => e.title.toLowerCase().includes(search)) : [comedy, cricket],
      );
    },
  });
}

describe('Events page', () => {
  it('starts from ?search=, and a new search updates the URL and the results', async () => {
    const fetchSpy = serveEvents();
    const user = userEvent.setup({ delay: null });
    const { router } = renderEvents('/events?search=laugh');

    const box = await screen.findByRole('searchbox', { name: 'Search events' });
    expect(box).toHaveValue('laugh');
    expect(screen.getByRole('link', { name: 'Laugh Riot' })).toHaveAttribute('href', '/event/e1');
    expect(screen.queryByRole('link', { name: 'T20 Night' })).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 't20{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 't20' }));
    expect(await screen.findByRole('link', { name: 'T20 Night' })).toBeInTheDocument();
    expect(requestedUrls(fetchSpy, '/api/v1/events').map((url) => url.searchParams.get('search'))).toEqual([
      'laugh',
      't20',
    ]);
  });

  it('shows an empty state when nothing matches', async () => {
    serveEvents();
    renderEvents('/events?search=opera');
    expect(await screen.findByRole('heading', { name: 'No events match your search' })).toBeInTheDocument();
  });

  it("opens /sell for a card's event, in the URL and in router state", async () => {
    // /sell needs a signed-in seller.
    mockApi({
      '/api/v1/auth/session': sessionAnswer(makeSessionUser()),
      '/api/v1/events': () => jsonResponse([comedy, cricket]),
      '/api/v1/me': () => problem(503, 'Service Unavailable'),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderEvents('/events');

    await user.click(await screen.findByRole('button', { name: 'Sell tickets for T20 Night' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sell'));
    expect(router.state.location.search).toEqual({ eventId: 'e2' });
    expect(router.state.location.state.eventId).toBe('e2');
  });

  it('copies the event link and says so', async () => {
    serveEvents();
    const user = userEvent.setup({ delay: null });
    renderEvents('/events');

    await user.click(await screen.findByRole('button', { name: 'Share Laugh Riot' }));
    expect(await screen.findByRole('menuitem', { name: /WhatsApp/ })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: /Copy Link/ }));

    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/event/e1`);
  });
});
