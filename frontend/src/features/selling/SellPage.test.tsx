import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, problem, requestedUrls } from '../../test/api-mock';
import { makeEvent } from '../../test/fixtures';
import { Route as SellRoute } from '../../routes/sell';
import { renderRoutes, STAND_IN_PREFIX } from '../../test/render';
import { fill } from '../../test/user';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import type { SavedAddress } from '../addresses/queries';
import type { Profile } from '../profile/queries';
import { REDIRECT_AFTER_LISTING_MS } from './SellPage';
import { messageToneOf } from '../../test/messages';
import { RETRY_DELAYS_MS } from '../../shared/api/retrying-fetch';
import { LISTING_MESSAGES } from '@ticketsetu/contracts/rules';
import { formatEventDate } from '../../shared/format';
import { foreignLatinWords, wordsOn } from '../../test/latin-script';

const concert = makeEvent({ id: 'e1', title: 'Monsoon Melodies', seller_fee_percent: 5 });
const comedy = makeEvent({ id: 'e2', title: 'Laugh Riot', seller_fee_percent: 0 });
const capped = makeEvent({ id: 'e3', title: 'Fair Play Live', resale_cap_percent: 20, resale_cap_price: null });
const fixedCap = makeEvent({ id: 'e4', title: 'Capped Classics', resale_cap_percent: null, resale_cap_price: 150000 });

const profile: Profile = {
  id: 'user-priya',
  email: 'priya.sharma@example.in',
  username: 'priya.sharma',
  full_name: 'Priya Sharma',
  phone: '+919876543210',
  date_of_birth: '1996-08-15',
  upi_id: 'priya@okaxis',
  is_admin: false,
  locale: 'en',
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
    '/api/v1/events': () => jsonResponse([concert, comedy, capped, fixedCap]),
    '/api/v1/me': () => jsonResponse(profile),
    '/api/v1/me/addresses': () => jsonResponse([home]),
    '/api/v1/me/listings': () => jsonResponse([]),
    ...handlers,
  });
}

const listed = () =>
  jsonResponse({ message: 'Ticket is under review by our team, it will be listed soon!', listing: {} }, 201);

function submitButton() {
  return screen.getByRole('button', { name: 'List tickets for review' });
}

/** The sell page alone (any other page it sends the seller to is a stand-in). */
function renderSell(url: string) {
  return renderRoutes({ '/sell': SellRoute }, url);
}

async function openSell(path = '/sell?eventId=e1') {
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const app = renderSell(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Sell your tickets' })).toBeInTheDocument();
  return { user, ...app };
}

describe('/sell', () => {
  it('sends a visitor to sign in first, returning to the same sell page', async () => {
    mockApi({ '/api/v1/events': () => jsonResponse([concert]) });
    const { router } = renderSell('/sell?eventId=e1');
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
    const { router } = renderSell('/events');
    await screen.findByText(`${STAND_IN_PREFIX}/events`);
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

  // Waits the spec's 2 seconds (REDIRECT_AFTER_LISTING_MS) on a real clock before the listings open.
  it(
    'checks the form in the spec order before sending, then lists a mobile ticket and goes to the listings',
    { timeout: 15_000 },
    async () => {
      const fetchSpy = serveSell({ '/api/v1/listings': listed });
      const { user, router } = await openSell('/sell');

      await user.click(submitButton());
      expect(await screen.findByText('Please select an event')).toBeInTheDocument();

      await user.click(screen.getByRole('combobox', { name: 'Event' }));
      await user.click(await screen.findByTitle('Monsoon Melodies'));
      // Choosing an event clears its problem.
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Event' })).not.toHaveAttribute('aria-invalid'));
      expect(screen.queryByText('Please select an event')).not.toBeInTheDocument();
      await user.click(submitButton());
      expect(await screen.findByText('Please enter a valid price')).toBeInTheDocument();

      // A new price clears its problem first. (Sending the same invalid value again before the old message
      // has gone can lose the new one: antd's error list drops a message re-added while it leaves.)
      await fill(user, screen.getByLabelText('Price per ticket (₹)'), '0');
      await waitFor(() => expect(screen.queryByText('Please enter a valid price')).not.toBeInTheDocument());
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

      expect(
        await screen.findByText('Ticket is under review by our team, it will be listed soon!'),
      ).toBeInTheDocument();
      const sent = fetchSpy.mock.calls.find(([request]) => new URL(request.url).pathname === '/api/v1/listings')![0];
      expect(sent.method).toBe('POST');
      expect(sent.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
      // Its own key: the fetch layer may send it again, and the server still makes one listing (ADR 56).
      expect(sent.headers.get('Idempotency-Key')).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      const body = await sent.clone().formData();
      expect(Object.fromEntries(body.entries())).toEqual({
        eventId: 'e1',
        quantity: '1',
        price: '149950',
        section: 'Gold',
        ticketType: 'mobile',
        mobileTicketType: 'district',
        upiId: 'priya@okaxis',
      });
      // No second listing while the first is on its way to the listings page.
      expect(screen.getByRole('button', { name: 'Listed: taking you to your tickets…' })).toBeDisabled();
      await waitFor(() => expect(router.state.location.pathname).toBe('/tickets'), {
        timeout: REDIRECT_AFTER_LISTING_MS + 5000,
      });
      expect(router.state.location.search).toEqual({ tab: 'listings' });
    },
  );

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
    expect(body).toMatchObject({ ticketType: 'physical', pickupAddressId: 'a1', price: '450000' });
    expect(body).not.toHaveProperty('mobileTicketType');
  });

  it.each([
    [
      400,
      'This event is no longer open for listings',
      'Failed to list ticket: This event is no longer open for listings',
    ],
    [503, 'Service Unavailable', 'Error uploading files or creating ticket listing'],
    [401, 'Please sign in to continue', 'Please login first'],
  ])('says why a listing failed (%#)', async (status, detail, message) => {
    // The fetch layer sends a keyed POST again through 5xx: move the clock, not wait.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchSpy = serveSell({ '/api/v1/listings': () => problem(status, detail) });
    const { user } = await openSell();
    await fill(user, screen.getByLabelText('Price per ticket (₹)'), '999');
    await user.click(screen.getByText('BookMyShow', { exact: true }));
    await waitFor(() => expect(screen.getByLabelText('UPI ID')).toHaveValue('priya@okaxis'));
    await user.click(submitButton());
    const posts = () => fetchSpy.mock.calls.filter(([request]) => new URL(request.url).pathname === '/api/v1/listings');
    await waitFor(() => expect(posts()).not.toHaveLength(0));
    // A 503 is sent again after 1 s, 2 s and 4 s; a refusal is shown at once (and fades after a while).
    if (status >= 500) for (const delay of RETRY_DELAYS_MS) await act(() => vi.advanceTimersByTimeAsync(delay));
    const shown = await screen.findByText(message);
    // Red, whatever its words (ADR 13).
    expect(messageToneOf(shown)).toBe('error');
    // A refusal is sent once; a 503 three times more, always with the one key, so it is one listing at most.
    expect(posts()).toHaveLength(status >= 500 ? 4 : 1);
    expect(new Set(posts().map(([request]) => request.headers.get('Idempotency-Key'))).size).toBe(1);
    expect(submitButton()).toBeEnabled();
  });

  it('refuses files over 10 MB or of another kind in the browser, and lists the others as removable', async () => {
    serveSell();
    const { user } = await openSell();
    // The picker loads with the form's first paint, on its own.
    const input = await screen.findByLabelText(/^Ticket files/);

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

  it('asks the face value where the event caps resale by percent and refuses a price above the cap', async () => {
    const fetchSpy = serveSell({ '/api/v1/listings': listed });
    const { user } = await openSell('/sell?eventId=e3');
    expect(
      screen.getByText('Price capped at face value + 20% for this event. Enter the face value to see your maximum.'),
    ).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Price per ticket (₹)'), '1300');
    await user.click(screen.getByText('District', { exact: true }));
    await waitFor(() => expect(screen.getByLabelText('UPI ID')).toHaveValue('priya@okaxis'));

    await user.click(submitButton());
    expect(await screen.findByText('Please enter the face value printed on your ticket')).toBeInTheDocument();

    await fill(user, screen.getByLabelText(/^Face value per ticket/), '1000');
    expect(
      await screen.findByText('Price capped at face value + 20%: at most ₹1,200.00 per ticket.'),
    ).toBeInTheDocument();
    await user.click(submitButton());
    const refusal = 'The price per ticket can be at most ₹1,200.00 for this event (face value + 20%)';
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    // On the price field, and nothing was sent.
    expect(screen.getByLabelText('Price per ticket (₹)')).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(fetchSpy.mock.calls.some(([request]) => new URL(request.url).pathname === '/api/v1/listings')).toBe(false);

    await fill(user, screen.getByLabelText('Price per ticket (₹)'), '1200');
    await user.click(submitButton());
    expect(await screen.findByText('Ticket is under review by our team, it will be listed soon!')).toBeInTheDocument();
    const sent = fetchSpy.mock.calls.find(([request]) => new URL(request.url).pathname === '/api/v1/listings')![0];
    expect(Object.fromEntries((await sent.clone().formData()).entries())).toMatchObject({
      eventId: 'e3',
      price: '120000',
      faceValue: '100000',
    });
  });

  it('shows a fixed cap in rupees, needs no face value for it, and sends none for an event without a cap', async () => {
    const fetchSpy = serveSell({ '/api/v1/listings': listed });
    const { user } = await openSell('/sell?eventId=e4');
    expect(screen.getByText('Price capped at ₹1,500.00 per ticket for this event.')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Price per ticket (₹)'), '1500.01');
    await user.click(screen.getByText('BookMyShow', { exact: true }));
    await waitFor(() => expect(screen.getByLabelText('UPI ID')).toHaveValue('priya@okaxis'));
    await user.click(submitButton());
    expect(await screen.findByText('The price per ticket can be at most ₹1,500.00 for this event')).toBeInTheDocument();

    // Another event, without a cap: no face value asked, none sent.
    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.click(await screen.findByTitle('Laugh Riot'));
    expect(screen.queryByLabelText(/^Face value per ticket/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Price capped/)).not.toBeInTheDocument();
    await user.click(submitButton());
    expect(await screen.findByText('Ticket is under review by our team, it will be listed soon!')).toBeInTheDocument();
    const sent = fetchSpy.mock.calls.find(([request]) => new URL(request.url).pathname === '/api/v1/listings')![0];
    const body = Object.fromEntries((await sent.clone().formData()).entries());
    expect(body).toMatchObject({ eventId: 'e2', price: '150001' });
    expect(body).not.toHaveProperty('faceValue');
  });

  it(
    'waits for the proofs to be read, and keeps the form with the reason when they show a ticket already listed',
    { timeout: 15_000 },
    async () => {
      const unread = {
        id: 'l1',
        status: 'pending_approval',
        event_title: 'Laugh Riot',
        remarks: null,
        proofs_checked_at: null,
      };
      let looks = 0;
      const fetchSpy = serveSell({
        '/api/v1/listings': () =>
          jsonResponse(
            { message: 'Ticket is under review by our team, it will be listed soon!', listing: unread },
            201,
          ),
        // Read on the second look: refused (another listing holds its ticket code).
        '/api/v1/listings/l1': () =>
          jsonResponse(
            ++looks < 2
              ? unread
              : {
                  ...unread,
                  status: 'cancelled',
                  remarks: LISTING_MESSAGES.sameTicketListed,
                  proofs_checked_at: '2026-12-02T10:00:00Z',
                },
          ),
      });
      const { user, router } = await openSell('/sell?eventId=e2');
      await fill(user, screen.getByLabelText('Price per ticket (₹)'), '1200');
      await user.click(screen.getByText('District', { exact: true }));
      await waitFor(() => expect(screen.getByLabelText('UPI ID')).toHaveValue('priya@okaxis'));
      await user.click(submitButton());

      const reason = `Your listing for Laugh Riot was refused. ${LISTING_MESSAGES.sameTicketListed}`;
      // On the form itself, announced, and kept there (the toast goes after a few seconds).
      expect(await screen.findByText(reason, { selector: 'p[role="alert"]' }, { timeout: 10_000 })).toBeVisible();
      expect(requestedUrls(fetchSpy, '/api/v1/listings/l1')).toHaveLength(2);
      // The form stays, ready for another try; nothing says it is under review, and no one is sent away.
      expect(screen.queryByText('Ticket is under review by our team, it will be listed soon!')).not.toBeInTheDocument();
      await waitFor(() => expect(submitButton()).toBeEnabled()); // once its loading icon has gone
      expect(router.state.location.pathname).toBe('/sell');
    },
  );

  it("places the server's refusal on the field its problem names (errors[].field)", async () => {
    const refusal = 'The price per ticket can be at most ₹1,100.00 for this event (face value + 10%)';
    serveSell({
      '/api/v1/listings': () =>
        jsonResponse(
          {
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            detail: refusal,
            errors: [{ field: 'price', message: refusal }],
          },
          400,
        ),
    });
    const { user } = await openSell('/sell?eventId=e2');
    await fill(user, screen.getByLabelText('Price per ticket (₹)'), '1200');
    await user.click(screen.getByText('BookMyShow', { exact: true }));
    await waitFor(() => expect(screen.getByLabelText('UPI ID')).toHaveValue('priya@okaxis'));
    await user.click(submitButton());
    expect(await screen.findByText(`Failed to list ticket: ${refusal}`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Price per ticket (₹)')).toHaveAccessibleDescription(
        expect.stringContaining(refusal),
      ),
    );
  });
});

describe('/sell in Hindi', () => {
  // The seller's own data in Devanagari, so that any Latin word left on the page is the page's.
  const mela = makeEvent({
    id: 'h1',
    title: 'मानसून मेलोडीज़',
    venue: 'एनएससीआई डोम, वर्ली',
    city: 'मुंबई',
    seller_fee_percent: 5,
    resale_cap_percent: 20,
    resale_cap_price: null,
  });

  async function openHindi() {
    mockApi({
      '/api/v1/auth/session': sessionAnswer(makeSessionUser()),
      '/api/v1/events': () => jsonResponse([mela]),
      // A company's PAN: no income tax note (the profile's words are the account area's).
      '/api/v1/me': () => jsonResponse({ ...profile, pan: 'AAACT1234F' }),
      '/api/v1/me/addresses': () => jsonResponse([home]),
    });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderRoutes({ '/sell': SellRoute }, '/sell?eventId=h1', { locale: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'अपने टिकट बेचें' })).toBeInTheDocument();
    return user;
  }

  it('draws the form in Hindi, with the event date in Hindi and no English word left', async () => {
    const user = await openHindi();
    expect(document.title).toBe('टिकट बेचें | TicketSetu');
    expect(screen.getByRole('heading', { name: 'इवेंट और टिकट' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'टिकट का सबूत' })).toBeInTheDocument();
    expect(screen.getByText(formatEventDate(mela.event_date, 'hi'), { exact: false })).toBeInTheDocument();
    expect(formatEventDate(mela.event_date, 'hi')).not.toBe(formatEventDate(mela.event_date, 'en'));
    expect(
      screen.getByText('इस इवेंट के लिए कीमत की सीमा फ़ेस वैल्यू + 20% है। अपनी अधिकतम कीमत देखने के लिए फ़ेस वैल्यू डालें।'),
    ).toBeVisible();

    await fill(user, screen.getByLabelText('प्रति टिकट कीमत (₹)'), '1000');
    expect(await screen.findByText('प्लेटफ़ॉर्म शुल्क का अनुमान (5% प्लेटफ़ॉर्म शुल्क)')).toBeInTheDocument();
    // hi-IN's clock still says 'pm' (shared/format's date, not this page's words).
    expect(foreignLatinWords(wordsOn(screen.getByRole('main'))).filter((word) => word !== 'pm')).toEqual([]);

    // A physical ticket's pickup (the address picker inside is the account area's).
    await user.click(screen.getByRole('radio', { name: /फ़िज़िकल टिकट/ }));
    expect(await screen.findByText('हमारा कूरियर पार्टनर इसी पते से टिकट लेगा।')).toBeInTheDocument();
    expect(screen.getByText('पिकअप पता', { selector: 'p' })).toBeInTheDocument();
  });

  it("shows contracts' check messages in Hindi, on their fields", async () => {
    const user = await openHindi();
    await user.click(screen.getByRole('button', { name: 'टिकट जाँच के लिए लिस्ट करें' }));
    expect(await screen.findByText('कृपया सही कीमत डालें')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('प्रति टिकट कीमत (₹)'), '1500');
    await user.click(screen.getByRole('button', { name: 'टिकट जाँच के लिए लिस्ट करें' }));
    expect(await screen.findByText('कृपया अपने टिकट पर छपी फ़ेस वैल्यू डालें')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('प्रति टिकट फ़ेस वैल्यू (₹)'), '1000');
    await user.click(screen.getByRole('button', { name: 'टिकट जाँच के लिए लिस्ट करें' }));
    expect(
      await screen.findByText('इस इवेंट के लिए प्रति टिकट कीमत ज़्यादा से ज़्यादा ₹1,200.00 हो सकती है (फ़ेस वैल्यू + 20%)'),
    ).toBeInTheDocument();
    expect(screen.queryByText(LISTING_MESSAGES.invalidPrice)).not.toBeInTheDocument();
  });
});
