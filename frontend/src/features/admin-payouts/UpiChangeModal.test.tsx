import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { setupUser } from '../../test/user';
import { UpiChangeMarker } from './payout-parts';
import type { AdminPayout } from './queries';
import { UpiChangeModal } from './UpiChangeModal';

/** A failed seller payout whose seller asked to be paid to another UPI id (issue 18), in Admin > Payouts. */
const requested: AdminPayout = {
  id: 'd4e5f6a7-2222-4000-8000-000000000001',
  ticket_transfer_id: 'aaaa1111-0000-4000-8000-000000000002',
  transaction_id: 'bbbb2222-0000-4000-8000-000000000002',
  user_id: 'seller-1',
  user: { id: 'seller-1', full_name: 'Asha Rao', email: 'asha@example.in', phone: null },
  sale: { event_id: 'e1', event_title: 'Monsoon Melodies', event_date: '2027-01-19T15:30:00.000Z', quantity: 2 },
  type: 'seller_payout',
  amount: 285000,
  platform_fee: 15000,
  status: 'failed',
  payout_method: 'upi',
  payout_details: 'asha.rao1@okaxis',
  attempt: 0,
  utr: null,
  note: null,
  failure_reason: 'The UPI ID could not be found at the bank',
  refund_state: null,
  on_hold: false,
  release_at: null,
  release_reason: null,
  release_exposure_limit: null,
  requested_upi_id: 'asha.rao@okaxis',
  requested_upi_name: 'Asha Rao',
  upi_change_requested_at: '2026-12-04T09:15:00.000Z',
  created_at: '2026-11-25T10:00:00.000Z',
  processed_at: null,
};
const approved: AdminPayout = {
  ...requested,
  payout_details: 'asha.rao@okaxis',
  requested_upi_id: null,
  requested_upi_name: null,
  upi_change_requested_at: null,
};
const url = (decision: string) => `/api/v1/admin/payouts/${requested.id}/upi-change/${decision}`;

async function expectMessage(text: string, tone: 'error' | 'success') {
  const toast = await screen.findByText(text, { selector: '.ts-toast *' });
  expect(toast.closest('.ts-toast__notice')).toHaveClass(`ts-toast__notice--${tone}`);
}

describe('a UPI ID change waiting for staff, in Admin > Payouts', () => {
  it('shows the requested id and its registered name on the row', () => {
    renderWithProviders(<UpiChangeMarker payout={requested} />);
    expect(screen.getByText(/UPI change requested: asha\.rao@okaxis \(Asha Rao\)/)).toBeInTheDocument();
    const { container } = renderWithProviders(<UpiChangeMarker payout={approved} />);
    // Nothing but the providers' own (the toast's empty live regions).
    expect(container.textContent).toBe('');
    expect(container.querySelectorAll(':scope > :not(.ts-toast)')).toHaveLength(0);
  });

  it('is approved after staff confirm; the dialog says a failed payout is then sent again by hand', async () => {
    const fetchSpy = mockApi({
      [url('approve')]: () => jsonResponse({ message: 'UPI ID change approved', payout: approved }),
    });
    const onClose = vi.fn();
    const user = setupUser();
    renderWithProviders(<UpiChangeModal target={{ payout: requested, decision: 'approve' }} onClose={onClose} />);

    const dialog = await screen.findByRole('dialog', { name: 'Approve the new UPI ID?' });
    expect(dialog).toHaveTextContent(
      'The payout will go to asha.rao@okaxis (registered to Asha Rao) instead of asha.rao1@okaxis.',
    );
    expect(dialog).toHaveTextContent('to pay a failed payout again, set it back to Pending with Change status');
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Approve UPI change' }));
    await expectMessage('UPI ID change approved', 'success');
    const [request] = fetchSpy.mock.calls.find(([r]) => new URL(r.url).pathname === url('approve'))!;
    expect(request.method).toBe('POST');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('is rejected after staff confirm', async () => {
    const fetchSpy = mockApi({
      [url('reject')]: () => jsonResponse({ message: 'UPI ID change rejected', payout: approved }),
    });
    const user = setupUser();
    renderWithProviders(<UpiChangeModal target={{ payout: requested, decision: 'reject' }} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Reject the new UPI ID?' });
    expect(dialog).toHaveTextContent(
      'The payout keeps going to asha.rao1@okaxis, not asha.rao@okaxis (registered to Asha Rao).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject UPI change' }));
    await expectMessage('UPI ID change rejected', 'success');
    expect(fetchSpy.mock.calls.some(([r]) => new URL(r.url).pathname === url('reject'))).toBe(true);
  });

  it('shows the refusal when the payout is being paid, and sends nothing when cancelled', async () => {
    const inFlight = 'This payout is being sent to its current UPI ID; approve the change if it fails';
    const fetchSpy = mockApi({ [url('approve')]: () => problem(409, inFlight) });
    const user = setupUser();
    const { unmount } = renderWithProviders(
      <UpiChangeModal target={{ payout: requested, decision: 'approve' }} onClose={() => {}} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Approve UPI change' }));
    await expectMessage(inFlight, 'error');
    unmount();

    fetchSpy.mockClear();
    const onClose = vi.fn();
    renderWithProviders(<UpiChangeModal target={{ payout: requested, decision: 'reject' }} onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
