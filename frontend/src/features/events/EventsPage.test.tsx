import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../AppProviders';
import { testI18n } from '../../test/i18n';
import { createQueryClient } from '../../shared/query-client';
import { jsonResponse, mockApi, problem, requestedUrls } from '../../test/api-mock';
import { makeEvent } from '../../test/fixtures';
import { Route as EventsRoute } from '../../routes/events';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { foreignWordsOnPage, HINDI_EVENT_NAMES } from '../../test/hindi-page';
import { foreignLatinWords } from '../../test/latin-script';
import { ShareMenu } from './ShareMenu';

function renderEvents(url: string, { locale = 'en' as 'en' | 'hi' } = {}) {
  return renderRoutes({ '/events': EventsRoute }, url, { locale });
}

/** Elements drawn by antd's components (their `ant-…` class names; icons are `anticon`). */
function antdElements(root: HTMLElement): Element[] {
  return [...root.querySelectorAll('*')].filter((el) => [...el.classList].some((name) => name.startsWith('ant-')));
}

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

  it("draws the page without antd's components (the share menu brings them when pressed)", async () => {
    serveEvents();
    renderEvents('/events');

    await screen.findByRole('link', { name: 'Laugh Riot' });
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Sell tickets for Laugh Riot' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Share Laugh Riot' })).toBeEnabled();
    expect(antdElements(screen.getByRole('main'))).toEqual([]);
  });

  it('shows an empty state when nothing matches, and Show all events lists every event', async () => {
    serveEvents();
    const user = userEvent.setup({ delay: null });
    const { router } = renderEvents('/events?search=opera');
    expect(await screen.findByRole('heading', { name: 'No events match your search' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all events' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByRole('link', { name: 'T20 Night' })).toBeInTheDocument();
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

describe('ShareMenu', () => {
  it('opens at once (it is loaded by the press on its button), the keyboard in the menu', async () => {
    render(
      <AppProviders queryClient={createQueryClient()} i18n={testI18n()} motion={false}>
        <ShareMenu eventId="e1" title="Laugh Riot" />
      </AppProviders>,
    );
    expect(await screen.findByRole('menuitem', { name: /WhatsApp/ })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: /Copy Link/ })).toBeInTheDocument();
  });
});

describe('Events page in Hindi', () => {
  // Names as a Hindi reader's events would have them: every Latin word left on the page is then the app's.
  const concert = makeEvent({ id: 'h1', ...HINDI_EVENT_NAMES, available_tickets: 1, min_price: 150000 });
  const soldOut = makeEvent({
    id: 'h2',
    ...HINDI_EVENT_NAMES,
    title: 'हँसी की शाम',
    category: { id: 'k', name: 'कॉमेडी' },
    available_tickets: 0,
  });

  it('draws the list in Hindi: counts by Hindi plural rules, dates in Hindi, no foreign Latin words', async () => {
    mockApi({ '/api/v1/events': () => jsonResponse([concert, soldOut]) });
    renderEvents('/events', { locale: 'hi' });

    expect(await screen.findByRole('heading', { level: 1, name: 'इवेंट देखें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2 आने वाले इवेंट' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'इवेंट खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'खोजें' })).toHaveAttribute('type', 'submit');
    const card = screen.getByRole('link', { name: 'सुर संध्या' }).closest('article')!;
    expect(card).toHaveTextContent('1 टिकट उपलब्ध');
    expect(card).toHaveTextContent('₹1,500.00 से शुरू');
    expect(card).toHaveTextContent('मंगलवार, 1 दिसंबर 2026 को शाम 7:30 बजे');
    expect(screen.getByRole('link', { name: 'हँसी की शाम' }).closest('article')).toHaveTextContent('बिक गए');
    expect(screen.getByRole('button', { name: 'सुर संध्या के टिकट बेचें' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('इवेंट देखें | TicketSetu'));
    expect(foreignWordsOnPage(screen.getByRole('main'))).toEqual([]);
  });

  it('counts one match as Hindi does, and says so when nothing matches', async () => {
    mockApi({
      '/api/v1/events': (url) => jsonResponse(url.searchParams.get('search') === 'सुर' ? [concert] : []),
    });
    const { unmount } = renderEvents('/events?search=सुर', { locale: 'hi' });
    expect(await screen.findByRole('heading', { level: 2, name: '“सुर” से मिलते 1 इवेंट' })).toBeInTheDocument();
    unmount();

    renderEvents('/events?search=ओपेरा', { locale: 'hi' });
    expect(await screen.findByRole('heading', { name: 'आपकी खोज से कोई इवेंट नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी इवेंट दिखाएँ' })).toBeInTheDocument();
    // The text only: the search box's clear button (shared/ui SearchField) is named in English still.
    expect(foreignLatinWords(screen.getByRole('main').textContent ?? '')).toEqual([]);
  });

  it('shares the Hindi address of the event, with the Hindi words', async () => {
    mockApi({ '/api/v1/events': () => jsonResponse([concert]) });
    const user = userEvent.setup({ delay: null });
    renderEvents('/events', { locale: 'hi' });

    await user.click(await screen.findByRole('button', { name: 'सुर संध्या शेयर करें' }));
    const whatsApp = await screen.findByRole('menuitem', { name: /WhatsApp/ });
    const shared = encodeURIComponent(`${window.location.origin}/hi/event/h1`);
    expect(whatsApp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent('सुर संध्या — TicketSetu पर टिकट')}%20${shared}`,
    );
    await user.click(screen.getByRole('menuitem', { name: /लिंक कॉपी करें/ }));
    expect(await screen.findByText('लिंक कॉपी हो गया!')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/hi/event/h1`);
  });
});
