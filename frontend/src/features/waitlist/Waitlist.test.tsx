import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route as EventRoute } from '../../routes/event.$id';
import { Route as TicketsRoute } from '../../routes/tickets';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { makeEventPage, makeListing, NO_REWARDS } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { setupUser } from '../../test/user';
import { makeWaitlistEntry, makeWaitlistOffer, WAITLIST_IDS } from '../../test/waitlist-fixtures';
import type { WaitlistEntry } from './queries';

/*
 * The fair waiting list (ADR 25): joining it on a sold-out event page (or one without enough tickets),
 * and the person's waiting lists on /tickets with the seats held for them.
 */

const { event: EVENT, entry: ENTRY, offer: OFFER, listing: LISTING } = WAITLIST_IDS;

const soldOut = makeEventPage({
  id: EVENT,
  title: 'Kabaddi Finals Night',
  available_tickets: 0,
  min_price: null,
  listings: [],
});

type Handler = (url: URL, request: Request) => Response | Promise<Response>;

function serve(signedIn: boolean, handlers: Record<string, Handler> = {}) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(
      signedIn ? makeSessionUser({ id: 'buyer-1', full_name: 'Rohan Mehta' }) : null,
    ),
    [`/api/v1/events/${EVENT}`]: () => jsonResponse(soldOut),
    '/api/v1/me/waitlist': () => jsonResponse([]),
    ...handlers,
  });
}

async function expectMessage(text: string, tone: 'error' | 'success') {
  const toast = await screen.findByText(text, { selector: '.ts-toast *' });
  expect(toast.closest('.ts-toast__notice')).toHaveClass(`ts-toast__notice--${tone}`);
}

function posts(fetchSpy: ReturnType<typeof mockApi>, path: string, method = 'POST') {
  return fetchSpy.mock.calls
    .map(([request]) => request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
}

/** Opens the list and picks the option with this title. */
async function choose(user: ReturnType<typeof setupUser>, combobox: HTMLElement, title: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: title }));
}

describe('event page: the waiting list', () => {
  it('asks a visitor to sign in first, coming back to the event', async () => {
    serve(false);
    renderRoutes({ '/event/$id': EventRoute }, `/event/${EVENT}`);
    const panel = await screen.findByRole('region', { name: 'Join the waiting list' });
    expect(await within(panel).findByRole('link', { name: 'Sign in to join the waiting list' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent(`/event/${EVENT}`)}`,
    );
  });

  it('is not offered while listings match what the buyer looks for', async () => {
    serve(true, {
      [`/api/v1/events/${EVENT}`]: () => jsonResponse({ ...soldOut, listings: [makeListing()] }),
    });
    renderRoutes({ '/event/$id': EventRoute }, `/event/${EVENT}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kabaddi Finals Night' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Join the waiting list' })).not.toBeInTheDocument();
  });

  it('joins for the filters’ quantity and type, as changed, with a message', async () => {
    let entries: WaitlistEntry[] = [];
    const fetchSpy = serve(true, {
      '/api/v1/me/waitlist': () => jsonResponse(entries),
      [`/api/v1/events/${EVENT}/waitlist`]: () => {
        entries = [makeWaitlistEntry({ quantity: 3, ticket_type: 'physical' })];
        return jsonResponse(entries[0], 201);
      },
    });
    const user = setupUser();
    renderRoutes({ '/event/$id': EventRoute }, `/event/${EVENT}?quantity=4&type=physical`);
    const panel = await screen.findByRole('region', { name: 'Join the waiting list' });
    const quantity = await within(panel).findByRole('combobox', { name: 'Tickets you need' });
    expect(panel).toHaveTextContent('4');
    expect(panel).toHaveTextContent('Physical Ticket');
    await choose(user, quantity, '3');
    await user.click(within(panel).getByRole('button', { name: 'Join the waiting list' }));

    await expectMessage('You joined the waiting list', 'success');
    const [sent] = posts(fetchSpy, `/api/v1/events/${EVENT}/waitlist`);
    expect(await sent!.clone().json()).toEqual({ quantity: 3, ticketType: 'physical' });
    expect(
      await within(panel).findByText('You are on the waiting list for 3 tickets, Physical Ticket.'),
    ).toBeInTheDocument();
  });

  it("shows the API's refusal in red (tickets on sale after all)", async () => {
    serve(true, {
      [`/api/v1/events/${EVENT}/waitlist`]: () =>
        problem(409, 'Tickets are available for this event: you can buy them now'),
    });
    const user = setupUser();
    renderRoutes({ '/event/$id': EventRoute }, `/event/${EVENT}`);
    const panel = await screen.findByRole('region', { name: 'Join the waiting list' });
    await user.click(await within(panel).findByRole('button', { name: 'Join the waiting list' }));
    await expectMessage('Tickets are available for this event: you can buy them now', 'error');
  });

  it('shows someone already waiting what they wait for, and lets them leave', async () => {
    let entries = [makeWaitlistEntry()];
    const fetchSpy = serve(true, {
      '/api/v1/me/waitlist': () => jsonResponse(entries),
      [`/api/v1/me/waitlist/${ENTRY}`]: () => {
        entries = [];
        return jsonResponse({ message: 'You left the waiting list' });
      },
    });
    const user = setupUser();
    renderRoutes({ '/event/$id': EventRoute }, `/event/${EVENT}`);
    const panel = await screen.findByRole('region', { name: 'Join the waiting list' });
    expect(await within(panel).findByText('You are on the waiting list for 2 tickets, any type.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Leave the waiting list: Kabaddi Finals Night' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await expectMessage('You left the waiting list', 'success');
    expect(posts(fetchSpy, `/api/v1/me/waitlist/${ENTRY}`, 'DELETE')).toHaveLength(1);
    expect(await within(panel).findByRole('button', { name: 'Join the waiting list' })).toBeInTheDocument();
  });
});

describe('/tickets: your waiting lists', () => {
  function serveTickets(handlers: Record<string, Handler>) {
    return serve(true, {
      '/api/v1/me/purchases': () => jsonResponse([]),
      '/api/v1/me/disputes': () => jsonResponse([]),
      '/api/v1/me/rewards': () => jsonResponse(NO_REWARDS),
      ...handlers,
    });
  }

  it('shows the seats held for the person until when, with Buy now to the offer’s checkout', async () => {
    const expiresAt = new Date(Date.now() + 14 * 60_000 + 20_000).toISOString();
    serveTickets({
      '/api/v1/me/waitlist': () =>
        jsonResponse([
          makeWaitlistEntry({ offer: makeWaitlistOffer({ expires_at: expiresAt }) }),
          makeWaitlistEntry({
            id: 'other',
            event: { ...makeWaitlistOffer().event, id: 'e2', title: 'T20 Night' },
            quantity: 1,
            ticket_type: 'mobile',
          }),
        ]),
    });
    renderRoutes({ '/tickets': TicketsRoute }, '/tickets?tab=purchases');
    const section = await screen.findByRole('region', { name: 'Your waiting lists' });
    const [kabaddi, t20] = within(section).getAllByRole('article');
    expect(kabaddi).toHaveTextContent('Waiting for 2 tickets (any type) since 22 Nov 2026, 10:00 am');
    const offer = within(kabaddi!).getByRole('region', { name: 'Tickets held for you' });
    expect(offer).toHaveTextContent(
      /2 tickets held for you until \d{1,2} \w{3} 2026, \d{1,2}:\d{2} [ap]m \(14:\d{2} left\)/,
    );
    expect(offer).toHaveTextContent('Lower Tier · ₹1,500.00 per ticket · Mobile Transfer');
    expect(within(offer).getByRole('link', { name: 'Buy now' })).toHaveAttribute(
      'href',
      `/checkout/${LISTING}?quantity=2&offer=${OFFER}`,
    );
    expect(t20).toHaveTextContent('Waiting for 1 ticket (Mobile Transfer)');
    expect(within(t20!).queryByRole('region', { name: 'Tickets held for you' })).not.toBeInTheDocument();
  });

  it('declines an offer after asking: the person stays on the list', async () => {
    let entries = [makeWaitlistEntry({ offer: makeWaitlistOffer() })];
    const fetchSpy = serveTickets({
      '/api/v1/me/waitlist': () => jsonResponse(entries),
      [`/api/v1/me/waitlist/offers/${OFFER}/decline`]: () => {
        entries = [makeWaitlistEntry()];
        return jsonResponse(makeWaitlistOffer({ status: 'declined' }));
      },
    });
    const user = setupUser();
    renderRoutes({ '/tickets': TicketsRoute }, '/tickets?tab=purchases');
    const offer = await screen.findByRole('region', { name: 'Tickets held for you' });
    await user.click(within(offer).getByRole('button', { name: 'Decline' }));
    // The confirmation's own Decline (it opens after the card's).
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Decline' })).toHaveLength(2));
    await user.click(screen.getAllByRole('button', { name: 'Decline' })[1]!);
    await expectMessage('Offer declined: the seats go to the next person waiting', 'success');
    expect(posts(fetchSpy, `/api/v1/me/waitlist/offers/${OFFER}/decline`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Tickets held for you' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Your waiting lists' })).toHaveTextContent('Kabaddi Finals Night');
  });

  it('tells the person on their entry that their last offer expired, while they keep waiting', async () => {
    const lapsed = makeWaitlistOffer({ status: 'expired', expires_at: '2026-11-23T09:45:00.000Z' });
    serveTickets({ '/api/v1/me/waitlist': () => jsonResponse([makeWaitlistEntry({ lapsed_offer: lapsed })]) });
    renderRoutes({ '/tickets': TicketsRoute }, '/tickets?tab=purchases');
    const section = await screen.findByRole('region', { name: 'Your waiting lists' });
    const [entry] = within(section).getAllByRole('article');
    expect(entry).toHaveTextContent('Your offer of 2 tickets expired');
    expect(entry).toHaveTextContent('The seats held for you until 23 Nov 2026, 3:15 pm');
    expect(entry).toHaveTextContent('You are still on the waiting list');
    expect(within(entry!).queryByRole('region', { name: 'Tickets held for you' })).not.toBeInTheDocument();
  });

  it('shows nothing while the person waits on no event', async () => {
    serveTickets({});
    renderRoutes({ '/tickets': TicketsRoute }, '/tickets?tab=purchases');
    expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your waiting lists' })).not.toBeInTheDocument();
  });
});
