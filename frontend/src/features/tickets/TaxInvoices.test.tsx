import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route as TicketsRoute } from '../../routes/tickets';
import { jsonResponse, mockApi, problem, requestedUrls } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { setupUser } from '../../test/user';
import type { OwnListing } from '../selling/queries';
import type { Purchase, TaxDocument } from './queries';
import { TAX_INVOICES_SHOWN } from './SellerTaxInvoices';
import { NO_REWARDS } from '../../test/fixtures';

/*
 * The GST tax invoices for the platform's fees on /tickets (issue 19): the buyer's on each purchase in
 * Your Purchases, the seller's under the earnings in Your Listings; each a PDF download.
 */

const LISTING = 'aaaaaaaa-1111-4000-8000-000000000001';
const TAX_DOCUMENTS = '/api/v1/me/tax-documents';

let seq = 0;
const id = (prefix: string) => `${prefix}-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

function makePurchase(overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: id('11111111'),
    transaction_id: id('22222222'),
    ticket_id: LISTING,
    event: {
      id: 'e1',
      title: 'Kabaddi Finals Night',
      venue: 'EKA Arena',
      city: 'Ahmedabad',
      event_date: '2026-12-01T14:00:00.000Z',
    },
    transfer_status: 'mobile_transfer_confirmed',
    transfer_type: 'mobile',
    price: 150000,
    amount_paid: 307500,
    quantity: 2,
    platform_id: 'rohan.mehta@example.in',
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
    event_starts_at: '2026-12-01T14:00:00.000Z',
    ...overrides,
  };
}

function makeDocument(overrides: Partial<TaxDocument> = {}): TaxDocument {
  const documentId = id('55555555');
  return {
    id: documentId,
    kind: 'invoice',
    number: 'B2026-27/0000042',
    financial_year: '2026-27',
    issued_at: '2026-11-21T04:30:00.000Z',
    order_id: id('22222222'),
    recipient_role: 'buyer',
    recipient_name: 'Rohan Mehta',
    invoice_number: null,
    place_of_supply: 'Gujarat',
    taxable: 6356,
    cgst: 572,
    sgst: 572,
    state_tax_head: 'SGST',
    igst: 0,
    total: 7500,
    pdf_url: `/api/v1/tax-documents/${documentId}/pdf`,
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
    event_date: '2026-12-01T14:00:00.000Z',
    price: 150000,
    quantity: 2,
    sold_quantity: 2,
    available_quantity: 0,
    held_quantity: 0,
    failed_quantity: 0,
    refunded_quantity: 0,
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

type Handler = (url: URL, request: Request) => Response | Promise<Response>;

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(makeSessionUser()),
    '/api/v1/me/listings': () => jsonResponse([]),
    '/api/v1/me/sales': () => jsonResponse([]),
    '/api/v1/me/purchases': () => jsonResponse([]),
    '/api/v1/me/payouts': () => jsonResponse([]),
    '/api/v1/me/earnings': () =>
      jsonResponse({
        total_earnings: 0,
        paid_out: 0,
        held_until_after_event: 0,
        total_tickets_sold: 2,
        pending_transfers: 0,
        completed_transfers: 1,
      }),
    '/api/v1/me/rewards': () => jsonResponse(NO_REWARDS),
    '/api/v1/me/disputes': () => jsonResponse([]),
    '/api/v1/me/waitlist': () => jsonResponse([]),
    '/api/v1/me/alerts': () => jsonResponse([]),
    [TAX_DOCUMENTS]: () => jsonResponse([]),
    ...handlers,
  });
}

function renderTickets(url: string) {
  return renderRoutes({ '/tickets': TicketsRoute }, url);
}

const cardOf = (title: string) =>
  screen.getAllByRole('article').find((card) => within(card).getByRole('heading').textContent === title)!;

describe('tax invoices on /tickets', () => {
  it("puts each purchase's invoice and credit notes on its card, from one list asked for once", async () => {
    const refunded = makePurchase({
      event: { ...makePurchase().event!, title: 'T20 Night' },
      transfer_status: 'refunded',
      transferred_at: '2026-11-25T10:03:00.000Z',
    });
    const kept = makePurchase({ transferred_at: '2026-11-24T10:00:00.000Z' });
    const notYet = makePurchase({
      event: { ...makePurchase().event!, title: 'Laugh Riot' },
      transferred_at: '2026-11-20T10:00:00.000Z',
    });
    const invoice = makeDocument({ order_id: refunded.transaction_id, issued_at: '2026-11-25T10:03:00.000Z' });
    const creditNote = makeDocument({
      kind: 'credit_note',
      number: 'BC2026-27/0000003',
      invoice_number: 'B2026-27/0000042',
      order_id: refunded.transaction_id,
      issued_at: '2026-11-27T09:30:00.000Z',
    });
    const keptInvoice = makeDocument({ number: 'B2026-27/0000041', order_id: kept.transaction_id });
    const fetchSpy = serve({
      '/api/v1/me/purchases': () => jsonResponse([refunded, kept, notYet]),
      // Newest first, as the server lists them.
      [TAX_DOCUMENTS]: () => jsonResponse([creditNote, invoice, keptInvoice]),
    });
    renderTickets('/tickets?tab=purchases');

    const invoiceLink = await screen.findByRole('link', { name: 'Download invoice B2026-27/0000042' });
    expect(invoiceLink).toHaveAttribute('href', invoice.pdf_url);
    expect(invoiceLink).toHaveAttribute('download');
    expect(invoiceLink).toHaveTextContent('Download invoice');

    const t20 = cardOf('T20 Night');
    // The invoice first, then the credit note that refunds its fee.
    expect(
      within(t20)
        .getAllByRole('link', { name: /^Download/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual([invoice.pdf_url, creditNote.pdf_url]);
    const creditLink = within(t20).getByRole('link', { name: 'Download credit note BC2026-27/0000003' });
    expect(creditLink).toHaveTextContent('Download credit note BC2026-27/0000003');
    expect(creditLink).toHaveAttribute('download');

    expect(
      within(cardOf('Kabaddi Finals Night')).getByRole('link', { name: 'Download invoice B2026-27/0000041' }),
    ).toHaveAttribute('href', keptInvoice.pdf_url);
    // No invoice yet: no link.
    expect(within(cardOf('Laugh Riot')).queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();

    const asked = requestedUrls(fetchSpy, TAX_DOCUMENTS);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ role: 'buyer' });
  });

  it('shows the purchases without invoices when they cannot be read (only logged)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({
      '/api/v1/me/purchases': () => jsonResponse([makePurchase()]),
      [TAX_DOCUMENTS]: () => problem(403, 'Your account is not active'),
    });
    renderTickets('/tickets?tab=purchases');
    expect(await screen.findByRole('heading', { name: 'Kabaddi Finals Night' })).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Error fetching tax documents', expect.anything()));
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("lists the seller's fee invoices and credit notes under the earnings: number, IST date, sale, total, Download", async () => {
    const sale = makePurchase({ transaction_id: id('22222222') });
    const invoice = makeDocument({
      number: 'S2026-27/0000007',
      recipient_role: 'seller',
      recipient_name: 'Priya Sharma',
      order_id: sale.transaction_id,
      // 1:30 am on 1 December in India.
      issued_at: '2026-11-30T20:00:00.000Z',
      total: 4500,
    });
    const creditNote = makeDocument({
      kind: 'credit_note',
      number: 'SC2026-27/0000002',
      invoice_number: 'S2026-27/0000007',
      recipient_role: 'seller',
      order_id: sale.transaction_id,
      issued_at: '2026-12-03T06:00:00.000Z',
      total: 2250,
    });
    const fetchSpy = serve({
      '/api/v1/me/listings': () => jsonResponse([makeListing()]),
      '/api/v1/me/sales': () => jsonResponse([sale]),
      [TAX_DOCUMENTS]: () => jsonResponse([creditNote, invoice]),
    });
    renderTickets('/tickets?tab=listings');

    const section = await screen.findByRole('region', { name: 'Tax invoices' });
    const table = await within(section).findByRole('table', { name: /Tax invoices and credit notes/ });
    const [creditRow, invoiceRow] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(invoiceRow).toHaveTextContent('Invoice S2026-27/0000007');
    expect(invoiceRow).toHaveTextContent('1 Dec 2026');
    expect(invoiceRow).toHaveTextContent('Kabaddi Finals Night');
    expect(invoiceRow).toHaveTextContent('₹45.00');
    const download = within(invoiceRow).getByRole('link', { name: 'Download invoice S2026-27/0000007' });
    expect(download).toHaveAttribute('href', invoice.pdf_url);
    expect(download).toHaveAttribute('download');
    expect(download).toHaveTextContent('Download');

    expect(creditRow).toHaveTextContent('Credit note SC2026-27/0000002');
    expect(creditRow).toHaveTextContent('Against invoice S2026-27/0000007');
    expect(creditRow).toHaveTextContent('3 Dec 2026');
    expect(creditRow).toHaveTextContent('₹22.50');
    expect(within(creditRow).getByRole('link', { name: 'Download credit note SC2026-27/0000002' })).toHaveAttribute(
      'href',
      creditNote.pdf_url,
    );

    const asked = requestedUrls(fetchSpy, TAX_DOCUMENTS);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ role: 'seller' });
  });

  it(`shows the newest ${TAX_INVOICES_SHOWN} and the rest on Show all`, async () => {
    const documents = Array.from({ length: TAX_INVOICES_SHOWN + 2 }, (_, i) =>
      makeDocument({ number: `S2026-27/000001${i}`, recipient_role: 'seller' }),
    );
    serve({
      '/api/v1/me/listings': () => jsonResponse([makeListing()]),
      [TAX_DOCUMENTS]: () => jsonResponse(documents),
    });
    const user = setupUser();
    renderTickets('/tickets?tab=listings');
    const section = await screen.findByRole('region', { name: 'Tax invoices' });
    await within(section).findByRole('table');
    expect(within(section).getAllByRole('link', { name: /^Download invoice/ })).toHaveLength(TAX_INVOICES_SHOWN);
    await user.click(within(section).getByRole('button', { name: `Show all ${documents.length}` }));
    expect(within(section).getAllByRole('link', { name: /^Download invoice/ })).toHaveLength(documents.length);
  });

  it('says when the seller has none yet, and offers Retry when they cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    serve({
      '/api/v1/me/listings': () => jsonResponse([makeListing()]),
      [TAX_DOCUMENTS]: () => (fail ? problem(403, 'Your account is not active') : jsonResponse([])),
    });
    const user = setupUser();
    renderTickets('/tickets?tab=listings');
    const section = await screen.findByRole('region', { name: 'Tax invoices' });
    expect(await within(section).findByText('Failed to load tax invoices')).toBeInTheDocument();
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(
      await within(section).findByText('The invoice for our seller fee shows here when a sale completes.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });
});
