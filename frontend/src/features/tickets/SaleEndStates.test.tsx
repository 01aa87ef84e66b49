import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderWithProviders, renderWithRouter } from '../../test/render';
import { setupUser } from '../../test/user';
import type { OwnListing } from '../selling/queries';
import { OwnListingCard } from './OwnListingCard';
import { PurchaseCard } from './PurchaseCard';
import type { OwnPayout, Sale } from './queries';
import { EarningsSummary } from './EarningsSummary';
import type { MoneyLine } from './money-words';
import { purchaseMoney, refundLine, salePayout, tdsLine, upiChangeLine } from './money-words';
import { foreignLatinWords } from '../../test/latin-script';
import { testI18n } from '../../test/i18n';

const en = testI18n();

/**
 * What Your Tickets says once a sale ends (ADR 32): the buyer's refund on the purchase card, the
 * seller's payout per sale, Sold counting only the sales that stand, and actions offered only while
 * the sale awaits them.
 */
const inAWeek = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();
const LISTING = '44444444-0000-4000-8000-000000000001';

function makeSale(overrides: Partial<Sale> = {}): Sale {
  return {
    id: '11111111-0000-4000-8000-000000000001',
    transaction_id: '22222222-0000-4000-8000-000000000001',
    ticket_id: LISTING,
    event: { id: 'e1', title: 'Kabaddi Finals Night', venue: 'EKA Arena', city: 'Ahmedabad', event_date: inAWeek },
    transfer_status: 'awaiting_mobile_transfer',
    transfer_type: 'mobile',
    price: 150000,
    amount_paid: 300000,
    quantity: 2,
    platform_id: 'rohan@district',
    delivery_address: null,
    transfer_instructions: 'Open District, go to My Tickets and choose Transfer.',
    proof_of_transfer: [],
    proof_uploaded_at: null,
    courier_name: null,
    tracking_number: null,
    failure_reason: null,
    dispute_open: false,
    transferred_at: '2026-11-21T04:30:00.000Z',
    confirmed_at: null,
    event_starts_at: inAWeek,
    ...overrides,
  };
}

function makePayout(overrides: Partial<OwnPayout> = {}): OwnPayout {
  return {
    id: '55555555-0000-4000-8000-000000000001',
    type: 'seller_payout',
    ticket_transfer_id: '11111111-0000-4000-8000-000000000001',
    transaction_id: '22222222-0000-4000-8000-000000000001',
    amount: 285000,
    platform_fee: 15000,
    status: 'pending',
    payout_method: 'upi',
    payout_details: 'priya@okaxis',
    utr: null,
    failure_reason: null,
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

function makeListing(overrides: Partial<OwnListing> = {}): OwnListing {
  return {
    id: LISTING,
    event_id: 'e1',
    seller_id: 'seller-1',
    event_title: 'Kabaddi Finals Night',
    event_venue: 'EKA Arena, Ahmedabad',
    event_date: inAWeek,
    price: 150000,
    quantity: 3,
    sold_quantity: 3,
    failed_quantity: 1,
    refunded_quantity: 1,
    available_quantity: 0,
    held_quantity: 0,
    seat_number: null,
    section: 'Lower Tier',
    row: null,
    ticket_type: 'mobile',
    mobile_ticket_type: 'district',
    pickup_address: null,
    upi_id: 'priya@okaxis',
    file_urls: [],
    files: [],
    status: 'sold',
    remarks: null,
    listed_at: '2026-11-20T10:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

describe('money words', () => {
  it('tell the buyer where each refund stands', () => {
    const refund = makePayout({ type: 'buyer_refund', amount: 300000, payout_method: 'phonepe_refund' });
    expect(refundLine(en, refund)).toEqual({
      text: 'Refund of ₹3,000.00 on its way',
      tone: 'info',
      detail: 'PhonePe is sending it back to you.',
    });
    expect(refundLine(en, { ...refund, status: 'processed', processed_at: '2026-11-26T06:00:00.000Z' })).toMatchObject({
      text: 'Refunded ₹3,000.00 on 26 Nov 2026',
      tone: 'success',
    });
    expect(refundLine(en, { ...refund, status: 'failed' })).toMatchObject({ text: 'Refund of ₹3,000.00 delayed' });
    expect(refundLine(en, { ...refund, status: 'processed', amount: 0 }).text).toBe(
      'Your rewards credit was given back',
    );
    // A failed or refunded purchase whose refund row is not there yet still says one is coming.
    expect(purchaseMoney(en, { transfer_status: 'failed' }, [])).toEqual([
      { text: 'A refund of everything you paid is on its way', tone: 'info' },
    ]);
    expect(purchaseMoney(en, { transfer_status: 'mobile_transfer_sent' }, [])).toEqual([]);
  });

  it('tell the seller what each sale pays, and when nothing will', () => {
    const sale = { transfer_status: 'mobile_transfer_confirmed' as const };
    expect(salePayout(en, sale, makePayout())).toMatchObject({ text: '₹2,850.00 to be paid', tone: 'info' });
    expect(salePayout(en, sale, makePayout({ on_hold: true }))).toMatchObject({ text: '₹2,850.00 on hold' });
    expect(
      salePayout(
        en,
        sale,
        makePayout({ status: 'processed', utr: '712345678902', processed_at: '2026-11-27T06:00:00Z' }),
      ),
    ).toEqual({ text: 'Paid ₹2,850.00 on 27 Nov 2026', tone: 'success', detail: 'UTR 712345678902' });
    expect(salePayout(en, sale, makePayout({ status: 'failed', failure_reason: 'UPI id closed' }))).toEqual({
      text: 'Payout of ₹2,850.00 failed',
      tone: 'danger',
      detail: 'UPI id closed. We will pay it again; if priya@okaxis is not your UPI ID, change it below.',
    });
    expect(
      salePayout(en, { transfer_status: 'refunded' }, makePayout({ status: 'cancelled', amount: 0 })),
    ).toMatchObject({
      text: 'No payout',
      detail: 'The sale was refunded to the buyer.',
    });
    expect(salePayout(en, { transfer_status: 'failed' }, undefined).detail).toBe(
      'The transfer failed and the buyer was refunded.',
    );
    expect(salePayout(en, { transfer_status: 'awaiting_mobile_transfer' }, undefined).text).toBe(
      'Payout after the transfer',
    );
  });
});

describe('a purchase card once the sale ended', () => {
  it('says a refunded purchase is closed, with its refund, and offers no action', async () => {
    mockApi({});
    const refunded = makeSale({ transfer_status: 'refunded' });
    const refund = makePayout({
      type: 'buyer_refund',
      amount: 300000,
      status: 'processed',
      processed_at: '2026-11-26T06:00:00.000Z',
    });
    renderWithRouter(<PurchaseCard purchase={refunded} refunds={[refund]} onConfirm={() => {}} onReport={() => {}} />);
    const card = await screen.findByRole('article', { name: 'Kabaddi Finals Night' });
    expect(within(card).getByText('Refunded')).toBeInTheDocument();
    expect(card).toHaveTextContent('This purchase was refunded in full after your dispute, so it is closed.');
    expect(within(card).getByRole('list', { name: 'Refunds' })).toHaveTextContent('Refunded ₹3,000.00 on 26 Nov 2026');
    expect(card).not.toHaveTextContent('Dispute open');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the refund of a failed purchase in flight', async () => {
    mockApi({});
    const failed = makeSale({ transfer_status: 'failed', failure_reason: 'Seller unreachable' });
    renderWithRouter(<PurchaseCard purchase={failed} refunds={[]} />);
    const card = await screen.findByRole('article', { name: 'Kabaddi Finals Night' });
    expect(card).toHaveTextContent('Seller unreachable');
    expect(card).toHaveTextContent('A refund of everything you paid is on its way');
  });
});

describe('a listing whose sales ended differently', () => {
  const sales = [
    makeSale({ id: 's-done', transfer_status: 'mobile_transfer_confirmed', quantity: 1 }),
    makeSale({ id: 's-failed', transfer_status: 'failed', quantity: 1 }),
    makeSale({ id: 's-refunded', transfer_status: 'refunded', quantity: 1 }),
    makeSale({ id: 's-sent', transfer_status: 'mobile_transfer_sent', quantity: 1 }),
  ];
  const payouts = [
    makePayout({
      ticket_transfer_id: 's-done',
      status: 'processed',
      utr: '712345678902',
      processed_at: '2026-11-27T06:00:00.000Z',
    }),
  ];

  it('counts as Sold only the sales that stand, says what became of the rest, and shows each payout', async () => {
    mockApi({});
    const user = setupUser();
    renderWithRouter(<OwnListingCard listing={makeListing({ quantity: 4 })} sales={sales} payouts={payouts} />);
    const card = await screen.findByRole('article', { name: 'Kabaddi Finals Night' });
    const stats = within(card).getByText('Sold', { selector: 'dt' }).closest('dl')!;
    expect(stats).toHaveTextContent('Sold1');
    expect(within(card).getByText('Sold', { selector: '.tone-tag' })).toBeInTheDocument();
    expect(card).toHaveTextContent(
      'Not sold after all: 1 ticket whose transfer failed and 1 ticket whose sale was refunded. These seats do not go back on sale',
    );

    await user.click(within(card).getByRole('button', { name: /Show Sold Tickets/ }));
    const rows = within(card).getAllByRole('row').slice(1);
    const rowOf = (status: string) => rows.find((row) => row.textContent?.includes(status))!;
    expect(rowOf('Transfer Confirmed')).toHaveTextContent('Paid ₹2,850.00 on 27 Nov 2026UTR 712345678902');
    expect(rowOf('Failed')).toHaveTextContent('No payoutThe transfer failed and the buyer was refunded.');
    expect(rowOf('Refunded')).toHaveTextContent('No payoutThe sale was refunded to the buyer.');
    // Proof and the instructions are for a sale that awaits the mobile transfer, and for nothing later.
    for (const row of rows) {
      expect(within(row).queryByRole('button', { name: 'Upload Proof' })).not.toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: 'Transfer Instructions' })).not.toBeInTheDocument();
    }
    expect(within(card).queryByRole('img', { name: /await your mobile transfer/ })).not.toBeInTheDocument();
  });

  it('offers Upload Proof and Transfer Instructions while the buyer waits for the transfer', async () => {
    mockApi({});
    const user = setupUser();
    renderWithRouter(
      <OwnListingCard
        listing={makeListing({ failed_quantity: 0, refunded_quantity: 0 })}
        sales={[makeSale({ transfer_status: 'awaiting_mobile_transfer' })]}
      />,
    );
    const card = await screen.findByRole('article', { name: 'Kabaddi Finals Night' });
    expect(card).not.toHaveTextContent('Not sold after all');
    expect(within(card).getByText('Sold', { selector: '.tone-tag' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /Show Sold Tickets/ }));
    expect(within(card).getByRole('button', { name: 'Upload Proof' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Transfer Instructions' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Payout after the transfer');
  });
});

it('calls a sold listing none of whose sales stood Closed, not Sold', async () => {
  mockApi({});
  renderWithRouter(
    <OwnListingCard
      listing={makeListing({ quantity: 2, sold_quantity: 2, failed_quantity: 0, refunded_quantity: 2 })}
    />,
  );
  const card = await screen.findByRole('article', { name: 'Kabaddi Finals Night' });
  expect(within(card).getByText('Closed')).toBeInTheDocument();
  expect(within(card).getByText('Sold', { selector: 'dt' }).nextElementSibling).toHaveTextContent('0');
});

describe('the earnings summary', () => {
  it('shows what was paid to the seller beside what they earn', async () => {
    mockApi({
      '/api/v1/me/earnings': () =>
        new Response(
          JSON.stringify({
            total_earnings: 570000,
            paid_out: 285000,
            held_until_after_event: 0,
            total_tickets_sold: 4,
            pending_transfers: 1,
            completed_transfers: 1,
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    });
    renderWithProviders(<EarningsSummary />);
    const list = await screen.findByLabelText('Your earnings');
    expect(list).toHaveTextContent('Total Earnings₹5,700.00');
    expect(list).toHaveTextContent('Paid to You₹2,850.00');
    expect(list).toHaveTextContent('Total Tickets Sold4');
  });
});

const words = (lines: readonly MoneyLine[]) => lines.flatMap((line) => [line.text, line.detail ?? '']).join(' ');

describe('the money lines in Hindi', () => {
  const hi = testI18n('hi');
  const confirmed = { transfer_status: 'mobile_transfer_confirmed' } as const;

  it("say what happened to a sale's payout and a purchase's refund in Hindi, amounts and dates as India writes them", () => {
    const lines = [
      salePayout(hi, confirmed, makePayout({ tds: 1500 })),
      salePayout(hi, confirmed, makePayout({ on_hold: true })),
      salePayout(hi, confirmed, makePayout({ release_at: '2026-12-03T18:30:00.000Z', release_reason: 'first_sales' })),
      salePayout(
        hi,
        confirmed,
        makePayout({
          release_at: '2026-12-03T18:30:00.000Z',
          release_reason: 'high_exposure',
          release_exposure_limit: 2_500_000,
        }),
      ),
      salePayout(hi, confirmed, makePayout({ status: 'failed', failure_reason: null })),
      salePayout(
        hi,
        confirmed,
        makePayout({ status: 'processed', processed_at: '2026-11-27T06:00:00Z', utr: '712345678902' }),
      ),
      salePayout(hi, { transfer_status: 'failed' }, undefined),
      salePayout(hi, { transfer_status: 'awaiting_mobile_transfer' }, undefined),
      ...tdsLine(hi, makePayout({ tds: 1500 })),
      ...upiChangeLine(hi, makePayout({ requested_upi_id: 'priya@okicici' })),
      refundLine(hi, makePayout({ type: 'buyer_refund', status: 'processed', processed_at: '2026-11-26T06:00:00Z' })),
      ...purchaseMoney(hi, { transfer_status: 'refunded' }, []),
    ];
    expect(lines[0]).toMatchObject({ text: '₹2,850.00 का भुगतान होना है', detail: '24-48 घंटों में priya@okaxis पर।' });
    expect(lines[5]!.text).toBe('27 नव॰ 2026 को ₹2,850.00 का भुगतान हुआ');
    expect(lines[3]!.detail).toContain('₹25,000.00');
    // hi-IN's clock still says 'am'/'pm' (shared/format's times).
    expect(foreignLatinWords(words(lines)).filter((word) => word !== 'am' && word !== 'pm')).toEqual([]);
  });
});
