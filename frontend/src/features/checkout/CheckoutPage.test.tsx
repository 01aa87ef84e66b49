import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route as CheckoutRoute } from '../../routes/checkout.$ticketId';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { makeEvent } from '../../test/fixtures';
import { renderRoutes, STAND_IN_PREFIX } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { foreignLatinWords } from '../../test/latin-script';
import { fill, setupUser } from '../../test/user';
import type { SavedAddress } from '../addresses/queries';
import { payPage } from './pay-page';
import { readPayAttempt, savePayAttempt } from './pay-attempt';
import type { CheckoutSummary, Order } from './queries';

const LISTING = 'aaaaaaaa-1111-4000-8000-000000000001';
const ORDER = 'bbbbbbbb-2222-4000-8000-000000000002';
const PAY_PAGE = 'http://localhost:3000/phonepe-sandbox/transact?token=t0k3n';

function makeSummary(overrides: Partial<CheckoutSummary> = {}, listing: Partial<CheckoutSummary['listing']> = {}) {
  return {
    listing: {
      id: LISTING,
      seller_id: 'seller-1',
      price: 249900,
      quantity: 4,
      available_quantity: 4,
      seat_number: 'F12',
      section: 'Gold',
      row: 'F',
      ticket_type: 'mobile',
      mobile_ticket_type: 'bookmyshow',
      status: 'available',
      is_on_sale: true,
      ...listing,
    },
    event: makeEvent({ id: 'e1', title: 'Monsoon Melodies', buyer_fee_percent: 2.5 }),
    max_quantity: 4,
    tickets_already: 0,
    own_listing: false,
    rewards_credit: 0,
    ...overrides,
  } satisfies CheckoutSummary;
}

function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: ORDER,
    status: 'pending',
    amount: 512295,
    subtotal: 499800,
    buyer_fee: 12495,
    credit_applied: 0,
    price: 249900,
    quantity: 2,
    ticket_id: LISTING,
    event: null,
    ticket_type: 'mobile',
    platform_id: 'asha@example.in',
    delivery_address: null,
    payment_gateway: 'phonepe',
    payment_id: `ts_${ORDER}`,
    gateway_transaction_id: null,
    pay_page_url: PAY_PAGE,
    hold_expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    failure_reason: null,
    cancelled: false,
    refund_state: null,
    created_at: new Date().toISOString(),
    completed_at: null,
    ...overrides,
  };
}

const home: SavedAddress = {
  id: 'cccccccc-3333-4000-8000-000000000003',
  address_line1: '12, Lavelle Road',
  address_line2: null,
  area: 'Ashok Nagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  is_default: true,
  text: '12, Lavelle Road, Ashok Nagar, Bengaluru, Karnataka - 560001',
};

type Handler = (url: URL, request: Request) => Response | Promise<Response>;

function serveCheckout(summary: CheckoutSummary, handlers: Record<string, Handler> = {}) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(makeSessionUser({ id: 'buyer-1', full_name: 'Asha Rao' })),
    [`/api/v1/checkout/${LISTING}`]: () => jsonResponse(summary),
    [`/api/v1/orders/${ORDER}`]: () => jsonResponse(makeOrder()),
    '/api/v1/me/addresses': () => jsonResponse([home]),
    ...handlers,
  });
}

/** The POSTs to /api/v1/orders, with their Idempotency-Key and body. */
async function orderPosts(fetchSpy: ReturnType<typeof mockApi>) {
  const posts = fetchSpy.mock.calls
    .map(([request]) => request)
    .filter((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/v1/orders');
  return Promise.all(
    posts.map(async (request) => ({
      key: request.headers.get('Idempotency-Key'),
      body: (await request.clone().json()) as Record<string, unknown>,
    })),
  );
}

async function openCheckout(url = `/checkout/${LISTING}`) {
  const user = setupUser();
  const app = renderRoutes({ '/checkout/$ticketId': CheckoutRoute }, url);
  expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
  return { user, ...app };
}

const payButton = () => screen.getByRole('button', { name: /Pay ₹/ });

afterEach(() => {
  vi.useRealTimers();
});

describe('/checkout/$ticketId', () => {
  it('sends a visitor to sign in first, returning to the same checkout', async () => {
    mockApi({});
    const { router } = renderRoutes({ '/checkout/$ticketId': CheckoutRoute }, `/checkout/${LISTING}?quantity=2`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ returnTo: `/checkout/${LISTING}?quantity=2` });
  });

  it('summarises the order and prices it with the money module: quantity from the URL, fee, total', async () => {
    serveCheckout(makeSummary());
    const { user, router } = await openCheckout(`/checkout/${LISTING}?quantity=2`);
    expect(document.title).toBe('Checkout | TicketSetu');

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Monsoon Melodies');
    expect(summary).toHaveTextContent('NSCI Dome, Worli, Mumbai');
    expect(summary).toHaveTextContent('Tuesday, 1 December 2026 at 7:30 pm');
    expect(summary).toHaveTextContent('Gold · Row F · Seat F12');
    expect(summary).toHaveTextContent('Mobile Transfer via BookMyShow');

    const prices = screen.getByRole('region', { name: 'Price details' });
    expect(within(prices).getByRole('combobox', { name: 'Number of tickets' })).toBeInTheDocument();
    expect(prices).toHaveTextContent('Tickets (2 × ₹2,499.00)₹4,998.00');
    // 2.5% of ₹4,998.00 = ₹124.95
    expect(prices).toHaveTextContent('Platform Fees + Taxes (2.5%)₹124.95');
    // The GST inside the fee: ₹124.95 × 18/118 = ₹19.06 (issue 19).
    expect(prices).toHaveTextContent('Platform fee ₹105.89 + GST ₹19.06');
    expect(prices).toHaveTextContent('Total₹5,122.95');
    expect(payButton()).toHaveTextContent('Pay ₹5,122.95');

    await user.click(within(prices).getByRole('combobox', { name: 'Number of tickets' }));
    await user.click(await screen.findByTitle('3'));
    await waitFor(() => expect(router.state.location.search).toEqual({ quantity: 3 }));
    // 2.5% of ₹7,497.00 = ₹187.425, half-up to ₹187.43
    expect(prices).toHaveTextContent('Platform Fees + Taxes (2.5%)₹187.43');
    expect(payButton()).toHaveTextContent('Pay ₹7,684.43');
  });

  it('offers only what remains and starts at 1 when the URL asks for more', async () => {
    serveCheckout(makeSummary({ max_quantity: 2 }));
    const { user } = await openCheckout(`/checkout/${LISTING}?quantity=5`);
    expect(screen.getByRole('region', { name: 'Price details' })).toHaveTextContent('Tickets (1 × ₹2,499.00)');
    await user.click(screen.getByRole('combobox', { name: 'Number of tickets' }));
    expect(await screen.findByTitle('2')).toBeInTheDocument();
    expect(screen.queryByTitle('3')).not.toBeInTheDocument();
  });

  it('asks for the BookMyShow or District id, then pays once with an Idempotency-Key and goes to the pay page', async () => {
    const open = vi.spyOn(payPage, 'open').mockImplementation(() => {});
    let answer!: (response: Response) => void;
    const fetchSpy = serveCheckout(makeSummary(), {
      '/api/v1/orders': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = await openCheckout(`/checkout/${LISTING}?quantity=2`);

    expect(screen.getByRole('heading', { name: 'Your BookMyShow account' })).toBeInTheDocument();
    await user.click(payButton());
    expect(await screen.findByText('Please enter your Book My Show Id')).toBeInTheDocument();
    expect(await orderPosts(fetchSpy)).toHaveLength(0);

    await fill(user, screen.getByLabelText('Your Book My Show Id'), ' asha@example.in ');
    await user.click(payButton());
    // While Pay is on its way, a second press cannot send another.
    await waitFor(() => expect(payButton()).toBeDisabled());
    await user.click(payButton());
    const sent = await orderPosts(fetchSpy);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent[0]!.body).toEqual({ listingId: LISTING, quantity: 2, platformId: 'asha@example.in' });

    await act(async () => answer(jsonResponse(makeOrder(), 201)));
    await waitFor(() => expect(open).toHaveBeenCalledWith(PAY_PAGE));
    // The hold, in case the pay page is slow to open or the buyer comes back.
    const timer = await screen.findByRole('timer', { name: 'Time left on your hold' });
    expect(timer.textContent).toMatch(/^(10:00|09:5\d)$/);
    expect(screen.getByText(/the seats go back on sale and you are not charged/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Taking you to PhonePe…/ })).toBeDisabled();
    expect(screen.getByText(/transfers the tickets to/)).toHaveTextContent('asha@example.in');
  });

  it("labels and checks a District listing's account with District's words", async () => {
    const fetchSpy = serveCheckout(makeSummary({}, { mobile_ticket_type: 'district' }));
    const { user } = await openCheckout();
    expect(screen.getByRole('heading', { name: 'Your District account' })).toBeInTheDocument();
    await user.click(payButton());
    expect(await screen.findByText('Please enter your District Id')).toBeInTheDocument();
    expect(screen.getByLabelText('Your District Id')).toBeInTheDocument();
    expect(await orderPosts(fetchSpy)).toHaveLength(0);
  });

  it('delivers a physical ticket to the chosen saved address, or a new one saved first', async () => {
    vi.spyOn(payPage, 'open').mockImplementation(() => {});
    let addresses: SavedAddress[] = [];
    const added: SavedAddress = {
      ...home,
      id: 'dddddddd-4444-4000-8000-000000000004',
      address_line1: '7 MG Road',
      text: '7 MG Road, Ashok Nagar, Bengaluru, Karnataka - 560001',
    };
    let saveFails = true;
    const physicalOrder = makeOrder({ ticket_type: 'physical', platform_id: null, delivery_address: added.text });
    const fetchSpy = serveCheckout(makeSummary({}, { ticket_type: 'physical', mobile_ticket_type: null }), {
      '/api/v1/me/addresses': (_url, request) => {
        if (request.method !== 'POST') return jsonResponse(addresses);
        if (saveFails) return problem(500, 'Internal Server Error');
        addresses = [added];
        return jsonResponse(added, 201);
      },
      '/api/v1/orders': () => jsonResponse(physicalOrder, 201),
      [`/api/v1/orders/${ORDER}`]: () => jsonResponse(physicalOrder),
    });
    const { user } = await openCheckout();
    expect(screen.getByRole('heading', { name: 'Delivery address' })).toBeInTheDocument();

    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a delivery address');
    expect(await orderPosts(fetchSpy)).toHaveLength(0);

    // No saved address yet: the add form is open.
    // The address picker loads when a paper ticket is bought.
    await fill(user, await screen.findByLabelText(/^Address line 1/), '7 MG Road');
    await fill(user, screen.getByLabelText(/^Area/), 'Ashok Nagar');
    await fill(user, screen.getByLabelText(/^City/), 'Bengaluru');
    await user.click(screen.getByRole('combobox', { name: /State/ }));
    await user.click(await screen.findByTitle('Karnataka'));
    await fill(user, screen.getByLabelText(/^PIN code/), '560001');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    // A POST is not retried: the spec's message at once.
    expect(await screen.findByText('Error saving address. Please try again.')).toBeInTheDocument();

    saveFails = false;
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address saved successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('radiogroup', { name: 'Delivery address' })).toHaveTextContent('7 MG Road'),
    );
    expect(screen.getByRole('radio', { name: /7 MG Road/ })).toBeChecked();

    await user.click(payButton());
    await waitFor(async () => expect(await orderPosts(fetchSpy)).toHaveLength(1));
    expect((await orderPosts(fetchSpy))[0]!.body).toEqual({
      listingId: LISTING,
      quantity: 1,
      deliveryAddressId: added.id,
    });
    expect(await screen.findByText(/delivers the tickets to/)).toHaveTextContent('7 MG Road');
  });

  it("shows 'Error' with Browse Events when the ticket does not exist", async () => {
    serveCheckout(makeSummary(), { [`/api/v1/checkout/${LISTING}`]: () => problem(404, 'Ticket not found') });
    renderRoutes({ '/checkout/$ticketId': CheckoutRoute }, `/checkout/${LISTING}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ticket not found');
    expect(screen.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events');
  });

  it("shows 'Failed to load ticket' when the ticket cannot be read, and loads it again on Retry", async () => {
    let fail = true;
    serveCheckout(makeSummary(), {
      [`/api/v1/checkout/${LISTING}`]: () =>
        fail ? problem(403, 'Your account is not active') : jsonResponse(makeSummary()),
    });
    const user = setupUser();
    renderRoutes({ '/checkout/$ticketId': CheckoutRoute }, `/checkout/${LISTING}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load ticket');
    expect(screen.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
  });

  it('tells a seller they cannot buy their own listing, with no Pay', async () => {
    serveCheckout(makeSummary({ own_listing: true }));
    await openCheckout();
    // The panel loads when shown.
    expect(await screen.findByRole('heading', { name: 'You cannot buy your own tickets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your listings' })).toHaveAttribute('href', '/tickets?tab=listings');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('says a listing no longer on sale is not available, with no Pay', async () => {
    serveCheckout(makeSummary({ max_quantity: 0 }, { is_on_sale: false, available_quantity: 0 }));
    await openCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent('This ticket is no longer available');
    expect(screen.getByRole('link', { name: 'Other tickets for this event' })).toHaveAttribute('href', '/event/e1');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it("says the event's buying limit under the number of tickets, with what the buyer has already", async () => {
    const event = makeEvent({ id: 'e1', max_tickets_per_buyer: 4 });
    serveCheckout(makeSummary({ event, max_quantity: 1, tickets_already: 3 }));
    const { user } = await openCheckout();
    const prices = screen.getByRole('region', { name: 'Price details' });
    expect(prices).toHaveTextContent(
      'You can buy at most 4 tickets for this event. You already have 3 tickets, so you can buy 1 more.',
    );
    await user.click(within(prices).getByRole('combobox', { name: 'Number of tickets' }));
    // The list's one option.
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('title'))).toEqual(['1']);
  });

  it('refuses a buyer at the buying limit with its sentence, and no Pay', async () => {
    const event = makeEvent({ id: 'e1', max_tickets_per_buyer: 4 });
    serveCheckout(makeSummary({ event, max_quantity: 0, tickets_already: 4 }));
    await openCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can buy at most 4 tickets for this event. You already have 4 tickets, so you cannot buy more.',
    );
    expect(screen.getByRole('link', { name: 'See your tickets' })).toHaveAttribute('href', '/tickets');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it("shows the server's buying-limit refusal of a Pay that lost a race, and reads the checkout again", async () => {
    const event = makeEvent({ id: 'e1', max_tickets_per_buyer: 4 });
    let summary = makeSummary({ event, max_quantity: 4 });
    const refusal = 'You can buy at most 4 tickets for this event. You already have 3 tickets, so you can buy 1 more.';
    serveCheckout(summary, {
      [`/api/v1/checkout/${LISTING}`]: () => jsonResponse(summary),
      '/api/v1/orders': () => problem(409, refusal),
    });
    const { user } = await openCheckout(`/checkout/${LISTING}?quantity=2`);
    await fill(user, screen.getByLabelText('Your Book My Show Id'), 'asha@example.in');
    summary = makeSummary({ event, max_quantity: 1, tickets_already: 3 });
    await user.click(payButton());
    expect(await screen.findByText(refusal, { selector: '.ts-toast *' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Price details' })).toHaveTextContent('Tickets (1 × ₹2,499.00)'),
    );
  });

  it('shows what the server refused: taken seats, a missing id next to its field', async () => {
    let answer = () => problem(409, 'This ticket is no longer available');
    let summary = makeSummary();
    const fetchSpy = serveCheckout(makeSummary(), {
      [`/api/v1/checkout/${LISTING}`]: () => jsonResponse(summary),
      '/api/v1/orders': () => answer(),
    });
    const { user } = await openCheckout();
    await fill(user, screen.getByLabelText('Your Book My Show Id'), 'asha@example.in');

    answer = () =>
      jsonResponse(
        {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: 'Please enter your Book My Show Id',
          errors: [{ field: 'platformId', message: 'Please enter your Book My Show Id' }],
        },
        400,
      );
    await user.click(payButton());
    expect(await screen.findByText('Please enter your Book My Show Id')).toBeInTheDocument();

    answer = () => problem(409, 'This ticket is no longer available');
    summary = makeSummary({ max_quantity: 0 }, { is_on_sale: false });
    await user.click(payButton());
    // The message, and the page learns the seats are gone: no Pay any more.
    expect(
      await screen.findByText('This ticket is no longer available', { selector: '.ts-toast *' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument());
    const keys = (await orderPosts(fetchSpy)).map((post) => post.key);
    expect(new Set(keys).size).toBe(2);
  });

  it("says 'Failed to create payment order' and sends the same Idempotency-Key when the buyer retries", async () => {
    // The fetch layer retries a keyed POST through 5xx after 1 s, 2 s and 4 s: move the clock, not wait.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(payPage, 'open').mockImplementation(() => {});
    let unavailable = true;
    const fetchSpy = serveCheckout(makeSummary(), {
      '/api/v1/orders': () =>
        unavailable ? problem(503, 'Failed to create payment order') : jsonResponse(makeOrder({ quantity: 1 }), 201),
    });
    const { user } = await openCheckout();
    await fill(user, screen.getByLabelText('Your Book My Show Id'), 'asha@example.in');
    await user.click(payButton());
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(await screen.findByText('Failed to create payment order')).toBeInTheDocument();
    const first = await orderPosts(fetchSpy);
    expect(first).toHaveLength(4);
    expect(new Set(first.map((post) => post.key)).size).toBe(1);

    unavailable = false;
    await user.click(payButton());
    await screen.findByRole('timer', { name: 'Time left on your hold' });
    const all = await orderPosts(fetchSpy);
    expect(all).toHaveLength(5);
    expect(all[4]!.key).toBe(first[0]!.key);
  });

  it('sends a new Idempotency-Key after the payment could not start (503 GATEWAY_UNAVAILABLE): its seats went back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(payPage, 'open').mockImplementation(() => {});
    let unreachable = true;
    const fetchSpy = serveCheckout(makeSummary(), {
      '/api/v1/orders': () =>
        unreachable
          ? jsonResponse(
              {
                type: 'about:blank',
                title: 'Service Unavailable',
                status: 503,
                detail: 'Failed to create payment order',
                code: 'GATEWAY_UNAVAILABLE',
              },
              503,
            )
          : jsonResponse(makeOrder({ quantity: 1 }), 201),
    });
    const { user } = await openCheckout();
    await fill(user, screen.getByLabelText('Your Book My Show Id'), 'asha@example.in');
    await user.click(payButton());
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(await screen.findByText('Failed to create payment order')).toBeInTheDocument();

    unreachable = false;
    await user.click(payButton());
    await screen.findByRole('timer', { name: 'Time left on your hold' });
    const keys = (await orderPosts(fetchSpy)).map((post) => post.key);
    expect(keys).toHaveLength(5);
    expect(new Set(keys.slice(0, 4)).size).toBe(1);
    expect(keys[4]).not.toBe(keys[0]);
  });

  it('Cancel on a held checkout gives the seats back and goes back to the event page', async () => {
    savePayAttempt(LISTING, {
      key: 'key-of-the-first-pay',
      request: JSON.stringify({ listingId: LISTING, quantity: 2, platformId: 'asha@example.in' }),
      orderId: ORDER,
    });
    const fetchSpy = serveCheckout(makeSummary(), {
      [`/api/v1/orders/${ORDER}/cancel`]: () =>
        jsonResponse(makeOrder({ status: 'failed', cancelled: true, pay_page_url: null })),
    });
    const { user } = await openCheckout();
    await screen.findByRole('timer', { name: 'Time left on your hold' });
    expect(screen.getByText(/Cancel gives them back now/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(`${STAND_IN_PREFIX}/event/e1`)).toBeInTheDocument();
    const cancels = fetchSpy.mock.calls.filter(([request]) => request.url.endsWith(`/orders/${ORDER}/cancel`));
    expect(cancels.map(([request]) => request.method)).toEqual(['POST']);
    expect(readPayAttempt(LISTING)).toBeNull();
  });

  it('offers no Cancel before Pay has held anything', async () => {
    serveCheckout(makeSummary());
    await openCheckout();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('asks to try again and sends the same Idempotency-Key while the payment is still being set up', async () => {
    vi.spyOn(payPage, 'open').mockImplementation(() => {});
    const stillStarting = 'Your payment is still being set up. Please try again in a moment.';
    let starting = true;
    const fetchSpy = serveCheckout(makeSummary(), {
      '/api/v1/orders': () =>
        starting
          ? jsonResponse(
              {
                type: 'about:blank',
                title: 'Conflict',
                status: 409,
                detail: stillStarting,
                code: 'PAYMENT_SETUP_IN_PROGRESS',
              },
              409,
            )
          : jsonResponse(makeOrder({ quantity: 1 }), 201),
    });
    const { user } = await openCheckout();
    await fill(user, screen.getByLabelText('Your Book My Show Id'), 'asha@example.in');
    await user.click(payButton());
    expect(await screen.findByText(stillStarting)).toBeInTheDocument();

    starting = false;
    await user.click(payButton());
    await screen.findByRole('timer', { name: 'Time left on your hold' });
    const keys = (await orderPosts(fetchSpy)).map((post) => post.key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("says 'Failed to create payment order' when the gateway refused to start the payment", async () => {
    const open = vi.spyOn(payPage, 'open').mockImplementation(() => {});
    serveCheckout(makeSummary(), {
      '/api/v1/orders': () =>
        jsonResponse(
          makeOrder({ status: 'failed', pay_page_url: null, failure_reason: 'Failed to create payment order' }),
          201,
        ),
    });
    const { user } = await openCheckout();
    await fill(user, screen.getByLabelText('Your Book My Show Id'), 'asha@example.in');
    await user.click(payButton());
    expect(await screen.findByText('Failed to create payment order')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(payButton()).toBeEnabled();
  });

  it("holds the seats but says 'Failed to initiate payment. Please try again.' when no pay page came back", async () => {
    const open = vi.spyOn(payPage, 'open').mockImplementation(() => {});
    let payPageUrl: string | null = null;
    const fetchSpy = serveCheckout(makeSummary(), {
      '/api/v1/orders': () => jsonResponse(makeOrder({ quantity: 1, pay_page_url: payPageUrl }), 201),
      [`/api/v1/orders/${ORDER}`]: () => jsonResponse(makeOrder({ quantity: 1, pay_page_url: null })),
    });
    const { user } = await openCheckout();
    await fill(user, screen.getByLabelText('Your Book My Show Id'), 'asha@example.in');
    await user.click(payButton());
    expect(await screen.findByText('Failed to initiate payment. Please try again.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('timer', { name: 'Time left on your hold' })).toBeInTheDocument();

    // Continuing sends the same Pay again (the server starts the payment of the same order).
    payPageUrl = PAY_PAGE;
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(PAY_PAGE));
    const posts = await orderPosts(fetchSpy);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toEqual(posts[0]);
  });

  it('never follows a pay page address that is not a web address', async () => {
    const open = vi.spyOn(payPage, 'open').mockImplementation(() => {});
    serveCheckout(makeSummary(), {
      '/api/v1/orders': () => jsonResponse(makeOrder({ quantity: 1, pay_page_url: 'javascript:alert(1)' }), 201),
    });
    const { user } = await openCheckout();
    await fill(user, screen.getByLabelText('Your Book My Show Id'), 'asha@example.in');
    await user.click(payButton());
    expect(await screen.findByText('Failed to initiate payment. Please try again.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('applies the rewards credit, and goes straight to the result when the credit pays it all', async () => {
    const open = vi.spyOn(payPage, 'open').mockImplementation(() => {});
    serveCheckout(makeSummary({ rewards_credit: 100000 }), {
      '/api/v1/orders': () =>
        jsonResponse(makeOrder({ status: 'completed', pay_page_url: null, amount: 0, credit_applied: 256148 }), 201),
    });
    const { user, router } = await openCheckout();
    const prices = screen.getByRole('region', { name: 'Price details' });
    expect(prices).toHaveTextContent('Rewards credit applied− ₹1,000.00');
    // ₹2,499.00 + 2.5% (₹62.48) − ₹1,000.00
    expect(prices).toHaveTextContent('Total₹1,561.48');
    expect(prices).toHaveTextContent('You have ₹1,000.00 of rewards credit: ₹1,000.00 of it is used for this order.');

    await fill(user, screen.getByLabelText('Your Book My Show Id'), 'asha@example.in');
    await user.click(payButton());
    await screen.findByText(`${STAND_IN_PREFIX}/payment-result?order_id=${ORDER}`);
    expect(router.state.location.search).toEqual({ order_id: ORDER });
    expect(open).not.toHaveBeenCalled();
  });

  it('leaves ₹1 to pay when the credit nearly covers the order, as the server does', async () => {
    // ₹2,499.00 + 2.5% fee ₹62.48 = ₹2,561.48; a credit of ₹2,561.00 would leave 48 paise.
    serveCheckout(makeSummary({ rewards_credit: 256100 }));
    await openCheckout();
    const prices = screen.getByRole('region', { name: 'Price details' });
    expect(prices).toHaveTextContent('Rewards credit applied− ₹2,560.48');
    expect(payButton()).toHaveTextContent('Pay ₹1.00');
  });

  it('shows the hold again when the buyer comes back from the pay page, and what happens when it runs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const open = vi.spyOn(payPage, 'open').mockImplementation(() => {});
    savePayAttempt(LISTING, {
      key: 'key-of-the-first-pay',
      request: JSON.stringify({ listingId: LISTING, quantity: 2, platformId: 'asha@example.in' }),
      orderId: ORDER,
    });
    // The same order (and hold) whether read or sent again with the same key.
    const held = makeOrder({ hold_expires_at: new Date(Date.now() + 65_000).toISOString() });
    const fetchSpy = serveCheckout(makeSummary({ max_quantity: 2 }), {
      [`/api/v1/orders/${ORDER}`]: () => jsonResponse(held),
      '/api/v1/orders': () => jsonResponse(held, 201),
    });
    const { user } = await openCheckout();

    const timer = await screen.findByRole('timer', { name: 'Time left on your hold' });
    expect(timer.textContent).toMatch(/^01:0[45]$/);
    // The order as held: its quantity and the server's figures.
    expect(screen.getByRole('region', { name: 'Price details' })).toHaveTextContent('Total₹5,122.95');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(PAY_PAGE));
    expect((await orderPosts(fetchSpy))[0]!.key).toBe('key-of-the-first-pay');

    await act(() => vi.advanceTimersByTimeAsync(66_000));
    expect(await screen.findByText('Your hold has ended')).toBeInTheDocument();
    expect(screen.getByText(/The seats went back on sale and nothing was charged/)).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
  });
});

describe('/checkout/$ticketId in Hindi', () => {
  const openInHindi = async (summary: CheckoutSummary, url = `/checkout/${LISTING}?quantity=2`) => {
    serveCheckout(summary);
    const user = setupUser();
    renderRoutes({ '/checkout/$ticketId': CheckoutRoute }, url, { locale: 'hi' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'चेकआउट' });
    return { user, heading };
  };

  it('draws the order, the price, the buying limit and Pay in Hindi, the date in Hindi, no foreign Latin word', async () => {
    const event = makeEvent({ id: 'e1', buyer_fee_percent: 2.5, max_tickets_per_buyer: 4 });
    const { user, heading } = await openInHindi(makeSummary({ event, tickets_already: 1, max_quantity: 3 }));
    expect(document.title).toContain('चेकआउट');
    expect(screen.getByRole('link', { name: 'इवेंट पर वापस जाएँ' })).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'ऑर्डर का सारांश' });
    expect(summary).toHaveTextContent('मंगलवार, 1 दिसंबर 2026');

    const prices = screen.getByRole('region', { name: 'कीमत का ब्योरा' });
    expect(within(prices).getByRole('combobox', { name: 'टिकटों की संख्या' })).toBeInTheDocument();
    expect(prices).toHaveTextContent('टिकट (2 × ₹2,499.00)₹4,998.00');
    expect(prices).toHaveTextContent('प्लेटफ़ॉर्म शुल्क + टैक्स (2.5%)₹124.95');
    expect(prices).toHaveTextContent('प्लेटफ़ॉर्म शुल्क ₹105.89 + GST ₹19.06');
    expect(prices).toHaveTextContent('कुल₹5,122.95');
    expect(prices).toHaveTextContent(
      'आप इस इवेंट के लिए ज़्यादा से ज़्यादा 4 टिकट खरीद सकते हैं। आप पहले ही 1 टिकट ले चुके हैं, इसलिए आप 3 और खरीद सकते हैं।',
    );
    expect(prices).toHaveTextContent('PhonePe से सुरक्षित भुगतान।');
    const pay = screen.getByRole('button', { name: '₹5,122.95 का भुगतान करें' });

    const delivery = screen.getByRole('region', { name: 'आपका BookMyShow अकाउंट' });
    expect(within(delivery).getByLabelText(/आपकी BookMyShow आईडी/)).toBeInTheDocument();
    for (const part of [heading, prices, delivery]) expect(foreignLatinWords(part.textContent ?? '')).toEqual([]);

    // Pay without the account: the spec's message, in Hindi, under its box.
    await user.click(pay);
    expect(await within(delivery).findByText('कृपया अपनी BookMyShow आईडी डालें')).toBeInTheDocument();
  });

  it('says in Hindi why a seller cannot buy their own listing, with no Pay', async () => {
    await openInHindi(makeSummary({ own_listing: true }));
    const own = (await screen.findByRole('heading', { name: 'आप अपने ही टिकट नहीं खरीद सकते' })).closest('section')!;
    expect(own).toHaveTextContent('यह आपकी लिस्टिंग है: खरीदार इसे इवेंट पेज पर देखते हैं।');
    expect(within(own).getByRole('link', { name: 'अपनी लिस्टिंग देखें' })).toHaveAttribute(
      'href',
      '/hi/tickets?tab=listings',
    );
    expect(within(own).getByRole('link', { name: 'इवेंट देखें' })).toHaveAttribute('href', '/hi/events');
    expect(foreignLatinWords(own.textContent ?? '')).toEqual([]);
    expect(screen.queryByRole('button', { name: /का भुगतान करें/ })).not.toBeInTheDocument();
  });

  it('names the delivery address in Hindi for a paper ticket', async () => {
    await openInHindi(makeSummary({}, { ticket_type: 'physical', mobile_ticket_type: null }));
    const delivery = screen.getByRole('region', { name: 'डिलीवरी का पता' });
    expect(delivery).toHaveTextContent('हमारा कूरियर पार्टनर टिकट इसी पते पर पहुँचाता है।');
  });
});
