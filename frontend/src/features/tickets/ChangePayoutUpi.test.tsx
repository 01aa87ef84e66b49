import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, problem, requestedUrls } from '../../test/api-mock';
import { renderWithRouter } from '../../test/render';
import { fill, setupUser } from '../../test/user';
import type { Profile } from '../profile/queries';
import type { OwnListing } from '../selling/queries';
import { salePayout, upiChangeLine } from './money-words';
import type { OwnPayout, Sale } from './queries';
import { SoldTickets } from './SoldTickets';
import { testI18n } from '../../test/i18n';

const en = testI18n();

/* A failed payout's seller asks for it to go to another UPI ID; our team approves it first (issue 18). */

const sale = {
  id: 'sale-1',
  transaction_id: 'order-1',
  ticket_id: 'listing-1',
  event: { id: 'e1', title: 'Kabaddi Finals Night', venue: 'EKA Arena', city: 'Ahmedabad', event_date: null },
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
} as unknown as Sale;

const failed: OwnPayout = {
  id: 'payout-1',
  type: 'seller_payout',
  ticket_transfer_id: sale.id,
  transaction_id: sale.transaction_id,
  amount: 285000,
  platform_fee: 15000,
  status: 'failed',
  payout_method: 'upi',
  payout_details: 'asha.rao1@okaxis',
  utr: null,
  failure_reason: 'The UPI ID could not be found at the bank',
  on_hold: false,
  release_at: null,
  release_reason: null,
  release_exposure_limit: null,
  requested_upi_id: null,
  requested_upi_name: null,
  upi_change_requested_at: null,
  created_at: '2026-11-22T04:30:00.000Z',
  processed_at: null,
};
const requested = { ...failed, requested_upi_id: 'asha.rao@okaxis', upi_change_requested_at: '2026-11-23T04:30:00Z' };

const profile = (namesChecked: boolean) =>
  ({ upi_id: null, upi_name: null, upi_names_checked: namesChecked }) as Profile;
const UPI_CHANGE_URL = '/api/v1/me/payouts/payout-1/upi-id';
const listing = { id: 'listing-1', event_title: 'Kabaddi Finals Night' } as OwnListing;

async function openChange(payout: OwnPayout = failed) {
  const user = setupUser();
  renderWithRouter(<SoldTickets listing={listing} sales={[sale]} payouts={[payout]} />);
  await user.click(await screen.findByRole('button', { name: /Show Sold Tickets/ }));
  await user.click(screen.getByRole('button', { name: 'Change UPI ID' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change the UPI ID for this payout' });
  await fill(user, within(dialog).getByLabelText('UPI ID'), 'asha.rao@okaxis');
  await user.click(within(dialog).getByRole('button', { name: 'Send for approval' }));
  return { user, dialog };
}

const bodiesSent = (fetchSpy: ReturnType<typeof mockApi>) =>
  Promise.all(
    fetchSpy.mock.calls
      .filter(([r]) => new URL(r.url).pathname === UPI_CHANGE_URL)
      .map(([r]) => r.clone().json() as Promise<object>),
  );

describe('a failed payout’s UPI ID', () => {
  it('tells the seller we pay again, and where to change the UPI ID', () => {
    expect(salePayout(en, sale, failed).detail).toBe(
      'The UPI ID could not be found at the bank. We will pay it again; if asha.rao1@okaxis is not your UPI ID, change it below.',
    );
    expect(upiChangeLine(en, failed)).toEqual([]);
    expect(upiChangeLine(en, requested)).toEqual([
      { text: 'New UPI ID asha.rao@okaxis waiting for approval', tone: 'info' },
    ]);
    expect(upiChangeLine(en, { ...requested, status: 'processed' })).toEqual([]);
  });

  it('with manual payouts: sent for approval without a name check', async () => {
    const fetchSpy = mockApi({
      '/api/v1/me': () => jsonResponse(profile(false)),
      [UPI_CHANGE_URL]: () =>
        jsonResponse({ message: "Your new UPI ID is waiting for our team's approval.", payout: requested }),
    });
    const { dialog } = await openChange();
    expect(await screen.findByText("Your new UPI ID is waiting for our team's approval.")).toBeInTheDocument();
    expect(await bodiesSent(fetchSpy)).toEqual([{ upiId: 'asha.rao@okaxis' }]);
    expect(requestedUrls(fetchSpy, '/api/v1/upi-id-checks')).toEqual([]);
    await waitFor(() => expect(dialog).not.toBeVisible());
  });

  it('where names are checked: the seller confirms whose it is, and the confirmation is sent', async () => {
    const fetchSpy = mockApi({
      '/api/v1/me': () => jsonResponse(profile(true)),
      '/api/v1/upi-id-checks': () =>
        jsonResponse({
          upi_id: 'asha.rao@okaxis',
          names_checked: true,
          registered_name: 'Asha Rao',
          confirmation: 'signed.token',
          expires_at: '2026-12-04T10:30:00.000Z',
        }),
      [UPI_CHANGE_URL]: () =>
        jsonResponse({ message: "Your new UPI ID is waiting for our team's approval.", payout: requested }),
    });
    const { user } = await openChange();
    // (Found by its title: the test setup gives both open dialogs the same generated id.)
    const question = (await screen.findByText('Is this your UPI ID?')).closest<HTMLElement>('[role="dialog"]')!;
    expect(question).toHaveTextContent('asha.rao@okaxis is registered to Asha Rao.');
    await user.click(within(question).getByRole('button', { name: 'Yes, it’s mine' }));
    expect(await screen.findByText("Your new UPI ID is waiting for our team's approval.")).toBeInTheDocument();
    expect(await bodiesSent(fetchSpy)).toEqual([{ upiId: 'asha.rao@okaxis', upiIdConfirmation: 'signed.token' }]);
  });

  it('shows the server’s refusal, and a change waiting for approval', async () => {
    mockApi({
      '/api/v1/me': () => jsonResponse(profile(false)),
      [UPI_CHANGE_URL]: () => problem(409, 'The UPI ID can only be changed while the payout is still to be paid'),
    });
    await openChange(requested);
    expect(
      await screen.findByText('The UPI ID can only be changed while the payout is still to be paid', {
        selector: '.ts-toast *',
      }),
    ).toBeInTheDocument();
    const payout = within(screen.getByRole('table', { name: 'Sold tickets: Kabaddi Finals Night' })).getByRole('list', {
      name: 'Payout',
    });
    expect(payout).toHaveTextContent('New UPI ID asha.rao@okaxis waiting for approval');
  });
});
