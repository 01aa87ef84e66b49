import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { makeEvent } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import type { SavedAddress } from '../addresses/queries';
import type { Profile } from '../profile/queries';

const concert = makeEvent({ id: 'e1', title: 'Monsoon Melodies', seller_fee_percent: 5 });
const comedy = makeEvent({ id: 'e2', title: 'Laugh Riot', seller_fee_percent: 0 });

const profile: Profile = {
  id: 'user-priya',
  email: 'priya.sharma@example.in',
  username: 'priya.sharma',
  full_name: 'Priya Sharma',
  phone: '+919876543210',
  date_of_birth: '1996-08-15',
  upi_id: 'priya@okaxis',
  is_admin: false,
  created_at: '2026-01-10T10:00:00Z',
  deletion_requested_at: null,
};

const home: SavedAddress = {
  id: 'a1',
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

function serveSell(handlers: Record<string, Handler> = {}, user = makeSessionUser()) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(user),
    '/api/v1/events': () => jsonResponse([concert, comedy]),
    '/api/v1/me': () => jsonResponse(profile),
    '/api/v1/me/addresses': () => jsonResponse([home]),
    '/api/v1/me/listings': () => jsonResponse([]),
    ...handlers,
  });
}

const listed = () =>
  jsonResponse({ message: 'Ticket is under review by our team, it will be listed soon!', listing: {} }, 201);

/** Types a value in one go (antd re-renders the form on every key, which is slow in jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

function submitButton() {
  return screen.getByRole('button', { name: 'List tickets for review' });
}

async function openSell(path = '/sell?eventId=e1') {
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const app = renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Sell your tickets' })).toBeInTheDocument();
  return { user, ...app };
}

describe('/sell', { timeout: 45_000 }, () => {
  it('sends a visitor to sign in first, returning to the same sell page', async () => {
    mockApi({ '/api/v1/events': () => jsonResponse([concert]) });
    const { router } = renderApp('/sell?eventId=e1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ returnTo: '/sell?eventId=e1' });
  });

  it('presets the event from the URL, fills the saved UPI id and has a Back button', async () => {
    serveSell();
    await openSell();
    expect(document.title).toBe('Sell tickets | TicketSetu');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByText(/Monsoon Melodies ·/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('UPI ID')).toHaveValue('priya@okaxis'));
    expect(
      screen.getByText(/Payment reaches your UPI ID within 24–48 hours after the transfer is confirmed/),
    ).toBeVisible();
  });

  it('presets the event from router state (the events page plus button)', async () => {
    serveSell();
    const { router } = renderApp('/events');
    await screen.findByRole('heading', { level: 1, name: 'Browse events' });
    await router.navigate({ to: '/sell', state: { eventId: 'e2' } });
    expect(await screen.findByText(/Laugh Riot ·/)).toBeInTheDocument();
  });

  it('shows the total above one ticket and the platform fee estimate when the event has a seller fee', async () => {
    serveSell();
    const { user } = await openSell();
    await fill(user, screen.getByLabelText('Price per ticket (₹)'), '1499.50');
    // One ticket: no total line, but the 5% fee and what the seller receives.
    expect(screen.queryByText(/^Total/)).not.toBeInTheDocument();
    expect(await screen.findByText('Platform fee estimate (5% platform fee)')).toBeInTheDocument();
    expect(screen.getByText('− ₹74.98')).toBeInTheDocument();
    expect(screen.getByText('₹1,424.52')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Number of tickets' }));
    await user.click(await screen.findByTitle('3'));
    expect(await screen.findByText('Total (3 × ₹1,499.50)')).toBeInTheDocument();
    expect(screen.getByText('₹4,498.50')).toBeInTheDocument();
    // 1499.50 × 5 × 3 / 100 = 224.925, to the paisa
    expect(screen.getByText('− ₹224.93')).toBeInTheDocument();
  });

  it('shows no fee estimate for an event without a seller fee', async () => {
    serveSell();
    const { user } = await openSell('/sell?eventId=e2');
    await fill(user, screen.getByLabelText('Price per ticket (₹)'), '999');
    expect(await screen.findByText('You receive')).toBeInTheDocument();
    expect(screen.queryByText(/platform fee/)).not.toBeInTheDocument();
  });

  it('checks the form in the spec order before sending, then lists a mobile ticket and goes to the listings', async () => {
    const fetchSpy = serveSell({ '/api/v1/listings': listed });
    const { user, router } = await openSell('/sell');

    await user.click(submitButton());
    expect(await screen.findByText('Please select an event')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.click(await screen.findByTitle('Monsoon Melodies'));
    // Choosing an event clears its problem (antd animates the text out, so look at the field).
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Event' }).closest('.ant-form-item')).not.toHaveClass(
        'ant-form-item-has-error',
      ),
    );
    await user.click(submitButton());
    expect(await screen.findByText('Please enter a valid price')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Price per ticket (₹)'), '0');
    await user.click(submitButton());
    expect(await screen.findByText('Please enter a valid price')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Price per ticket (₹)'), '1499.5');
    await user.click(submitButton());
    expect(await screen.findByText('Please choose BookMyShow or District for a mobile ticket')).toBeInTheDocument();

    await user.click(screen.getByText('District', { exact: true }));
    await waitFor(() => expect(screen.getByLabelText('UPI ID')).toHaveValue('priya@okaxis'));
    await user.clear(screen.getByLabelText('UPI ID'));
    await user.click(submitButton());
    expect(await screen.findByText('Please provide your UPI ID for payments')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('UPI ID'), 'priya@ok.axis');
    await user.click(submitButton());
    expect(await screen.findByText('Please enter a valid UPI ID (e.g., username@bank)')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([request]) => new URL(request.url).pathname === '/api/v1/listings')).toBe(false);

    await fill(user, screen.getByLabelText('UPI ID'), 'priya@okaxis');
    await fill(user, screen.getByLabelText(/^Section/), ' Gold ');
    await user.click(submitButton());

    expect(await screen.findByText('Ticket is under review by our team, it will be listed soon!')).toBeInTheDocument();
    const sent = fetchSpy.mock.calls.find(([request]) => new URL(request.url).pathname === '/api/v1/listings')![0];
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.headers.has('Idempotency-Key')).toBe(false);
    const body = await sent.clone().formData();
    expect(Object.fromEntries(body.entries())).toEqual({
      eventId: 'e1',
      quantity: '1',
      price: '1499.50',
      section: 'Gold',
      ticketType: 'mobile',
      mobileTicketType: 'district',
      upiId: 'priya@okaxis',
    });
    // No second listing while the first is on its way to the listings page.
    expect(screen.getByRole('button', { name: 'Listed: taking you to your tickets…' })).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets'), { timeout: 4000 });
    expect(router.state.location.search).toEqual({ tab: 'listings' });
  });

  it('needs a pickup address for a physical ticket, and sends the chosen one', async () => {
    let addresses: SavedAddress[] = [];
    const fetchSpy = serveSell({
      '/api/v1/me/addresses': () => jsonResponse(addresses),
      '/api/v1/listings': listed,
    });
    const { user } = await openSell();
    await fill(user, screen.getByLabelText('Price per ticket (₹)'), '4500');
    await user.click(screen.getByRole('radio', { name: /Physical Ticket/ }));
    expect(screen.getByText('Our courier partner picks it up from you')).toBeInTheDocument();
    expect(await screen.findByText('No saved addresses yet.')).toBeInTheDocument();

    await user.click(submitButton());
    expect(await screen.findByText('Please select a pickup address for physical tickets')).toBeInTheDocument();

    // Adding an address saves it to the profile and chooses it.
    addresses = [home];
    fetchSpy.mockClear();
    await fill(user, screen.getByLabelText('Address line 1'), '12, Lavelle Road');
    await fill(user, screen.getByLabelText('Area'), 'Ashok Nagar');
    await fill(user, screen.getByLabelText('City'), 'Bengaluru');
    await user.click(screen.getByRole('combobox', { name: 'State / union territory' }));
    await user.click(await screen.findByTitle('Karnataka'));
    await fill(user, screen.getByLabelText('PIN code'), '560001');
    const handlers = fetchSpy.getMockImplementation()!;
    fetchSpy.mockImplementation(async (request: Request) =>
      request.method === 'POST' && new URL(request.url).pathname === '/api/v1/me/addresses'
        ? jsonResponse(home, 201)
        : handlers(request),
    );
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address saved successfully!')).toBeInTheDocument();
    const pickup = await screen.findByRole('radiogroup', { name: 'Pickup address' });
    await waitFor(() => expect(within(pickup).getByRole('radio')).toBeChecked());
    expect(within(pickup).getByText('Default')).toBeInTheDocument();

    await user.click(submitButton());
    expect(await screen.findByText('Ticket is under review by our team, it will be listed soon!')).toBeInTheDocument();
    const sent = fetchSpy.mock.calls.find(
      ([request]) => request.method === 'POST' && new URL(request.url).pathname === '/api/v1/listings',
    )![0];
    const body = Object.fromEntries((await sent.clone().formData()).entries());
    expect(body).toMatchObject({ ticketType: 'physical', pickupAddressId: 'a1', price: '4500.00' });
    expect(body).not.toHaveProperty('mobileTicketType');
  });

  it.each([
    [
      problem(400, 'This event is no longer open for listings'),
      'Failed to list ticket: This event is no longer open for listings',
    ],
    [problem(503, 'Service Unavailable'), 'Error uploading files or creating ticket listing'],
    [problem(401, 'Please sign in to continue'), 'Please login first'],
  ])('says why a listing failed (%#)', async (answer, message) => {
    const fetchSpy = serveSell({ '/api/v1/listings': () => answer.clone() });
    const { user } = await openSell();
    await fill(user, screen.getByLabelText('Price per ticket (₹)'), '999');
    await user.click(screen.getByText('BookMyShow', { exact: true }));
    await waitFor(() => expect(screen.getByLabelText('UPI ID')).toHaveValue('priya@okaxis'));
    await user.click(submitButton());
    const shown = await screen.findByText(message);
    // Red, whatever its words (ADR 13).
    expect(shown.closest('.ant-message-notice-content')?.querySelector('.ant-message-error')).not.toBeNull();
    // Sent once: a listing is never repeated behind the seller's back.
    const posts = fetchSpy.mock.calls.filter(([request]) => new URL(request.url).pathname === '/api/v1/listings');
    expect(posts).toHaveLength(1);
    expect(submitButton()).toBeEnabled();
  });

  it('refuses files over 10 MB or of another kind in the browser, and lists the others as removable', async () => {
    serveSell();
    const { user } = await openSell();
    const input = screen.getByLabelText(/^Ticket files/);

    const big = new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const ticket = new File(['%PDF-1.4 ticket'], 'ticket.pdf', { type: 'application/pdf' });
    await user.upload(input, [big, text, ticket]);

    expect(await screen.findByText('scan.pdf: Each file must be 10 MB or smaller')).toBeInTheDocument();
    expect(
      screen.getByText('notes.txt: Only PDF or image files (JPEG, PNG, WebP, HEIC) can be uploaded'),
    ).toBeInTheDocument();
    expect(await screen.findByText('ticket.pdf')).toBeInTheDocument();
    expect(screen.queryByText('scan.pdf')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Remove file|delete/i }));
    await waitFor(() => expect(screen.queryByText('ticket.pdf')).not.toBeInTheDocument());
  });
});
