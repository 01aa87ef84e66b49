import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route as DisputeRoute } from '../../routes/disputes.$id';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { foreignLatinWords } from '../../test/latin-script';
import { fill, setupUser } from '../../test/user';
import type { DisputeDetails, TimelineEntry } from './queries';

const DISPUTE = '33333333-0000-4000-8000-000000000001';

function entry(overrides: Partial<TimelineEntry>): TimelineEntry {
  return {
    id: `e-${Math.random()}`,
    kind: 'message',
    by: 'buyer',
    at: '2026-11-22T10:00:00.000Z',
    message: null,
    from_status: null,
    to_status: null,
    refund_amount: null,
    files: [],
    ...overrides,
  };
}

function makeDetails(overrides: Partial<DisputeDetails> = {}): DisputeDetails {
  return {
    id: DISPUTE,
    reference: 'TS-D-2026-000042',
    role: 'buyer',
    transfer_id: '11111111-0000-4000-8000-000000000001',
    transaction_id: '22222222-0000-4000-8000-000000000001',
    reason: 'not_received',
    reason_label: 'Tickets not received',
    description: 'Nothing reached my District account.',
    status: 'under_review',
    status_label: 'Under review',
    opened_at: '2026-11-22T10:00:00.000Z',
    acknowledge_by: '2026-11-24T10:00:00.000Z',
    acknowledged_at: '2026-11-22T12:30:00.000Z',
    resolve_by: '2026-12-22T10:00:00.000Z',
    next_deadline: '2026-12-22T10:00:00.000Z',
    closed_at: null,
    acknowledgement_overdue: false,
    resolution_overdue: false,
    overdue: false,
    resolution_note: null,
    refund_amount: null,
    event: {
      id: 'e1',
      title: 'Kabaddi Finals Night',
      venue: 'EKA Arena',
      city: 'Ahmedabad',
      event_date: '2026-12-01T14:00:00.000Z',
    },
    quantity: 2,
    amount_paid: 307500,
    transfer_status: 'mobile_transfer_sent',
    grievance_officer: { name: 'Anita Desai', email: 'grievance@ticketsetu.in' },
    timeline: [
      entry({
        kind: 'opened',
        message: 'Nothing reached my District account.',
        to_status: 'open',
        files: [
          {
            id: 'f1',
            name: 'account.png',
            content_type: 'image/png',
            size: 2048,
            url: `/api/v1/disputes/${DISPUTE}/files/f1`,
          },
        ],
      }),
      entry({
        kind: 'acknowledged',
        by: 'staff',
        at: '2026-11-22T12:30:00.000Z',
        from_status: 'open',
        to_status: 'awaiting_seller',
      }),
      entry({
        kind: 'message',
        by: 'seller',
        at: '2026-11-22T14:00:00.000Z',
        message: 'I sent them on Saturday; screenshot attached.',
        from_status: 'awaiting_seller',
        to_status: 'under_review',
      }),
    ],
    ...overrides,
  };
}

type Handler = (url: URL, request: Request) => Response | Promise<Response>;

function serve(details: () => Response, handlers: Record<string, Handler> = {}) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(makeSessionUser({ id: 'buyer-1', full_name: 'Rohan Mehta' })),
    [`/api/v1/disputes/${DISPUTE}`]: details,
    '/api/v1/me/disputes': () => jsonResponse([]),
    '/api/v1/me/purchases': () => jsonResponse([]),
    ...handlers,
  });
}

function openDispute() {
  return renderRoutes({ '/disputes/$id': DisputeRoute }, `/disputes/${DISPUTE}`);
}

async function expectMessage(text: string, tone: 'error' | 'success') {
  const toast = await screen.findByText(text, { selector: '.ts-toast *' });
  expect(toast.closest('.ts-toast__notice')).toHaveClass(`ts-toast__notice--${tone}`);
}

describe('/disputes/$id', () => {
  it('sends a visitor to sign in first, coming back to the dispute', async () => {
    mockApi({});
    const { router } = openDispute();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ returnTo: `/disputes/${DISPUTE}` });
  });

  it('shows the buyer the reference, status, deadlines, officer and the timeline in their words', async () => {
    serve(() => jsonResponse(makeDetails()));
    openDispute();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute TS-D-2026-000042' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dispute TS-D-2026-000042 | TicketSetu'));
    expect(screen.getByText('Under review')).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'Kabaddi Finals Night' });
    expect(about).toHaveTextContent('EKA Arena, Ahmedabad · Tuesday, 1 December 2026 at 7:30 pm');
    expect(about).toHaveTextContent('You paid₹3,075.00');
    expect(about).toHaveTextContent('ProblemTickets not received');
    expect(about).toHaveTextContent('TransferMobile Transfer Sent');

    const side = screen.getByRole('complementary', { name: 'Deadlines and contacts' });
    expect(side).toHaveTextContent('Acknowledgement (within 48 hours)Acknowledged 22 Nov 2026, 6:00 pm');
    expect(side).toHaveTextContent('Resolution (within 30 days)Due by 22 Dec 2026, 3:30 pm');
    expect(within(side).getByRole('link', { name: 'grievance@ticketsetu.in' })).toHaveAttribute(
      'href',
      'mailto:grievance@ticketsetu.in',
    );

    const entries = [...screen.getByRole('list', { name: 'Timeline' }).querySelectorAll('.dispute-timeline__entry')];
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent('You opened the dispute');
    expect(within(entries[0] as HTMLElement).getByRole('link', { name: /account\.png/ })).toHaveAttribute(
      'href',
      `/api/v1/disputes/${DISPUTE}/files/f1`,
    );
    expect(entries[1]).toHaveTextContent('TicketSetu grievance desk acknowledged the dispute');
    expect(entries[1]).toHaveTextContent('Status: Open → Awaiting seller');
    expect(entries[2]).toHaveTextContent('The seller wrote');
    expect(entries[2]).toHaveTextContent('I sent them on Saturday; screenshot attached.');
    expect(screen.getByRole('button', { name: 'Withdraw dispute' })).toBeInTheDocument();
  });

  it('sends a message with files, as multipart, and shows the dispute as answered', async () => {
    let details = makeDetails();
    const fetchSpy = serve(() => jsonResponse(details), {
      [`/api/v1/disputes/${DISPUTE}/messages`]: () => {
        details = {
          ...details,
          timeline: [...details.timeline, entry({ by: 'buyer', message: 'Still nothing on District.' })],
        };
        return jsonResponse({ message: 'Message sent', dispute: details }, 201);
      },
    });
    const user = setupUser();
    openDispute();
    const form = await screen.findByRole('region', { name: 'Add to your dispute' });
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Please write a message')).toBeInTheDocument();

    await fill(user, within(form).getByLabelText('Your message'), 'Still nothing on District.');
    await user.upload(within(form).getByLabelText(/^Files/), [
      new File(['%PDF-1.4'], 'district.pdf', { type: 'application/pdf' }),
    ]);
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    await expectMessage('Message sent', 'success');
    const sent = fetchSpy.mock.calls.map(([request]) => request).find((request) => request.method === 'POST')!;
    expect(sent.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const body = await sent.clone().text();
    expect(body).toContain('name="message"\r\n\r\nStill nothing on District.');
    expect(body).toContain('name="files"');
    expect(await screen.findByText('Still nothing on District.', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('Your message')).toHaveValue(''));
  });

  it('withdraws after asking, with an optional reason for the seller', async () => {
    let details = makeDetails();
    const fetchSpy = serve(() => jsonResponse(details), {
      [`/api/v1/disputes/${DISPUTE}/withdraw`]: () => {
        details = {
          ...details,
          status: 'withdrawn',
          status_label: 'Withdrawn',
          closed_at: '2026-11-23T05:00:00.000Z',
          next_deadline: null,
        };
        return jsonResponse({ message: 'Dispute withdrawn', dispute: details });
      },
    });
    const user = setupUser();
    openDispute();
    await user.click(await screen.findByRole('button', { name: 'Withdraw dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this dispute?' });
    await fill(user, within(dialog).getByLabelText(/^Why/), 'The tickets arrived this morning.');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw dispute' }));
    await expectMessage('Dispute withdrawn', 'success');
    const sent = fetchSpy.mock.calls.map(([request]) => request).find((request) => request.method === 'POST')!;
    expect(await sent.clone().json()).toEqual({ message: 'The tickets arrived this morning.' });
    expect(await screen.findByText('The buyer withdrew this dispute.')).toBeInTheDocument();
    expect(screen.getByRole('complementary')).toHaveTextContent('Withdrawn 23 Nov 2026, 10:30 am');
    expect(screen.queryByRole('region', { name: 'Add to your dispute' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw dispute' })).not.toBeInTheDocument();
  });

  it('lets the seller answer, without withdrawing, and shows a resolved dispute’s refund', async () => {
    serve(() =>
      jsonResponse(
        makeDetails({
          role: 'seller',
          status: 'awaiting_seller',
          status_label: 'Awaiting seller',
          timeline: [entry({ kind: 'opened', by: 'buyer', message: 'Nothing reached me.' })],
        }),
      ),
    );
    const { unmount } = openDispute();
    expect(await screen.findByText('A dispute on your sale')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Answer the buyer' })).toBeInTheDocument();
    expect(screen.getByText('The buyer opened the dispute')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw dispute' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your listings' })).toHaveAttribute(
      'href',
      '/tickets?tab=listings',
    );
    unmount();

    serve(() =>
      jsonResponse(
        makeDetails({
          status: 'resolved_refund',
          status_label: 'Resolved: buyer refunded',
          closed_at: '2026-11-25T10:00:00.000Z',
          refund_amount: 150000,
          resolution_note: 'One of the two tickets never arrived.',
          timeline: [
            entry({
              kind: 'resolved',
              by: 'staff',
              refund_amount: 150000,
              message: 'One of the two tickets never arrived.',
              from_status: 'under_review',
              to_status: 'resolved_refund',
            }),
          ],
        }),
      ),
    );
    openDispute();
    expect(await screen.findByText('Resolved: ₹1,500.00 refunded to the buyer through PhonePe.')).toBeInTheDocument();
    expect(screen.getByText('Resolved: ₹1,500.00 refunded to the buyer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
  });

  it("says 'Dispute not found' for a dispute that is not the person's", async () => {
    serve(() => problem(404, 'Dispute not found'));
    openDispute();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your tickets' })).toHaveAttribute('href', '/tickets');
  });
});

/**
 * The page's words, its data aside (the reference, a number, and what the test passes as `data`); and
 * the evidence picker aside, whose words are the selling area's and the kit's.
 */
function wordsOn(element: HTMLElement, data: readonly string[]): string[] {
  const page = element.cloneNode(true) as HTMLElement;
  for (const picker of page.querySelectorAll('.ts-file-picker__zone, .ts-file-picker__extra')) picker.remove();
  let text = page.textContent ?? '';
  for (const value of data) text = text.split(value).join(' ');
  return foreignLatinWords(text.replace(/TS-D-\d{4}-\d{6}/g, ' '));
}

describe('/disputes/$id in Hindi', () => {
  // Data in Devanagari, as a Hindi reader's dispute would have it; the transfer's badge is the kit's (shared/ui).
  const hindiDetails = (overrides: Partial<DisputeDetails> = {}) =>
    makeDetails({
      event: {
        id: 'e1',
        title: 'कबड्डी फ़ाइनल्स नाइट',
        venue: 'ईका एरीना',
        city: 'अहमदाबाद',
        event_date: '2026-12-01T14:00:00.000Z',
      },
      description: 'मेरे District अकाउंट में कुछ नहीं पहुँचा।',
      transfer_status: null,
      grievance_officer: { name: 'अनीता देसाई', email: 'grievance@ticketsetu.in' },
      timeline: makeDetails().timeline.map((item) => ({
        ...item,
        message: item.message && 'मेरे District अकाउंट में कुछ नहीं पहुँचा।',
        files: item.files.map((file) => ({ ...file, name: 'स्क्रीनशॉट' })),
      })),
      ...overrides,
    });

  it('draws the buyer’s dispute in Hindi, with Hindi dates and no English words', async () => {
    serve(() => jsonResponse(hindiDetails()));
    renderRoutes({ '/disputes/$id': DisputeRoute }, `/disputes/${DISPUTE}`, { locale: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'विवाद TS-D-2026-000042' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('विवाद TS-D-2026-000042 | TicketSetu'));
    expect(screen.getByText('जाँच जारी')).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'कबड्डी फ़ाइनल्स नाइट' });
    expect(about).toHaveTextContent('ईका एरीना, अहमदाबाद · मंगलवार, 1 दिसंबर 2026 को शाम 7:30 बजे');
    expect(about).toHaveTextContent('टिकट2 टिकट');
    expect(about).toHaveTextContent('आपने भुगतान किया₹3,075.00');
    expect(about).toHaveTextContent('समस्याटिकट नहीं मिले');
    const side = screen.getByRole('complementary', { name: 'समय सीमाएँ और संपर्क' });
    expect(side).toHaveTextContent('स्वीकृति (48 घंटों के अंदर)22 नव॰ 2026, शाम 6:00 को स्वीकार किया गया');
    expect(side).toHaveTextContent('समाधान (30 दिनों के अंदर)22 दिस॰ 2026, दोपहर 3:30 तक');
    const entries = [...screen.getByRole('list', { name: 'टाइमलाइन' }).querySelectorAll('.dispute-timeline__entry')];
    expect(entries[0]).toHaveTextContent('आपने विवाद दर्ज किया');
    expect(entries[1]).toHaveTextContent('TicketSetu शिकायत डेस्क ने विवाद स्वीकार किया');
    expect(entries[1]).toHaveTextContent('स्थिति: खुला → विक्रेता के जवाब का इंतज़ार');
    expect(entries[2]).toHaveTextContent('विक्रेता ने लिखा');
    expect(await screen.findByRole('region', { name: 'अपने विवाद में जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'विवाद वापस लें' })).toBeInTheDocument();
    const dates = [
      '1 दिसंबर 2026 को शाम 7:30 बजे',
      '22 नव॰ 2026, दोपहर 3:30',
      '22 नव॰ 2026, शाम 6:00',
      '22 दिस॰ 2026, दोपहर 3:30',
      '22 नव॰ 2026, शाम 7:30',
    ];
    expect(wordsOn(screen.getByRole('main'), dates)).toEqual([]);
  });

  it('says the form checks and the desk’s answers in Hindi', async () => {
    let details = hindiDetails();
    serve(() => jsonResponse(details), {
      [`/api/v1/disputes/${DISPUTE}/messages`]: () => {
        details = { ...details, timeline: [...details.timeline, entry({ by: 'buyer', message: 'अब भी कुछ नहीं आया।' })] };
        return jsonResponse({ message: 'Message sent', dispute: details }, 201);
      },
    });
    const user = setupUser();
    renderRoutes({ '/disputes/$id': DisputeRoute }, `/disputes/${DISPUTE}`, { locale: 'hi' });
    const form = await screen.findByRole('region', { name: 'अपने विवाद में जोड़ें' });
    await user.click(within(form).getByRole('button', { name: 'संदेश भेजें' }));
    expect(await within(form).findByText('कृपया संदेश लिखें')).toBeInTheDocument();
    await fill(user, within(form).getByLabelText('आपका संदेश'), 'अब भी कुछ नहीं आया।');
    await user.click(within(form).getByRole('button', { name: 'संदेश भेजें' }));
    await expectMessage('संदेश भेज दिया गया', 'success');
  });

  it('says a refusal by its code in Hindi, and the server’s words for a code without one', async () => {
    serve(() =>
      jsonResponse({ type: 'about:blank', title: 'Forbidden', status: 403, code: 'FORBIDDEN', detail: 'No' }, 403),
    );
    renderRoutes({ '/disputes/$id': DisputeRoute }, `/disputes/${DISPUTE}`, { locale: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'विवाद लोड नहीं हो सका' })).toBeInTheDocument();
    expect(screen.getByText('आपको ऐसा करने की अनुमति नहीं है।')).toBeInTheDocument();
  });
});
