import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, problem, requestedUrls } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { setupUser } from '../../test/user';
import type { SellerStatement as Statement } from '../selling/statement';
import { SellerStatement } from './SellerStatement';

/* Your Listings' statement (issue 19): a financial year's sales as CSV or PDF, and its totals. */

const STATEMENT = '/api/v1/me/statement';

const year2026: Statement = {
  financial_year: '2026-27',
  sales: [
    {
      completed_at: '2026-11-21T04:30:00.000Z',
      transaction_id: '22222222-0000-4000-8000-000000000001',
      event_title: 'Kabaddi Finals Night',
      quantity: 2,
      gross: 300000,
      refunded: 0,
      fee: 15000,
      gst_in_fee: 2288,
      tds: 0,
      net: 285000,
      status: 'processed',
      utr: '412345678901',
      paid_at: '2026-11-22T04:30:00.000Z',
    },
  ],
  totals: { gross: 300000, refunded: 15000, fee: 15000, gst_in_fee: 2288, tds: 0, net: 270000, paid: 250000 },
};

const empty = (financialYear: string): Statement => ({
  financial_year: financialYear,
  sales: [],
  totals: { gross: 0, refunded: 0, fee: 0, gst_in_fee: 0, tds: 0, net: 0, paid: 0 },
});

function serveStatements() {
  return mockApi({
    [STATEMENT]: (url) => {
      const year = url.searchParams.get('financial_year')!;
      return jsonResponse(year === '2026-27' ? year2026 : empty(year));
    },
  });
}

const link = (name: string) => screen.getByRole('link', { name });

describe('SellerStatement', () => {
  beforeEach(() => {
    // 27 November 2026 in India: financial year 2026-27.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T07:00:00.000Z'));
  });

  it("links this year's statement as CSV and PDF and shows its totals", async () => {
    const fetchSpy = serveStatements();
    renderWithProviders(<SellerStatement />);

    const section = screen.getByRole('region', { name: 'Statement' });
    expect(within(section).getByRole('combobox', { name: 'Financial year' })).toBeInTheDocument();
    expect(link('Download statement (CSV)')).toHaveAttribute('href', `${STATEMENT}?financial_year=2026-27&format=csv`);
    expect(link('Download statement (PDF)')).toHaveAttribute('href', `${STATEMENT}?financial_year=2026-27&format=pdf`);
    expect(link('Download statement (PDF)')).toHaveAttribute('download');

    const totals = await screen.findByLabelText('Totals for 2026-27');
    const figure = (label: string) =>
      within(totals).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Sales')).toBe('₹3,000.00');
    expect(figure('Refunded')).toBe('₹150.00');
    expect(figure('Fees incl. GST')).toBe('₹150.00');
    expect(figure('GST in fees')).toBe('₹22.88');
    expect(figure('Net')).toBe('₹2,700.00');
    expect(figure('Paid')).toBe('₹2,500.00');
    // No income tax was withheld this year: no TDS line.
    expect(within(totals).queryByText('TDS withheld')).not.toBeInTheDocument();
    expect(section).toHaveTextContent('1 sale completed in 2026-27.');
    // The JSON only: the downloads are the browser's to fetch.
    expect(requestedUrls(fetchSpy, STATEMENT).map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { financial_year: '2026-27' },
    ]);
  });

  it('shows the income tax withheld when the year had some', async () => {
    mockApi({
      [STATEMENT]: () => jsonResponse({ ...year2026, totals: { ...year2026.totals, tds: 300, net: 269700 } }),
    });
    renderWithProviders(<SellerStatement />);
    const totals = await screen.findByLabelText('Totals for 2026-27');
    expect(within(totals).getByText('TDS withheld', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₹3.00');
    expect(within(totals).getByText('Net', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₹2,697.00');
  });

  it('follows the year chosen: its links, and a plain line when it had no sale', async () => {
    const fetchSpy = serveStatements();
    const user = setupUser();
    renderWithProviders(<SellerStatement />);
    await screen.findByLabelText('Totals for 2026-27');

    await user.click(screen.getByRole('combobox', { name: 'Financial year' }));
    await user.click(await screen.findByTitle('2025-26'));
    expect(await screen.findByText('No sale completed in 2025-26.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Totals for/)).not.toBeInTheDocument();
    expect(link('Download statement (CSV)')).toHaveAttribute('href', `${STATEMENT}?financial_year=2025-26&format=csv`);
    expect(link('Download statement (PDF)')).toHaveAttribute('href', `${STATEMENT}?financial_year=2025-26&format=pdf`);
    expect(requestedUrls(fetchSpy, STATEMENT).map((url) => url.searchParams.get('financial_year'))).toEqual([
      '2026-27',
      '2025-26',
    ]);
  });

  it('says when the totals failed to load, with Retry, and keeps the downloads', async () => {
    let fail = true;
    mockApi({
      [STATEMENT]: () => (fail ? problem(400, 'Financial year must look like 2026-27') : jsonResponse(year2026)),
    });
    const user = setupUser();
    renderWithProviders(<SellerStatement />);

    const section = screen.getByRole('region', { name: 'Statement' });
    await within(section).findByText('Failed to load the statement');
    expect(link('Download statement (CSV)')).toBeInTheDocument();
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(section).getByLabelText('Totals for 2026-27')).toBeInTheDocument());
  });
});
