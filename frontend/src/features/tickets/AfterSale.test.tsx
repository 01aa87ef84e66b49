import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route as TicketsRoute } from '../../routes/tickets';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { fill, setupUser } from '../../test/user';
import type { Dispute, DisputeDetails } from '../disputes/queries';
import type { OwnListing } from '../selling/queries';
import type { Purchase, Sale } from './queries';
import { NO_REWARDS } from '../../test/fixtures';

/*
 * After the sale on /tickets: the seller's sold tickets under each listing (Upload Proof, Transfer
 * Instructions, the red dot), and the buyer's side (the seller's proof, 'I have received my tickets',
 * Report a problem with its acknowledgement, the buyer's disputes).
 */

const LISTING = 'aaaaaaaa-1111-4000-8000-000000000001';
const DAY = 24 * 60 * 60 * 1000;
const inAWeek = new Date(Date.now() + 7 * DAY).toISOString();

let seq = 0;
const id = (prefix: string) => `${prefix}-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

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

function makeTransfer(overrides: Partial<Sale> = {}): Sale {
  return {
    id: id('11111111'),
    transaction_id: id('22222222'),
    ticket_id: LISTING,
    event: { id: 'e1', title: 'Kabaddi Finals Night', venue: 'EKA Arena', city: 'Ahmedabad', event_date: inAWeek },
    transfer_status: 'awaiting_mobile_transfer',
    transfer_type: 'mobile',
    price: 150000,
    amount_paid: 307500,
    quantity: 2,
    platform_id: 'rohan.mehta@example.in',
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

const officer = { name: 'Anita Desai', email: 'grievance@ticketsetu.in' };

function makeDispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    id: id('33333333'),
    reference: 'TS-D-2026-000042',
    role: 'buyer',
    transfer_id: id('11111111'),
    transaction_id: id('22222222'),
    reason: 'not_received',
    reason_label: 'Tickets not received',
    description: 'Nothing reached my District account.',
    status: 'open',
    status_label: 'Open',
    opened_at: '2026-11-22T10:00:00.000Z',
    acknowledge_by: '2026-11-24T10:00:00.000Z',
    acknowledged_at: null,
    resolve_by: '2026-12-22T10:00:00.000Z',
    next_deadline: '2026-11-24T10:00:00.000Z',
    closed_at: null,
    acknowledgement_overdue: false,
    resolution_overdue: false,
    overdue: false,
    resolution_note: null,
    refund_amount: null,
    event: { id: 'e1', title: 'Kabaddi Finals Night', venue: 'EKA Arena', city: 'Ahmedabad', event_date: inAWeek },
    quantity: 2,
    amount_paid: 307500,
    transfer_status: 'mobile_transfer_sent',
    grievance_officer: officer,
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
        total_tickets_sold: 3,
        pending_transfers: 2,
        completed_transfers: 1,
      }),
    '/api/v1/me/rewards': () => jsonResponse(NO_REWARDS),
    '/api/v1/me/disputes': () => jsonResponse([]),
    '/api/v1/me/waitlist': () => jsonResponse([]),
    '/api/v1/me/alerts': () => jsonResponse([]),
    '/api/v1/me/tax-documents': () => jsonResponse([]),
    ...handlers,
  });
}

function renderTickets(url: string) {
  return renderRoutes({ '/tickets': TicketsRoute }, url);
}

/** The toast showing `text`, and whether it is red (error) or green (success). */
async function expectMessage(text: string, tone: 'error' | 'success') {
  const toast = await screen.findByText(text, { selector: '.ts-toast *' });
  expect(toast.closest('.ts-toast__notice')).toHaveClass(`ts-toast__notice--${tone}`);
}

function requestsTo(fetchSpy: ReturnType<typeof mockApi>, path: string, method = 'POST'): Request[] {
  return fetchSpy.mock.calls
    .map(([request]) => request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
}

const pdf = (name: string) => new File([`%PDF-1.4 ${name}`], name, { type: 'application/pdf' });

/**
 * A multipart body's parts: text fields by name, and the parts under `files`. Read from the raw body:
 * jsdom's File cannot go through undici's formData() parser, and undici does not read its name or
 * bytes (a browser does: the end-to-end tests upload real files). So a test counts the file parts.
 */
async function multipart(request: Request): Promise<{ fields: Record<string, string>; files: string[] }> {
  const text = await request.clone().text();
  const fields: Record<string, string> = {};
  const files: string[] = [];
  for (const part of text.split(/--+formdata-[^\r\n]*\r\n/)) {
    const [head = '', ...rest] = part.split('\r\n\r\n');
    const body = rest.join('\r\n\r\n').replace(/\r\n$/, '');
    const name = /name="([^"]+)"/.exec(head)?.[1];
    if (name === 'files') files.push(body);
    else if (name) fields[name] = body;
  }
  return { fields, files };
}

describe('/tickets?tab=listings: sold tickets', () => {
  it('marks a listing with a transfer to make by a red dot, and lists its sales on Show Sold Tickets', async () => {
    const waiting = makeTransfer({ quantity: 2 });
    const sent = makeTransfer({
      quantity: 1,
      transfer_status: 'mobile_transfer_sent',
      proof_of_transfer: ['/api/v1/transfers/t2/proof/f1', '/api/v1/transfers/t2/proof/f2'],
      transferred_at: '2026-11-22T13:00:00.000Z',
    });
    serve({
      '/api/v1/me/listings': () =>
        jsonResponse([makeListing(), makeListing({ id: 'other', event_title: 'T20 Night' })]),
      '/api/v1/me/sales': () => jsonResponse([waiting, sent]),
    });
    const user = setupUser();
    renderTickets('/tickets?tab=listings');

    const card = (await screen.findByRole('heading', { name: 'Kabaddi Finals Night' })).closest('article')!;
    expect(within(card).getByRole('img', { name: 'A transfer awaits your mobile transfer' })).toBeInTheDocument();
    // Nothing sold from the other listing: no dot, no toggle.
    const other = screen.getByRole('heading', { name: 'T20 Night' }).closest('article')!;
    expect(within(other).queryByRole('img')).not.toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: /Sold Tickets/ })).not.toBeInTheDocument();

    const toggle = within(card).getByRole('button', { name: 'Show Sold Tickets (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(card).getByRole('button', { name: 'Hide Sold Tickets (2)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const table = within(card).getByRole('table', { name: 'Sold tickets: Kabaddi Finals Night' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // Newest sale first; the date of purchase in IST.
    expect(rows[0]).toHaveTextContent('1');
    expect(rows[0]).toHaveTextContent('22 Nov 2026, 6:30 pm');
    expect(rows[0]).toHaveTextContent('Mobile Transfer Sent');
    const proofs = within(rows[0]!).getAllByRole('link');
    expect(proofs.map((link) => link.getAttribute('href'))).toEqual([
      '/api/v1/transfers/t2/proof/f1',
      '/api/v1/transfers/t2/proof/f2',
    ]);
    expect(proofs[0]).toHaveAccessibleName(/^Proof 1\s*\(opens in a new tab\)$/);
    expect(rows[1]).toHaveTextContent('21 Nov 2026, 10:00 am');
    expect(rows[1]).toHaveTextContent('Awaiting Mobile Transfer');
    expect(rows[1]).toHaveTextContent('No proof yet');
    expect(within(rows[1]!).getByRole('img', { name: 'A transfer awaits your mobile transfer' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Upload Proof' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Hide Sold Tickets (2)' }));
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the transfer instructions and the buyer’s account to transfer to', async () => {
    serve({
      '/api/v1/me/listings': () => jsonResponse([makeListing()]),
      '/api/v1/me/sales': () => jsonResponse([makeTransfer()]),
    });
    const user = setupUser();
    renderTickets('/tickets?tab=listings');
    await user.click(await screen.findByRole('button', { name: 'Show Sold Tickets (1)' }));
    await user.click(screen.getByRole('button', { name: 'Transfer Instructions' }));

    const dialog = await screen.findByRole('dialog', { name: 'Transfer Instructions' });
    expect(dialog).toHaveTextContent('Transfer to this District accountrohan.mehta@example.in');
    expect(dialog).toHaveTextContent('Tickets to transfer2 tickets');
    expect(dialog).toHaveTextContent('Open District, go to My Tickets and choose Transfer.');
    // Read-only: nothing to fill in.
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    // The footer's Close (the corner's × is named Close too).
    await user.click(within(dialog).getByText('Close', { selector: '.ts-dialog__footer *' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('uploads proof: at least one file, sent as multipart, with the spec’s message; the sales are read again', async () => {
    const transfer = makeTransfer();
    let current = [transfer];
    const fetchSpy = serve({
      '/api/v1/me/listings': () => jsonResponse([makeListing()]),
      '/api/v1/me/sales': () => jsonResponse(current),
      [`/api/v1/me/sales/${transfer.id}/proof`]: () => {
        current = [{ ...transfer, transfer_status: 'mobile_transfer_sent', proof_of_transfer: ['/p/1', '/p/2'] }];
        return jsonResponse({ message: 'Proof of transfer uploaded successfully!', transfer: current[0] }, 201);
      },
    });
    const user = setupUser();
    renderTickets('/tickets?tab=listings');
    await user.click(await screen.findByRole('button', { name: 'Show Sold Tickets (1)' }));
    await user.click(screen.getByRole('button', { name: 'Upload Proof' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Proof' });
    expect(dialog).toHaveTextContent('2 tickets to rohan.mehta@example.in');

    await user.click(within(dialog).getByRole('button', { name: 'Upload Proof' }));
    expect(await within(dialog).findByText('Please upload at least one file as proof of transfer')).toBeInTheDocument();
    expect(requestsTo(fetchSpy, `/api/v1/me/sales/${transfer.id}/proof`)).toHaveLength(0);

    await user.upload(within(dialog).getByLabelText(/^Proof of transfer/), [pdf('transfer.pdf'), pdf('screen.pdf')]);
    expect(await within(dialog).findByText('screen.pdf')).toBeInTheDocument();
    // Removable before sending.
    await user.click(within(dialog).getAllByRole('button', { name: /Remove file|delete/i })[1]!);
    await waitFor(() => expect(within(dialog).queryByText('screen.pdf')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Upload Proof' }));

    await expectMessage('Proof of transfer uploaded successfully!', 'success');
    const [sent] = requestsTo(fetchSpy, `/api/v1/me/sales/${transfer.id}/proof`);
    expect(sent!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    // The removed file stays behind: one file part.
    expect((await multipart(sent!)).files).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Mobile Transfer Sent')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /awaits your mobile transfer/ })).not.toBeInTheDocument();
  });

  it.each([
    [
      problem(400, 'photo.png: The file is not a PDF or an image we accept'),
      'photo.png: The file is not a PDF or an image we accept',
    ],
    [problem(500, 'Internal error'), 'Failed to upload proof of transfer'],
  ])('shows a refused upload in red: %#', async (answer, message) => {
    const transfer = makeTransfer();
    serve({
      '/api/v1/me/listings': () => jsonResponse([makeListing()]),
      '/api/v1/me/sales': () => jsonResponse([transfer]),
      [`/api/v1/me/sales/${transfer.id}/proof`]: () => answer.clone(),
    });
    const user = setupUser();
    renderTickets('/tickets?tab=listings');
    await user.click(await screen.findByRole('button', { name: 'Show Sold Tickets (1)' }));
    await user.click(screen.getByRole('button', { name: 'Upload Proof' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Proof' });
    await user.upload(within(dialog).getByLabelText(/^Proof of transfer/), [pdf('photo.pdf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Proof' }));
    await expectMessage(message, 'error');
    // The dialog stays for another try.
    expect(screen.getByRole('dialog', { name: 'Upload Proof' })).toBeInTheDocument();
  });

  it('sends the same files again with the same Idempotency-Key after a drop, and other files with a new one', async () => {
    const transfer = makeTransfer();
    let calls = 0;
    const fetchSpy = serve({
      '/api/v1/me/listings': () => jsonResponse([makeListing()]),
      '/api/v1/me/sales': () => jsonResponse([transfer]),
      [`/api/v1/me/sales/${transfer.id}/proof`]: () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return problem(400, 'photo.pdf: The file is not a PDF or an image we accept');
      },
    });
    const user = setupUser();
    renderTickets('/tickets?tab=listings');
    await user.click(await screen.findByRole('button', { name: 'Show Sold Tickets (1)' }));
    await user.click(screen.getByRole('button', { name: 'Upload Proof' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Proof' });
    await user.upload(within(dialog).getByLabelText(/^Proof of transfer/), [pdf('photo.pdf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Proof' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Send again' }));
    await expectMessage('photo.pdf: The file is not a PDF or an image we accept', 'error');

    await user.click(within(dialog).getAllByRole('button', { name: /Remove file|delete/i })[0]!);
    await user.upload(within(dialog).getByLabelText(/^Proof of transfer/), [pdf('other.pdf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Proof' }));
    await waitFor(() => expect(requestsTo(fetchSpy, `/api/v1/me/sales/${transfer.id}/proof`)).toHaveLength(3));
    const keys = requestsTo(fetchSpy, `/api/v1/me/sales/${transfer.id}/proof`).map((r) =>
      r.headers.get('Idempotency-Key'),
    );
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('links a disputed sale to its dispute, and lists the disputes on the seller’s sales', async () => {
    const transfer = makeTransfer({ transfer_status: 'mobile_transfer_sent', dispute_open: true });
    const dispute = makeDispute({
      role: 'seller',
      transfer_id: transfer.id,
      status: 'awaiting_seller',
      status_label: 'Awaiting seller',
      acknowledged_at: '2026-11-22T12:00:00.000Z',
    });
    serve({
      '/api/v1/me/listings': () => jsonResponse([makeListing()]),
      '/api/v1/me/sales': () => jsonResponse([transfer]),
      '/api/v1/me/disputes': () =>
        jsonResponse([dispute, makeDispute({ role: 'buyer', reference: 'TS-D-2026-000007' })]),
    });
    const user = setupUser();
    renderTickets('/tickets?tab=listings');
    const section = await screen.findByRole('region', { name: 'Disputes on your sales' });
    // Only the disputes where this person is the seller.
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    const link = within(section).getByRole('link', { name: /TS-D-2026-000042/ });
    expect(link).toHaveAttribute('href', `/disputes/${dispute.id}`);
    expect(section).toHaveTextContent('Awaiting seller');
    expect(section).toHaveTextContent('Tickets not received · To be resolved by 22 Dec 2026, 3:30 pm');

    await user.click(screen.getByRole('button', { name: 'Show Sold Tickets (1)' }));
    expect(screen.getByText('Dispute open')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Answer dispute TS-D-2026-000042' })).toHaveAttribute(
      'href',
      `/disputes/${dispute.id}`,
    );
  });
});

describe('/tickets?tab=purchases: after paying', () => {
  function makePurchase(overrides: Partial<Purchase> = {}): Purchase {
    return makeTransfer({ ticket_id: 'bbbbbbbb-1111-4000-8000-000000000009', ...overrides });
  }

  it("shows the seller's proof and confirms 'I have received my tickets' after asking", async () => {
    const purchase = makePurchase({
      transfer_status: 'mobile_transfer_sent',
      proof_of_transfer: ['/api/v1/transfers/x/proof/1'],
    });
    let current = [purchase];
    const fetchSpy = serve({
      '/api/v1/me/purchases': () => jsonResponse(current),
      [`/api/v1/me/purchases/${purchase.id}/confirm`]: () => {
        current = [{ ...purchase, transfer_status: 'mobile_transfer_confirmed' }];
        return jsonResponse({
          message: 'Thank you! You have confirmed that your tickets arrived. Enjoy the event!',
          transfer: current[0],
        });
      },
    });
    const user = setupUser();
    renderTickets('/tickets?tab=purchases');
    const card = (await screen.findByRole('heading', { name: 'Kabaddi Finals Night' })).closest('article')!;
    expect(card).toHaveTextContent('Seller’s proof of transfer:');
    expect(within(card).getByRole('link', { name: /Proof 1/ })).toHaveAttribute('href', '/api/v1/transfers/x/proof/1');
    expect(card).toHaveTextContent('confirmed automatically when the event starts unless you report a problem');

    await user.click(within(card).getByRole('button', { name: 'I have received my tickets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Have you received your tickets?' });
    expect(dialog).toHaveTextContent('2 tickets to rohan.mehta@example.in');
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchSpy, `/api/v1/me/purchases/${purchase.id}/confirm`)).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'I have received my tickets' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'I have received my tickets' }),
    );
    await expectMessage('Thank you! You have confirmed that your tickets arrived. Enjoy the event!', 'success');
    expect(requestsTo(fetchSpy, `/api/v1/me/purchases/${purchase.id}/confirm`)).toHaveLength(1);
    expect(await within(card).findByText('Transfer Confirmed')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'I have received my tickets' })).not.toBeInTheDocument();
  });

  it('offers confirmation only for a sent mobile transfer, and no problem report on a failed one', async () => {
    serve({
      '/api/v1/me/purchases': () =>
        jsonResponse([
          makePurchase({ event: { ...makeTransfer().event!, title: 'Waiting' } }),
          makePurchase({ event: { ...makeTransfer().event!, title: 'Refunded' }, transfer_status: 'failed' }),
          makePurchase({
            event: { ...makeTransfer().event!, title: 'Long ago' },
            event_starts_at: new Date(Date.now() - 3 * DAY).toISOString(),
          }),
        ]),
    });
    renderTickets('/tickets?tab=purchases');
    const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('article')!;
    const waiting = await card('Waiting');
    expect(within(waiting).queryByRole('button', { name: 'I have received my tickets' })).not.toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Report a problem: Waiting' })).toBeInTheDocument();
    expect(within(await card('Refunded')).queryByRole('button', { name: /Report a problem/ })).not.toBeInTheDocument();
    // More than 48 hours after the event started: too late (the Buyer Guarantee's window).
    expect(within(await card('Long ago')).queryByRole('button', { name: /Report a problem/ })).not.toBeInTheDocument();
  });

  it('opens a dispute with a reason, a description and evidence, then shows the reference, deadlines and officer', async () => {
    const purchase = makePurchase({ transfer_status: 'mobile_transfer_sent' });
    const opened: DisputeDetails = {
      ...makeDispute({ transfer_id: purchase.id }),
      timeline: [],
    };
    const fetchSpy = serve({
      '/api/v1/me/purchases': () => jsonResponse([purchase]),
      [`/api/v1/me/purchases/${purchase.id}/dispute`]: () =>
        jsonResponse(
          {
            message:
              'Your dispute TS-D-2026-000042 has been received. We will acknowledge it within 48 hours and resolve it within 30 days.',
            dispute: opened,
          },
          201,
        ),
    });
    const user = setupUser();
    renderTickets('/tickets?tab=purchases');
    await user.click(await screen.findByRole('button', { name: 'Report a problem: Kabaddi Finals Night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    await user.click(within(dialog).getByRole('button', { name: 'Send to the grievance desk' }));
    expect(await within(dialog).findByText('Please choose what went wrong')).toBeInTheDocument();
    expect(await within(dialog).findByText('Please describe the problem')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /Tickets not received/ }));
    await fill(user, within(dialog).getByLabelText('Describe the problem'), 'Nothing reached my District account.');
    await user.upload(within(dialog).getByLabelText(/^Evidence/), [pdf('account.pdf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Send to the grievance desk' }));

    await expectMessage(
      'Your dispute TS-D-2026-000042 has been received. We will acknowledge it within 48 hours and resolve it within 30 days.',
      'success',
    );
    const received = await screen.findByRole('dialog', { name: 'Dispute received' });
    expect(received).toHaveTextContent('ReferenceTS-D-2026-000042');
    expect(received).toHaveTextContent('Acknowledged by24 Nov 2026, 3:30 pm (within 48 hours)');
    expect(received).toHaveTextContent('Resolved by22 Dec 2026, 3:30 pm (within 30 days)');
    expect(received).toHaveTextContent('Grievance officerAnita Desai, grievance@ticketsetu.in');
    expect(within(received).getByRole('link', { name: 'Follow your dispute' })).toHaveAttribute(
      'href',
      `/disputes/${opened.id}`,
    );

    const [sent] = requestsTo(fetchSpy, `/api/v1/me/purchases/${purchase.id}/dispute`);
    const { fields, files } = await multipart(sent!);
    expect(fields).toEqual({ reason: 'not_received', description: 'Nothing reached my District account.' });
    expect(files).toHaveLength(1);
  });

  it('shows a refused dispute in red', async () => {
    const purchase = makePurchase();
    serve({
      '/api/v1/me/purchases': () => jsonResponse([purchase]),
      [`/api/v1/me/purchases/${purchase.id}/dispute`]: () =>
        problem(409, 'A dispute is already open for this purchase'),
    });
    const user = setupUser();
    renderTickets('/tickets?tab=purchases');
    await user.click(await screen.findByRole('button', { name: /Report a problem/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    await user.click(within(dialog).getByRole('radio', { name: /Something else/ }));
    await fill(user, within(dialog).getByLabelText('Describe the problem'), 'Wrong date on the tickets.');
    await user.click(within(dialog).getByRole('button', { name: 'Send to the grievance desk' }));
    await expectMessage('A dispute is already open for this purchase', 'error');
  });

  it('lists the buyer’s disputes with status and deadline, and links a disputed purchase to its dispute', async () => {
    const purchase = makePurchase({ dispute_open: true, transfer_status: 'mobile_transfer_sent' });
    const open = makeDispute({ transfer_id: purchase.id, overdue: true, acknowledgement_overdue: true });
    const closed = makeDispute({
      reference: 'TS-D-2026-000001',
      status: 'resolved_refund',
      status_label: 'Resolved: buyer refunded',
      closed_at: '2026-11-10T06:30:00.000Z',
      opened_at: '2026-11-01T10:00:00.000Z',
    });
    serve({
      '/api/v1/me/purchases': () => jsonResponse([purchase]),
      '/api/v1/me/disputes': () => jsonResponse([closed, open]),
    });
    renderTickets('/tickets?tab=purchases');
    const section = await screen.findByRole('region', { name: 'Your disputes' });
    const items = within(section).getAllByRole('listitem');
    // Open first.
    expect(items[0]).toHaveTextContent('TS-D-2026-000042');
    expect(items[0]).toHaveTextContent('Acknowledgement overdue');
    expect(items[0]).toHaveTextContent('To be acknowledged by 24 Nov 2026, 3:30 pm');
    expect(items[1]).toHaveTextContent('Resolved: buyer refunded');
    expect(items[1]).toHaveTextContent('Resolved 10 Nov 2026, 12:00 pm');

    const card = screen.getByRole('heading', { name: 'Kabaddi Finals Night' }).closest('article')!;
    expect(await within(card).findByRole('link', { name: 'Dispute TS-D-2026-000042: Open' })).toHaveAttribute(
      'href',
      `/disputes/${open.id}`,
    );
    expect(within(card).queryByRole('button', { name: /Report a problem/ })).not.toBeInTheDocument();
    // A dispute stops the automatic confirmation: no prompt to confirm meanwhile.
    expect(card).not.toHaveTextContent('confirmed automatically');
  });
});
