import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { Route as TicketsRoute } from '../../routes/tickets';
import { NO_REWARDS } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { foreignLatinWords, wordsOn } from '../../test/latin-script';

function renderTickets(url: string) {
  return renderRoutes({ '/tickets': TicketsRoute }, url);
}
import { makeSessionUser, sessionAnswer } from '../../test/session';
import type { OwnListing } from '../selling/queries';
import type { Earnings, Purchase } from './queries';

let seq = 0;

function makeOwnListing(overrides: Partial<OwnListing> = {}): OwnListing {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-00000000000${seq}`,
    event_id: 'e1',
    seller_id: 'seller-1',
    event_title: 'Monsoon Melodies',
    event_venue: 'NSCI Dome, Worli, Mumbai',
    event_date: '2026-12-01T14:00:00.000Z',
    price: 249900,
    quantity: 2,
    sold_quantity: 0,
    available_quantity: 2,
    held_quantity: 0,
    failed_quantity: 0,
    refunded_quantity: 0,
    seat_number: 'F12',
    section: 'Gold',
    row: 'F',
    ticket_type: 'mobile',
    mobile_ticket_type: 'bookmyshow',
    pickup_address: null,
    upi_id: 'priya@okaxis',
    file_urls: [],
    files: [],
    status: 'pending_approval',
    remarks: null,
    listed_at: '2026-11-20T10:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

type Handler = (url: URL, request: Request) => Response | Promise<Response>;

const earnings: Earnings = {
  total_earnings: 1234550,
  paid_out: 500000,
  held_until_after_event: 0,
  total_tickets_sold: 5,
  pending_transfers: 2,
  completed_transfers: 3,
};

function makePurchase(overrides: Partial<Purchase> = {}): Purchase {
  seq += 1;
  return {
    id: `11111111-0000-4000-8000-00000000000${seq}`,
    transaction_id: `22222222-0000-4000-8000-00000000000${seq}`,
    ticket_id: 'aaaaaaaa-1111-4000-8000-000000000001',
    event: {
      id: 'e1',
      title: 'Monsoon Melodies',
      venue: 'NSCI Dome, Worli',
      city: 'Mumbai',
      event_date: '2026-12-01T14:00:00.000Z',
    },
    transfer_status: 'awaiting_mobile_transfer',
    transfer_type: 'mobile',
    price: 249900,
    amount_paid: 512295,
    quantity: 2,
    platform_id: 'asha@example.in',
    delivery_address: null,
    transfer_instructions: null,
    proof_of_transfer: [],
    proof_uploaded_at: null,
    courier_name: null,
    tracking_number: null,
    failure_reason: null,
    dispute_open: false,
    transferred_at: '2026-11-25T10:03:00.000Z',
    confirmed_at: null,
    event_starts_at: '2026-12-01T14:00:00.000Z',
    ...overrides,
  };
}

function serveTickets(handlers: Record<string, Handler> = {}) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(makeSessionUser()),
    '/api/v1/me/listings': () => jsonResponse([]),
    '/api/v1/me/purchases': () => jsonResponse([]),
    '/api/v1/me/earnings': () => jsonResponse(earnings),
    '/api/v1/me/rewards': () => jsonResponse(NO_REWARDS),
    '/api/v1/me/sales': () => jsonResponse([]),
    '/api/v1/me/payouts': () => jsonResponse([]),
    '/api/v1/me/disputes': () => jsonResponse([]),
    '/api/v1/me/waitlist': () => jsonResponse([]),
    '/api/v1/me/alerts': () => jsonResponse([]),
    '/api/v1/me/tax-documents': () => jsonResponse([]),
    ...handlers,
  });
}

describe('/tickets', () => {
  it('sends a visitor to sign in first, returning to /tickets', async () => {
    mockApi({});
    const { router } = renderTickets('/tickets');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ returnTo: '/tickets' });
  });

  it('opens on Your Purchases (also for an unknown tab), with Browse Events and Sell Tickets', async () => {
    serveTickets();
    renderTickets('/tickets?tab=everything');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your tickets' })).toBeInTheDocument();
    expect(
      screen.getByText('Tickets you have bought, the waiting lists you are on, and tickets you are selling.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Your Purchases' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events');
    const sellLinks = screen.getAllByRole('link', { name: /Sell Tickets/ });
    expect(sellLinks.length).toBe(2);
    for (const link of sellLinks) expect(link).toHaveAttribute('href', '/sell');
    await waitFor(() => expect(document.title).toBe('Your purchases | TicketSetu'));
  });

  it('keeps the tab in the URL and shows each listing with its status badge and counts', async () => {
    const listings = [
      makeOwnListing({ status: 'pending_approval' }),
      makeOwnListing({
        status: 'available',
        event_title: 'T20 Night',
        sold_quantity: 1,
        available_quantity: 1,
        ticket_type: 'physical',
        mobile_ticket_type: null,
        section: null,
        row: null,
        seat_number: null,
      }),
      makeOwnListing({ status: 'cancelled', event_title: 'Laugh Riot', remarks: 'The proof is unreadable.' }),
      makeOwnListing({ status: 'withdrawn', event_title: 'Rabindra Sandhya' }),
      makeOwnListing({ status: 'sold', event_title: 'Kabaddi Finals', sold_quantity: 2, available_quantity: 0 }),
      makeOwnListing({ status: 'on_hold' as OwnListing['status'], event_title: 'Deccan Bass' }),
    ];
    serveTickets({ '/api/v1/me/listings': () => jsonResponse(listings) });
    const user = userEvent.setup({ delay: null });
    const { router } = renderTickets('/tickets');

    await user.click(await screen.findByRole('tab', { name: 'Your Listings' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'listings' }));
    await waitFor(() => expect(document.title).toBe('Your listings | TicketSetu'));

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(6);
    const card = (title: string) => cards.find((c) => within(c).queryByRole('heading', { name: title }))!;

    const pending = card('Monsoon Melodies');
    expect(pending).toHaveTextContent('Pending Approval');
    expect(pending).toHaveTextContent('NSCI Dome, Worli, Mumbai');
    expect(pending).toHaveTextContent('Tuesday, 1 December 2026 at 7:30 pm');
    expect(pending).toHaveTextContent('Gold · Row F · Seat F12');
    expect(pending).toHaveTextContent('₹2,499.00');
    expect(within(pending).getByRole('button', { name: /Withdraw/ })).toBeInTheDocument();

    const available = card('T20 Night');
    expect(available).toHaveTextContent('Available');
    expect(available).toHaveTextContent('General admission');
    expect(available).toHaveTextContent(/Sold\s*1/);
    // Part of it is sold: it can no longer be withdrawn.
    expect(within(available).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();

    const rejected = card('Laugh Riot');
    expect(rejected).toHaveTextContent('Cancelled');
    expect(rejected).toHaveTextContent('Note from our team: The proof is unreadable.');
    expect(within(rejected).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();

    expect(card('Rabindra Sandhya')).toHaveTextContent('Withdrawn');
    expect(card('Kabaddi Finals')).toHaveTextContent('Sold');
    expect(card('Deccan Bass')).toHaveTextContent('On hold');

    await user.click(screen.getByRole('tab', { name: 'Your Purchases' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'purchases' }));
  });

  it('withdraws a listing after confirming', async () => {
    const listing = makeOwnListing({ status: 'available' });
    let current = [listing];
    const fetchSpy = serveTickets({
      '/api/v1/me/listings': () => jsonResponse(current),
      [`/api/v1/listings/${listing.id}/withdraw`]: () => {
        current = [{ ...listing, status: 'withdrawn' }];
        return jsonResponse(current[0]);
      },
      '/api/v1/events': () => jsonResponse([]),
    });
    const user = userEvent.setup({ delay: null });
    renderTickets('/tickets?tab=listings');

    await user.click(await screen.findByRole('button', { name: 'Withdraw listing: Monsoon Melodies' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Listing withdrawn')).toBeInTheDocument();
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([request]) => request.method === 'POST')).toBe(true);
    expect(screen.queryByRole('button', { name: /Withdraw listing/ })).not.toBeInTheDocument();
  });

  it('offers Sell Tickets when nothing is listed', async () => {
    serveTickets();
    renderTickets('/tickets?tab=listings');
    expect(await screen.findByRole('heading', { name: 'You haven’t listed any tickets yet' })).toBeInTheDocument();
  });

  it("says 'Failed to load tickets' when the listings cannot be read, and retries", async () => {
    let fail = true;
    serveTickets({
      '/api/v1/me/listings': () => (fail ? problem(403, 'Your account is not active') : jsonResponse([])),
    });
    const user = userEvent.setup({ delay: null });
    renderTickets('/tickets?tab=listings');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load tickets');
    expect(alert).toHaveTextContent('Your account is not active');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'You haven’t listed any tickets yet' })).toBeInTheDocument();
  });
  it('lists purchases newest first with the transfer badge in its colour, price, quantity and tracking', async () => {
    const purchases = [
      makePurchase({
        event: { ...makePurchase().event!, title: 'Laugh Riot' },
        transferred_at: '2026-11-20T10:00:00.000Z',
      }),
      makePurchase({
        event: { ...makePurchase().event!, title: 'T20 Night', venue: 'M. Chinnaswamy Stadium', city: 'Bengaluru' },
        transfer_type: 'physical',
        transfer_status: 'in_transit',
        platform_id: null,
        delivery_address: '7 MG Road, Ashok Nagar, Bengaluru, Karnataka - 560001',
        courier_name: 'BlueDart',
        tracking_number: 'BD123456789IN',
        price: 275000,
        amount_paid: 283250,
        quantity: 1,
        transferred_at: '2026-11-25T10:03:00.000Z',
      }),
      makePurchase({
        event: { ...makePurchase().event!, title: 'Deccan Bass' },
        transfer_status: 'mobile_transfer_confirmed',
        transferred_at: '2026-11-22T10:00:00.000Z',
      }),
      makePurchase({
        event: { ...makePurchase().event!, title: 'Sunset Shores' },
        transfer_status: 'failed',
        failure_reason: 'The seller could not transfer the tickets. You are refunded in full.',
        transferred_at: '2026-11-21T10:00:00.000Z',
      }),
    ];
    serveTickets({ '/api/v1/me/purchases': () => jsonResponse(purchases) });
    renderTickets('/tickets?tab=purchases');

    const list = await screen.findByRole('list', { name: 'Your purchases' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'T20 Night',
      'Deccan Bass',
      'Sunset Shores',
      'Laugh Riot',
    ]);
    const [t20, deccan, sunset, laugh] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    const badge = (card: HTMLElement, label: string) => within(card).getByText(label).closest('.tone-tag');

    expect(t20).toHaveTextContent('M. Chinnaswamy Stadium, Bengaluru');
    expect(t20).toHaveTextContent('Tuesday, 1 December 2026 at 7:30 pm');
    expect(t20).toHaveTextContent('Price per ticket₹2,750.00');
    expect(t20).toHaveTextContent('Quantity1');
    expect(t20).toHaveTextContent('Courier: BlueDart');
    expect(t20).toHaveTextContent('Tracking number: BD123456789IN');
    expect(badge(t20, 'In Transit')).toHaveClass('tone-tag--info'); // in progress: blue
    expect(badge(deccan, 'Transfer Confirmed')).toHaveClass('tone-tag--success'); // done: green
    expect(badge(sunset, 'Failed')).toHaveClass('tone-tag--danger'); // red
    expect(sunset).toHaveTextContent('The seller could not transfer the tickets. You are refunded in full.');
    expect(badge(laugh, 'Awaiting Mobile Transfer')).toHaveClass('tone-tag--warning'); // waiting: yellow
    expect(laugh).toHaveTextContent('Mobile transfer to asha@example.in');
    expect(laugh).toHaveTextContent('Quantity2');
    expect(laugh).not.toHaveTextContent('Courier');
    expect(laugh).not.toHaveTextContent('Tracking number');
  });

  it("says 'Failed to load purchased tickets' when the purchases cannot be read, and retries", async () => {
    let fail = true;
    serveTickets({
      '/api/v1/me/purchases': () => (fail ? problem(403, 'Your account is not active') : jsonResponse([])),
    });
    const user = userEvent.setup({ delay: null });
    renderTickets('/tickets?tab=purchases');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load purchased tickets');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeInTheDocument();
  });

  it('heads Your Listings with the earnings summary; an earnings error is only logged', async () => {
    serveTickets({ '/api/v1/me/listings': () => jsonResponse([makeOwnListing({ status: 'sold' })]) });
    const first = renderTickets('/tickets?tab=listings');
    const summary = await screen.findByLabelText('Your earnings');
    expect(summary).toHaveTextContent('Total Earnings₹12,345.50');
    expect(summary).toHaveTextContent('Total Tickets Sold5');
    expect(summary).toHaveTextContent('Pending Transfers2');
    expect(summary).toHaveTextContent('Completed Transfers3');
    first.unmount();

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveTickets({
      '/api/v1/me/listings': () => jsonResponse([makeOwnListing({ status: 'sold', event_title: 'Kabaddi Finals' })]),
      '/api/v1/me/earnings': () => problem(403, 'Your account is not active'),
    });
    renderTickets('/tickets?tab=listings');
    expect(await screen.findByRole('heading', { name: 'Kabaddi Finals' })).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Error fetching earnings', expect.anything()));
    expect(screen.queryByLabelText('Your earnings')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
  it('shows the rewards credit to spend and how many tickets earn the next one', async () => {
    serveTickets({
      '/api/v1/me/rewards': () =>
        jsonResponse({
          ...NO_REWARDS,
          credit_balance: 120000,
          credit_available: 120000,
          tickets_counted: 13,
          tickets_to_next_credit: 9,
          credits_earned: 1,
        }),
    });
    renderTickets('/tickets');
    const rewards = await screen.findByRole('region', { name: 'Rewards credit: ₹1,200.00' });
    expect(rewards).toHaveTextContent('It is applied to your next purchase at checkout.');
    expect(rewards).toHaveTextContent('13 tickets counted; 9 more tickets earn your next credit.');
    expect(rewards).toHaveTextContent(
      'Your 11th ticket earns a credit equal to the average price of your previous 10 tickets.',
    );
  });
});

describe('/tickets in Hindi', () => {
  // The buyer's and seller's own data in Devanagari, so that a Latin word left is the page's.
  const event = { id: 'e1', title: 'मानसून मेलोडीज़', venue: 'एनएससीआई डोम', city: 'मुंबई' };
  const renderHindi = (url: string) => renderRoutes({ '/tickets': TicketsRoute }, url, { locale: 'hi' });

  it('draws Your Purchases in Hindi: the tabs, the rewards, a purchase with its date and counts', async () => {
    const purchase = makePurchase({
      event: { ...event, event_date: '2026-12-01T14:00:00.000Z' },
      transfer_status: 'mobile_transfer_sent',
      quantity: 3,
    });
    serveTickets({
      '/api/v1/me/purchases': () => jsonResponse([purchase]),
      '/api/v1/me/rewards': () => jsonResponse({ ...NO_REWARDS, tickets_counted: 1, tickets_to_next_credit: 9 }),
      '/api/v1/me/ratings/given': () => jsonResponse([]),
    });
    renderHindi('/tickets');
    expect(await screen.findByRole('heading', { level: 1, name: 'आपके टिकट' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'आपकी खरीद' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(document.title).toBe('आपकी खरीद | TicketSetu'));

    const rewards = await screen.findByRole('region', { name: 'रिवॉर्ड क्रेडिट: ₹0.00' });
    // CLDR's Hindi: 1 is "one", 9 is "other".
    expect(rewards).toHaveTextContent('1 टिकट गिना गया; 9 और टिकटों पर आपका अगला क्रेडिट मिलेगा।');

    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('मंगलवार, 1 दिसंबर 2026');
    expect(card).toHaveTextContent('asha@example.in पर मोबाइल ट्रांसफ़र');
    expect(within(card).getByRole('button', { name: 'मुझे मेरे टिकट मिल गए' })).toBeInTheDocument();
    expect(screen.getByText('1 खरीद')).toBeInTheDocument();
    // hi-IN's clock still says 'am'/'pm' (shared/format's dates); the transfer status badge is the kit's.
    const badge = card.querySelector('.tone-tag');
    const words = foreignLatinWords(wordsOn(card)).filter(
      (word) => !['am', 'pm'].includes(word) && !badge?.textContent?.includes(word),
    );
    expect(words).toEqual([]);
    expect(foreignLatinWords(wordsOn(rewards))).toEqual([]);
  });

  it('draws Your Listings in Hindi: the earnings, each listing with its status, and counts by plural rules', async () => {
    const onReview = makeOwnListing({ event_title: event.title, event_venue: 'एनएससीआई डोम, मुंबई' });
    const closed = makeOwnListing({
      event_title: 'लाफ़ रायट',
      event_venue: 'एनसीपीए, मुंबई',
      status: 'sold',
      failed_quantity: 1,
      sold_quantity: 1,
      available_quantity: 0,
    });
    serveTickets({
      '/api/v1/me/listings': () => jsonResponse([onReview, closed]),
      '/api/v1/me/statement': () => jsonResponse({ financial_year: '2026-27', sales: [], totals: {} }),
      '/api/v1/me/ratings/received': () => jsonResponse({ average: null, count: 0, ratings: [] }),
    });
    renderHindi('/tickets?tab=listings');
    await waitFor(() => expect(document.title).toBe('आपकी लिस्टिंग | TicketSetu'));
    const earningsList = await screen.findByLabelText('आपकी कमाई');
    expect(earningsList).toHaveTextContent('कुल कमाई');
    expect(earningsList).toHaveTextContent('₹12,345.50');
    expect(foreignLatinWords(wordsOn(earningsList))).toEqual([]);
    expect(screen.getByText('2 लिस्टिंग')).toBeInTheDocument();

    const [first, second] = await screen.findAllByRole('article');
    expect(first).toHaveTextContent('मंज़ूरी बाकी');
    expect(within(first!).getByRole('button', { name: `लिस्टिंग वापस लें: ${event.title}` })).toBeInTheDocument();
    expect(second).toHaveTextContent('बंद');
    expect(second).toHaveTextContent('आख़िरकार नहीं बिके: 1 टिकट जिसका ट्रांसफ़र नहीं हो सका।');
    // Nothing else in Latin letters but the seat and the ticket type (features/events' words, the shell's
    // catalogue: 'Gold · Row F · Seat F12', 'Mobile Transfer via BookMyShow') and hi-IN's 'pm'.
    const others = new Set(['pm', 'Gold', 'Row', 'F', 'Seat', 'F12', 'Mobile', 'Transfer', 'via']);
    expect(foreignLatinWords(wordsOn(screen.getByRole('main'))).filter((word) => !others.has(word))).toEqual([]);
  });
});
