import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import type { OwnListing } from '../selling/queries';

let seq = 0;

function makeOwnListing(overrides: Partial<OwnListing> = {}): OwnListing {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-00000000000${seq}`,
    event_id: 'e1',
    event_title: 'Monsoon Melodies',
    event_venue: 'NSCI Dome, Worli, Mumbai',
    event_date: '2026-12-01T14:00:00.000Z',
    price: 249900,
    quantity: 2,
    sold_quantity: 0,
    available_quantity: 2,
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

function serveTickets(handlers: Record<string, Handler> = {}) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(makeSessionUser()),
    '/api/v1/me/listings': () => jsonResponse([]),
    ...handlers,
  });
}

describe('/tickets', { timeout: 20_000 }, () => {
  it('sends a visitor to sign in first, returning to /tickets', async () => {
    mockApi({});
    const { router } = renderApp('/tickets');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ returnTo: '/tickets' });
  });

  it('opens on Your Purchases (also for an unknown tab), with Browse Events and Sell Tickets', async () => {
    serveTickets();
    renderApp('/tickets?tab=everything');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your tickets' })).toBeInTheDocument();
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
    const { router } = renderApp('/tickets');

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
    renderApp('/tickets?tab=listings');

    await user.click(await screen.findByRole('button', { name: 'Withdraw listing: Monsoon Melodies' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Listing withdrawn')).toBeInTheDocument();
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([request]) => request.method === 'POST')).toBe(true);
    expect(screen.queryByRole('button', { name: /Withdraw listing/ })).not.toBeInTheDocument();
  });

  it('offers Sell Tickets when nothing is listed', async () => {
    serveTickets();
    renderApp('/tickets?tab=listings');
    expect(await screen.findByRole('heading', { name: 'You haven’t listed any tickets yet' })).toBeInTheDocument();
  });

  it("says 'Failed to load tickets' when the listings cannot be read, and retries", async () => {
    let fail = true;
    serveTickets({
      '/api/v1/me/listings': () => (fail ? problem(403, 'Your account is not active') : jsonResponse([])),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/tickets?tab=listings');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load tickets');
    expect(alert).toHaveTextContent('Your account is not active');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'You haven’t listed any tickets yet' })).toBeInTheDocument();
  });
});
