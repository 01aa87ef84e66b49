import { RESALE_NOT_PERMITTED } from '@ticketsetu/contracts/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route as AdminRoute } from '../../routes/admin';
import { Route as AdminEventsRoute } from '../../routes/admin.events';
import { jsonResponse, listResponse, mockApi, problem, requestedUrls } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { fill, setupUser, type User } from '../../test/user';
import { PHONE_WIDTH, setViewportWidth } from '../../test/viewport';
import { toIstInput } from './event-form';
import type { AdminCategory, AdminEventRow } from './queries';
import { messageToneOf } from '../../test/messages';

const admin = makeSessionUser({ id: 'admin-1', full_name: 'Meera Iyer', is_admin: true });
const DAY = 24 * 60 * 60 * 1000;

function makeRow(overrides: Partial<AdminEventRow> = {}): AdminEventRow {
  return {
    id: 'e1',
    title: 'Monsoon Melodies',
    description: 'Indie pop under the lights.',
    venue: 'NSCI Dome, Worli',
    city: 'Mumbai',
    state: 'Maharashtra',
    event_date: '2026-12-01T14:00:00.000Z',
    category_id: 'c1',
    category: { id: 'c1', name: 'Concerts' },
    image_url: null,
    is_active: true,
    verified: null,
    verified_at: null,
    buyer_fee_percent: 2.5,
    seller_fee_percent: 5,
    transfer_instructions: null,
    resale_cap_percent: 20,
    resale_cap_price: null,
    max_tickets_per_buyer: null,
    resale_not_permitted: false,
    resale_note: null,
    time_status: 'upcoming',
    can_decide: true,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    total_tickets: 12,
    available_tickets: 5,
    sold_tickets: 7,
    listing_count: 3,
    min_price: 150000,
    ...overrides,
  };
}

const concert = makeRow();
const expired = makeRow({
  id: 'e2',
  title: 'Old Classics Night',
  category_id: null,
  category: null,
  city: 'Pune',
  time_status: 'expired',
  can_decide: false,
  verified: true,
  is_active: false,
  resale_cap_percent: null,
  total_tickets: 0,
  available_tickets: 0,
});
const categories: AdminCategory[] = [
  { id: 'c1', name: 'Concerts', event_count: 1 },
  { id: 'c2', name: 'Comedy', event_count: 0 },
];

type Handler = (url: URL, request: Request) => Response | Promise<Response>;

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(admin),
    '/api/v1/admin/events': () => listResponse([concert, expired]),
    '/api/v1/admin/categories': () => jsonResponse(categories),
    ...handlers,
  });
}

async function openEvents(url = '/admin/events') {
  const user = setupUser();
  const app = renderRoutes({ '/admin': AdminRoute, '/admin/events': AdminEventsRoute }, url);
  expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  return { user, ...app };
}

function rowOf(text: string): HTMLElement {
  return screen.getAllByRole('row').find((row) => row.textContent?.includes(text))!;
}

/** The body sent with the last request to `pathname` with `method`. */
async function sentBody(fetchSpy: ReturnType<typeof mockApi>, pathname: string, method: string) {
  const call = fetchSpy.mock.calls.filter(
    ([request]) => request.method === method && new URL(request.url).pathname === pathname,
  );
  return (await call.at(-1)![0].clone().json()) as Record<string, unknown>;
}

async function openCreate(user: User) {
  await user.click(screen.getByRole('button', { name: 'Create Event' }));
  return screen.findByRole('dialog', { name: 'Create Event' });
}

async function chooseCity(user: User, dialog: HTMLElement, city: string) {
  await user.click(within(dialog).getByRole('combobox', { name: 'City' }));
  await user.click(await screen.findByTitle(city));
}

describe('/admin/events', () => {
  it('lists events with city, category or Uncategorized, IST date, time status, ticket counts and active box', async () => {
    const fetchSpy = serve();
    await openEvents();
    await screen.findByText('Old Classics Night');

    const row = rowOf('Monsoon Melodies');
    expect(row).toHaveTextContent('NSCI Dome, Worli');
    expect(row).toHaveTextContent('Mumbai');
    expect(row).toHaveTextContent('Concerts');
    expect(row).toHaveTextContent('1 Dec 2026, 7:30 pm');
    expect(row).toHaveTextContent('Upcoming');
    expect(row).toHaveTextContent('Not verified');
    expect(row).toHaveTextContent('12 total');
    expect(row).toHaveTextContent('5 available');
    expect(within(row).getByRole('checkbox', { name: 'Active: Monsoon Melodies' })).toBeChecked();
    expect(within(row).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeInTheDocument();

    const old = rowOf('Old Classics Night');
    expect(old).toHaveTextContent('Uncategorized');
    expect(old).toHaveTextContent('Expired');
    expect(old).toHaveTextContent('Verified');
    expect(within(old).getByRole('checkbox', { name: 'Active: Old Classics Night' })).not.toBeChecked();
    // Expired or already decided: no Verify / Reject.
    expect(within(old).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();

    expect(screen.getByText('2 events')).toBeInTheDocument();
    const [url] = requestedUrls(fetchSpy, '/api/v1/admin/events');
    expect(Object.fromEntries(url!.searchParams)).toEqual({ limit: '20', offset: '0' });
  });

  it("says 'Error loading events' when the list cannot be read, with Retry", async () => {
    serve({ '/api/v1/admin/events': () => problem(403, 'Admins only') });
    await openEvents();
    expect(await screen.findByRole('heading', { name: 'Error loading events' })).toBeInTheDocument();
    expect(screen.getByText('Admins only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('keeps filters, search, sort and page in the URL and asks the server for them', async () => {
    const fetchSpy = serve();
    const { user, router } = await openEvents('/admin/events?search=monsoon&sort=title&order=desc&page=2');
    await screen.findByText('Monsoon Melodies');
    expect(Object.fromEntries(requestedUrls(fetchSpy, '/api/v1/admin/events')[0]!.searchParams)).toEqual({
      search: 'monsoon',
      sort: 'title',
      order: 'desc',
      limit: '20',
      offset: '20',
    });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Expired'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'expired', search: 'monsoon' }));
    // A new filter starts again at page 1.
    expect(router.state.location.search).not.toHaveProperty('page');

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByTitle('Uncategorized'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ categoryId: 'none' }));
    await waitFor(() =>
      expect(Object.fromEntries(requestedUrls(fetchSpy, '/api/v1/admin/events').at(-1)!.searchParams)).toMatchObject({
        status: 'expired',
        categoryId: 'none',
        offset: '0',
      }),
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/v1\/admin\/events\?.*status=expired.*categoryId=none.*format=csv$/),
    );
  });

  it('names every missing required field of Create Event with the server’s messages', async () => {
    const fetchSpy = serve();
    const { user } = await openEvents();
    const dialog = await openCreate(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(await within(dialog).findByText('Venue is required')).toBeInTheDocument();
    expect(await within(dialog).findByText('Please choose a city from the list')).toBeInTheDocument();
    expect(await within(dialog).findByText('Event date is required')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([request]) => request.method === 'POST')).toBe(false);
  });

  it('refuses a past date, an image that is not a URL and a zero price cap before sending', async () => {
    const fetchSpy = serve();
    const { user } = await openEvents();
    const dialog = await openCreate(user);
    await fill(user, within(dialog).getByLabelText('Date and time (IST)'), toIstInput(new Date(Date.now() - DAY)));
    await fill(user, within(dialog).getByLabelText(/^Image URL/), 'poster.jpg');
    await user.click(within(dialog).getByRole('radio', { name: 'Maximum price per ticket' }));
    await fill(user, within(dialog).getByLabelText('Maximum price per ticket (₹)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    // antd validates the fields one by one: each message may come in a later tick.
    expect(await within(dialog).findByText('Event date must be in the future')).toBeInTheDocument();
    expect(await within(dialog).findByText('Image URL must be a valid http(s) URL')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Maximum price per ticket must be between ₹0.01 and ₹10,00,000.00'),
    ).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([request]) => request.method === 'POST')).toBe(false);
  });

  it('creates an event with a 20% resale cap (the IST date as typed, empty fees as 0); a refusal first says why, on its field', async () => {
    let refuse = true;
    const fieldProblem = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'Title can be at most 200 characters',
      errors: [{ field: 'title', message: 'Title can be at most 200 characters' }],
    };
    const fetchSpy = serve({
      '/api/v1/admin/events': (_url, request) => {
        if (request.method !== 'POST') return listResponse([concert, expired]);
        if (refuse) return jsonResponse(fieldProblem, 400);
        return jsonResponse({ message: 'Event created successfully!', event: concert }, 201);
      },
    });
    const { user } = await openEvents();
    const dialog = await openCreate(user);
    const date = toIstInput(new Date(Date.now() + 30 * DAY));
    await fill(user, within(dialog).getByLabelText('Title'), 'Fair Play Live');
    await fill(user, within(dialog).getByLabelText('Venue'), 'NSCI Dome');
    await chooseCity(user, dialog, 'Mumbai');
    await fill(user, within(dialog).getByLabelText('Date and time (IST)'), date);
    await user.clear(within(dialog).getByLabelText(/^Buyer fee \(%\)/));
    await user.click(within(dialog).getByRole('radio', { name: 'Percent over face value' }));
    await fill(user, within(dialog).getByLabelText('Percent over face value (%)'), '20');
    await fill(user, within(dialog).getByLabelText(/^Tickets per buyer/), '4');
    // The city brought its state (staff may change it for a venue over a border).
    expect(within(dialog).getByLabelText('State').closest('.ant-select')).toHaveTextContent('Maharashtra');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText('Error creating event: Title can be at most 200 characters')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Title').closest('.ant-form-item')).toHaveTextContent(
        'Title can be at most 200 characters',
      ),
    );

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event created successfully!')).toBeInTheDocument();
    expect(await sentBody(fetchSpy, '/api/v1/admin/events', 'POST')).toEqual({
      title: 'Fair Play Live',
      venue: 'NSCI Dome',
      city: 'Mumbai',
      state: 'Maharashtra',
      eventDate: date,
      categoryId: null,
      description: null,
      imageUrl: null,
      buyerFeePercent: 0,
      sellerFeePercent: 0,
      transferInstructions: null,
      resaleCapPercent: 20,
      resaleCapPrice: null,
      maxTicketsPerBuyer: 4,
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Event' })).not.toBeInTheDocument());
  });

  it('edits an event opened with its values (IST date, the price cap in rupees) and says so', async () => {
    const capped = makeRow({ resale_cap_percent: null, resale_cap_price: 150050 });
    const fetchSpy = serve({
      '/api/v1/admin/events': () => listResponse([capped]),
      '/api/v1/admin/events/e1': () => jsonResponse({ message: 'Event updated successfully!', event: capped }),
    });
    const { user } = await openEvents();
    await screen.findByText('Monsoon Melodies');
    await user.click(screen.getByRole('button', { name: 'Edit: Monsoon Melodies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).getByLabelText('Date and time (IST)')).toHaveValue('2026-12-01T19:30');
    expect(within(dialog).getByRole('radio', { name: 'Maximum price per ticket' })).toBeChecked();
    expect(within(dialog).getByLabelText('Maximum price per ticket (₹)')).toHaveValue('1500.50');
    await fill(user, within(dialog).getByLabelText('Title'), 'Monsoon Melodies Live');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Event updated successfully!')).toBeInTheDocument();
    const body = await sentBody(fetchSpy, '/api/v1/admin/events/e1', 'PATCH');
    expect(body).toMatchObject({ title: 'Monsoon Melodies Live', resaleCapPrice: 150050, resaleCapPercent: null });
    // The date was not changed, and activation is the list's checkbox.
    expect(body).not.toHaveProperty('eventDate');
    expect(body).not.toHaveProperty('isActive');
  });

  it("says 'Error updating event: …' when an edit is refused", async () => {
    serve({ '/api/v1/admin/events/e1': () => problem(404, 'Event not found') });
    const { user } = await openEvents();
    await screen.findByText('Monsoon Melodies');
    await user.click(screen.getByRole('button', { name: 'Edit: Monsoon Melodies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Error updating event: Event not found')).toBeInTheDocument();
  });

  it.each([
    ['verify', 'Verify this event?', 'Verify', 'Event verified successfully!'],
    ['reject', 'Reject this event?', 'Reject', 'Event rejected successfully!'],
  ])('%s after a confirmation, with the spec’s message', async (action, title, button, message) => {
    const fetchSpy = serve({
      [`/api/v1/admin/events/e1/${action}`]: () => jsonResponse({ message, event: concert }),
    });
    const { user } = await openEvents();
    await screen.findByText('Monsoon Melodies');
    await user.click(within(rowOf('Monsoon Melodies')).getByRole('button', { name: button }));
    const confirm = await screen.findByRole('dialog', { name: title });
    await user.click(within(confirm).getByRole('button', { name: button }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(requestedUrls(fetchSpy, `/api/v1/admin/events/e1/${action}`)).toHaveLength(1);
  });

  it('activates and deactivates with the active box', async () => {
    const fetchSpy = serve({
      '/api/v1/admin/events/e1/deactivate': () => jsonResponse({ message: 'Event deactivated', event: concert }),
      '/api/v1/admin/events/e2/activate': () => jsonResponse({ message: 'Event activated', event: expired }),
    });
    const { user } = await openEvents();
    await screen.findByText('Old Classics Night');
    await user.click(screen.getByRole('checkbox', { name: 'Active: Monsoon Melodies' }));
    expect(await screen.findByText('Event deactivated')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Active: Old Classics Night' }));
    expect(await screen.findByText('Event activated')).toBeInTheDocument();
    expect(requestedUrls(fetchSpy, '/api/v1/admin/events/e1/deactivate')).toHaveLength(1);
    expect(requestedUrls(fetchSpy, '/api/v1/admin/events/e2/activate')).toHaveLength(1);
  });

  it('marks an event "Resale not permitted by the organiser" only with a note, and shows the mark', async () => {
    let marked = false;
    const fetchSpy = serve({
      '/api/v1/admin/events': () =>
        listResponse([
          marked ? { ...concert, resale_not_permitted: true, resale_note: 'Organiser notice' } : concert,
          expired,
        ]),
      '/api/v1/admin/events/e1/resale-permission': () => {
        marked = true;
        return jsonResponse({ message: RESALE_NOT_PERMITTED, event: { ...concert, resale_not_permitted: true } });
      },
    });
    const { user } = await openEvents();
    await screen.findByText('Monsoon Melodies');
    await user.click(screen.getByRole('button', { name: 'Resale not permitted: Monsoon Melodies' }));
    const dialog = await screen.findByRole('dialog', { name: `Mark "${RESALE_NOT_PERMITTED}"?` });
    const mark = within(dialog).getByRole('button', { name: 'Mark resale not permitted' });
    expect(mark).toBeDisabled(); // a note first
    await fill(user, within(dialog).getByLabelText('Note (how the organiser announced it)'), '  Organiser notice ');
    await user.click(mark);
    expect(await sentBody(fetchSpy, '/api/v1/admin/events/e1/resale-permission', 'PUT')).toEqual({
      permitted: false,
      note: 'Organiser notice',
    });
    expect(
      await within(await waitFor(() => rowOf('Monsoon Melodies'))).findByText(RESALE_NOT_PERMITTED),
    ).toBeInTheDocument();
    expect(
      within(rowOf('Monsoon Melodies')).getByRole('button', { name: 'Permit resale: Monsoon Melodies' }),
    ).toBeInTheDocument();
  });

  it("deletes only after a confirmation, and shows the server's 'Deactivate it instead' refusal", async () => {
    const refusal = 'This event has listings and cannot be deleted. Deactivate it instead.';
    serve({ '/api/v1/admin/events/e1': () => problem(409, refusal) });
    const { user } = await openEvents();
    await screen.findByText('Monsoon Melodies');
    await user.click(screen.getByRole('button', { name: 'Delete: Monsoon Melodies' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this event?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const shown = await screen.findByText(refusal);
    expect(messageToneOf(shown)).toBe('error');
  });

  it('shows phones a card per event and every field with the actions in the details drawer', async () => {
    setViewportWidth(PHONE_WIDTH);
    serve();
    const { user } = await openEvents();
    const list = await screen.findByRole('list', { name: 'Events' });
    const card = within(list).getAllByRole('listitem')[0]!;
    expect(card).toHaveTextContent('Monsoon Melodies');
    expect(card).toHaveTextContent('5 available');
    await user.click(within(card).getByRole('button', { name: 'Details: Monsoon Melodies' }));
    // (By its title: under test antd gives the phone's Sort by and the drawer the same fallback id.)
    const drawer = (await screen.findByText('Event details', { selector: '.ant-drawer-title' })).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    expect(drawer).toHaveTextContent('face value + 20%');
    expect(drawer).toHaveTextContent('Buyer 2.5% · Seller 5%');
    for (const action of ['Edit: Monsoon Melodies', 'Verify', 'Reject', 'Delete: Monsoon Melodies']) {
      expect(within(drawer).getByRole('button', { name: action })).toBeInTheDocument();
    }
    vi.restoreAllMocks();
  });
});
