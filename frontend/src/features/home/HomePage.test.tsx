import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { makeEvent } from '../../test/fixtures';
import { Route as EventsRoute } from '../../routes/events';
import { Route as HomeRoute } from '../../routes/index';
import { renderRoutes } from '../../test/render';

/** Elements drawn by antd's components (their `ant-…` class names; icons are `anticon`). */
function antdElements(root: HTMLElement): Element[] {
  return [...root.querySelectorAll('*')].filter((el) => [...el.classList].some((name) => name.startsWith('ant-')));
}

/** The home page, and the events page its search box opens. */
function renderHome(url = '/') {
  return renderRoutes({ '/': HomeRoute, '/events': EventsRoute }, url);
}

const events = Array.from({ length: 6 }, (_, i) => makeEvent({ id: `e${i + 1}`, title: `Event ${i + 1}` }));

describe('Home page', () => {
  it('opens /events?search=<text> when Enter is pressed in the search box', async () => {
    const fetchSpy = mockApi({ '/api/v1/events': () => jsonResponse(events) });
    const user = userEvent.setup({ delay: null });
    const { router } = renderHome('/');

    const box = await screen.findByRole('searchbox', { name: 'Search events' });
    await user.type(box, 'indie pop{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    expect(router.state.location.search).toEqual({ search: 'indie pop' });
    expect(router.state.location.href).toBe('/events?search=indie+pop');
    await waitFor(() =>
      expect(fetchSpy.mock.calls.some(([request]) => request.url.endsWith('/api/v1/events?search=indie%20pop'))).toBe(
        true,
      ),
    );
  });

  it('features the first four events, each linking to its page', async () => {
    mockApi({ '/api/v1/events': () => jsonResponse(events) });
    renderHome('/');

    const featured = await screen.findByRole('region', { name: 'Featured Events' });
    await within(featured).findByText('Event 1');
    const titles = within(featured)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Event 1', 'Event 2', 'Event 3', 'Event 4']);
    expect(within(featured).getByRole('link', { name: 'Event 2' })).toHaveAttribute('href', '/event/e2');
    expect(screen.getByRole('button', { name: 'Scroll featured events left' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll featured events right' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Events' })).toHaveAttribute('href', '/events');
    // The home page is drawn without antd (ADR 57).
    expect(antdElements(screen.getByRole('main'))).toEqual([]);
  });

  it('logs the failure, shows the empty state, and Retry loads the events', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    mockApi({ '/api/v1/events': () => (fail ? problem(400, 'Bad request') : jsonResponse(events)) });
    const user = userEvent.setup({ delay: null });
    renderHome('/');

    expect(await screen.findByText('No events to show right now')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Error fetching events', expect.anything());

    fail = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Event 1')).toBeInTheDocument();
  });

  it('has the hero, the trust tiles and the rewards panel', async () => {
    mockApi({ '/api/v1/events': () => jsonResponse([]) });
    renderHome('/');

    const heading = await screen.findByRole('heading', { level: 1 });
    const hero = screen.getByRole('region', { name: heading.textContent ?? '' });
    expect(within(hero).getByRole('link', { name: 'Buy Tickets' })).toHaveAttribute('href', '/events');
    expect(within(hero).getByRole('link', { name: 'Sell Tickets' })).toHaveAttribute('href', '/sell');
    expect(within(hero).getByRole('searchbox', { name: 'Search events' })).toBeInTheDocument();
    // A plain submit: before the page's scripts run, the form asks the server for /events?search=….
    expect(within(hero).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(within(hero).getByRole('search')).toHaveAttribute('action', '/events');
    for (const tile of ['100% Secure', 'Verified Sellers', 'Best Prices']) {
      expect(screen.getByRole('heading', { name: tile })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Simple & Secure Ticketing' })).toBeInTheDocument();
    expect(screen.getByText(/excludes taxes, fees and processing costs/)).toBeInTheDocument();
  });
});
