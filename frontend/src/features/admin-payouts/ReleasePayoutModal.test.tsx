import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { setupUser } from '../../test/user';
import { PayoutStatusCell } from './payout-parts';
import { canReleaseEarly } from './payout-rules';
import type { AdminPayout } from './queries';
import { ReleasePayoutModal } from './ReleasePayoutModal';

/** A seller payout held until after the event (ADR 44), as Admin > Payouts shows it and releases it early. */
const held: AdminPayout = {
  id: 'd4e5f6a7-1111-4000-8000-000000000001',
  ticket_transfer_id: 'aaaa1111-0000-4000-8000-000000000001',
  transaction_id: 'bbbb2222-0000-4000-8000-000000000001',
  user_id: 'seller-1',
  user: { id: 'seller-1', full_name: 'Priya Sharma', email: 'priya@example.in', phone: null },
  sale: { event_id: 'e1', event_title: 'Monsoon Melodies', event_date: '2027-01-19T15:30:00.000Z', quantity: 2 },
  type: 'seller_payout',
  amount: 285000,
  platform_fee: 15000,
  status: 'pending',
  payout_method: 'upi',
  payout_details: 'priya@okaxis',
  attempt: 0,
  utr: null,
  note: null,
  failure_reason: null,
  refund_state: null,
  on_hold: false,
  release_at: '2027-01-21T15:30:00.000Z',
  release_reason: 'first_sales',
  release_exposure_limit: null,
  requested_upi_id: null,
  requested_upi_name: null,
  upi_change_requested_at: null,
  created_at: '2026-11-25T10:00:00.000Z',
  processed_at: null,
};
const released: AdminPayout = { ...held, release_at: null, release_reason: null };
const RELEASE_URL = `/api/v1/admin/payouts/${held.id}/release`;

async function expectMessage(text: string, tone: 'error' | 'success') {
  const toast = await screen.findByText(text, { selector: '.ts-toast *' });
  expect(toast.closest('.ts-toast__notice')).toHaveClass(`ts-toast__notice--${tone}`);
}

describe('a payout held until after the event, in Admin > Payouts', () => {
  it('shows until when (IST) and why beside its status', () => {
    renderWithProviders(<PayoutStatusCell payout={held} />);
    expect(screen.getByText(/Held until 21 Jan 2027, 9:00 pm IST/)).toBeInTheDocument();
    expect(screen.getByText('One of the seller’s first sales')).toBeInTheDocument();
    const large = { ...held, release_reason: 'high_exposure', release_exposure_limit: 2_500_000 } as const;
    renderWithProviders(<PayoutStatusCell payout={large} />);
    expect(screen.getByText('The seller is owed more than ₹25,000.00 unpaid')).toBeInTheDocument();
  });

  it('can be released only while pending and held', () => {
    expect(canReleaseEarly(held)).toBe(true);
    expect(canReleaseEarly(released)).toBe(false);
    expect(canReleaseEarly({ ...held, status: 'failed' })).toBe(false);
    expect(canReleaseEarly({ ...held, type: 'buyer_refund' })).toBe(false);
  });

  it('is released after staff confirm, and the server’s message is shown', async () => {
    const fetchSpy = mockApi({ [RELEASE_URL]: () => jsonResponse({ message: 'Payout released', payout: released }) });
    const onClose = vi.fn();
    const user = setupUser();
    renderWithProviders(<ReleasePayoutModal payout={held} onClose={onClose} />);

    const dialog = await screen.findByRole('dialog', { name: 'Release this payout now?' });
    expect(dialog).toHaveTextContent('Priya Sharma');
    expect(dialog).toHaveTextContent('₹2,850.00');
    expect(dialog).toHaveTextContent(
      'It is held until 21 Jan 2027, 9:00 pm IST, after the event: One of the seller’s first sales.',
    );
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Release now' }));
    await expectMessage('Payout released', 'success');
    const [request] = fetchSpy.mock.calls.find(([r]) => new URL(r.url).pathname === RELEASE_URL)!;
    expect(request.method).toBe('POST');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the refusal when a dispute opened meanwhile, and sends nothing when cancelled', async () => {
    const fetchSpy = mockApi({ [RELEASE_URL]: () => problem(409, 'This payout is on hold while a dispute is open') });
    const user = setupUser();
    const { unmount } = renderWithProviders(<ReleasePayoutModal payout={held} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Release now' }));
    await expectMessage('This payout is on hold while a dispute is open', 'error');
    unmount();

    fetchSpy.mockClear();
    const onClose = vi.fn();
    renderWithProviders(<ReleasePayoutModal payout={held} onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
