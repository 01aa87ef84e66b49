import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route as AdminRoute } from '../../routes/admin';
import { Route as AdminIndexRoute } from '../../routes/admin.index';
import { Route as AdminTaxRoute } from '../../routes/admin.tax';
import { jsonResponse, mockApi, pageOf, problem, requestedUrls } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { setupUser } from '../../test/user';
import { PHONE_WIDTH, setViewportWidth } from '../../test/viewport';
import type { AdminTaxDocument, TaxFigures, TaxSummary, TdsReport } from './queries';

/*
 * Admin > Tax (issue 19): the GST our fees carried in a period, checked against the ledger and split by
 * place of supply, and every invoice and credit note of the financial year.
 */

const admin = makeSessionUser({ id: 'admin-1', full_name: 'Meera Iyer', is_admin: true });

const SUMMARY = '/api/v1/admin/tax/summary';
const DOCUMENTS = '/api/v1/admin/tax-documents';
const TDS = '/api/v1/admin/tax/tds';

const figures = (overrides: Partial<TaxFigures> = {}): TaxFigures => ({
  documents: 0,
  taxable: 0,
  cgst: 0,
  sgst: 0,
  utgst: 0,
  igst: 0,
  total: 0,
  ...overrides,
});

function makeSummary(overrides: Partial<TaxSummary> = {}): TaxSummary {
  return {
    from: '2026-04-01',
    to: '2027-02-15',
    invoices: figures({ documents: 3, taxable: 25424, cgst: 1144, sgst: 1144, utgst: 0, igst: 2288, total: 30000 }),
    credit_notes: figures({ documents: 1, taxable: 6356, cgst: 572, sgst: 572, total: 7500 }),
    net: figures({ documents: 4, taxable: 19068, cgst: 572, sgst: 572, utgst: 0, igst: 2288, total: 22500 }),
    by_state: [
      {
        ...figures({ documents: 3, taxable: 12712, cgst: 572, sgst: 572, total: 15000 }),
        state: 'Karnataka',
        state_code: '29',
      },
      { ...figures({ documents: 1, taxable: 6356, igst: 1144, total: 7500 }), state: 'Maharashtra', state_code: '27' },
    ],
    fees_in_ledger: 22500,
    ...overrides,
  };
}

function makeDocument(overrides: Partial<AdminTaxDocument> = {}): AdminTaxDocument {
  const id = overrides.id ?? '5b7f0e7c-3d2a-4c1e-9f8a-2b6c4d8e0f1a';
  return {
    id,
    kind: 'invoice',
    number: 'B2026-27/0000042',
    financial_year: '2026-27',
    issued_at: '2026-11-27T09:30:00.000Z',
    order_id: '93101167-9065-4b9c-b98b-5d789a3ed9fe',
    recipient_role: 'buyer',
    recipient_name: 'Asha Rao',
    invoice_number: null,
    place_of_supply: 'Karnataka',
    taxable: 6356,
    cgst: 572,
    sgst: 572,
    state_tax_head: 'SGST',
    igst: 0,
    total: 7500,
    pdf_url: `/api/v1/tax-documents/${id}/pdf`,
    ...overrides,
  };
}

const invoice = makeDocument();
const creditNote = makeDocument({
  id: '6c8f1f8d-4e3b-4d2f-8a9b-3c5d7e9f1b2c',
  kind: 'credit_note',
  number: 'C2026-27/0000003',
  issued_at: '2026-12-02T05:00:00.000Z',
  recipient_role: 'seller',
  recipient_name: 'Ravi Kumar',
  invoice_number: 'S2026-27/0000007',
  place_of_supply: 'Maharashtra',
  cgst: 0,
  sgst: 0,
  igst: 1144,
});

function makeTdsReport(overrides: Partial<TdsReport> = {}): TdsReport {
  return {
    financial_year: '2026-27',
    sellers: [
      {
        seller_id: '28f4dc41-8499-4ead-9976-f2fa20a45fd1',
        name: 'Ravi Kumar',
        email: 'ravi@example.in',
        pan: null,
        sales: 300000,
        tds: 15000,
      },
      {
        seller_id: '39a5ed52-9510-4fbe-8a87-03ab31b56ae2',
        name: 'Asha Rao',
        email: 'asha@example.in',
        pan: 'ABCPR1234K',
        sales: 52000000,
        tds: 52000,
      },
    ],
    total_tds: 67000,
    tds_in_ledger: 67000,
    ...overrides,
  };
}

type Handler = (url: URL, request: Request) => Response | Promise<Response>;

/** The documents as the server filters and pages them: by kind and financial year. */
function serveDocuments(all: AdminTaxDocument[]): Handler {
  return (url) => {
    const kind = url.searchParams.get('kind');
    const year = url.searchParams.get('financial_year');
    return pageOf(
      url,
      all.filter((d) => (!kind || d.kind === kind) && (!year || d.financial_year === year)),
    );
  };
}

function serveTax(handlers: Record<string, Handler> = {}) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(admin),
    [SUMMARY]: () => jsonResponse(makeSummary()),
    [DOCUMENTS]: serveDocuments([creditNote, invoice]),
    [TDS]: () => jsonResponse(makeTdsReport()),
    ...handlers,
  });
}

function renderAdmin(url: string) {
  return renderRoutes({ '/admin': AdminRoute, '/admin/': AdminIndexRoute, '/admin/tax': AdminTaxRoute }, url);
}

/** The query of the latest request to `path`, as an object. */
const asked = (fetchSpy: ReturnType<typeof mockApi>, path: string) =>
  Object.fromEntries(requestedUrls(fetchSpy, path).at(-1)!.searchParams);

const region = (name: string) => screen.getByRole('region', { name });

function rowOf(text: string): HTMLElement {
  return screen.getAllByRole('row').find((row) => row.textContent?.includes(text))!;
}

/** The figure a card shows for a head ('Taxable value', 'CGST', …). */
function figureIn(card: HTMLElement, label: string): string | null | undefined {
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

async function choose(user: ReturnType<typeof setupUser>, select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(await screen.findByTitle(option));
}

describe('/admin/tax', () => {
  beforeEach(() => {
    // 15 February 2027, noon in India: financial year 2026-27, in its fourth quarter.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-02-15T06:30:00.000Z'));
  });

  it('is a link named Tax in the admin menu, after Transactions', async () => {
    serveTax();
    renderAdmin('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    const tax = within(nav).getByRole('link', { name: 'Tax' });
    expect(tax).toHaveAttribute('href', '/admin/tax');
    expect(tax.querySelector('svg')).not.toBeNull();
    expect(links.indexOf(tax)).toBe(links.indexOf(within(nav).getByRole('link', { name: 'Transactions' })) + 1);
  });

  it('sends a signed-in user who is not an admin home, asking nothing of the tax API', async () => {
    const fetchSpy = serveTax({ '/api/v1/auth/session': sessionAnswer(makeSessionUser()) });
    const { router } = renderAdmin('/admin/tax');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestedUrls(fetchSpy, SUMMARY)).toHaveLength(0);
    expect(requestedUrls(fetchSpy, DOCUMENTS)).toHaveLength(0);
  });

  it('shows the GST of this financial year up to today: invoices, credit notes and net by head, matching the ledger', async () => {
    const fetchSpy = serveTax();
    renderAdmin('/admin/tax');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tax' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Tax · Admin | TicketSetu'));
    expect(screen.getByRole('combobox', { name: 'Financial year' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'GST collected' })).toBeInTheDocument();
    expect(asked(fetchSpy, SUMMARY)).toEqual({ from: '2026-04-01', to: '2027-02-15' });

    const collected = region('GST collected');
    expect(collected).toHaveTextContent('1 Apr 2026 to 15 Feb 2027 (IST)');
    const invoices = within(collected).getByRole('region', { name: 'Invoices' });
    expect(invoices).toHaveTextContent('3 documents');
    expect(figureIn(invoices, 'Taxable value')).toBe('₹254.24');
    expect(figureIn(invoices, 'CGST')).toBe('₹11.44');
    expect(figureIn(invoices, 'SGST')).toBe('₹11.44');
    expect(figureIn(invoices, 'UTGST')).toBe('₹0.00');
    expect(figureIn(invoices, 'IGST')).toBe('₹22.88');
    expect(figureIn(invoices, 'Total')).toBe('₹300.00');
    const credits = within(collected).getByRole('region', { name: 'Credit notes' });
    expect(credits).toHaveTextContent('1 document');
    expect(figureIn(credits, 'Total')).toBe('₹75.00');
    const net = within(collected).getByRole('region', { name: 'Net' });
    expect(figureIn(net, 'Taxable value')).toBe('₹190.68');
    expect(figureIn(net, 'Total')).toBe('₹225.00');

    expect(figureIn(collected, 'Fees in the ledger')).toBe('₹225.00');
    expect(within(collected).getByText('Matches the ledger')).toBeInTheDocument();
    expect(within(collected).queryByText(/Differs from the ledger/)).not.toBeInTheDocument();
  });

  it('lists the net by place of supply with its code, and links the CSV of the same period', async () => {
    serveTax();
    renderAdmin('/admin/tax');
    await screen.findByRole('heading', { level: 2, name: 'By state' });

    const byState = region('By state');
    const headers = within(byState)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Place of supply',
      'Documents',
      'Taxable value',
      'CGST',
      'SGST',
      'UTGST',
      'IGST',
      'Total',
    ]);
    const karnataka = rowOf('Karnataka');
    expect(karnataka).toHaveTextContent('Karnataka (29)');
    expect(
      within(karnataka)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Karnataka (29)', '3', '₹127.12', '₹5.72', '₹5.72', '₹0.00', '₹0.00', '₹150.00']);
    expect(rowOf('Maharashtra')).toHaveTextContent('Maharashtra (27)');
    expect(within(byState).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/v1/admin/tax/summary?from=2026-04-01&to=2027-02-15&format=csv',
    );
  });

  it('asks for the days of the quarter and year chosen, kept in the URL, and links their CSV', async () => {
    const fetchSpy = serveTax();
    const user = setupUser();
    const { router } = renderAdmin('/admin/tax');
    await screen.findByRole('heading', { level: 2, name: 'GST collected' });

    await choose(user, 'Period', 'Q3 Oct–Dec');
    await waitFor(() => expect(router.state.location.search).toEqual({ quarter: 'q3' }));
    await waitFor(() => expect(asked(fetchSpy, SUMMARY)).toEqual({ from: '2026-10-01', to: '2026-12-31' }));
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/v1/admin/tax/summary?from=2026-10-01&to=2026-12-31&format=csv',
    );

    // The running quarter ends today.
    await choose(user, 'Period', 'Q4 Jan–Mar');
    await waitFor(() => expect(asked(fetchSpy, SUMMARY)).toEqual({ from: '2027-01-01', to: '2027-02-15' }));

    // Another year: its quarter, and its documents.
    await choose(user, 'Financial year', '2025-26');
    await waitFor(() => expect(router.state.location.search).toEqual({ year: '2025-26', quarter: 'q4' }));
    await waitFor(() => expect(asked(fetchSpy, SUMMARY)).toEqual({ from: '2026-01-01', to: '2026-03-31' }));
    expect(asked(fetchSpy, DOCUMENTS)).toMatchObject({ financial_year: '2025-26' });

    await choose(user, 'Period', 'Full year');
    await waitFor(() => expect(asked(fetchSpy, SUMMARY)).toEqual({ from: '2025-04-01', to: '2026-03-31' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ year: '2025-26' }));
  });

  it('says by how much the ledger differs from the documents', async () => {
    serveTax({ [SUMMARY]: () => jsonResponse(makeSummary({ fees_in_ledger: 27500 })) });
    renderAdmin('/admin/tax');
    const collected = await screen.findByRole('region', { name: 'GST collected' });
    expect(within(collected).getByText('Differs from the ledger by ₹50.00')).toBeInTheDocument();
    expect(collected).toHaveTextContent('Fees charged before invoicing began have no invoice');
    expect(within(collected).queryByText('Matches the ledger')).not.toBeInTheDocument();
  });

  it('shows why the server refused the period, with Retry', async () => {
    const fetchSpy = serveTax({ [SUMMARY]: () => problem(400, 'A period can be at most 366 days') });
    const user = setupUser();
    renderAdmin('/admin/tax');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading the tax summary');
    expect(alert).toHaveTextContent('A period can be at most 366 days');
    const before = requestedUrls(fetchSpy, SUMMARY).length;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(requestedUrls(fetchSpy, SUMMARY).length).toBeGreaterThan(before));
  });

  it('asks nothing for a period that has not begun', async () => {
    const fetchSpy = serveTax();
    renderAdmin('/admin/tax?year=2027-28');
    expect(await screen.findByRole('heading', { name: '2027-28 has not begun' })).toBeInTheDocument();
    expect(requestedUrls(fetchSpy, SUMMARY)).toHaveLength(0);
    expect(requestedUrls(fetchSpy, TDS)).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'TDS withheld' })).not.toBeInTheDocument();
  });

  it('shows an empty period and year plainly', async () => {
    serveTax({
      [SUMMARY]: () =>
        jsonResponse(
          makeSummary({
            invoices: figures(),
            credit_notes: figures(),
            net: figures(),
            by_state: [],
            fees_in_ledger: 0,
          }),
        ),
      [DOCUMENTS]: serveDocuments([]),
    });
    renderAdmin('/admin/tax');
    expect(await screen.findByText('No invoices or credit notes in this period.')).toBeInTheDocument();
    expect(within(region('GST collected')).getByText('Matches the ledger')).toBeInTheDocument();
    expect(await screen.findByText('No invoice or credit note issued in 2026-27.')).toBeInTheDocument();
    // Nothing to download: the button stays, without a link.
    const byState = region('By state');
    expect(within(byState).getByText('Download CSV')).toBeInTheDocument();
    expect(within(byState).queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it("lists the year's invoices and credit notes, each with its PDF, and exports the same filter", async () => {
    const fetchSpy = serveTax();
    renderAdmin('/admin/tax');
    const list = await screen.findByRole('region', { name: 'Invoices and credit notes' });
    await within(list).findByText('B2026-27/0000042');
    expect(asked(fetchSpy, DOCUMENTS)).toEqual({ financial_year: '2026-27', limit: '20', offset: '0' });
    expect(within(list).getByRole('status')).toHaveTextContent('2 documents');

    const row = rowOf('B2026-27/0000042');
    expect(row).toHaveTextContent('Invoice');
    expect(row).toHaveTextContent('27 Nov 2026');
    expect(row).toHaveTextContent('Asha Rao');
    expect(row).toHaveTextContent('Buyer');
    expect(row).toHaveTextContent('Karnataka');
    expect(row).toHaveTextContent('₹11.44');
    expect(within(row).getByText('CGST ₹5.72')).toBeInTheDocument();
    expect(within(row).getByText('SGST ₹5.72')).toBeInTheDocument();
    expect(row).toHaveTextContent('₹75.00');
    expect(within(row).getByRole('link', { name: 'Download invoice B2026-27/0000042' })).toHaveAttribute(
      'href',
      invoice.pdf_url,
    );

    const note = rowOf('C2026-27/0000003');
    expect(note).toHaveTextContent('Credit note');
    expect(note).toHaveTextContent('Against S2026-27/0000007');
    expect(note).toHaveTextContent('Seller');
    expect(note).toHaveTextContent('IGST ₹11.44');
    expect(within(note).getByRole('link', { name: 'Download credit note C2026-27/0000003' })).toHaveAttribute(
      'href',
      creditNote.pdf_url,
    );

    expect(within(list).getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/admin/tax-documents?financial_year=2026-27&format=csv',
    );
  });

  it('filters the documents by kind and searches them, in the URL and the CSV', async () => {
    const fetchSpy = serveTax();
    const user = setupUser();
    const { router } = renderAdmin('/admin/tax');
    const list = await screen.findByRole('region', { name: 'Invoices and credit notes' });
    await within(list).findByText('B2026-27/0000042');

    await choose(user, 'Kind', 'Credit notes');
    await waitFor(() => expect(router.state.location.search).toEqual({ kind: 'credit_note' }));
    await waitFor(() => expect(within(list).queryByText('B2026-27/0000042')).not.toBeInTheDocument());
    expect(within(list).getByText('C2026-27/0000003')).toBeInTheDocument();
    expect(asked(fetchSpy, DOCUMENTS)).toMatchObject({ kind: 'credit_note', financial_year: '2026-27' });

    await user.type(within(list).getByRole('searchbox', { name: 'Search invoices and credit notes' }), 'Ravi{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ kind: 'credit_note', search: 'Ravi' }));
    expect(within(list).getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/admin/tax-documents?search=Ravi&kind=credit_note&financial_year=2026-27&format=csv',
    );
  });

  it('fits a phone: the figures, each state and each document as a card with its download', async () => {
    setViewportWidth(PHONE_WIDTH);
    serveTax();
    renderAdmin('/admin/tax');
    const collected = await screen.findByRole('region', { name: 'GST collected' });
    expect(within(collected).getByText('Matches the ledger')).toBeInTheDocument();
    const states = await within(region('By state')).findByRole('list', { name: 'Net GST by place of supply' });
    expect(within(states).getAllByRole('listitem')).toHaveLength(2);
    expect(states).toHaveTextContent('Karnataka (29)');
    const documents = await screen.findByRole('list', { name: 'Invoices and credit notes, 2026-27' });
    expect(within(documents).getByRole('link', { name: 'Download invoice B2026-27/0000042' })).toBeInTheDocument();
    expect(within(documents).getByRole('link', { name: 'Download credit note C2026-27/0000003' })).toBeInTheDocument();
  });
});

describe('/admin/tax, the TDS withheld (ADR 49)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-02-15T06:30:00.000Z'));
  });

  it("lists the year's TDS by seller with PAN, totals it, checks it against the ledger and links its CSV", async () => {
    const fetchSpy = serveTax();
    renderAdmin('/admin/tax');
    await screen.findByRole('heading', { level: 2, name: 'TDS withheld' });
    const tds = region('TDS withheld');
    await within(tds).findByText('Ravi Kumar');
    expect(asked(fetchSpy, TDS)).toEqual({ financial_year: '2026-27' });

    expect(
      within(tds)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Seller', 'PAN', 'Sales', 'TDS withheld']);
    const cells = (text: string) =>
      within(rowOf(text))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Ravi Kumar')).toEqual(['Ravi Kumarravi@example.in', 'Not given', '₹3,000.00', '₹150.00']);
    expect(cells('Asha Rao')).toEqual(['Asha Raoasha@example.in', 'ABCPR1234K', '₹5,20,000.00', '₹520.00']);

    expect(figureIn(tds, 'Total withheld')).toBe('₹670.00');
    expect(figureIn(tds, 'TDS in the ledger')).toBe('₹670.00');
    expect(within(tds).getByText('Matches the ledger')).toBeInTheDocument();
    expect(within(tds).getByRole('link', { name: 'Download TDS CSV' })).toHaveAttribute(
      'href',
      '/api/v1/admin/tax/tds?financial_year=2026-27&format=csv',
    );
  });

  it('says by how much the ledger differs from the TDS the payouts withheld', async () => {
    serveTax({ [TDS]: () => jsonResponse(makeTdsReport({ tds_in_ledger: 62000 })) });
    renderAdmin('/admin/tax');
    const tds = await screen.findByRole('region', { name: 'TDS withheld' });
    expect(await within(tds).findByText('Differs from the ledger by ₹50.00')).toBeInTheDocument();
    expect(tds).toHaveTextContent('The payouts of the year withheld more than the ledger’s TDS account received.');
    expect(within(tds).queryByText('Matches the ledger')).not.toBeInTheDocument();
  });

  it('follows the financial year chosen, and says plainly when nothing was withheld in it', async () => {
    const fetchSpy = serveTax({
      [TDS]: (url) =>
        jsonResponse(
          url.searchParams.get('financial_year') === '2025-26'
            ? makeTdsReport({ financial_year: '2025-26', sellers: [], total_tds: 0, tds_in_ledger: 0 })
            : makeTdsReport(),
        ),
    });
    const user = setupUser();
    renderAdmin('/admin/tax');
    const tds = await screen.findByRole('region', { name: 'TDS withheld' });
    await within(tds).findByText('Ravi Kumar');

    // Each year cites the law in force in it: the Income-tax Act, 2025 from 1 April 2026, the 1961 Act before.
    expect(tds).toHaveTextContent(
      'Income tax withheld from sellers’ sales in the financial year 2026-27 (section 393(1) [Table: Sl. No. 8(v)] of the Income-tax Act, 2025), by seller and PAN',
    );
    expect(tds).not.toHaveTextContent('194-O');

    await choose(user, 'Financial year', '2025-26');
    expect(await within(tds).findByText('No TDS withheld in 2025-26.')).toBeInTheDocument();
    expect(tds).toHaveTextContent(
      'Income tax withheld from sellers’ sales in the financial year 2025-26 (section 194-O of the Income-tax Act, 1961), by seller and PAN',
    );
    expect(asked(fetchSpy, TDS)).toEqual({ financial_year: '2025-26' });
    expect(figureIn(tds, 'Total withheld')).toBe('₹0.00');
    expect(within(tds).getByText('Matches the ledger')).toBeInTheDocument();
    // Nothing to download: the button stays, without a link.
    expect(within(tds).getByText('Download TDS CSV')).toBeInTheDocument();
    expect(within(tds).queryByRole('link', { name: 'Download TDS CSV' })).not.toBeInTheDocument();
  });

  it('shows why the TDS could not be loaded, with Retry, and the GST beside it', async () => {
    const fetchSpy = serveTax({ [TDS]: () => problem(400, 'Please give a financial year such as 2026-27') });
    const user = setupUser();
    renderAdmin('/admin/tax');
    const tds = await screen.findByRole('region', { name: 'TDS withheld' });
    const alert = await within(tds).findByRole('alert');
    expect(alert).toHaveTextContent('Error loading the TDS withheld');
    expect(alert).toHaveTextContent('Please give a financial year such as 2026-27');
    expect(await screen.findByRole('region', { name: 'GST collected' })).toBeInTheDocument();
    const before = requestedUrls(fetchSpy, TDS).length;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(requestedUrls(fetchSpy, TDS).length).toBeGreaterThan(before));
  });
});
