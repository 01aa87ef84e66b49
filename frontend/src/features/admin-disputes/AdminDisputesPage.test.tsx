import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route as AdminRoute } from '../../routes/admin';
import { Route as AdminDisputesRoute } from '../../routes/admin.disputes';
import { Route as AdminDisputeRoute } from '../../routes/admin.disputes_.$id';
import { Route as AdminIndexRoute } from '../../routes/admin.index';
import { jsonResponse, listResponse, mockApi, pageOf, problem, requestedUrls } from '../../test/api-mock';
import { findDrawer, renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { fill, setupUser } from '../../test/user';
import { PHONE_WIDTH, setViewportWidth } from '../../test/viewport';
import type { AdminDashboardCounts } from '../admin/dashboard-query';
import type { AdminDispute, AdminDisputeDetails } from './queries';

const admin = makeSessionUser({ id: 'admin-1', full_name: 'Meera Iyer', is_admin: true });
const ID = '33333333-0000-4000-8000-000000000001';

function makeDispute(overrides: Partial<AdminDispute> = {}): AdminDispute {
  return {
    id: ID,
    reference: 'TS-D-2026-000042',
    role: 'staff',
    transfer_id: '11111111-0000-4000-8000-000000000001',
    transaction_id: '22222222-0000-4000-8000-000000000001',
    reason: 'not_received',
    reason_label: 'Tickets not received',
    description: 'Nothing reached my District account.',
    status: 'open',
    status_label: 'Open',
    opened_at: '2026-11-20T10:00:00.000Z',
    acknowledge_by: '2026-11-22T10:00:00.000Z',
    acknowledged_at: null,
    resolve_by: '2026-12-20T10:00:00.000Z',
    next_deadline: '2026-11-22T10:00:00.000Z',
    closed_at: null,
    acknowledgement_overdue: true,
    resolution_overdue: false,
    overdue: true,
    resolution_note: null,
    refund_amount: null,
    event: {
      id: 'e1',
      title: 'Kabaddi Finals Night',
      venue: 'EKA Arena',
      city: 'Ahmedabad',
      event_date: '2026-12-01T14:00:00.000Z',
    },
    quantity: 2,
    amount_paid: 307500,
    transfer_status: 'mobile_transfer_sent',
    grievance_officer: { name: 'Anita Desai', email: 'grievance@ticketsetu.in' },
    buyer: { id: 'b1', full_name: 'Rohan Mehta', email: 'rohan@example.in', phone: '+919800000003' },
    seller: { id: 's1', full_name: 'Priya Sharma', email: 'priya@example.in', phone: '+919800000002' },
    ...overrides,
  };
}

const overdue = makeDispute();
const onTime = makeDispute({
  id: '33333333-0000-4000-8000-000000000002',
  reference: 'TS-D-2026-000043',
  event: { ...overdue.event!, title: 'T20 Night' },
  reason: 'wrong_ticket',
  reason_label: 'Wrong tickets',
  status: 'awaiting_seller',
  status_label: 'Awaiting seller',
  acknowledged_at: '2026-11-21T10:00:00.000Z',
  acknowledgement_overdue: false,
  overdue: false,
});

function makeDetails(overrides: Partial<AdminDisputeDetails> = {}): AdminDisputeDetails {
  return {
    ...makeDispute(),
    timeline: [
      {
        id: 't1',
        kind: 'opened',
        by: 'buyer',
        at: '2026-11-20T10:00:00.000Z',
        message: 'Nothing reached my District account.',
        from_status: null,
        to_status: 'open',
        refund_amount: null,
        files: [],
        by_user_id: 'b1',
        internal: false,
      },
      {
        id: 't2',
        kind: 'note',
        by: 'staff',
        at: '2026-11-20T11:00:00.000Z',
        message: 'Seller has a good record; ask for the District screenshot.',
        from_status: null,
        to_status: null,
        refund_amount: null,
        files: [],
        by_user_id: 'admin-1',
        internal: true,
      },
    ],
    payouts: {
      on_hold: true,
      seller_payout: {
        id: 'p1',
        type: 'seller_payout',
        amount: 285000,
        status: 'pending',
        note: null,
        refund_state: null,
        utr: null,
        failure_reason: null,
        created_at: '2026-11-20T10:00:00.000Z',
        processed_at: null,
      },
      refunds: [],
    },
    refundable: 307500,
    ...overrides,
  };
}

const counts: AdminDashboardCounts = {
  generated_at: '2026-11-23T04:30:00.000Z',
  pending_listings: 4,
  pending_transfers: 7,
  pending_payouts: { total: 3, seller_payouts: 2, buyer_refunds: 1 },
  open_disputes: 2,
  overdue_disputes: 1,
  disputes_awaiting_acknowledgement: 1,
  complaints: {
    total: { open: 5, overdue_to_acknowledge: 2, overdue_to_settle: 0 },
    disputes: { open: 2, overdue_to_acknowledge: 1, overdue_to_settle: 0 },
    contact_messages: { open: 3, overdue_to_acknowledge: 1, overdue_to_settle: 0 },
  },
  users: 128,
  upcoming_events: 12,
  transactions: { pending: 1, completed: 40, failed: 3, refunded: 2 },
};

/** 25 open disputes, the first 3 overdue: more than one page. */
const many = Array.from({ length: 25 }, (_, i) =>
  makeDispute({
    id: `33333333-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`,
    reference: `TS-D-2026-0001${String(i).padStart(2, '0')}`,
    overdue: i < 3,
    acknowledgement_overdue: i < 3,
  }),
);

const asked = (fetchSpy: ReturnType<typeof mockApi>) =>
  Object.fromEntries(requestedUrls(fetchSpy, '/api/v1/admin/disputes').at(-1)!.searchParams);

type Handler = (url: URL, request: Request) => Response | Promise<Response>;

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(admin),
    '/api/v1/admin/disputes': (url) =>
      listResponse(url.searchParams.get('state') === 'closed' ? [] : [overdue, onTime]),
    [`/api/v1/admin/disputes/${ID}`]: () => jsonResponse(makeDetails()),
    '/api/v1/admin/dashboard': () => jsonResponse(counts),
    ...handlers,
  });
}

function renderAdmin(url: string) {
  return renderRoutes(
    {
      '/admin': AdminRoute,
      '/admin/': AdminIndexRoute,
      '/admin/disputes': AdminDisputesRoute,
      '/admin/disputes_/$id': AdminDisputeRoute,
    },
    url,
  );
}

async function expectMessage(text: string, tone: 'error' | 'success') {
  const toast = await screen.findByText(text, { selector: '.ts-toast *' });
  expect(toast.closest('.ts-toast__notice')).toHaveClass(`ts-toast__notice--${tone}`);
}

async function postBody(fetchSpy: ReturnType<typeof mockApi>, path: string): Promise<unknown> {
  const call = fetchSpy.mock.calls.find(
    ([request]) => request.method === 'POST' && new URL(request.url).pathname === path,
  );
  return call ? call[0].clone().json() : undefined;
}

describe('admin dashboard', () => {
  it('links every section with its live count, and none says coming soon', async () => {
    serve();
    renderAdmin('/admin');
    expect(await screen.findByText('Counts as of 23 Nov 2026, 10:00 am.', { exact: false })).toBeInTheDocument();
    const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('a')!;
    expect(card('Tickets')).toHaveTextContent('4 to review');
    expect(card('Transfers')).toHaveTextContent('7 in progress');
    expect(card('Payouts')).toHaveTextContent('3 pending2 seller payouts · 1 buyer refunds');
    expect(card('Disputes')).toHaveTextContent(
      '2 open1 overdue · 1 to acknowledge1 late to acknowledge · 0 late to settle',
    );
    // Contact messages are complaints on the same clock (ADR 67).
    expect(card('Contact messages')).toHaveTextContent('3 open1 late to acknowledge · 0 late to settle');
    expect(card('Disputes')).toHaveAttribute('href', '/admin/disputes');
    expect(card('Users')).toHaveTextContent('128 accounts');
    expect(card('Events')).toHaveTextContent('12 upcoming');
    expect(card('Events')).toHaveAttribute('href', '/admin/events');
    expect(card('Transactions')).toHaveTextContent('40 completed1 pending · 3 failed · 2 refunded');
    expect(card('Audit log')).toHaveAttribute('href', '/admin/audit');
    // The card's name still starts with its title (links are found by it).
    expect(card('Transfers')).toHaveAccessibleName(/^Transfers Advance transfers/);
    expect(screen.getByRole('main')).not.toHaveTextContent('Coming soon');
    // And the sidebar has the desk.
    expect(
      within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Disputes' }),
    ).toHaveAttribute('href', '/admin/disputes');
  });

  it('still links every section when the counts cannot be read', async () => {
    serve({ '/api/v1/admin/dashboard': () => problem(403, 'Forbidden') });
    renderAdmin('/admin');
    expect(await screen.findByText('Error loading the counts')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Disputes' }).closest('a')).toHaveAttribute(
      'href',
      '/admin/disputes',
    );
  });
});

describe('/admin/disputes', () => {
  it('lists the queue in the API’s order (nearest deadline first) with overdue ones highlighted', async () => {
    const fetchSpy = serve();
    renderAdmin('/admin/disputes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Disputes' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('T20 Night');
    expect(asked(fetchSpy)).toEqual({ state: 'open', limit: '20', offset: '0' });
    expect(screen.getByRole('status')).toHaveTextContent('2 disputes · 1 overdue');
    expect(screen.getByRole('columnheader', { name: /Next deadline/ })).toHaveAttribute('aria-sort', 'ascending');

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('TS-D-2026-000042');
    expect(rows[0]).toHaveClass('is-overdue');
    expect(rows[0]).toHaveTextContent('Acknowledgement overdue');
    expect(rows[0]).toHaveTextContent('Acknowledge by 22 Nov 2026, 3:30 pm');
    // With the time left on the rules' clock (ADR 67): that deadline is in the past from now on.
    expect(rows[0]).toHaveTextContent(/Acknowledge by 22 Nov 2026, 3:30 pmOverdue by \d+ days?/);
    expect(rows[0]).toHaveTextContent('Rohan Mehta');
    expect(rows[0]).toHaveTextContent('from Priya Sharma');
    expect(rows[1]).not.toHaveClass('is-overdue');
    expect(rows[1]).toHaveTextContent('Awaiting seller');
    expect(rows[1]).toHaveTextContent('Resolve by 20 Dec 2026, 3:30 pm');
    expect(within(rows[0]!).getByRole('link', { name: 'Open dispute TS-D-2026-000042' })).toHaveAttribute(
      'href',
      `/admin/disputes/${ID}`,
    );
  });

  it('keeps the state in the URL and asks the API for it', async () => {
    const fetchSpy = serve();
    const user = setupUser();
    const { router } = renderAdmin('/admin/disputes');
    await user.click(await screen.findByRole('tab', { name: 'Closed' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 'closed' }));
    expect(await screen.findByText('No closed disputes yet.')).toBeInTheDocument();
    expect(requestedUrls(fetchSpy, '/api/v1/admin/disputes').map((url) => url.searchParams.get('state'))).toContain(
      'closed',
    );
  });

  it("says 'Error loading disputes' when the queue cannot be read", async () => {
    serve({ '/api/v1/admin/disputes': () => problem(403, 'Forbidden') });
    renderAdmin('/admin/disputes');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading disputes');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('on a phone, shows key facts per dispute and opens it from the details drawer', async () => {
    setViewportWidth(PHONE_WIDTH);
    serve();
    const user = setupUser();
    renderAdmin('/admin/disputes');
    const list = await screen.findByRole('list', { name: 'Disputes: Open' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveClass('is-overdue');
    expect(first).toHaveTextContent('Acknowledgement overdue');
    await user.click(within(first!).getByRole('button', { name: /^Details/ }));
    const drawer = await findDrawer('Dispute details');
    expect(drawer).toHaveTextContent('Nothing reached my District account.');
    expect(within(drawer).getByRole('link', { name: 'Open dispute TS-D-2026-000042' })).toBeInTheDocument();
  });

  describe('searched, sorted and paged on the server (ADR 27)', () => {
    it('sends the search to the API and keeps it in the URL; a tab change keeps it, from page 1 in the tab’s order', async () => {
      const fetchSpy = serve({ '/api/v1/admin/disputes': (url) => pageOf(url, many) });
      const user = setupUser();
      const { router } = renderAdmin('/admin/disputes?page=2&sort=opened_at&order=desc');
      expect(await screen.findByText('TS-D-2026-000120')).toBeInTheDocument();
      expect(asked(fetchSpy)).toEqual({ state: 'open', sort: 'opened_at', order: 'desc', limit: '20', offset: '20' });

      await user.type(screen.getByRole('searchbox', { name: 'Search disputes' }), 'TS-D-2026-0001{Enter}');
      await waitFor(() =>
        expect(router.state.location.search).toEqual({ search: 'TS-D-2026-0001', sort: 'opened_at', order: 'desc' }),
      );
      await waitFor(() => expect(asked(fetchSpy)).toMatchObject({ search: 'TS-D-2026-0001', offset: '0' }));

      await user.click(screen.getByRole('tab', { name: 'Closed' }));
      await waitFor(() => expect(router.state.location.search).toEqual({ search: 'TS-D-2026-0001', state: 'closed' }));
      await waitFor(() =>
        expect(asked(fetchSpy)).toEqual({ state: 'closed', search: 'TS-D-2026-0001', limit: '20', offset: '0' }),
      );
      // Closed: the latest closed first, by the column that shows when.
      expect(await screen.findByRole('columnheader', { name: /Closed/ })).toHaveAttribute('aria-sort', 'descending');
    });

    it('pages on the server: page 2 asks for offset 20; the overdue count says it is this page’s', async () => {
      const fetchSpy = serve({ '/api/v1/admin/disputes': (url) => pageOf(url, many) });
      const user = setupUser();
      const { router } = renderAdmin('/admin/disputes');
      expect(await screen.findByText('TS-D-2026-000119')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('25 disputes · 3 overdue on this page');

      await user.click(screen.getByRole('listitem', { name: '2' }));
      expect(await screen.findByText('TS-D-2026-000124')).toBeInTheDocument();
      expect(router.state.location.search).toEqual({ page: 2 });
      expect(asked(fetchSpy)).toEqual({ state: 'open', limit: '20', offset: '20' });
      expect(screen.getByRole('status')).toHaveTextContent(/^25 disputes$/);
    });

    it('links the CSV of the state, search and sort shown', async () => {
      serve();
      const user = setupUser();
      const { router } = renderAdmin('/admin/disputes?state=all&search=Kabaddi');
      await screen.findByText('T20 Night');
      await user.click(screen.getByRole('columnheader', { name: /Opened/ }));
      await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'opened_at', order: 'asc' }));
      expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
        'href',
        '/api/v1/admin/disputes?search=Kabaddi&sort=opened_at&order=asc&state=all&format=csv',
      );
    });
  });
});

describe('/admin/disputes/$id', () => {
  it('shows everything staff need: parties, money, deadlines, the timeline with internal notes', async () => {
    serve();
    renderAdmin(`/admin/disputes/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute TS-D-2026-000042' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Kabaddi Finals Night' });
    expect(facts).toHaveTextContent('Rohan Mehta');
    expect(facts).toHaveTextContent('rohan@example.in');
    expect(facts).toHaveTextContent('+919800000003');
    expect(facts).toHaveTextContent('Buyer paid₹3,075.00');
    const money = screen.getByRole('region', { name: 'Money' });
    expect(money).toHaveTextContent('Seller payout₹2,850.00 Pending · On hold');
    expect(money).toHaveTextContent('Still refundable₹3,075.00');
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(timeline).toHaveTextContent('The buyer opened the dispute');
    expect(timeline).toHaveTextContent('Internal note (staff only)');
    expect(timeline).toHaveTextContent('Seller has a good record');
    expect(screen.getByText('Acknowledgement (within 48 hours)').closest('div')).toHaveClass('is-overdue');
  });

  it('acknowledges, asking the seller by default, with the API’s message', async () => {
    let details = makeDetails();
    const fetchSpy = serve({
      [`/api/v1/admin/disputes/${ID}`]: () => jsonResponse(details),
      [`/api/v1/admin/disputes/${ID}/acknowledge`]: () => {
        details = {
          ...details,
          status: 'awaiting_seller',
          status_label: 'Awaiting seller',
          acknowledged_at: '2026-11-23T04:00:00.000Z',
          acknowledgement_overdue: false,
          overdue: false,
        };
        return jsonResponse({ message: 'Dispute acknowledged', dispute: details });
      },
    });
    const user = setupUser();
    renderAdmin(`/admin/disputes/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Acknowledge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge this dispute' });
    expect(within(dialog).getByRole('radio', { name: /Ask the seller/ })).toBeChecked();
    await fill(user, within(dialog).getByLabelText(/^Message to both parties/), 'We are looking into it.');
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    await expectMessage('Dispute acknowledged', 'success');
    expect(await postBody(fetchSpy, `/api/v1/admin/disputes/${ID}/acknowledge`)).toEqual({
      status: 'awaiting_seller',
      message: 'We are looking into it.',
    });
    expect(await screen.findByText('Awaiting seller')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
  });

  it('messages both parties, optionally moving the dispute, and adds internal notes', async () => {
    const fetchSpy = serve({
      [`/api/v1/admin/disputes/${ID}/messages`]: () =>
        jsonResponse({ message: 'Message sent', dispute: makeDetails() }),
      [`/api/v1/admin/disputes/${ID}/notes`]: () => jsonResponse({ message: 'Note added', dispute: makeDetails() }),
    });
    const user = setupUser();
    renderAdmin(`/admin/disputes/${ID}`);
    const message = await screen.findByRole('region', { name: 'Message the buyer and the seller' });
    await user.click(within(message).getByRole('button', { name: 'Send message' }));
    expect(await within(message).findByText('Please write a message')).toBeInTheDocument();
    await fill(user, within(message).getByLabelText(/^Message/), 'Please send the District screenshot.');
    await user.click(within(message).getByRole('combobox', { name: 'Then' }));
    await user.click(await screen.findByText('Ask the seller (awaiting seller)'));
    await user.click(within(message).getByRole('button', { name: 'Send message' }));
    await expectMessage('Message sent', 'success');
    expect(await postBody(fetchSpy, `/api/v1/admin/disputes/${ID}/messages`)).toEqual({
      message: 'Please send the District screenshot.',
      status: 'awaiting_seller',
    });

    const note = screen.getByRole('region', { name: 'Internal note' });
    await fill(user, within(note).getByLabelText('Note (staff only)'), 'Called the seller.');
    await user.click(within(note).getByRole('button', { name: 'Add note' }));
    await expectMessage('Note added', 'success');
    expect(await postBody(fetchSpy, `/api/v1/admin/disputes/${ID}/notes`)).toEqual({ note: 'Called the seller.' });
  });

  it('resolves with a partial refund typed in rupees and sent in paise, within what is refundable', async () => {
    const fetchSpy = serve({
      [`/api/v1/admin/disputes/${ID}/resolve`]: () =>
        jsonResponse({
          message: 'Dispute resolved',
          dispute: makeDetails({
            status: 'resolved_refund',
            status_label: 'Resolved: buyer refunded',
            closed_at: '2026-11-23T05:00:00.000Z',
            refund_amount: 150050,
            overdue: false,
            acknowledgement_overdue: false,
          }),
        }),
    });
    const user = setupUser();
    renderAdmin(`/admin/disputes/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve this dispute' });
    expect(within(dialog).getByRole('radio', { name: 'Refund the buyer' })).toBeChecked();
    expect(dialog).toHaveTextContent('Everything left: ₹3,075.00');
    await user.click(within(dialog).getByRole('radio', { name: 'Part of it' }));
    const amount = within(dialog).getByLabelText('Refund amount (₹)');
    await fill(user, amount, '4000');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));
    expect(await within(dialog).findByText('The most that can be refunded is ₹3,075.00')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Please explain the decision to the buyer and the seller'),
    ).toBeInTheDocument();

    await fill(user, amount, '1500.5');
    await fill(user, within(dialog).getByLabelText('The decision, as both parties read it'), 'One ticket arrived.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));
    await expectMessage('Dispute resolved', 'success');
    expect(await postBody(fetchSpy, `/api/v1/admin/disputes/${ID}/resolve`)).toEqual({
      outcome: 'refund',
      amount: 150050,
      note: 'One ticket arrived.',
    });
    expect(await screen.findByText('Resolved: buyer refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
  });

  it('releases the payout (no amount sent), and shows a refusal in red', async () => {
    const fetchSpy = serve({
      [`/api/v1/admin/disputes/${ID}/resolve`]: () => problem(409, 'This dispute is already resolved differently'),
    });
    const user = setupUser();
    renderAdmin(`/admin/disputes/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve this dispute' });
    await user.click(within(dialog).getByRole('radio', { name: 'Release the seller’s payout' }));
    await fill(
      user,
      within(dialog).getByLabelText('The decision, as both parties read it'),
      'The seller’s proof holds.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));
    await expectMessage('This dispute is already resolved differently', 'error');
    expect(await postBody(fetchSpy, `/api/v1/admin/disputes/${ID}/resolve`)).toEqual({
      outcome: 'release',
      note: 'The seller’s proof holds.',
    });
  });
});
