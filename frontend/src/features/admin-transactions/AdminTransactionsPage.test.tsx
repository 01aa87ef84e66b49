import { screen, waitFor, within } from '@testing-library/react';
import type { components } from '@ticketsetu/contracts';
import { describe, expect, it } from 'vitest';
import { Route as AdminRoute } from '../../routes/admin';
import { Route as AdminIndexRoute } from '../../routes/admin.index';
import { Route as AdminTransactionsRoute } from '../../routes/admin.transactions';
import { jsonResponse, listResponse, mockApi, pageOf, problem, requestedUrls } from '../../test/api-mock';
import { findDrawer, renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { setupUser } from '../../test/user';
import { PHONE_WIDTH, setViewportWidth } from '../../test/viewport';
import type { AdminTransaction, Reconciliation } from './queries';
import { TAX_DOCUMENTS_LOAD_FAILED } from './TransactionTaxDocuments';

const admin = makeSessionUser({ id: 'admin-1', full_name: 'Meera Iyer', is_admin: true });

function makeTransaction(overrides: Partial<AdminTransaction> = {}): AdminTransaction {
  return {
    id: '7f3a9c21-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
    status: 'completed',
    amount: 512295,
    subtotal: 499800,
    buyer_fee: 12495,
    credit_applied: 0,
    price: 249900,
    quantity: 2,
    ticket_id: 'aaaaaaaa-1111-4000-8000-000000000001',
    event: {
      id: 'e1',
      title: 'Monsoon Melodies',
      venue: 'NSCI Dome, Worli',
      city: 'Mumbai',
      event_date: '2026-12-01T14:00:00.000Z',
    },
    ticket_type: 'mobile',
    platform_id: 'rohan@example.in',
    delivery_address: null,
    payment_gateway: 'phonepe',
    payment_id: 'ts_7f3a9c21-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
    gateway_transaction_id: 'OM2611251003000001',
    pay_page_url: null,
    hold_expires_at: '2026-11-25T10:10:00.000Z',
    failure_reason: null,
    cancelled: false,
    refund_state: null,
    created_at: '2026-11-25T10:00:00.000Z',
    completed_at: '2026-11-25T10:03:00.000Z',
    buyer: { id: 'b1', full_name: 'Rohan Mehta', email: 'rohan@example.in' },
    seller: { id: 's1', full_name: 'Priya Sharma', email: 'priya@example.in' },
    ...overrides,
  };
}

const completed = makeTransaction();
const failed = makeTransaction({
  id: '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  status: 'failed',
  payment_id: 'ts_0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  amount: 283250,
  event: { ...completed.event!, title: 'T20 Night' },
  completed_at: '2026-11-25T10:12:00.000Z',
  failure_reason: 'The 10 minutes we held your seats ran out before the payment was completed.',
});

/** 25 payments: more than one page. */
const many = Array.from({ length: 25 }, (_, i) =>
  makeTransaction({
    id: `7f3a9c21-5b6d-4e8f-9a0b-1c2d3e4f51${String(i).padStart(2, '0')}`,
    event: { ...completed.event!, title: `Payment show ${i + 1}` },
  }),
);

type Handler = (url: URL, request: Request) => Response | Promise<Response>;

function serveTransactions(handlers: Record<string, Handler> = {}) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(admin),
    '/api/v1/admin/transactions': (url) =>
      listResponse(url.searchParams.get('status') === 'failed' ? [failed] : [completed, failed]),
    '/api/v1/admin/tax-documents': () => listResponse([]),
    ...handlers,
  });
}

function renderAdmin(url: string) {
  return renderRoutes(
    { '/admin': AdminRoute, '/admin/': AdminIndexRoute, '/admin/transactions': AdminTransactionsRoute },
    url,
  );
}

const asked = (fetchSpy: ReturnType<typeof mockApi>) =>
  Object.fromEntries(requestedUrls(fetchSpy, '/api/v1/admin/transactions').at(-1)!.searchParams);

function rowOf(text: string): HTMLElement {
  return screen.getAllByRole('row').find((row) => row.textContent?.includes(text))!;
}

describe('/admin/transactions', () => {
  it('is a live card on the admin dashboard and in the admin menu', async () => {
    serveTransactions();
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { level: 2, name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toContainElement(
      screen.getAllByRole('link', { name: /Transactions/ })[0]!,
    );
    expect(screen.getByRole('main').querySelectorAll('a[href="/admin/transactions"]').length).toBe(2);
  });

  it('lists every payment read-only: event, people, amount, status, gateway, IST dates and 8-character ids', async () => {
    serveTransactions();
    renderAdmin('/admin/transactions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    expect(document.title).toBe('Transactions · Admin | TicketSetu');
    await screen.findByText('T20 Night');

    const row = rowOf('Monsoon Melodies');
    expect(row).toHaveTextContent('2 × ₹2,499.00');
    expect(row).toHaveTextContent('Rohan Mehta');
    expect(row).toHaveTextContent('rohan@example.in');
    expect(row).toHaveTextContent('Priya Sharma');
    expect(row).toHaveTextContent('₹5,122.95');
    expect(row).toHaveTextContent('Completed');
    expect(row).toHaveTextContent('PhonePe');
    expect(row).toHaveTextContent('25 Nov 2026, 3:30 pm');
    expect(row).toHaveTextContent('25 Nov 2026, 3:33 pm');
    expect(row).toHaveTextContent('7f3a9c21');
    expect(row).not.toHaveTextContent('7f3a9c21-');
    // Read-only: nothing to change, only the details.
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Details']);
    expect(rowOf('T20 Night')).toHaveTextContent('Failed');
  });

  it('shows the rest of a transaction in its details drawer, ids still shortened', async () => {
    serveTransactions();
    const user = setupUser();
    renderAdmin('/admin/transactions');
    await screen.findByText('T20 Night');
    await user.click(within(rowOf('T20 Night')).getByRole('button', { name: /^Details/ }));
    // Under test, antd gives every generated id the same value ('test-id'), so the drawer's name
    // resolves to the status filter's element: find it by its title text instead.
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('Transaction details');
    expect(drawer).toHaveTextContent('The 10 minutes we held your seats ran out before the payment was completed.');
    expect(drawer).toHaveTextContent('Platform Fees + Taxes₹124.95');
    expect(drawer).toHaveTextContent('Gateway orderts_0d1e2');
    expect(drawer).toHaveTextContent('Mobile transfer to rohan@example.in');
  });

  describe("a payment's tax invoices (issue 19)", () => {
    type TaxDocument = components['schemas']['TaxDocumentDto'];
    const pdfOf = (documentId: string) => `/api/v1/tax-documents/${documentId}/pdf`;
    const document = (overrides: Partial<TaxDocument>): TaxDocument => ({
      id: '5b7f0e7c-3d2a-4c1e-9f8a-2b6c4d8e0f1a',
      kind: 'invoice',
      number: 'B2026-27/0000042',
      financial_year: '2026-27',
      issued_at: '2026-11-25T10:03:00.000Z',
      order_id: completed.id,
      recipient_role: 'buyer',
      recipient_name: 'Rohan Mehta',
      invoice_number: null,
      place_of_supply: 'Maharashtra',
      taxable: 10589,
      cgst: 953,
      sgst: 953,
      state_tax_head: 'SGST',
      igst: 0,
      total: 12495,
      pdf_url: pdfOf('5b7f0e7c-3d2a-4c1e-9f8a-2b6c4d8e0f1a'),
      ...overrides,
    });
    const buyerInvoice = document({});
    const sellerInvoice = document({
      id: '6c8a1f8d-4e3b-4d2f-8a9b-3c7d5e9f1a2b',
      number: 'S2026-27/0000007',
      recipient_role: 'seller',
      recipient_name: 'Priya Sharma',
      issued_at: '2026-11-27T09:30:00.000Z',
      total: 12495,
      pdf_url: pdfOf('6c8a1f8d-4e3b-4d2f-8a9b-3c7d5e9f1a2b'),
    });
    const creditNote = document({
      id: '7d9b2a9e-5f4c-4e3a-9b0c-4d8e6f0a2b3c',
      kind: 'credit_note',
      number: 'BC2026-27/0000003',
      invoice_number: 'B2026-27/0000042',
      issued_at: '2026-11-28T09:30:00.000Z',
      total: 6248,
      pdf_url: pdfOf('7d9b2a9e-5f4c-4e3a-9b0c-4d8e6f0a2b3c'),
    });
    // A person whose id happens to be searched for as well: not this payment's.
    const someoneElses = document({ id: '8e0c3b0f-6a5d-4f4b-8c1d-5e9f7a1b3c4d', order_id: failed.id });

    it('lists them in the details drawer, asked for only when it opens', async () => {
      const fetchSpy = serveTransactions({
        '/api/v1/admin/tax-documents': () => listResponse([buyerInvoice, sellerInvoice, creditNote, someoneElses]),
      });
      const user = setupUser();
      renderAdmin('/admin/transactions');
      await screen.findByText('T20 Night');
      expect(requestedUrls(fetchSpy, '/api/v1/admin/tax-documents')).toEqual([]);

      await user.click(within(rowOf('Monsoon Melodies')).getByRole('button', { name: /^Details/ }));
      const drawer = await findDrawer('Transaction details');
      const buyer = await within(drawer).findByRole('link', { name: 'Download invoice B2026-27/0000042' });
      expect(buyer).toHaveAttribute('href', buyerInvoice.pdf_url);
      expect(buyer).toHaveAttribute('download');
      expect(buyer.closest('li')).toHaveTextContent('Buyer fee');
      expect(buyer.closest('li')).toHaveTextContent('Rohan Mehta · 25 Nov 2026 · ₹124.95');
      const seller = within(drawer).getByRole('link', { name: 'Download invoice S2026-27/0000007' });
      expect(seller).toHaveAttribute('href', sellerInvoice.pdf_url);
      expect(seller.closest('li')).toHaveTextContent('Seller fee');
      expect(within(drawer).getByRole('link', { name: 'Download credit note BC2026-27/0000003' })).toHaveAttribute(
        'href',
        creditNote.pdf_url,
      );
      expect(within(drawer).getAllByRole('link', { name: /^Download/ })).toHaveLength(3);

      const asked = requestedUrls(fetchSpy, '/api/v1/admin/tax-documents');
      expect(asked).toHaveLength(1);
      expect(asked[0]!.searchParams.get('search')).toBe(completed.id);
    });

    it('says when they cannot be read, with Retry', async () => {
      serveTransactions({ '/api/v1/admin/tax-documents': () => problem(403, 'You do not have permission to do that') });
      const user = setupUser();
      renderAdmin('/admin/transactions');
      await screen.findByText('T20 Night');
      await user.click(within(rowOf('T20 Night')).getByRole('button', { name: /^Details/ }));
      const drawer = await findDrawer('Transaction details');
      expect(await within(drawer).findByText(TAX_DOCUMENTS_LOAD_FAILED)).toBeInTheDocument();
      expect(within(drawer).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });

    it('says None issued for a payment without any', async () => {
      serveTransactions();
      const user = setupUser();
      renderAdmin('/admin/transactions');
      await screen.findByText('T20 Night');
      await user.click(within(rowOf('T20 Night')).getByRole('button', { name: /^Details/ }));
      const drawer = await findDrawer('Transaction details');
      expect(await within(drawer).findByText('None issued')).toBeInTheDocument();
      expect(within(drawer).queryByRole('link')).not.toBeInTheDocument();
    });
  });

  it('filters by status, kept in the URL and asked of the API', async () => {
    const fetchSpy = serveTransactions();
    const user = setupUser();
    const { router } = renderAdmin('/admin/transactions');
    await screen.findByText('Monsoon Melodies');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Failed'));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'failed' }));
    await waitFor(() => expect(screen.queryByText('Monsoon Melodies')).not.toBeInTheDocument());
    expect(screen.getByText('T20 Night')).toBeInTheDocument();
    expect(asked(fetchSpy)).toEqual({ status: 'failed', limit: '20', offset: '0' });
  });

  describe('searched, sorted and paged on the server (ADR 27)', () => {
    it('sends the search to the API and keeps it in the URL; a status filter keeps it and starts at page 1', async () => {
      const fetchSpy = serveTransactions({ '/api/v1/admin/transactions': (url) => pageOf(url, many) });
      const user = setupUser();
      const { router } = renderAdmin('/admin/transactions?page=2');
      await screen.findByText('Payment show 21');
      expect(asked(fetchSpy)).toEqual({ limit: '20', offset: '20' });
      expect(screen.getByRole('columnheader', { name: /Dates/ })).toHaveAttribute('aria-sort', 'descending');

      await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), 'OM2611{Enter}');
      await waitFor(() => expect(router.state.location.search).toEqual({ search: 'OM2611' }));
      await waitFor(() => expect(asked(fetchSpy)).toEqual({ search: 'OM2611', limit: '20', offset: '0' }));

      await user.click(screen.getByRole('combobox', { name: 'Status' }));
      await user.click(await screen.findByTitle('Refunded'));
      await waitFor(() => expect(router.state.location.search).toEqual({ search: 'OM2611', status: 'refunded' }));
      await waitFor(() =>
        expect(asked(fetchSpy)).toEqual({ search: 'OM2611', status: 'refunded', limit: '20', offset: '0' }),
      );
    });

    it('pages on the server: page 2 asks for offset 20', async () => {
      const fetchSpy = serveTransactions({ '/api/v1/admin/transactions': (url) => pageOf(url, many) });
      const user = setupUser();
      const { router } = renderAdmin('/admin/transactions');
      expect(await screen.findByText('Payment show 20')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('25 transactions');

      await user.click(screen.getByRole('listitem', { name: '2' }));
      expect(await screen.findByText('Payment show 25')).toBeInTheDocument();
      expect(router.state.location.search).toEqual({ page: 2 });
      expect(asked(fetchSpy)).toEqual({ limit: '20', offset: '20' });
    });

    it('sorts by amount on the server and links the CSV of the status, search and sort shown', async () => {
      const fetchSpy = serveTransactions();
      const user = setupUser();
      const { router } = renderAdmin('/admin/transactions?status=failed&search=T20');
      await screen.findByText('T20 Night');
      await user.click(screen.getByRole('columnheader', { name: /Amount/ }));
      await waitFor(() =>
        expect(router.state.location.search).toEqual({ status: 'failed', search: 'T20', sort: 'amount', order: 'asc' }),
      );
      await waitFor(() => expect(asked(fetchSpy)).toMatchObject({ sort: 'amount', order: 'asc' }));
      expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
        'href',
        '/api/v1/admin/transactions?search=T20&sort=amount&order=asc&status=failed&format=csv',
      );
    });
  });

  it("says 'Error loading transactions' when the list cannot be read", async () => {
    serveTransactions({ '/api/v1/admin/transactions': () => problem(403, 'Admins only') });
    renderAdmin('/admin/transactions');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading transactions');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists every reconciliation mismatch with its kind and detail', async () => {
    const reconciliation: Reconciliation = {
      checked_at: '2026-11-25T10:30:00.000Z',
      orders_checked: 12,
      mismatches: [
        {
          order_id: completed.id,
          kind: 'gateway_completed_not_settled',
          detail: 'The gateway took the payment but the order is not settled.',
          status: 'pending',
          gateway_state: 'COMPLETED',
        },
        {
          order_id: failed.id,
          kind: 'refund_failed',
          detail: 'The refund of a late payment failed at the gateway.',
          status: 'refunded',
          gateway_state: 'COMPLETED',
        },
      ],
    };
    serveTransactions({ '/api/v1/admin/transactions/reconciliation': () => jsonResponse(reconciliation) });
    const user = setupUser();
    const { router } = renderAdmin('/admin/transactions');
    await user.click(await screen.findByRole('tab', { name: 'Reconciliation' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'reconciliation' }));

    expect(await screen.findByText('Checked 12 recent orders at 25 Nov 2026, 4:00 pm (IST).')).toBeInTheDocument();
    const unsettled = rowOf('Paid at the gateway, not settled');
    expect(unsettled).toHaveTextContent('The gateway took the payment but the order is not settled.');
    expect(unsettled).toHaveTextContent('7f3a9c21');
    expect(unsettled).toHaveTextContent('Pending');
    expect(unsettled).toHaveTextContent('COMPLETED');
    expect(rowOf('Refund failed')).toHaveTextContent('The refund of a late payment failed at the gateway.');
  });

  it('says plainly when the ledger and the gateway agree (and does not load the list meanwhile)', async () => {
    const fetchSpy = serveTransactions({
      '/api/v1/admin/transactions/reconciliation': () =>
        jsonResponse({ checked_at: '2026-11-25T10:30:00.000Z', orders_checked: 1, mismatches: [] }),
    });
    renderAdmin('/admin/transactions?view=reconciliation');
    expect(await screen.findByRole('heading', { name: 'No mismatches' })).toBeInTheDocument();
    expect(screen.getByText(/Checked 1 recent order at/)).toBeInTheDocument();
    expect(requestedUrls(fetchSpy, '/api/v1/admin/transactions')).toEqual([]);
  });

  it('shows each payment as a card with its key facts on a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    serveTransactions();
    renderAdmin('/admin/transactions');
    const list = await screen.findByRole('list', { name: 'Transactions' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Monsoon Melodies'))!;
    expect(card).toHaveTextContent('Rohan Mehta');
    expect(card).toHaveTextContent('₹5,122.95');
    expect(card).toHaveTextContent('Completed');
    expect(within(card).getByRole('button', { name: /^Details/ })).toBeInTheDocument();
  });
});
