import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route as SellRoute } from '../../routes/sell';
import { jsonResponse, mockApi, requestedUrls } from '../../test/api-mock';
import { makeEvent } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { fill, setupUser } from '../../test/user';
import type { Profile } from '../profile/queries';
import type { SellerStatement } from './statement';

/*
 * The sell form's word on income tax (ADR 49): a seller without a PAN is asked for one; one with a PAN
 * hears when this listing takes the year's sales past ₹5,00,000. Neither stands in the way of listing.
 */

const NO_PAN_NOTE = 'Add your PAN on your profile: without it, 5% of each sale is withheld as income tax (TDS).';
const CROSSING_NOTE =
  "Your sales this financial year will pass ₹5,00,000: 0.1% of the year's sales is withheld as income tax (TDS) from here on.";
const STATEMENT = '/api/v1/me/statement';

const concert = makeEvent({ id: 'e1', title: 'Monsoon Melodies', seller_fee_percent: 5 });

const profile: Profile = {
  id: 'user-priya',
  email: 'priya.sharma@example.in',
  username: 'priya.sharma',
  full_name: 'Priya Sharma',
  phone: '+919876543210',
  date_of_birth: '1996-08-15',
  upi_id: 'priya@okaxis',
  upi_name: null,
  upi_names_checked: false,
  pan: null,
  pan_name: null,
  is_admin: false,
  locale: 'en',
  created_at: '2026-01-10T10:00:00Z',
  deletion_requested_at: null,
};

const withPan: Profile = { ...profile, pan: 'ABCPS1234K', pan_name: 'PRIYA SHARMA' };

/** The year's statement with these totals (paise); only gross and refunded matter here. */
function statement(gross: number, refunded = 0): SellerStatement {
  return {
    financial_year: '2026-27',
    sales: [],
    totals: { gross, refunded, fee: 0, gst_in_fee: 0, tds: 0, net: gross - refunded, paid: 0 },
  };
}

function serveSell(saved: Profile, year: SellerStatement = statement(0)) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(makeSessionUser()),
    '/api/v1/events': () => jsonResponse([concert]),
    '/api/v1/me': () => jsonResponse(saved),
    '/api/v1/me/addresses': () => jsonResponse([]),
    '/api/v1/me/listings': () => jsonResponse([]),
    [STATEMENT]: () => jsonResponse(year),
    '/api/v1/listings': () =>
      jsonResponse({ message: 'Ticket is under review by our team, it will be listed soon!', listing: {} }, 201),
  });
}

async function openSell() {
  const user = setupUser();
  renderRoutes({ '/sell': SellRoute }, '/sell?eventId=e1');
  const payment = await screen.findByRole('region', { name: 'Payment' });
  await waitFor(() => expect(within(payment).getByLabelText('UPI ID')).toHaveValue('priya@okaxis'));
  return { user, payment };
}

async function priceAndCount(user: ReturnType<typeof setupUser>, price: string, count: string) {
  await fill(user, screen.getByLabelText('Price per ticket (₹)'), price);
  await user.click(screen.getByRole('combobox', { name: 'Number of tickets' }));
  await user.click(await screen.findByTitle(count));
}

describe('/sell, income tax on the sale', () => {
  beforeEach(() => {
    // 27 November 2026 in India: financial year 2026-27.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T06:30:00.000Z'));
  });

  it('asks a seller without a PAN for one, links to it, and lists all the same', async () => {
    const fetchSpy = serveSell(profile);
    const { user, payment } = await openSell();

    const note = await within(payment).findByText(/^Add your PAN on your profile/);
    expect(note).toHaveTextContent(`${NO_PAN_NOTE} Add PAN`);
    expect(within(note).getByRole('link', { name: 'Add PAN' })).toHaveAttribute('href', '/profile#pan');
    // Without a PAN every sale is withheld from: the year's sales are not asked for.
    expect(requestedUrls(fetchSpy, STATEMENT)).toHaveLength(0);

    await fill(user, screen.getByLabelText('Price per ticket (₹)'), '1499.5');
    await user.click(screen.getByText('District', { exact: true }));
    await user.click(screen.getByRole('button', { name: 'List tickets for review' }));
    expect(await screen.findByText('Ticket is under review by our team, it will be listed soon!')).toBeInTheDocument();
    expect(requestedUrls(fetchSpy, '/api/v1/listings')).toHaveLength(1);
  });

  it("says when this listing takes a seller's year past ₹5,00,000, counting refunds off the year", async () => {
    // ₹4,99,000 sold, ₹10,000 of it refunded: ₹4,89,000 this year.
    const fetchSpy = serveSell(withPan, statement(49_900_000, 1_000_000));
    const { user, payment } = await openSell();
    await waitFor(() => expect(requestedUrls(fetchSpy, STATEMENT)).toHaveLength(1));
    expect(Object.fromEntries(requestedUrls(fetchSpy, STATEMENT)[0]!.searchParams)).toEqual({
      financial_year: '2026-27',
    });

    // 2 × ₹5,500 = ₹11,000 takes the year to ₹5,00,000: still within it.
    await priceAndCount(user, '5500', '2');
    expect(await within(payment).findByText('Total (2 × ₹5,500.00)')).toBeInTheDocument();
    expect(within(payment).queryByText(CROSSING_NOTE)).not.toBeInTheDocument();

    // One paisa more per ticket passes it.
    await fill(user, screen.getByLabelText('Price per ticket (₹)'), '5500.01');
    expect(await within(payment).findByText(CROSSING_NOTE)).toBeInTheDocument();
    expect(within(payment).queryByText(/Add your PAN/)).not.toBeInTheDocument();
  });

  it('says nothing to a seller with a PAN well within the year', async () => {
    serveSell(withPan, statement(1_000_000));
    const { user, payment } = await openSell();
    await priceAndCount(user, '1499.5', '2');
    expect(await within(payment).findByText('Total (2 × ₹1,499.50)')).toBeInTheDocument();
    expect(within(payment).queryByText(CROSSING_NOTE)).not.toBeInTheDocument();
    expect(within(payment).queryByText(/Add your PAN/)).not.toBeInTheDocument();
  });

  it('does not announce the threshold to a firm or company, whose every sale is withheld from', async () => {
    for (const pan of ['AAAFS1234K', 'AAACS1234K']) {
      const fetchSpy = serveSell({ ...withPan, pan }, statement(49_900_000));
      const { user, payment } = await openSell();
      await priceAndCount(user, '5500.01', '2');
      expect(await within(payment).findByText('Total (2 × ₹5,500.01)')).toBeInTheDocument();
      expect(within(payment).queryByText(CROSSING_NOTE)).not.toBeInTheDocument();
      expect(within(payment).queryByText(/Add your PAN/)).not.toBeInTheDocument();
      expect(requestedUrls(fetchSpy, STATEMENT)).toHaveLength(0);
      cleanup();
    }
  });

  it('does not announce the threshold again to a seller whose year is already past it', async () => {
    const fetchSpy = serveSell(withPan, statement(60_000_000));
    const { user, payment } = await openSell();
    await waitFor(() => expect(requestedUrls(fetchSpy, STATEMENT)).toHaveLength(1));
    await priceAndCount(user, '1499.5', '2');
    expect(await within(payment).findByText('Total (2 × ₹1,499.50)')).toBeInTheDocument();
    expect(within(payment).queryByText(CROSSING_NOTE)).not.toBeInTheDocument();
  });
});
