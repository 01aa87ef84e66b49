import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { renderWithProviders, renderWithRouter } from '../../test/render';
import { setupUser } from '../../test/user';
import type { OwnListing } from '../selling/queries';
import { EarningsSummary } from './EarningsSummary';
import { salePayout } from './money-words';
import type { Earnings, OwnPayout, Sale } from './queries';
import { SoldTickets } from './SoldTickets';
import { testI18n } from '../../test/i18n';

const en = testI18n();

/**
 * A payout held until after the event (ADR 44): the seller reads until when (IST) and why, on the sale
 * and in the earnings summary.
 */
const RELEASE_AT = '2027-01-21T15:30:00.000Z'; // 21 Jan 2027, 9:00 pm IST

const sale = {
  id: 'sale-1',
  transaction_id: 'order-1',
  ticket_id: 'listing-1',
  event: { id: 'e1', title: 'Kabaddi Finals Night', venue: 'EKA Arena', city: 'Ahmedabad', event_date: RELEASE_AT },
  transfer_status: 'mobile_transfer_confirmed',
  transfer_type: 'mobile',
  price: 150000,
  amount_paid: 300000,
  quantity: 2,
  platform_id: 'rohan@district',
  delivery_address: null,
  transfer_instructions: null,
  proof_of_transfer: [],
  proof_uploaded_at: null,
  courier_name: null,
  tracking_number: null,
  failure_reason: null,
  dispute_open: false,
  transferred_at: '2026-11-21T04:30:00.000Z',
  confirmed_at: '2026-11-22T04:30:00.000Z',
  event_starts_at: '2027-01-19T15:30:00.000Z',
} satisfies Sale;

function heldPayout(overrides: Partial<OwnPayout> = {}): OwnPayout {
  return {
    id: 'payout-1',
    type: 'seller_payout',
    ticket_transfer_id: sale.id,
    transaction_id: sale.transaction_id,
    amount: 285000,
    platform_fee: 15000,
    status: 'pending',
    payout_method: 'upi',
    payout_details: 'priya@okaxis',
    utr: null,
    failure_reason: null,
    on_hold: false,
    release_at: RELEASE_AT,
    release_reason: 'first_sales',
    release_exposure_limit: null,
    requested_upi_id: null,
    requested_upi_name: null,
    upi_change_requested_at: null,
    created_at: '2026-11-22T04:30:00.000Z',
    processed_at: null,
    ...overrides,
  };
}

describe('a payout held until after the event', () => {
  const confirmed = { transfer_status: 'mobile_transfer_confirmed' as const };

  it('says until when in IST, and that first sales are paid after the event', () => {
    expect(salePayout(en, confirmed, heldPayout())).toEqual({
      text: 'Payout of ₹2,850.00 on hold until 21 Jan 2027, 9:00 pm IST',
      tone: 'warning',
      detail: 'Your first sales on TicketSetu are paid after the event.',
    });
  });

  it('names the limit when more is waiting to be paid than it', () => {
    const payout = heldPayout({ release_reason: 'high_exposure', release_exposure_limit: 2_500_000 });
    expect(salePayout(en, confirmed, payout).detail).toBe(
      'More than ₹25,000.00 is waiting to be paid to you, so this payout is made after the event.',
    );
  });

  it('speaks of the dispute first while one is open, and of the payment once released', () => {
    expect(salePayout(en, confirmed, heldPayout({ on_hold: true })).detail).toBe('A dispute is open on this sale.');
    expect(salePayout(en, confirmed, heldPayout({ release_at: null, release_reason: null })).text).toBe(
      '₹2,850.00 to be paid',
    );
  });

  it('shows on the sold ticket in the listing', async () => {
    mockApi({});
    const user = setupUser();
    const listing = { id: 'listing-1', event_title: 'Kabaddi Finals Night' } as OwnListing;
    renderWithRouter(<SoldTickets listing={listing} sales={[sale]} payouts={[heldPayout()]} />);
    await user.click(await screen.findByRole('button', { name: /Show Sold Tickets/ }));
    const payout = within(screen.getByRole('table', { name: 'Sold tickets: Kabaddi Finals Night' })).getByRole('list', {
      name: 'Payout',
    });
    expect(payout).toHaveTextContent(
      'Payout of ₹2,850.00 on hold until 21 Jan 2027, 9:00 pm ISTYour first sales on TicketSetu are paid after the event.',
    );
  });
});

describe('the earnings summary with payouts held', () => {
  const earnings = (held: number): Earnings => ({
    total_earnings: 570000,
    paid_out: 0,
    held_until_after_event: held,
    total_tickets_sold: 4,
    pending_transfers: 0,
    completed_transfers: 2,
  });

  it('shows what waits until after the event, only when something does', async () => {
    mockApi({ '/api/v1/me/earnings': () => jsonResponse(earnings(285000)) });
    const { unmount } = renderWithProviders(<EarningsSummary />);
    const held = await screen.findByText('Held Until After the Event');
    expect(held.nextElementSibling).toHaveTextContent('₹2,850.00');
    unmount();

    mockApi({ '/api/v1/me/earnings': () => jsonResponse(earnings(0)) });
    renderWithProviders(<EarningsSummary />);
    expect(await screen.findByText('Paid to You')).toBeInTheDocument();
    expect(screen.queryByText('Held Until After the Event')).not.toBeInTheDocument();
  });
});
