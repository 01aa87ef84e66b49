import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route as AdminRoute } from '../../routes/admin';
import { Route as AdminIndexRoute } from '../../routes/admin.index';
import { Route as AdminPayoutsRoute } from '../../routes/admin.payouts';
import { jsonResponse, listResponse, mockApi, pageOf, problem, requestedUrls } from '../../test/api-mock';
import { findDrawer, renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { fill, setupUser } from '../../test/user';
import { PHONE_WIDTH, setViewportWidth } from '../../test/viewport';
import type { AdminPayout } from './queries';

const admin = makeSessionUser({ id: 'admin-1', full_name: 'Meera Iyer', is_admin: true });

const priya = { id: 'seller-1', full_name: 'Priya Sharma', email: 'priya@example.in', phone: '+919800000002' };
const arjun = { id: 'buyer-1', full_name: 'Arjun Mehta', email: 'arjun@example.in', phone: null };

function makePayout(overrides: Partial<AdminPayout> = {}): AdminPayout {
  return {
    id: 'd4e5f6a7-1111-4000-8000-000000000001',
    ticket_transfer_id: 'aaaa1111-0000-4000-8000-000000000001',
    transaction_id: 'bbbb2222-0000-4000-8000-000000000001',
    user_id: priya.id,
    user: priya,
    sale: { event_id: 'e1', event_title: 'Monsoon Melodies', event_date: '2026-12-01T14:00:00.000Z', quantity: 2 },
    type: 'seller_payout',
    amount: 291000,
    platform_fee: 9000,
    status: 'pending',
    payout_method: 'upi',
    payout_details: 'priya@okaxis',
    attempt: 0,
    utr: null,
    note: null,
    failure_reason: null,
    refund_state: null,
    on_hold: false,
    release_at: null,
    release_reason: null,
    release_exposure_limit: null,
    requested_upi_id: null,
    requested_upi_name: null,
    upi_change_requested_at: null,
    created_at: '2026-11-25T10:00:00.000Z',
    processed_at: null,
    ...overrides,
  };
}

const sellerPayout = makePayout();
const heldPayout = makePayout({
  id: 'e5f6a7b8-2222-4000-8000-000000000002',
  amount: 120000,
  platform_fee: 0,
  payout_details: 'kavya@okhdfcbank',
  on_hold: true,
});
const pendingRefund = makePayout({
  id: 'f6a7b8c9-3333-4000-8000-000000000003',
  user_id: arjun.id,
  user: arjun,
  type: 'buyer_refund',
  amount: 309000,
  platform_fee: 0,
  payout_method: 'phonepe_refund',
  payout_details: 'ts_ord_7Hq2',
  attempt: 1,
  note: 'Transfer failed: Seller never sent the tickets',
  refund_state: 'PENDING',
});
const failedRefund = makePayout({
  ...pendingRefund,
  id: 'a7b8c9d0-4444-4000-8000-000000000004',
  status: 'failed',
  failure_reason: 'Refund failed at PhonePe',
  refund_state: 'FAILED',
});
const processedPayout = makePayout({
  id: 'b8c9d0e1-5555-4000-8000-000000000005',
  status: 'processed',
  attempt: 1,
  utr: '412345678901',
  processed_at: '2026-11-26T06:30:00.000Z',
});

type Handler = (url: URL, request: Request) => Response | Promise<Response>;

/** Answers the list as the server filters and pages it: by status (the tab) and type. */
function serveList(all: AdminPayout[]): Handler {
  return (url) => {
    const status = url.searchParams.get('status');
    const type = url.searchParams.get('type');
    return pageOf(
      url,
      all.filter((p) => (!status || p.status === status) && (!type || p.type === type)),
    );
  };
}

/** 25 pending seller payouts: more than one page. */
const many = Array.from({ length: 25 }, (_, i) =>
  makePayout({ id: `c${String(i).padStart(2, '0')}00000-6666-4000-8000-000000000000`, amount: 100000 + i }),
);

const asked = (fetchSpy: ReturnType<typeof mockApi>) =>
  Object.fromEntries(requestedUrls(fetchSpy, '/api/v1/admin/payouts').at(-1)!.searchParams);

function servePayouts(handlers: Record<string, Handler> = {}) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(admin),
    '/api/v1/admin/payouts': serveList([sellerPayout, heldPayout, pendingRefund, failedRefund, processedPayout]),
    ...handlers,
  });
}

function renderAdmin(url: string) {
  return renderRoutes({ '/admin': AdminRoute, '/admin/': AdminIndexRoute, '/admin/payouts': AdminPayoutsRoute }, url);
}

function rowOf(text: string): HTMLElement {
  return screen.getAllByRole('row').find((row) => row.textContent?.includes(text))!;
}

async function expectMessage(text: string, tone: 'error' | 'success') {
  const toast = await screen.findByText(text, { selector: '.ts-toast *' });
  expect(toast.closest('.ts-toast__notice')).toHaveClass(`ts-toast__notice--${tone}`);
}

async function patchBody(fetchSpy: ReturnType<typeof mockApi>, id: string): Promise<unknown> {
  const call = fetchSpy.mock.calls.find(
    ([request]) => request.method === 'PATCH' && new URL(request.url).pathname === `/api/v1/admin/payouts/${id}`,
  );
  return call ? call[0].clone().json() : undefined;
}

/** Opens a row's Change status dialog. */
async function openChange(user: ReturnType<typeof setupUser>, rowText: string): Promise<HTMLElement> {
  await user.click(within(rowOf(rowText)).getByRole('button', { name: 'Change status' }));
  return screen.findByRole('dialog', { name: 'Change payout status' });
}

const answered = (payout: AdminPayout) => () => jsonResponse({ message: 'Payout status updated', payout });

describe('/admin/payouts', () => {
  it('is a card on the admin dashboard and a link with an icon in the sidebar', async () => {
    servePayouts();
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { level: 2, name: 'Payouts' })).not.toHaveTextContent('Coming soon');
    const link = within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Payouts' });
    expect(link).toHaveAttribute('href', '/admin/payouts');
    expect(link.querySelector('svg')).not.toBeNull();
  });

  it('lists pending payouts and refunds: short ids, amounts, method and details, status, hold marker and dates in IST', async () => {
    const fetchSpy = servePayouts();
    renderAdmin('/admin/payouts');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('d4e5f6a7');
    expect(screen.getByRole('status')).toHaveTextContent('3 payouts');
    // Newest first (the API's default), every type.
    expect(asked(fetchSpy)).toEqual({ status: 'pending', limit: '20', offset: '0' });
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
    // Full ids are never shown, only their first 8 characters.
    expect(screen.queryByText(sellerPayout.id)).not.toBeInTheDocument();

    const payout = rowOf('d4e5f6a7');
    expect(payout).toHaveTextContent('Priya Sharma');
    expect(payout).toHaveTextContent('Seller Payout');
    expect(payout).toHaveTextContent('₹2,910.00');
    expect(payout).toHaveTextContent('Fee ₹90.00');
    expect(payout).toHaveTextContent('UPI');
    expect(payout).toHaveTextContent('priya@okaxis');
    expect(payout).toHaveTextContent('Pending');
    expect(payout).toHaveTextContent('25 Nov 2026, 3:30 pm');
    expect(payout).toHaveTextContent('Not processed');
    expect(within(payout).queryByText('On hold')).not.toBeInTheDocument();
    expect(within(payout).getByRole('button', { name: 'Change status' })).toBeInTheDocument();

    expect(within(rowOf('e5f6a7b8')).getByText('On hold')).toBeInTheDocument();

    // A pending refund is PhonePe's to complete or fail: nothing for staff to change.
    const refund = rowOf('f6a7b8c9');
    expect(refund).toHaveTextContent('Buyer Refund');
    expect(refund).toHaveTextContent('Arjun Mehta');
    expect(refund).toHaveTextContent('₹3,090.00');
    expect(refund).toHaveTextContent('PhonePe refund');
    expect(refund).toHaveTextContent('ts_ord_7Hq2');
    expect(refund).toHaveTextContent('In flight at PhonePe: nothing to pay by hand');
    expect(within(refund).queryByRole('button', { name: /Change status|Retry refund/ })).not.toBeInTheDocument();
  });

  it('filters by type, kept in the URL with the tab', async () => {
    const fetchSpy = servePayouts();
    const user = setupUser();
    const { router } = renderAdmin('/admin/payouts');
    await screen.findByText('d4e5f6a7');

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByTitle('Buyer Refund'));
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'buyer_refund' }));
    await waitFor(() => expect(screen.queryByText('d4e5f6a7')).not.toBeInTheDocument());
    expect(screen.getByText('f6a7b8c9')).toBeInTheDocument();
    expect(requestedUrls(fetchSpy, '/api/v1/admin/payouts').at(-1)!.searchParams.get('type')).toBe('buyer_refund');

    await user.click(screen.getByRole('tab', { name: 'Failed' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'failed', type: 'buyer_refund' }));
    const failed = await waitFor(() => rowOf('a7b8c9d0'));
    expect(failed).toHaveTextContent('Refund failed at PhonePe');

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByTitle('All Types'));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'failed' }));
    expect(requestedUrls(fetchSpy, '/api/v1/admin/payouts').at(-1)!.searchParams.has('type')).toBe(false);
  });

  it('marks a seller payout processed only with a 12-digit UTR', async () => {
    const fetchSpy = servePayouts({
      [`/api/v1/admin/payouts/${sellerPayout.id}`]: answered({ ...sellerPayout, status: 'processed' }),
    });
    const user = setupUser();
    renderAdmin('/admin/payouts');
    await screen.findByText('d4e5f6a7');

    const dialog = await openChange(user, 'd4e5f6a7');
    expect(dialog).toHaveTextContent('₹2,910.00');
    expect(dialog).toHaveTextContent('priya@okaxis');
    expect(within(dialog).getByRole('button', { name: 'Save status' })).toBeDisabled();
    expect(within(dialog).queryByLabelText(/^Pending/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(/^Processed/));
    const utr = await within(dialog).findByLabelText('UTR (UPI transaction reference)');
    await user.click(within(dialog).getByRole('button', { name: 'Save status' }));
    expect(
      await within(dialog).findByText('Please enter the UPI transaction reference (UTR) of the payment'),
    ).toBeInTheDocument();
    await fill(user, utr, '41234');
    await user.click(within(dialog).getByRole('button', { name: 'Save status' }));
    expect(await within(dialog).findByText('The UTR of a UPI payment is 12 digits')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([request]) => request.method === 'PATCH')).toBe(false);

    // Typed as UPI apps group it: the spaces go.
    await fill(user, utr, '4123 4567 8901');
    await user.click(within(dialog).getByRole('button', { name: 'Save status' }));
    await expectMessage('Payout status updated', 'success');
    expect(await patchBody(fetchSpy, sellerPayout.id)).toEqual({ status: 'processed', utr: '412345678901' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change payout status' })).not.toBeInTheDocument());
  });

  it('marks a payout failed only with a reason', async () => {
    const fetchSpy = servePayouts({
      [`/api/v1/admin/payouts/${sellerPayout.id}`]: answered({ ...sellerPayout, status: 'failed' }),
    });
    const user = setupUser();
    renderAdmin('/admin/payouts');
    await screen.findByText('d4e5f6a7');

    const dialog = await openChange(user, 'd4e5f6a7');
    await user.click(within(dialog).getByLabelText(/^Failed/));
    expect(within(dialog).queryByLabelText('UTR (UPI transaction reference)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save status' }));
    expect(await within(dialog).findByText('Please enter the reason the payout failed')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Reason'), 'The UPI ID does not exist');
    await user.click(within(dialog).getByRole('button', { name: 'Save status' }));
    await expectMessage('Payout status updated', 'success');
    expect(await patchBody(fetchSpy, sellerPayout.id)).toEqual({
      status: 'failed',
      reason: 'The UPI ID does not exist',
    });
  });

  it('offers a processed payout back to pending or failed', async () => {
    const fetchSpy = servePayouts({
      [`/api/v1/admin/payouts/${processedPayout.id}`]: answered({ ...processedPayout, status: 'pending' }),
    });
    const user = setupUser();
    renderAdmin('/admin/payouts?tab=processed');
    const row = await waitFor(() => rowOf('b8c9d0e1'));
    expect(row).toHaveTextContent('Processed 26 Nov 2026, 12:00 pm');

    const dialog = await openChange(user, 'b8c9d0e1');
    expect(within(dialog).queryByLabelText(/^Processed/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Failed/)).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(/^Pending/));
    await user.click(within(dialog).getByRole('button', { name: 'Save status' }));
    await expectMessage('Payout status updated', 'success');
    expect(await patchBody(fetchSpy, processedPayout.id)).toEqual({ status: 'pending' });
  });

  it('does not offer Processed for a payout on hold, and shows the refusal when a dispute opened meanwhile', async () => {
    servePayouts({
      [`/api/v1/admin/payouts/${sellerPayout.id}`]: () =>
        problem(409, 'This payout is on hold while a dispute is open'),
    });
    const user = setupUser();
    renderAdmin('/admin/payouts');
    await screen.findByText('e5f6a7b8');

    const held = await openChange(user, 'e5f6a7b8');
    expect(within(held).getByLabelText(/^Processed/)).toBeDisabled();
    expect(held).toHaveTextContent('On hold while a dispute is open');
    await user.click(within(held).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change payout status' })).not.toBeInTheDocument());

    const dialog = await openChange(user, 'd4e5f6a7');
    await user.click(within(dialog).getByLabelText(/^Processed/));
    await fill(user, await within(dialog).findByLabelText('UTR (UPI transaction reference)'), '412345678901');
    await user.click(within(dialog).getByRole('button', { name: 'Save status' }));
    await expectMessage('This payout is on hold while a dispute is open', 'error');
  });

  it('shows a payout held until after the event, releases it after a confirmation, and says paying it releases it', async () => {
    const riskHeld = makePayout({
      id: 'c9d0e1f2-7777-4000-8000-000000000007',
      payout_details: 'new.seller@okicici',
      release_at: '2027-01-21T15:30:00.000Z',
      release_reason: 'first_sales',
    });
    const fetchSpy = mockApi({
      '/api/v1/auth/session': sessionAnswer(admin),
      '/api/v1/admin/payouts': serveList([riskHeld]),
      [`/api/v1/admin/payouts/${riskHeld.id}/release`]: () =>
        jsonResponse({ message: 'Payout released', payout: { ...riskHeld, release_at: null, release_reason: null } }),
    });
    const user = setupUser();
    renderAdmin('/admin/payouts');
    await screen.findByText('c9d0e1f2');
    const row = rowOf('c9d0e1f2');
    expect(row).toHaveTextContent('Held until 21 Jan 2027, 9:00 pm IST');
    expect(row).toHaveTextContent('One of the seller’s first sales');
    expect(within(row).queryByText('On hold')).not.toBeInTheDocument(); // no dispute

    const change = await openChange(user, 'c9d0e1f2');
    expect(change).toHaveTextContent('It is held until after the event, so this releases it early.');
    await user.click(within(change).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change payout status' })).not.toBeInTheDocument());

    await user.click(within(rowOf('c9d0e1f2')).getByRole('button', { name: 'Release now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release this payout now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Release now' }));
    await expectMessage('Payout released', 'success');
    expect(requestedUrls(fetchSpy, `/api/v1/admin/payouts/${riskHeld.id}/release`)).toHaveLength(1);
  });

  it('keeps the dialog open with the refusal on the UTR when the UTR is already recorded', async () => {
    servePayouts({
      [`/api/v1/admin/payouts/${sellerPayout.id}`]: () =>
        jsonResponse(
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            detail: 'This UTR is already recorded for another payout',
            errors: [{ field: 'utr', message: 'This UTR is already recorded for another payout' }],
          },
          409,
        ),
    });
    const user = setupUser();
    renderAdmin('/admin/payouts');
    await screen.findByText('d4e5f6a7');
    const dialog = await openChange(user, 'd4e5f6a7');
    await user.click(within(dialog).getByLabelText(/^Processed/));
    const utr = await within(dialog).findByLabelText('UTR (UPI transaction reference)');
    await fill(user, utr, '412345678901');
    await user.type(utr, '{Enter}');
    await waitFor(() =>
      expect(utr).toHaveAccessibleDescription(
        expect.stringContaining('This UTR is already recorded for another payout'),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Change payout status' })).toBeInTheDocument();
  });

  it("says 'Error updating payout status' when the change fails for another reason", async () => {
    servePayouts({ [`/api/v1/admin/payouts/${sellerPayout.id}`]: () => problem(500, 'Internal Server Error') });
    const user = setupUser();
    renderAdmin('/admin/payouts');
    await screen.findByText('d4e5f6a7');
    const dialog = await openChange(user, 'd4e5f6a7');
    await user.click(within(dialog).getByLabelText(/^Failed/));
    await fill(user, within(dialog).getByLabelText('Reason'), 'Bank account closed');
    await user.click(within(dialog).getByRole('button', { name: 'Save status' }));
    await expectMessage('Error updating payout status', 'error');
  });

  it('retries a failed buyer refund (staff never mark a refund processed)', async () => {
    const fetchSpy = servePayouts({
      [`/api/v1/admin/payouts/${failedRefund.id}`]: answered({ ...failedRefund, status: 'pending' }),
    });
    const user = setupUser();
    renderAdmin('/admin/payouts?tab=failed');
    const row = await waitFor(() => rowOf('a7b8c9d0'));
    expect(within(row).queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Retry refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry this refund?' });
    expect(dialog).toHaveTextContent('PhonePe is asked again to refund ₹3,090.00');
    await user.click(within(dialog).getByRole('button', { name: 'Retry refund' }));
    await expectMessage('Payout status updated', 'success');
    expect(await patchBody(fetchSpy, failedRefund.id)).toEqual({ status: 'pending' });
  });

  it('on a phone, lists key facts per payout and changes status from the details drawer', async () => {
    setViewportWidth(PHONE_WIDTH);
    const fetchSpy = servePayouts({
      [`/api/v1/admin/payouts/${sellerPayout.id}`]: answered({ ...sellerPayout, status: 'failed' }),
    });
    const user = setupUser();
    renderAdmin('/admin/payouts');

    const list = await screen.findByRole('list', { name: 'Payouts: Pending' });
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('d4e5f6a7'))!;
    expect(card).toHaveTextContent('Priya Sharma');
    expect(card).toHaveTextContent('₹2,910.00');
    expect(card).toHaveTextContent('Seller Payout');
    expect(card).toHaveTextContent('priya@okaxis');
    expect(within(card).queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /^Details/ }));
    const drawer = await findDrawer('Payout details');
    expect(drawer).toHaveTextContent('+919800000002');
    expect(drawer).toHaveTextContent('aaaa1111');
    await user.click(within(drawer).getByRole('button', { name: 'Change status' }));
    // (Under test, rc-util gives every antd dialog the same label id: find the form by its fields.)
    await user.click(await screen.findByLabelText(/^Failed/));
    await fill(user, screen.getByLabelText('Reason'), 'Wrong UPI ID');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    await expectMessage('Payout status updated', 'success');
    expect(await patchBody(fetchSpy, sellerPayout.id)).toEqual({ status: 'failed', reason: 'Wrong UPI ID' });
  });

  it('explains in the details that PhonePe decides a refund', async () => {
    servePayouts();
    const user = setupUser();
    renderAdmin('/admin/payouts?type=buyer_refund');
    await screen.findByText('f6a7b8c9');
    await user.click(within(rowOf('f6a7b8c9')).getByRole('button', { name: /^Details/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Payout details' });
    expect(drawer).toHaveTextContent('PhonePe completes or fails a refund; staff may retry a failed one.');
    expect(drawer).toHaveTextContent('Transfer failed: Seller never sent the tickets');
    expect(drawer).toHaveTextContent('PENDING');
  });

  it('shows the income tax withheld from a seller payout on its row and in its details (ADR 49)', async () => {
    // ₹3,000 sold, ₹90 fee, 0.1% TDS (₹3): ₹2,907 paid.
    const taxed = makePayout({
      id: 'c9d0e1f2-7777-4000-8000-000000000007',
      gross: 300000,
      amount: 290700,
      tds: 300,
    });
    servePayouts({ '/api/v1/admin/payouts': serveList([taxed, sellerPayout, pendingRefund]) });
    const user = setupUser();
    renderAdmin('/admin/payouts');
    await screen.findByText('c9d0e1f2');

    const row = rowOf('c9d0e1f2');
    expect(row).toHaveTextContent('₹2,907.00');
    expect(row).toHaveTextContent('Fee ₹90.00');
    expect(within(row).getByText('TDS withheld ₹3.00')).toBeInTheDocument();
    // Nothing withheld, nothing said.
    expect(rowOf('d4e5f6a7')).not.toHaveTextContent('TDS withheld');
    expect(rowOf('f6a7b8c9')).not.toHaveTextContent('TDS withheld');

    await user.click(within(row).getByRole('button', { name: /^Details/ }));
    const drawer = await findDrawer('Payout details');
    const field = (label: string) => within(drawer).getByText(label).closest('tr')?.textContent;
    expect(field('Platform fee')).toBe('Platform fee₹90.00');
    expect(field('TDS withheld')).toBe('TDS withheld₹3.00');
  });

  it('says when a tab is empty', async () => {
    servePayouts({ '/api/v1/admin/payouts': () => listResponse([]) });
    renderAdmin('/admin/payouts?tab=processed');
    expect(await screen.findByText('No processed payouts yet.')).toBeInTheDocument();
  });

  it("says 'Error loading payouts' when the list cannot be read", async () => {
    servePayouts({ '/api/v1/admin/payouts': () => problem(403, 'Admins only') });
    renderAdmin('/admin/payouts');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading payouts');
    expect(alert).toHaveTextContent('Admins only');
  });

  describe('searched, sorted and paged on the server (ADR 27)', () => {
    it('sends the search to the API and keeps it in the URL, with the tab and the type', async () => {
      const fetchSpy = servePayouts();
      const user = setupUser();
      const { router } = renderAdmin('/admin/payouts?tab=failed&type=buyer_refund');
      await waitFor(() => rowOf('a7b8c9d0'));

      await user.type(screen.getByRole('searchbox', { name: 'Search payouts' }), 'ts_ord_7Hq2{Enter}');
      await waitFor(() =>
        expect(router.state.location.search).toEqual({ tab: 'failed', type: 'buyer_refund', search: 'ts_ord_7Hq2' }),
      );
      await waitFor(() =>
        expect(asked(fetchSpy)).toEqual({
          status: 'failed',
          type: 'buyer_refund',
          search: 'ts_ord_7Hq2',
          limit: '20',
          offset: '0',
        }),
      );
    });

    it('pages on the server: page 2 asks for offset 20; a tab change keeps the search and starts at page 1', async () => {
      const fetchSpy = servePayouts({ '/api/v1/admin/payouts': serveList(many) });
      const user = setupUser();
      const { router } = renderAdmin('/admin/payouts?search=okaxis');
      expect(await screen.findByText('c1900000')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('25 payouts');

      await user.click(screen.getByRole('listitem', { name: '2' }));
      expect(await screen.findByText('c2400000')).toBeInTheDocument();
      expect(router.state.location.search).toEqual({ search: 'okaxis', page: 2 });
      expect(asked(fetchSpy)).toEqual({ status: 'pending', search: 'okaxis', limit: '20', offset: '20' });

      await user.click(screen.getByRole('tab', { name: 'Processed' }));
      await waitFor(() => expect(router.state.location.search).toEqual({ search: 'okaxis', tab: 'processed' }));
      await waitFor(() =>
        expect(asked(fetchSpy)).toEqual({ status: 'processed', search: 'okaxis', limit: '20', offset: '0' }),
      );
    });

    it('links the CSV of the tab, type, search and sort shown', async () => {
      servePayouts();
      const user = setupUser();
      const { router } = renderAdmin('/admin/payouts?type=seller_payout&search=priya');
      await screen.findByText('d4e5f6a7');
      await user.click(screen.getByRole('columnheader', { name: /Amount/ }));
      await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'amount', order: 'asc' }));
      expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
        'href',
        '/api/v1/admin/payouts?search=priya&sort=amount&order=asc&status=pending&type=seller_payout&format=csv',
      );
    });

    it('still shows the refunds in flight at PhonePe from its link, whatever was shown before', async () => {
      const fetchSpy = servePayouts();
      const user = setupUser();
      const { router } = renderAdmin('/admin/payouts?tab=processed&search=priya&page=2');
      await user.click(await screen.findByRole('link', { name: 'Show refunds in flight at PhonePe' }));
      await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'pending', type: 'buyer_refund' }));
      expect(await screen.findByText('f6a7b8c9')).toBeInTheDocument();
      expect(screen.queryByText('d4e5f6a7')).not.toBeInTheDocument();
      expect(asked(fetchSpy)).toEqual({ status: 'pending', type: 'buyer_refund', limit: '20', offset: '0' });
      expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('searchbox', { name: 'Search payouts' })).toHaveValue('');
    });
  });
});
