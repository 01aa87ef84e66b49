import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, listResponse, mockApi, pageOf, problem, requestedUrls } from '../../test/api-mock';
import { Route as AdminRoute } from '../../routes/admin';
import { Route as AdminIndexRoute } from '../../routes/admin.index';
import { Route as AdminTicketsRoute } from '../../routes/admin.tickets';
import { findDrawer, renderRoutes } from '../../test/render';
import { fill, setupUser } from '../../test/user';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { PHONE_WIDTH, setViewportWidth } from '../../test/viewport';
import type { ReviewListing } from './queries';

const admin = makeSessionUser({ id: 'admin-1', full_name: 'Meera Iyer', is_admin: true });

function makeReviewListing(overrides: Partial<ReviewListing> = {}): ReviewListing {
  return {
    id: '11111111-aaaa-4000-8000-000000000001',
    event_id: 'e1',
    seller_id: 'seller-1',
    event_title: 'Monsoon Melodies',
    event_venue: 'NSCI Dome, Worli, Mumbai',
    event_date: '2026-12-01T14:00:00.000Z',
    price: 150000,
    quantity: 2,
    sold_quantity: 0,
    available_quantity: 2,
    held_quantity: 0,
    failed_quantity: 0,
    refunded_quantity: 0,
    seat_number: null,
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
    seller: { id: 'seller-1', full_name: 'Priya Sharma', email: 'priya@example.in', phone: '+919800000002' },
    decided_by: null,
    possible_duplicate_of: [],
    proof_flags: [],
    ...overrides,
  };
}

const mobile = makeReviewListing({
  files: [
    {
      id: 'f1',
      name: 'ticket.pdf',
      content_type: 'application/pdf',
      size: 2048,
      url: '/api/v1/listings/11111111-aaaa-4000-8000-000000000001/files/f1',
    },
  ],
  possible_duplicate_of: ['99999999-bbbb-4000-8000-000000000009', '88888888-cccc-4000-8000-000000000008'],
});
const physical = makeReviewListing({
  id: '22222222-aaaa-4000-8000-000000000002',
  event_title: 'T20 Night',
  price: 275000,
  ticket_type: 'physical',
  mobile_ticket_type: null,
  pickup_address: '12 Residency Road, Ashok Nagar, Bengaluru, Karnataka - 560025',
});
const verified = makeReviewListing({ id: '33333333-aaaa-4000-8000-000000000003', status: 'available' });

/** 25 listings waiting for review: more than one page. */
const many = Array.from({ length: 25 }, (_, i) =>
  makeReviewListing({
    id: `11111111-aaaa-4000-8000-0000000001${String(i).padStart(2, '0')}`,
    event_title: `Queue show ${i + 1}`,
  }),
);

type Handler = (url: URL, request: Request) => Response | Promise<Response>;

function serveReview(handlers: Record<string, Handler> = {}) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(admin),
    '/api/v1/admin/listings': (url) =>
      listResponse(url.searchParams.get('tab') === 'verified' ? [verified] : [mobile, physical]),
    ...handlers,
  });
}

/** The admin area (guard and layout) with its dashboard and the tickets page. */
function renderAdmin(url: string) {
  return renderRoutes({ '/admin': AdminRoute, '/admin/': AdminIndexRoute, '/admin/tickets': AdminTicketsRoute }, url);
}

const asked = (fetchSpy: ReturnType<typeof mockApi>) =>
  Object.fromEntries(requestedUrls(fetchSpy, '/api/v1/admin/listings').at(-1)!.searchParams);

function rowOf(text: string): HTMLElement {
  return screen.getAllByRole('row').find((row) => row.textContent?.includes(text))!;
}

describe('/admin/tickets', () => {
  it('is a live card on the admin dashboard', async () => {
    serveReview();
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { level: 2, name: 'Tickets' })).toBeInTheDocument();
    expect(screen.getByRole('main').querySelectorAll('a[href="/admin/tickets"]').length).toBeGreaterThan(0);
  });

  it('lists pending listings with seller, price, type and a duplicate flag; Verify and Reject only while pending', async () => {
    serveReview();
    const user = userEvent.setup({ delay: null });
    const { router } = renderAdmin('/admin/tickets');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending Review' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('T20 Night');
    const mobileRow = rowOf('Monsoon Melodies');
    expect(mobileRow).toHaveTextContent('Priya Sharma');
    expect(mobileRow).toHaveTextContent('priya@example.in');
    expect(mobileRow).toHaveTextContent('+919800000002');
    expect(mobileRow).toHaveTextContent('20 Nov 2026, 3:30 pm');
    expect(mobileRow).toHaveTextContent('₹1,500.00');
    expect(mobileRow).toHaveTextContent('Mobile · BookMyShow');
    expect(mobileRow).toHaveTextContent('Pending Approval');
    expect(within(mobileRow).getByText('Possible duplicate')).toBeInTheDocument();
    expect(mobileRow).toHaveTextContent('Same file as 99999999, 88888888');
    expect(within(mobileRow).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(within(mobileRow).getByRole('button', { name: 'Reject' })).toBeInTheDocument();

    const physicalRow = rowOf('T20 Night');
    expect(physicalRow).toHaveTextContent('Physical');
    expect(within(physicalRow).queryByText('Possible duplicate')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Verified' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'verified' }));
    const verifiedRow = await waitFor(() => rowOf('Available'));
    expect(within(verifiedRow).getByRole('button', { name: /^Details/ })).toBeInTheDocument();
    expect(within(verifiedRow).getByRole('button', { name: 'Add Remarks' })).toBeInTheDocument();
    expect(within(verifiedRow).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(within(verifiedRow).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('verifies with an optional remark and refreshes the tab', async () => {
    let pending = [mobile, physical];
    const fetchSpy = serveReview({
      '/api/v1/admin/listings': () => listResponse(pending),
      [`/api/v1/admin/listings/${physical.id}/verify`]: () => {
        pending = [mobile];
        return jsonResponse({ ...physical, status: 'available' });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/tickets?tab=pending');

    await screen.findByText('T20 Night');
    await user.click(within(rowOf('T20 Night')).getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify this listing?' });
    await user.type(within(dialog).getByLabelText('Remark (optional)'), 'Seats checked');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Ticket verified successfully')).toBeInTheDocument();
    const post = fetchSpy.mock.calls.find(([request]) => request.url.endsWith('/verify'))![0];
    expect(await post.clone().json()).toEqual({ remarks: 'Seats checked' });
    await waitFor(() => expect(screen.queryByText('T20 Night')).not.toBeInTheDocument());
  });

  it('on a phone, lists key facts per listing and verifies from the details drawer', async () => {
    setViewportWidth(PHONE_WIDTH);
    let pending = [mobile, physical];
    const fetchSpy = serveReview({
      '/api/v1/admin/listings': () => listResponse(pending),
      [`/api/v1/admin/listings/${physical.id}/verify`]: () => {
        pending = [mobile];
        return jsonResponse({ ...physical, status: 'available' });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/tickets');

    const list = await screen.findByRole('list', { name: 'Tickets: Pending Review' });
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('T20 Night'))!;
    expect(card).toHaveTextContent('Priya Sharma');
    expect(card).toHaveTextContent('₹2,750.00');
    expect(card).toHaveTextContent('Pending Approval');
    expect(card).toHaveTextContent('Remarks—');
    expect(within(card).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /^Details/ }));
    const drawer = await findDrawer('Listing details');
    expect(drawer).toHaveTextContent('12 Residency Road, Ashok Nagar, Bengaluru, Karnataka - 560025');
    expect(within(drawer).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Verify' }));
    // (Under test, rc-util gives every antd dialog the same label id: find the confirmation by its text.)
    const confirm = (await screen.findByText('Verify this listing?')).closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(confirm).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Ticket verified successfully')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([request]) => request.url.endsWith(`/${physical.id}/verify`))).toBe(true);
    // The listing left the tab, and its drawer with it.
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await waitFor(() => expect(within(list).queryByText('T20 Night')).not.toBeInTheDocument());
  });

  it("rejects, and says 'Error updating ticket status' when the server refuses", async () => {
    serveReview({
      [`/api/v1/admin/listings/${mobile.id}/reject`]: () =>
        problem(409, 'Only listings pending approval can be verified or rejected'),
    });
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/tickets');

    await screen.findByText('Monsoon Melodies');
    await user.click(within(rowOf('Monsoon Melodies')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this listing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Error updating ticket status')).toBeInTheDocument();
  });

  it('saves remarks from the Add Remarks modal', async () => {
    const fetchSpy = serveReview({
      [`/api/v1/admin/listings/${physical.id}/remarks`]: () => jsonResponse({ ...physical, remarks: 'Call first' }),
    });
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/tickets');

    await screen.findByText('T20 Night');
    await user.click(within(rowOf('T20 Night')).getByRole('button', { name: 'Add Remarks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add remarks' });
    await fill(user, within(dialog).getByLabelText('Remarks'), 'Call first');
    await user.click(within(dialog).getByRole('button', { name: 'Save remarks' }));
    expect(await screen.findByText('Remarks saved')).toBeInTheDocument();
    const put = fetchSpy.mock.calls.find(([request]) => request.method === 'PUT')![0];
    expect(await put.clone().json()).toEqual({ remarks: 'Call first' });
  });

  it('shows every detail and confirms before downloading a proof file', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchSpy = serveReview({
      [`/api/v1/listings/${mobile.id}/files/f1`]: () => problem(404, 'File not found'),
    });
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/tickets');

    await screen.findByText('Monsoon Melodies');
    await user.click(within(rowOf('Monsoon Melodies')).getByRole('button', { name: /^Details/ }));
    const details = await screen.findByRole('dialog', { name: 'Listing details' });
    expect(details).toHaveTextContent('priya@okaxis');
    expect(details).toHaveTextContent('Gold · Row F');
    expect(details).toHaveTextContent('2 listed · 0 sold · 2 available');
    expect(details).toHaveTextContent('ticket.pdf');
    expect(details).toHaveTextContent('application/pdf · 2 KB');

    await user.click(within(details).getByRole('button', { name: 'Download ticket.pdf' }));
    // (jsdom gives every antd dialog the same label id, so find the confirmation by its text.)
    await screen.findAllByText('Download ticket.pdf?');
    const confirm = screen.getAllByRole('dialog').find((dialog) => dialog.classList.contains('ant-modal-confirm'))!;
    expect(confirm).toHaveTextContent('Download ticket.pdf?');
    expect(fetchSpy.mock.calls.some(([request]) => request.url.includes('/files/'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Error downloading file')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([request]) => request.url.endsWith(mobile.files[0]!.url))).toBe(true);
  });

  it('shows the pickup address of a physical listing in its details', async () => {
    serveReview();
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/tickets');
    await screen.findByText('T20 Night');
    await user.click(within(rowOf('T20 Night')).getByRole('button', { name: /^Details/ }));
    const details = await screen.findByRole('dialog', { name: 'Listing details' });
    expect(details).toHaveTextContent('12 Residency Road, Ashok Nagar, Bengaluru, Karnataka - 560025');
    expect(details).toHaveTextContent('The seller uploaded no files.');
  });

  it("says 'Error loading tickets' when the list cannot be read", async () => {
    serveReview({ '/api/v1/admin/listings': () => problem(403, 'Admins only') });
    renderAdmin('/admin/tickets');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading tickets');
    expect(alert).toHaveTextContent('Admins only');
  });

  it('shows what the proofs show, links the other listing, and filters by each flag on the server', async () => {
    const other = { id: '22222222-bbbb-4000-8000-000000000002', status: 'cancelled' as const };
    const flagged = makeReviewListing({
      proofs_checked_at: '2026-12-02T10:00:00Z',
      proof_flags: [
        {
          kind: 'same_code',
          detail: 'Same ticket code as this listing',
          distance: null,
          file_id: null,
          other_listing: { ...other, seller: { id: 's2', full_name: 'Rohit Kapoor', email: 'rohit@example.in' } },
          at: '2026-12-02T10:00:00Z',
        },
        {
          kind: 'no_code',
          detail: 'scan.pdf: no code found',
          distance: null,
          file_id: 'f1',
          other_listing: null,
          at: '2026-12-02T10:00:00Z',
        },
      ],
    });
    const fetchSpy = serveReview({ '/api/v1/admin/listings': () => listResponse([flagged]) });
    const user = setupUser();
    const { router } = renderAdmin('/admin/tickets');
    await screen.findByText('Monsoon Melodies');
    const row = rowOf('Monsoon Melodies');
    expect(within(row).getByText('Same ticket code')).toBeInTheDocument();
    expect(within(row).getByText('No code found')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /^Details/ }));
    const details = await findDrawer('Listing details');
    const flags = within(details).getByRole('list', { name: 'What the proofs show' });
    expect(flags).toHaveTextContent('Same ticket code as listing 22222222 Cancelled by Rohit Kapoor');
    expect(flags).toHaveTextContent('No code found scan.pdf: no code found');
    expect(within(flags).getByRole('link', { name: 'listing 22222222' })).toHaveAttribute(
      'href',
      `/admin/tickets?search=${other.id}&tab=rejected`,
    );
    await user.keyboard('{Escape}');

    const choices = [
      ['Same ticket code', 'same_code'],
      ['Looks like', 'looks_like'],
      ['No code found', 'no_code'],
      ['Fewer codes than tickets', 'fewer_codes'],
    ] as const;
    for (const [label, flag] of choices) {
      await user.click(screen.getByRole('combobox', { name: 'Proof flag' }));
      await user.click(await screen.findByRole('option', { name: label }));
      await waitFor(() => expect(router.state.location.search).toEqual({ flag }));
      await waitFor(() => expect(asked(fetchSpy)).toEqual({ tab: 'pending', flag, limit: '20', offset: '0' }));
    }
    await user.click(screen.getByRole('combobox', { name: 'Proof flag' }));
    await user.click(await screen.findByRole('option', { name: 'Any proof' }));
    // Back to the unfiltered list (already asked for at first).
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  describe('searched, sorted and paged on the server (ADR 27)', () => {
    it('asks for the oldest first on Pending Review, sends the search and keeps it in the URL across tabs', async () => {
      const fetchSpy = serveReview();
      const user = setupUser();
      const { router } = renderAdmin('/admin/tickets');
      await screen.findByText('T20 Night');
      expect(asked(fetchSpy)).toEqual({ tab: 'pending', limit: '20', offset: '0' });
      expect(screen.getByRole('columnheader', { name: /Listed/ })).toHaveAttribute('aria-sort', 'ascending');

      await user.type(screen.getByRole('searchbox', { name: 'Search listings' }), 'priya@okaxis{Enter}');
      await waitFor(() => expect(router.state.location.search).toEqual({ search: 'priya@okaxis' }));
      await waitFor(() =>
        expect(asked(fetchSpy)).toEqual({ tab: 'pending', search: 'priya@okaxis', limit: '20', offset: '0' }),
      );

      await user.click(screen.getByRole('tab', { name: 'Rejected' }));
      await waitFor(() => expect(router.state.location.search).toEqual({ search: 'priya@okaxis', tab: 'rejected' }));
      await waitFor(() => expect(asked(fetchSpy)).toMatchObject({ tab: 'rejected', search: 'priya@okaxis' }));
      expect(await screen.findByRole('columnheader', { name: /Listed/ })).toHaveAttribute('aria-sort', 'descending');
    });

    it('pages on the server: page 2 asks for offset 20', async () => {
      const fetchSpy = serveReview({ '/api/v1/admin/listings': (url) => pageOf(url, many) });
      const user = setupUser();
      const { router } = renderAdmin('/admin/tickets');
      expect(await screen.findByText('Queue show 20')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('25 listings');

      await user.click(screen.getByRole('listitem', { name: '2' }));
      expect(await screen.findByText('Queue show 25')).toBeInTheDocument();
      expect(router.state.location.search).toEqual({ page: 2 });
      expect(asked(fetchSpy)).toEqual({ tab: 'pending', limit: '20', offset: '20' });
    });

    it('sorts by price on the server and links the CSV of the tab, search and sort shown', async () => {
      const fetchSpy = serveReview();
      const user = setupUser();
      const { router } = renderAdmin('/admin/tickets?tab=verified&search=Gold');
      await screen.findByText('Available');
      await user.click(screen.getByRole('columnheader', { name: /Price and type/ }));
      await waitFor(() =>
        expect(router.state.location.search).toEqual({ tab: 'verified', search: 'Gold', sort: 'price', order: 'asc' }),
      );
      await waitFor(() => expect(asked(fetchSpy)).toMatchObject({ sort: 'price', order: 'asc' }));
      expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
        'href',
        '/api/v1/admin/listings?search=Gold&sort=price&order=asc&tab=verified&format=csv',
      );
    });
  });
});
