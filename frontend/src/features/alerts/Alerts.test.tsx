import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route as EventRoute } from '../../routes/event.$id';
import { Route as TicketsRoute } from '../../routes/tickets';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { makeEventPage, makeListing } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { setupUser } from '../../test/user';
import type { TicketAlert } from './queries';

/* Ticket alerts (ADR 66): set on an event page with tickets on sale, listed and removed on /tickets. */

const EVENT = 'b7e3c1a2-4d5f-4e6a-9b8c-1d2e3f4a5b6c';
const ALERT = '4e5f6a7b-8c9d-4e0f-a1b2-c3d4e5f6a7b8';

const onSale = makeEventPage({ id: EVENT, title: 'Coldplay Mumbai', listings: [makeListing()] });

const alert: TicketAlert = {
  id: ALERT,
  event: {
    id: EVENT,
    title: 'Coldplay Mumbai',
    venue: 'DY Patil Stadium',
    city: 'Mumbai',
    event_date: '2026-12-20T13:30:00.000Z',
  },
  max_price: 250_000,
  quantity: 2,
  ticket_type: 'mobile',
  sms: false,
  created_at: '2026-12-01T10:00:00.000Z',
};

let sentBodies: unknown[] = [];

function serve(signedIn: boolean, alerts: TicketAlert[] = []) {
  sentBodies = [];
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(signedIn ? makeSessionUser({ id: 'fan-1', full_name: 'Asha Rao' }) : null),
    [`/api/v1/events/${EVENT}`]: () => jsonResponse(onSale),
    '/api/v1/me/waitlist': () => jsonResponse([]),
    '/api/v1/me/alerts': (_url, request) =>
      request.method === 'GET' ? jsonResponse(alerts) : jsonResponse({ message: 'unexpected' }, 500),
    [`/api/v1/events/${EVENT}/alert`]: async (_url, request) => {
      const body = (await request.json()) as {
        maxPrice: number | null;
        quantity: number;
        ticketType: string;
        sms: boolean;
      };
      sentBodies.push(body);
      return jsonResponse(
        { ...alert, max_price: body.maxPrice, quantity: body.quantity, ticket_type: body.ticketType, sms: body.sms },
        201,
      );
    },
    [`/api/v1/me/alerts/${ALERT}`]: () => jsonResponse({ message: 'Ticket alert removed' }),
  });
}

const calls = (fetchSpy: ReturnType<typeof mockApi>, path: string, method: string) =>
  fetchSpy.mock.calls
    .map(([request]) => request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);

describe('event page: the ticket alert', () => {
  it('asks a visitor to sign in first, coming back to the event', async () => {
    serve(false);
    renderRoutes({ '/event/$id': EventRoute }, `/event/${EVENT}`);
    const panel = await screen.findByRole('region', { name: 'Tell me when tickets are listed' });
    expect(await within(panel).findByRole('link', { name: 'Sign in to set a ticket alert' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent(`/event/${EVENT}`)}`,
    );
  });

  it('refuses a price that is not rupees, tying the message to the field, then sets the alert in paise', async () => {
    const fetchSpy = serve(true);
    const user = setupUser();
    renderRoutes({ '/event/$id': EventRoute }, `/event/${EVENT}`);
    const panel = await screen.findByRole('region', { name: 'Tell me when tickets are listed' });
    const price = await within(panel).findByLabelText('Most you will pay per ticket (₹, optional)');
    await waitFor(() => expect(price).toBeEnabled());
    await user.type(price, 'lots');
    await user.click(within(panel).getByRole('button', { name: 'Tell me when tickets are listed' }));
    const error = await within(panel).findByText('Enter the most you will pay in rupees, such as 2500 or 2499.50');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price.getAttribute('aria-describedby')).toContain(error.id);
    expect(calls(fetchSpy, `/api/v1/events/${EVENT}/alert`, 'POST')).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '2499.50');
    await user.click(within(panel).getByRole('checkbox', { name: 'Also text me (SMS to my phone number)' }));
    await user.click(within(panel).getByRole('button', { name: 'Tell me when tickets are listed' }));
    await waitFor(() => expect(calls(fetchSpy, `/api/v1/events/${EVENT}/alert`, 'POST')).toHaveLength(1));
    expect(sentBodies[0]).toEqual({ maxPrice: 249_950, quantity: 1, ticketType: 'any', sms: true });
  });

  it('shows an alert already set, with Change and Remove', async () => {
    serve(true, [alert]);
    renderRoutes({ '/event/$id': EventRoute }, `/event/${EVENT}`);
    const panel = await screen.findByRole('region', { name: 'Tell me when tickets are listed' });
    expect(
      await within(panel).findByText(
        'Your alert is set: 2 tickets, Mobile Transfer, at most ₹2,500.00 each, by email.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Remove the ticket alert: Coldplay Mumbai' })).toBeInTheDocument();
  });
});

describe('/tickets: your ticket alerts', () => {
  it('lists them, and Remove removes one', async () => {
    const fetchSpy = serve(true, [alert]);
    const user = setupUser();
    renderRoutes({ '/tickets': TicketsRoute }, '/tickets?tab=purchases');
    const section = await screen.findByRole('region', { name: 'Your ticket alerts' });
    expect(within(section).getByRole('link', { name: 'Coldplay Mumbai' })).toHaveAttribute('href', `/event/${EVENT}`);
    expect(within(section).getByText(/2 tickets, Mobile Transfer, at most ₹2,500.00 each/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Remove the ticket alert: Coldplay Mumbai' }));
    await waitFor(() => expect(calls(fetchSpy, `/api/v1/me/alerts/${ALERT}`, 'DELETE')).toHaveLength(1));
  });
});
