import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../shared/session';
import { jsonResponse, mockApi, problem, requestedUrls } from '../../test/api-mock';
import { makeEventPage, makeListing } from '../../test/fixtures';
import { Route as AuthRoute } from '../../routes/auth';
import { Route as EventRoute } from '../../routes/event.$id';
import { renderRoutes } from '../../test/render';
import { foreignWordsOnPage, HINDI_EVENT_NAMES } from '../../test/hindi-page';

/** The event page and the sign-in page Buy may lead to; `layout` adds the header (to see who is signed in). */
function renderEvent(url: string, { layout = false, locale = 'en' as 'en' | 'hi' } = {}) {
  return renderRoutes({ '/event/$id': EventRoute, '/auth': AuthRoute }, url, { layout, locale });
}
import { makeSessionUser, sessionAnswer } from '../../test/session';

const gold = makeListing({ id: 'gold', price: 249900, available_quantity: 2, section: 'Gold', row: 'F' });
const pit = makeListing({
  id: 'pit',
  price: 450000,
  available_quantity: 1,
  section: 'Fan Pit',
  row: null,
  seat_number: 'FP-12',
  ticket_type: 'physical',
  mobile_ticket_type: null,
});
const event = makeEventPage({ id: 'e1', title: 'Monsoon Melodies', buyer_fee_percent: 2.5, listings: [gold, pit] });

function serveEvent(signedIn: SessionUser | null = null) {
  return mockApi({
    '/api/v1/events/e1': () => jsonResponse(event),
    '/api/v1/auth/session': sessionAnswer(signedIn),
  });
}

function listingNamed(name: string) {
  return screen.getByRole('heading', { name, level: 3 }).closest('li')!;
}

/** Opens a combobox and clicks one of the options its listbox shows. */
async function choose(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const listbox = document.getElementById(combobox.getAttribute('aria-controls')!)!;
  await user.click(within(listbox).getByRole('option', { name: option }));
  expect(combobox).toHaveAttribute('aria-expanded', 'false');
}

describe('Event page', () => {
  it('shows the event, its fee note and every listing', async () => {
    serveEvent();
    renderEvent('/event/e1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon Melodies' })).toBeInTheDocument();
    expect(screen.getByText(/Platform Fees \+ Taxes of 2\.5% are added at checkout/)).toBeInTheDocument();
    const goldListing = listingNamed('Gold · Row F');
    expect(within(goldListing).getByText('₹2,499.00')).toBeInTheDocument();
    expect(within(goldListing).getByText('Mobile Transfer via BookMyShow')).toBeInTheDocument();
    expect(within(listingNamed('Fan Pit · Seat FP-12')).getByText('Physical Ticket (courier)')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Monsoon Melodies | TicketSetu'));
  });

  it('asks for a quantity when Buy is pressed without one', async () => {
    serveEvent();
    const user = userEvent.setup({ delay: null });
    const { router } = renderEvent('/event/e1');

    await screen.findByRole('heading', { level: 1, name: 'Monsoon Melodies' });
    // A link to the checkout of 1 (what the page does before its scripts run, or without them)...
    const buy = within(listingNamed('Gold · Row F')).getByRole('link', { name: 'Buy' });
    expect(buy).toHaveAttribute('href', '/checkout/gold?quantity=1');
    // ...that, once React runs, asks for a quantity first.
    await user.click(buy);

    expect(await screen.findByText('Please select the number of tickets you want to buy')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/event/e1');
  });

  it('sends a signed-out buyer to /auth, returning to the checkout afterwards', async () => {
    serveEvent();
    const user = userEvent.setup({ delay: null });
    const { router } = renderEvent('/event/e1');

    await screen.findByRole('heading', { level: 1, name: 'Monsoon Melodies' });
    const goldListing = listingNamed('Gold · Row F');
    const tickets = within(goldListing).getByRole('combobox', { name: 'Tickets to buy' });
    expect(tickets).toHaveTextContent('Select');
    await choose(user, tickets, '2');
    expect(tickets).toHaveTextContent('2');
    await user.click(within(goldListing).getByRole('link', { name: 'Buy' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ returnTo: '/checkout/gold?quantity=2' });
    expect(router.state.location.href).toBe('/auth?returnTo=%2Fcheckout%2Fgold%3Fquantity%3D2');
    expect(router.state.location.state.returnTo).toBe('/checkout/gold?quantity=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeInTheDocument();
  });

  it("preselects the filter's number of tickets and takes a signed-in buyer straight to checkout", async () => {
    const fetchSpy = serveEvent(makeSessionUser({ email: 'asha@example.in', full_name: 'Asha Rao' }));
    const user = userEvent.setup({ delay: null });
    const { router } = renderEvent('/event/e1?quantity=2', { layout: true });

    await screen.findByRole('heading', { level: 1, name: 'Monsoon Melodies' });
    expect(requestedUrls(fetchSpy, '/api/v1/events/e1')[0]!.searchParams.get('quantity')).toBe('2');
    expect(await screen.findByRole('button', { name: /Hi, Asha/ })).toBeInTheDocument();
    const goldListing = listingNamed('Gold · Row F');
    expect(within(goldListing).getByRole('combobox', { name: 'Tickets to buy' })).toHaveTextContent('2');
    expect(within(goldListing).getByRole('link', { name: 'Buy' })).toHaveAttribute('href', '/checkout/gold?quantity=2');
    await user.click(within(goldListing).getByRole('link', { name: 'Buy' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/gold'));
    expect(router.state.location.search).toEqual({ quantity: 2 });
  });

  it('keeps the filters in the URL and asks the API for them', async () => {
    const fetchSpy = serveEvent();
    const user = userEvent.setup({ delay: null });
    const { router } = renderEvent('/event/e1');

    await screen.findByRole('heading', { level: 1, name: 'Monsoon Melodies' });
    await choose(user, screen.getByRole('combobox', { name: 'Ticket type' }), 'Physical Ticket');

    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'physical' }));
    await waitFor(() =>
      expect(requestedUrls(fetchSpy).some((url) => url.searchParams.get('type') === 'physical')).toBe(true),
    );
    await choose(user, screen.getByRole('combobox', { name: 'Number of tickets' }), '2 tickets');
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'physical', quantity: 2 }));
    await choose(user, screen.getByRole('combobox', { name: 'Sort by' }), 'Newest listings');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ type: 'physical', quantity: 2, sort: 'date_desc' }),
    );
    // The defaults leave the URL.
    await choose(user, screen.getByRole('combobox', { name: 'Ticket type' }), 'All');
    await waitFor(() => expect(router.state.location.search).toEqual({ quantity: 2, sort: 'date_desc' }));
  });

  it('says it is updating the tickets while other filters load', async () => {
    let answer: () => void = () => {};
    mockApi({
      '/api/v1/events/e1': (url) =>
        url.searchParams.get('sort') === 'date_desc'
          ? new Promise((resolve) => (answer = () => resolve(jsonResponse(event))))
          : jsonResponse(event),
    });
    const user = userEvent.setup({ delay: null });
    renderEvent('/event/e1');

    await screen.findByRole('heading', { level: 1, name: 'Monsoon Melodies' });
    await choose(user, screen.getByRole('combobox', { name: 'Sort by' }), 'Newest listings');
    expect(await screen.findByText('Updating tickets…')).toHaveAttribute('role', 'status');
    answer();
    await waitFor(() => expect(screen.queryByText('Updating tickets…')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Newest listings');
  });

  it('shows a friendly page for an unknown event', async () => {
    mockApi({ '/api/v1/events/missing': () => problem(404, 'Event not found') });
    renderEvent('/event/missing');

    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
  });

  it('says so when no listing matches the filters, and shows all tickets again', async () => {
    mockApi({
      '/api/v1/events/e1': (url) => jsonResponse(url.searchParams.has('quantity') ? { ...event, listings: [] } : event),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderEvent('/event/e1?type=mobile&quantity=5&sort=price_desc');

    expect(await screen.findByText('No tickets match these filters')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Number of tickets' })).toHaveTextContent('5 tickets');
    await user.click(screen.getByRole('button', { name: 'Show all tickets' }));

    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'price_desc' }));
    expect(await screen.findByRole('heading', { name: 'Gold · Row F', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Number of tickets' })).toHaveTextContent('How many tickets?');
  });
});

describe('Event page in Hindi', () => {
  // Names as a Hindi reader's event would have them: every Latin word left on the page is then the app's.
  const hindiEvent = makeEventPage({
    id: 'h1',
    ...HINDI_EVENT_NAMES,
    description: 'शास्त्रीय संगीत की एक शाम।',
    buyer_fee_percent: 2.5,
    resale_cap_percent: 20,
    listings: [
      makeListing({ id: 'l1', section: 'गोल्ड', row: null, seat_number: '12', available_quantity: 1, price: 150000 }),
      makeListing({ id: 'l2', section: 'सिल्वर', row: null, ticket_type: 'physical', mobile_ticket_type: null }),
    ],
  });
  const seller = {
    id: 'seller-1',
    display_name: 'प्रिया एस.',
    city: 'बेंगलुरु',
    state: 'कर्नाटक',
    member_since: '2026-11',
    completed_sales: 1,
    clean_sale_share: 100,
    rating_average: 5,
    rating_count: 1,
    badges: ['phone_verified', 'upi_name_checked'],
  };

  it('draws the event, its listings, filters and the ticket alert in Hindi, with no foreign Latin words', async () => {
    mockApi({
      '/api/v1/events/h1': () => jsonResponse(hindiEvent),
      '/api/v1/events/h1/sellers': () => jsonResponse([seller]),
      '/api/v1/auth/session': sessionAnswer(null),
    });
    renderEvent('/event/h1', { locale: 'hi' });

    expect(await screen.findByRole('heading', { level: 1, name: 'सुर संध्या' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'आप यहाँ हैं' })).toHaveTextContent('इवेंट');
    expect(screen.getByText('मंगलवार, 1 दिसंबर 2026 को शाम 7:30 बजे')).toBeInTheDocument();
    expect(screen.getByText(/कीमत की सीमा फ़ेस वैल्यू \+ 20% है/)).toBeInTheDocument();
    expect(screen.getByText(/चेकआउट पर 2\.5% प्लेटफ़ॉर्म शुल्क \+ टैक्स जुड़ते हैं/)).toBeInTheDocument();
    expect(screen.getByText('2 लिस्टिंग')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'क्रम' })).toHaveTextContent('कीमत: कम से ज़्यादा');
    const gold = listingNamed('गोल्ड · सीट 12');
    expect(gold).toHaveTextContent('BookMyShow से मोबाइल ट्रांसफ़र');
    expect(gold).toHaveTextContent('1 टिकट उपलब्ध');
    expect(gold).toHaveTextContent('₹1,500.00प्रति टिकट');
    expect(within(gold).getByRole('link', { name: 'खरीदें' })).toBeInTheDocument();
    expect(await within(gold).findByText('प्रिया एस.')).toBeInTheDocument();
    expect(gold).toHaveTextContent('विक्रेता: प्रिया एस. · बेंगलुरु');
    expect(gold).toHaveTextContent('1 रेटिंग से 5.0 ★ · 1 पूरी हुई बिक्री');
    expect(gold).toHaveTextContent('फ़ोन वेरिफ़ाइड');
    expect(listingNamed('सिल्वर')).toHaveTextContent('फ़िज़िकल टिकट (कूरियर)');
    expect(await screen.findByRole('link', { name: 'टिकट अलर्ट लगाने के लिए साइन इन करें' })).toBeInTheDocument();
    expect(foreignWordsOnPage(screen.getByRole('main'))).toEqual([]);
  });

  it('says a sold-out event is sold out and offers the waiting list, in Hindi', async () => {
    mockApi({
      '/api/v1/events/h1': () => jsonResponse({ ...hindiEvent, listings: [], available_tickets: 0, min_price: null }),
      '/api/v1/events/h1/sellers': () => jsonResponse([]),
      '/api/v1/auth/session': sessionAnswer(null),
    });
    renderEvent('/event/h1', { locale: 'hi' });

    expect(await screen.findByRole('heading', { level: 3, name: 'बिक गए' })).toBeInTheDocument();
    expect(screen.getByText('कोई टिकट उपलब्ध नहीं')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'वेटिंग लिस्ट में शामिल हों' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'वेटिंग लिस्ट में शामिल होने के लिए साइन इन करें' })).toBeInTheDocument();
    expect(foreignWordsOnPage(screen.getByRole('main'))).toEqual([]);
  });

  it('asks for a quantity in Hindi when Buy is pressed without one', async () => {
    mockApi({
      '/api/v1/events/h1': () => jsonResponse(hindiEvent),
      '/api/v1/events/h1/sellers': () => jsonResponse([]),
      '/api/v1/auth/session': sessionAnswer(null),
    });
    const user = userEvent.setup({ delay: null });
    renderEvent('/event/h1', { locale: 'hi' });

    await screen.findByRole('heading', { level: 1, name: 'सुर संध्या' });
    await user.click(within(listingNamed('गोल्ड · सीट 12')).getByRole('link', { name: 'खरीदें' }));
    expect(await screen.findByText('कृपया चुनें कि आप कितने टिकट खरीदना चाहते हैं')).toBeInTheDocument();
  });
});
