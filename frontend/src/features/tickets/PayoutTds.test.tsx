import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderWithRouter } from '../../test/render';
import { setupUser } from '../../test/user';
import type { OwnListing } from '../selling/queries';
import { tdsLine } from './money-words';
import type { OwnPayout, Sale } from './queries';
import { SoldTickets } from './SoldTickets';
import { testI18n } from '../../test/i18n';
import { foreignLatinWords } from '../../test/latin-script';

const en = testI18n();

/* The income tax withheld from a sale (TDS, ADR 49), beside its payout on Your Listings. */

const sale = {
  id: 'sale-1',
  transaction_id: 'order-1',
  ticket_id: 'listing-1',
  event: {
    id: 'e1',
    title: 'Kabaddi Finals Night',
    venue: 'EKA Arena',
    city: 'Ahmedabad',
    event_date: '2026-12-19T14:30:00.000Z',
  },
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
  event_starts_at: '2026-12-19T14:30:00.000Z',
} satisfies Sale;

/** ₹3,000 sold without a PAN: ₹150 fee, 5% TDS (₹150), ₹2,700 paid. */
function payout(overrides: Partial<OwnPayout> = {}): OwnPayout {
  return {
    id: 'payout-1',
    type: 'seller_payout',
    ticket_transfer_id: sale.id,
    transaction_id: sale.transaction_id,
    amount: 270000,
    platform_fee: 15000,
    gross: 300000,
    tds: 15000,
    status: 'processed',
    payout_method: 'upi',
    payout_details: 'priya@okaxis',
    utr: '412345678901',
    failure_reason: null,
    on_hold: false,
    release_at: null,
    release_reason: null,
    release_exposure_limit: null,
    requested_upi_id: null,
    requested_upi_name: null,
    upi_change_requested_at: null,
    created_at: '2026-11-22T04:30:00.000Z',
    processed_at: '2026-11-23T04:30:00.000Z',
    ...overrides,
  };
}

describe('the TDS withheld from a sale', () => {
  it('is a line of its own when any was withheld', () => {
    expect(tdsLine(en, payout())).toEqual([{ text: 'TDS withheld ₹150.00', tone: 'neutral' }]);
    expect(tdsLine(en, payout({ status: 'pending' }))).toEqual([{ text: 'TDS withheld ₹150.00', tone: 'neutral' }]);
  });

  it('is not mentioned when nothing was withheld, nothing is left to pay, or for a refund', () => {
    expect(tdsLine(en, payout({ tds: 0, amount: 285000 }))).toEqual([]);
    expect(tdsLine(en, payout({ tds: undefined }))).toEqual([]);
    expect(tdsLine(en, payout({ status: 'cancelled' }))).toEqual([]);
    expect(tdsLine(en, payout({ type: 'buyer_refund', platform_fee: 0, gross: 0, tds: 0 }))).toEqual([]);
    expect(tdsLine(en, undefined)).toEqual([]);
  });

  it("shows under the sale's payout on Your Listings, after what was paid", async () => {
    mockApi({});
    const user = setupUser();
    const listing = { id: 'listing-1', event_title: 'Kabaddi Finals Night' } as OwnListing;
    renderWithRouter(<SoldTickets listing={listing} sales={[sale]} payouts={[payout()]} />);
    await user.click(await screen.findByRole('button', { name: /Show Sold Tickets/ }));
    const lines = within(screen.getByRole('table', { name: 'Sold tickets: Kabaddi Finals Night' })).getByRole('list', {
      name: 'Payout',
    });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Paid ₹2,700.00 on 23 Nov 2026UTR 412345678901', 'TDS withheld ₹150.00']);
  });
});

describe('Show Sold Tickets in Hindi', () => {
  it('draws the sales table, its payout lines and the transfer instructions in Hindi', async () => {
    mockApi({});
    const user = setupUser();
    const listing = { id: 'listing-1', event_title: 'कबड्डी फ़ाइनल्स नाइट', mobile_ticket_type: 'district' } as OwnListing;
    const waiting = { ...sale, id: 'sale-2', transfer_status: 'awaiting_mobile_transfer', quantity: 1 } satisfies Sale;
    renderWithRouter(<SoldTickets listing={listing} sales={[sale, waiting]} payouts={[payout()]} />, { locale: 'hi' });
    await user.click(await screen.findByRole('button', { name: 'बिके हुए टिकट दिखाएँ (2)' }));
    const table = screen.getByRole('table', { name: 'बिके हुए टिकट: कबड्डी फ़ाइनल्स नाइट' });
    expect(within(table).getByRole('columnheader', { name: 'खरीद की तारीख' })).toBeInTheDocument();
    expect(within(table).getByText('काटा गया TDS ₹150.00')).toBeInTheDocument();
    expect(
      within(table).getByRole('img', { name: 'एक ट्रांसफ़र आपके मोबाइल ट्रांसफ़र का इंतज़ार कर रहा है' }),
    ).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'ट्रांसफ़र के निर्देश' }));
    const dialog = await screen.findByRole('dialog', { name: 'ट्रांसफ़र के निर्देश' });
    expect(dialog).toHaveTextContent('इस District अकाउंट पर ट्रांसफ़र करें');
    expect(dialog).toHaveTextContent('1 टिकट');
    // The buyer's account is an e-mail address; nothing else in Latin letters but District.
    expect(foreignLatinWords(dialog.textContent ?? '')).toEqual([]);
  });
});
