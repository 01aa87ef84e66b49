import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route as AdminRoute } from '../../routes/admin';
import { Route as AdminIndexRoute } from '../../routes/admin.index';
import { Route as AdminTransfersRoute } from '../../routes/admin.transfers';
import { jsonResponse, listResponse, mockApi, pageOf, problem, requestedUrls } from '../../test/api-mock';
import { findDrawer, renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { fill, setupUser } from '../../test/user';
import { PHONE_WIDTH, setViewportWidth } from '../../test/viewport';
import { transferHref } from '../admin-disputes/AdminDisputePage';
import type { AdminTransfer } from './queries';

const admin = makeSessionUser({ id: 'admin-1', full_name: 'Meera Iyer', is_admin: true });

function makeTransfer(overrides: Partial<AdminTransfer> = {}): AdminTransfer {
  return {
    id: 'aaaa1111-0000-4000-8000-000000000001',
    transaction_id: 'bbbb2222-0000-4000-8000-000000000001',
    ticket_id: 'cccc3333-0000-4000-8000-000000000001',
    event: {
      id: 'e1',
      title: 'Monsoon Melodies',
      venue: 'NSCI Dome, Worli',
      city: 'Mumbai',
      event_date: '2026-12-01T14:00:00.000Z',
    },
    transfer_status: 'awaiting_pickup',
    transfer_type: 'physical',
    price: 150000,
    amount_paid: 309000,
    quantity: 2,
    platform_id: null,
    delivery_address: 'Flat 7, Lotus Court, Indiranagar, Bengaluru, Karnataka - 560038',
    transfer_instructions: null,
    proof_of_transfer: [],
    proof_uploaded_at: null,
    courier_name: null,
    tracking_number: null,
    failure_reason: null,
    dispute_open: false,
    transferred_at: '2026-11-20T10:00:00.000Z',
    confirmed_at: null,
    event_starts_at: '2026-12-01T14:00:00.000Z',
    buyer: { id: 'buyer-1', full_name: 'Arjun Mehta', email: 'arjun@example.in' },
    seller: { id: 'seller-1', full_name: 'Priya Sharma', email: 'priya@example.in' },
    ...overrides,
  };
}

const physical = makeTransfer();
const inTransit = makeTransfer({
  id: 'aaaa1111-0000-4000-8000-000000000002',
  event: { ...physical.event!, title: 'T20 Night' },
  transfer_status: 'picked_up',
  courier_name: 'Blue Dart',
});
const sentMobile = makeTransfer({
  id: 'aaaa1111-0000-4000-8000-000000000003',
  event: { ...physical.event!, title: 'Sunburn Arena' },
  transfer_type: 'mobile',
  transfer_status: 'mobile_transfer_sent',
  platform_id: 'arjun.bms@example.in',
  delivery_address: null,
  proof_of_transfer: [
    '/api/v1/transfers/aaaa1111-0000-4000-8000-000000000003/proof/f1',
    '/api/v1/transfers/aaaa1111-0000-4000-8000-000000000003/proof/f2',
  ],
  proof_uploaded_at: '2026-11-21T09:00:00.000Z',
  dispute_open: true,
});
const delivered = makeTransfer({
  id: 'aaaa1111-0000-4000-8000-000000000004',
  transfer_status: 'delivered',
  courier_name: 'Blue Dart',
  tracking_number: 'BD123456789IN',
  confirmed_at: '2026-11-25T10:00:00.000Z',
});

/** 25 pending transfers: more than one page. */
const many = Array.from({ length: 25 }, (_, i) =>
  makeTransfer({
    id: `aaaa1111-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`,
    event: { ...physical.event!, title: `Queue show ${i + 1}` },
  }),
);

type Handler = (url: URL, request: Request) => Response | Promise<Response>;

function serveTransfers(handlers: Record<string, Handler> = {}) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(admin),
    '/api/v1/admin/transfers': (url) =>
      listResponse(url.searchParams.get('tab') === 'completed' ? [delivered] : [physical, inTransit, sentMobile]),
    ...handlers,
  });
}

const asked = (fetchSpy: ReturnType<typeof mockApi>) =>
  Object.fromEntries(requestedUrls(fetchSpy, '/api/v1/admin/transfers').at(-1)!.searchParams);

function renderAdmin(url: string) {
  return renderRoutes(
    { '/admin': AdminRoute, '/admin/': AdminIndexRoute, '/admin/transfers': AdminTransfersRoute },
    url,
  );
}

function rowOf(text: string): HTMLElement {
  return screen.getAllByRole('row').find((row) => row.textContent?.includes(text))!;
}

/** The toast showing `text`, and whether it is red (error) or green (success). */
async function expectMessage(text: string, tone: 'error' | 'success') {
  const toast = await screen.findByText(text, { selector: '.ts-toast *' });
  expect(toast.closest('.ts-toast__notice')).toHaveClass(`ts-toast__notice--${tone}`);
}

async function bodyOf(fetchSpy: ReturnType<typeof mockApi>, path: string): Promise<unknown> {
  const call = fetchSpy.mock.calls.find(([request]) => new URL(request.url).pathname === path);
  return call ? call[0].clone().json() : undefined;
}

describe('/admin/transfers', () => {
  it('is a card on the admin dashboard and a link with an icon in the sidebar', async () => {
    serveTransfers();
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { level: 2, name: 'Transfers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Transfers' })).not.toHaveTextContent('Coming soon');
    const link = within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Transfers' });
    expect(link).toHaveAttribute('href', '/admin/transfers');
    expect(link.querySelector('svg')).not.toBeNull();
  });

  it('lists pending transfers with event, people, tickets, status, courier, proof and the dispute marker', async () => {
    const fetchSpy = serveTransfers();
    renderAdmin('/admin/transfers');

    expect(await screen.findByRole('heading', { level: 1, name: 'Transfers' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Sunburn Arena');
    // The Pending queue: oldest first (the API's default), one page of 20.
    expect(Object.fromEntries(requestedUrls(fetchSpy, '/api/v1/admin/transfers')[0]!.searchParams)).toEqual({
      tab: 'pending',
      limit: '20',
      offset: '0',
    });
    expect(screen.getByRole('status')).toHaveTextContent('3 transfers');
    expect(screen.getByRole('columnheader', { name: /Purchased/ })).toHaveAttribute('aria-sort', 'ascending');

    const awaiting = rowOf('Monsoon Melodies');
    expect(awaiting).toHaveTextContent('Mumbai · 1 Dec 2026');
    expect(awaiting).toHaveTextContent('Arjun Mehta');
    expect(awaiting).toHaveTextContent('arjun@example.in');
    expect(awaiting).toHaveTextContent('Priya Sharma');
    expect(awaiting).toHaveTextContent('2 tickets');
    expect(awaiting).toHaveTextContent('Physical (courier)');
    expect(awaiting).toHaveTextContent('Awaiting Pickup');
    expect(awaiting).toHaveTextContent('No courier yet');
    expect(awaiting).toHaveTextContent('20 Nov 2026, 3:30 pm');
    expect(within(awaiting).getByRole('button', { name: 'Advance to Picked Up' })).toBeInTheDocument();
    expect(within(awaiting).getByRole('button', { name: 'Fail' })).toBeInTheDocument();
    expect(within(awaiting).queryByText('Dispute open')).not.toBeInTheDocument();

    expect(within(rowOf('T20 Night')).getByRole('button', { name: 'Advance to In Transit' })).toBeInTheDocument();
    expect(rowOf('T20 Night')).toHaveTextContent('Blue Dart');

    const mobile = rowOf('Sunburn Arena');
    expect(mobile).toHaveTextContent('Mobile transfer');
    expect(mobile).toHaveTextContent('Mobile Transfer Sent');
    expect(mobile).toHaveTextContent('To arjun.bms@example.in');
    expect(within(mobile).getByText('Dispute open')).toBeInTheDocument();
    const proof = within(mobile).getByRole('link', { name: 'Proof 1 (opens in a new tab)' });
    expect(proof).toHaveAttribute('href', sentMobile.proof_of_transfer[0]);
    expect(proof).toHaveAttribute('target', '_blank');
    expect(within(mobile).getByRole('link', { name: 'Proof 2 (opens in a new tab)' })).toBeInTheDocument();
    // A sent mobile transfer is confirmed (as the buyer would), not advanced.
    expect(within(mobile).getByRole('button', { name: 'Confirm transfer' })).toBeInTheDocument();
    expect(within(mobile).queryByRole('button', { name: /^Advance/ })).not.toBeInTheDocument();
  });

  it('shows completed transfers without Advance or Fail, and every detail in the drawer', async () => {
    serveTransfers();
    const user = setupUser();
    const { router } = renderAdmin('/admin/transfers');
    await screen.findByText('Sunburn Arena');

    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'completed' }));
    const row = await waitFor(() => rowOf('Delivered'));
    expect(row).toHaveTextContent('BD123456789IN');
    expect(within(row).queryByRole('button', { name: /^Advance|^Confirm|^Fail/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /^Details/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Transfer details' });
    expect(drawer).toHaveTextContent('NSCI Dome, Worli, Mumbai');
    expect(drawer).toHaveTextContent('Flat 7, Lotus Court, Indiranagar, Bengaluru, Karnataka - 560038');
    expect(drawer).toHaveTextContent('₹1,500.00');
    expect(drawer).toHaveTextContent('₹3,090.00');
    expect(drawer).toHaveTextContent('25 Nov 2026, 3:30 pm');
    expect(drawer).toHaveTextContent('aaaa1111');
  });

  it('asks the courier name before Picked Up, and shows the message the API answers', async () => {
    const fetchSpy = serveTransfers({
      [`/api/v1/admin/transfers/${physical.id}/advance`]: () =>
        jsonResponse({
          message: 'Transfer status updated to Picked up',
          transfer: { ...physical, transfer_status: 'picked_up', courier_name: 'Delhivery' },
        }),
    });
    const user = setupUser();
    renderAdmin('/admin/transfers');
    await screen.findByText('Monsoon Melodies');

    await user.click(within(rowOf('Monsoon Melodies')).getByRole('button', { name: 'Advance to Picked Up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advance to Picked Up?' });
    expect(dialog).toHaveTextContent('Awaiting Pickup');
    expect(within(dialog).queryByLabelText('Tracking number')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Advance to Picked Up' }));
    expect(await within(dialog).findByText('Please enter the courier name')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([request]) => request.url.endsWith('/advance'))).toBe(false);

    await fill(user, within(dialog).getByLabelText('Courier name'), '  Delhivery ');
    await user.click(within(dialog).getByRole('button', { name: 'Advance to Picked Up' }));
    await expectMessage('Transfer status updated to Picked up', 'success');
    expect(await bodyOf(fetchSpy, `/api/v1/admin/transfers/${physical.id}/advance`)).toEqual({
      to: 'picked_up',
      courierName: 'Delhivery',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Advance to Picked Up?' })).not.toBeInTheDocument(),
    );
    // The tab is read again.
    await waitFor(() => expect(requestedUrls(fetchSpy, '/api/v1/admin/transfers').length).toBeGreaterThan(1));
  });

  it('keeps the courier it knows, asks the tracking number for In Transit, and shows a refusal on its field', async () => {
    const fetchSpy = serveTransfers({
      [`/api/v1/admin/transfers/${inTransit.id}/advance`]: () =>
        jsonResponse(
          {
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            detail: 'Please enter the tracking number',
            errors: [{ field: 'trackingNumber', message: 'Please enter the tracking number' }],
          },
          400,
        ),
    });
    const user = setupUser();
    renderAdmin('/admin/transfers');
    await screen.findByText('T20 Night');

    await user.click(within(rowOf('T20 Night')).getByRole('button', { name: 'Advance to In Transit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advance to In Transit?' });
    expect(within(dialog).getByLabelText('Courier name')).toHaveValue('Blue Dart');
    await fill(user, within(dialog).getByLabelText('Tracking number'), 'BD123456789IN');
    await user.type(within(dialog).getByLabelText('Tracking number'), '{Enter}');

    // The server's word, on the field; the dialog stays open for a correction.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Tracking number')).toHaveAccessibleDescription(
        'Please enter the tracking number',
      ),
    );
    expect(await bodyOf(fetchSpy, `/api/v1/admin/transfers/${inTransit.id}/advance`)).toEqual({
      to: 'in_transit',
      courierName: 'Blue Dart',
      trackingNumber: 'BD123456789IN',
    });
    expect(screen.getByRole('dialog', { name: 'Advance to In Transit?' })).toBeInTheDocument();
  });

  it('confirms a sent mobile transfer for the buyer', async () => {
    const fetchSpy = serveTransfers({
      [`/api/v1/admin/transfers/${sentMobile.id}/advance`]: () =>
        jsonResponse({
          message: 'Transfer status updated to Mobile transfer confirmed',
          transfer: { ...sentMobile, transfer_status: 'mobile_transfer_confirmed' },
        }),
    });
    const user = setupUser();
    renderAdmin('/admin/transfers');
    await screen.findByText('Sunburn Arena');

    await user.click(within(rowOf('Sunburn Arena')).getByRole('button', { name: 'Confirm transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this transfer?' });
    expect(dialog).toHaveTextContent('staff may confirm for the buyer');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    await expectMessage('Transfer status updated to Mobile transfer confirmed', 'success');
    expect(await bodyOf(fetchSpy, `/api/v1/admin/transfers/${sentMobile.id}/advance`)).toEqual({
      to: 'mobile_transfer_confirmed',
    });
  });

  it('fails a transfer only with a reason, and never one with a dispute open (the desk decides)', async () => {
    const fetchSpy = serveTransfers({
      [`/api/v1/admin/transfers/${inTransit.id}/fail`]: () =>
        jsonResponse({
          message: 'Transfer status updated to Failed',
          transfer: { ...inTransit, transfer_status: 'failed', failure_reason: 'Seller never sent the tickets' },
        }),
    });
    const user = setupUser();
    renderAdmin('/admin/transfers');
    await screen.findByText('Sunburn Arena');
    expect(within(rowOf('Sunburn Arena')).queryByRole('button', { name: 'Fail' })).not.toBeInTheDocument();

    await user.click(within(rowOf('T20 Night')).getByRole('button', { name: 'Fail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fail this transfer?' });
    expect(dialog).toHaveTextContent('The buyer is refunded what they paid through PhonePe');
    await user.click(within(dialog).getByRole('button', { name: 'Fail transfer' }));
    expect(await within(dialog).findByText('Please give the reason')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([request]) => request.url.endsWith('/fail'))).toBe(false);

    await fill(user, within(dialog).getByLabelText('Reason'), 'Seller never sent the tickets');
    await user.click(within(dialog).getByRole('button', { name: 'Fail transfer' }));
    await expectMessage('Transfer status updated to Failed', 'success');
    expect(await bodyOf(fetchSpy, `/api/v1/admin/transfers/${inTransit.id}/fail`)).toEqual({
      reason: 'Seller never sent the tickets',
    });
  });

  it.each([
    { status: 404, detail: 'Transfer not found', shown: 'Transfer not found' },
    // A step the path does not allow (another admin moved it meanwhile): the API's own sentence.
    {
      status: 409,
      detail: 'A mobile transfer cannot go from failed to mobile_transfer_confirmed',
      shown: 'A mobile transfer cannot go from failed to mobile_transfer_confirmed',
    },
    { status: 500, detail: 'Internal Server Error', shown: 'Error updating transfer status' },
  ])('when the server answers $status, says $shown in red', async ({ status, detail, shown }) => {
    serveTransfers({
      [`/api/v1/admin/transfers/${sentMobile.id}/advance`]: () => problem(status, detail),
    });
    const user = setupUser();
    renderAdmin('/admin/transfers');
    await screen.findByText('Sunburn Arena');
    await user.click(within(rowOf('Sunburn Arena')).getByRole('button', { name: 'Confirm transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this transfer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    await expectMessage(shown, 'error');
  });

  it('says a network failure is an error updating the transfer status', async () => {
    serveTransfers({
      [`/api/v1/admin/transfers/${physical.id}/fail`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = setupUser();
    renderAdmin('/admin/transfers');
    await screen.findByText('Monsoon Melodies');
    await user.click(within(rowOf('Monsoon Melodies')).getByRole('button', { name: 'Fail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fail this transfer?' });
    await fill(user, within(dialog).getByLabelText('Reason'), 'Courier lost the tickets');
    await user.click(within(dialog).getByRole('button', { name: 'Fail transfer' }));
    await expectMessage('Error updating transfer status', 'error');
  });

  it('on a phone, lists key facts per transfer and advances from the details drawer', async () => {
    setViewportWidth(PHONE_WIDTH);
    const fetchSpy = serveTransfers({
      [`/api/v1/admin/transfers/${physical.id}/advance`]: () =>
        jsonResponse({ message: 'Transfer status updated to Picked up', transfer: physical }),
    });
    const user = setupUser();
    renderAdmin('/admin/transfers');

    const list = await screen.findByRole('list', { name: 'Transfers: Pending' });
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Monsoon Melodies'))!;
    expect(card).toHaveTextContent('Arjun Mehta');
    expect(card).toHaveTextContent('Awaiting Pickup');
    expect(card).toHaveTextContent('2 tickets');
    expect(within(card).queryByRole('button', { name: 'Advance to Picked Up' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /^Details/ }));
    const drawer = await findDrawer('Transfer details');
    expect(drawer).toHaveTextContent('Priya Sharma');
    expect(within(drawer).getByRole('button', { name: 'Fail' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Advance to Picked Up' }));
    // (Under test, rc-util gives every antd dialog the same label id: find the form by its field.)
    await fill(user, await screen.findByLabelText('Courier name'), 'Delhivery');
    await user.type(screen.getByLabelText('Courier name'), '{Enter}');
    await expectMessage('Transfer status updated to Picked up', 'success');
    expect(await bodyOf(fetchSpy, `/api/v1/admin/transfers/${physical.id}/advance`)).toEqual({
      to: 'picked_up',
      courierName: 'Delhivery',
    });
  });

  it('says when a tab is empty', async () => {
    serveTransfers({ '/api/v1/admin/transfers': () => listResponse([]) });
    renderAdmin('/admin/transfers?tab=failed');
    expect(await screen.findByText('No failed transfers.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Failed' })).toHaveAttribute('aria-selected', 'true');
  });

  it("says 'Error loading transfers' when the list cannot be read", async () => {
    serveTransfers({ '/api/v1/admin/transfers': () => problem(403, 'Admins only') });
    renderAdmin('/admin/transfers');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading transfers');
    expect(alert).toHaveTextContent('Admins only');
  });

  describe('searched, sorted and paged on the server (ADR 27)', () => {
    it('sends the search to the API and keeps it in the URL; a tab change keeps it, from page 1 in the tab’s order', async () => {
      const fetchSpy = serveTransfers({ '/api/v1/admin/transfers': (url) => pageOf(url, many) });
      const user = setupUser();
      const { router } = renderAdmin('/admin/transfers?page=2&order=desc');
      await screen.findByText('Queue show 21');
      expect(asked(fetchSpy)).toEqual({ tab: 'pending', order: 'desc', limit: '20', offset: '20' });

      await user.type(screen.getByRole('searchbox', { name: 'Search transfers' }), 'arjun.bms{Enter}');
      await waitFor(() => expect(router.state.location.search).toEqual({ search: 'arjun.bms', order: 'desc' }));
      await waitFor(() =>
        expect(asked(fetchSpy)).toEqual({
          tab: 'pending',
          search: 'arjun.bms',
          order: 'desc',
          limit: '20',
          offset: '0',
        }),
      );
      await user.click(await screen.findByRole('listitem', { name: '2' }));
      await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 2 }));

      await user.click(screen.getByRole('tab', { name: 'Completed' }));
      await waitFor(() => expect(router.state.location.search).toEqual({ search: 'arjun.bms', tab: 'completed' }));
      await waitFor(() =>
        expect(asked(fetchSpy)).toEqual({ tab: 'completed', search: 'arjun.bms', limit: '20', offset: '0' }),
      );
      expect(screen.getByRole('searchbox', { name: 'Search transfers' })).toHaveValue('arjun.bms');
      // Completed shows the latest first (the API's default for it).
      expect(await screen.findByRole('columnheader', { name: /Purchased/ })).toHaveAttribute('aria-sort', 'descending');
    });

    it('pages on the server: page 2 asks for offset 20 and shows the rest of the queue', async () => {
      const fetchSpy = serveTransfers({ '/api/v1/admin/transfers': (url) => pageOf(url, many) });
      const user = setupUser();
      const { router } = renderAdmin('/admin/transfers');
      expect(await screen.findByText('Queue show 20')).toBeInTheDocument();
      expect(screen.queryByText('Queue show 21')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('25 transfers');

      await user.click(screen.getByRole('listitem', { name: '2' }));
      expect(await screen.findByText('Queue show 25')).toBeInTheDocument();
      expect(router.state.location.search).toEqual({ page: 2 });
      expect(asked(fetchSpy)).toEqual({ tab: 'pending', limit: '20', offset: '20' });
    });

    it('links the CSV of the tab, search and order shown', async () => {
      serveTransfers();
      const user = setupUser();
      renderAdmin('/admin/transfers?tab=failed&search=Blue%20Dart&page=3');
      await screen.findByText('Sunburn Arena');
      await user.click(screen.getByRole('columnheader', { name: /Purchased/ }));
      await waitFor(() =>
        expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
          'href',
          '/api/v1/admin/transfers?search=Blue+Dart&sort=transferred_at&order=asc&tab=failed&format=csv',
        ),
      );
    });

    it('shows exactly the transfer a dispute links to (/admin/transfers?tab=refunded&search=<its id>)', async () => {
      const refunded = makeTransfer({
        transfer_status: 'refunded',
        event: { ...physical.event!, title: 'Refunded gig' },
      });
      const fetchSpy = serveTransfers({
        '/api/v1/admin/transfers': (url) =>
          listResponse(url.searchParams.get('search') === refunded.id ? [refunded] : [physical, inTransit]),
      });
      // The link on the single dispute's page (Admin > Disputes > one dispute), as it builds it.
      const link = transferHref(refunded.id, refunded.transfer_status);
      expect(link).toBe(`/admin/transfers?tab=refunded&search=${refunded.id}`);
      renderAdmin(link);
      expect(await screen.findByText('Refunded gig')).toBeInTheDocument();
      expect(
        requestedUrls(fetchSpy, '/api/v1/admin/transfers').map((url) => Object.fromEntries(url.searchParams)),
      ).toEqual([{ tab: 'refunded', search: refunded.id, limit: '20', offset: '0' }]);
      expect(screen.getByRole('tab', { name: 'Refunded' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('searchbox', { name: 'Search transfers' })).toHaveValue(refunded.id);
      expect(screen.getByRole('status')).toHaveTextContent(/^1 transfer$/);
      expect(screen.queryByText('T20 Night')).not.toBeInTheDocument();
    });
  });
});
