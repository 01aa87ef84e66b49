import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route as PaymentResultRoute } from '../../routes/payment-result';
import { jsonResponse, mockApi, problem, requestedUrls } from '../../test/api-mock';
import { renderRoutes, STAND_IN_PREFIX } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { testI18n } from '../../test/i18n';
import { foreignLatinWords } from '../../test/latin-script';
import { setupUser } from '../../test/user';
import { readPayAttempt, savePayAttempt } from '../checkout/pay-attempt';
import type { Order } from '../checkout/queries';
import { PAYMENT_RESULT_MESSAGES, PAYMENT_RESULT_WORDS, REDIRECT_TO_TICKETS_SECONDS } from './PaymentResultPage';

const ORDER = 'bbbbbbbb-2222-4000-8000-000000000002';
const LISTING = 'aaaaaaaa-1111-4000-8000-000000000001';

function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: ORDER,
    status: 'pending',
    amount: 512295,
    subtotal: 499800,
    buyer_fee: 12495,
    credit_applied: 0,
    price: 249900,
    quantity: 2,
    ticket_id: LISTING,
    event: {
      id: 'e1',
      title: 'Monsoon Melodies',
      venue: 'NSCI Dome, Worli',
      city: 'Mumbai',
      event_date: '2026-12-01T14:00:00.000Z',
    },
    ticket_type: 'mobile',
    platform_id: 'asha@example.in',
    delivery_address: null,
    payment_gateway: 'phonepe',
    payment_id: `ts_${ORDER}`,
    gateway_transaction_id: null,
    pay_page_url: null,
    hold_expires_at: '2026-11-25T10:10:00.000Z',
    failure_reason: null,
    cancelled: false,
    refund_state: null,
    created_at: '2026-11-25T10:00:00.000Z',
    completed_at: null,
    ...overrides,
  };
}

type Handler = (url: URL, request: Request) => Response | Promise<Response>;

/** The stored order, and what the gateway says when asked (status-check), one answer per check. */
function serveResult(stored: Order, checks: (() => Response)[] = [], handlers: Record<string, Handler> = {}) {
  return mockApi({
    '/api/v1/auth/session': sessionAnswer(makeSessionUser({ id: 'buyer-1', full_name: 'Asha Rao' })),
    [`/api/v1/orders/${ORDER}`]: () => jsonResponse(stored),
    [`/api/v1/orders/${ORDER}/status-check`]: () => (checks.shift() ?? (() => jsonResponse(stored)))(),
    ...handlers,
  });
}

function renderResult(url = `/payment-result?order_id=${ORDER}`) {
  return renderRoutes({ '/payment-result': PaymentResultRoute }, url);
}

const statusChecks = (fetchSpy: ReturnType<typeof mockApi>) =>
  requestedUrls(fetchSpy, `/api/v1/orders/${ORDER}/status-check`).length;

afterEach(() => {
  vi.useRealTimers();
});

describe('/payment-result', () => {
  it('sends a visitor to sign in first, returning to the same result', async () => {
    mockApi({});
    const { router } = renderResult();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ returnTo: `/payment-result?order_id=${ORDER}` });
  });

  it('shows a completed payment without asking the gateway, then goes to Your Tickets after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    savePayAttempt(LISTING, { key: 'key-1', request: '{}', orderId: ORDER });
    const fetchSpy = serveResult(makeOrder({ status: 'completed', completed_at: '2026-11-25T10:03:00.000Z' }));
    const { router } = renderResult();

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful!' })).toBeInTheDocument();
    expect(document.title).toBe('Payment successful! | TicketSetu');
    expect(screen.getByText('Monsoon Melodies')).toBeInTheDocument();
    expect(screen.getByText('₹5,122.95')).toBeInTheDocument();
    expect(screen.getByText(/transfers the tickets to your account asha@example.in/)).toBeInTheDocument();
    expect(
      screen.getByText(`Taking you to your tickets in ${REDIRECT_TO_TICKETS_SECONDS} seconds…`),
    ).toBeInTheDocument();
    expect(statusChecks(fetchSpy)).toBe(0);
    // The checkout no longer shows a hold for this order.
    expect(readPayAttempt(LISTING)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_TO_TICKETS_SECONDS * 1000 - 1500));
    expect(screen.getByText('Taking you to your tickets in 2 seconds…')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-result');
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(await screen.findByText(`${STAND_IN_PREFIX}/tickets?tab=purchases`)).toBeInTheDocument();
  });

  it("shows 'Platform Fees + Taxes' with the platform fee and its GST under it", async () => {
    serveResult(makeOrder({ status: 'completed', completed_at: '2026-11-25T10:03:00.000Z' }));
    renderResult();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful!' })).toBeInTheDocument();
    const fee = screen.getByText('Platform Fees + Taxes').closest('div')!;
    // ₹124.95 × 18/118 = ₹19.06 of GST, half-up to the paisa; the fee is the rest.
    expect(fee).toHaveTextContent('Platform Fees + Taxes₹124.95Platform fee ₹105.89 + GST ₹19.06');
  });

  it('shows no GST line when the event charges buyers no fee', async () => {
    serveResult(
      makeOrder({ status: 'completed', buyer_fee: 0, amount: 499800, completed_at: '2026-11-25T10:03:00.000Z' }),
    );
    renderResult();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful!' })).toBeInTheDocument();
    expect(screen.getByText('Platform Fees + Taxes').closest('div')).toHaveTextContent('Platform Fees + Taxes₹0.00');
    expect(screen.queryByText(/GST/)).not.toBeInTheDocument();
  });

  it('asks the gateway about a pending order on load, and shows what it settled', async () => {
    const fetchSpy = serveResult(makeOrder(), [() => jsonResponse(makeOrder({ status: 'completed' }))]);
    renderResult();
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your payment…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful!' })).toBeInTheDocument();
    expect(statusChecks(fetchSpy)).toBe(1);
    const check = fetchSpy.mock.calls.find(([request]) => request.url.endsWith('/status-check'))![0];
    expect(check.method).toBe('POST');
  });

  it("shows a failed payment with the spec's words, Try again, and the countdown to Your Tickets", async () => {
    serveResult(makeOrder(), [
      () => jsonResponse(makeOrder({ status: 'failed', failure_reason: PAYMENT_RESULT_MESSAGES.failed })),
    ]);
    renderResult();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your payment could not be completed. Please try again.');
    expect(screen.getByRole('link', { name: /Try again/ })).toHaveAttribute('href', `/checkout/${LISTING}?quantity=2`);
    expect(screen.getByText(/Taking you to your tickets in 5 seconds/)).toBeInTheDocument();
  });

  it('says the default failure when the order carries no reason', async () => {
    serveResult(makeOrder({ status: 'failed' }));
    renderResult();
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_RESULT_MESSAGES.failed);
  });

  it('keeps a pending payment pending with Refresh Status, which asks the gateway again', async () => {
    const fetchSpy = serveResult(makeOrder(), [
      () => jsonResponse(makeOrder()),
      () => jsonResponse(makeOrder({ status: 'completed' })),
    ]);
    const user = setupUser();
    renderResult();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment pending' })).toBeInTheDocument();
    expect(screen.getByText(/Your seats are held until 25 Nov 2026, 3:40 pm/)).toBeInTheDocument();
    expect(screen.queryByText(/Taking you to your tickets/)).not.toBeInTheDocument();
    expect(statusChecks(fetchSpy)).toBe(1);

    await user.click(screen.getByRole('button', { name: /Refresh Status/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful!' })).toBeInTheDocument();
    expect(statusChecks(fetchSpy)).toBe(2);
  });

  it('lets the buyer Cancel a pending payment: the seats are given back and the event page comes next', async () => {
    savePayAttempt(LISTING, { key: 'key-1', request: '{}', orderId: ORDER });
    const cancelled = makeOrder({
      status: 'failed',
      cancelled: true,
      failure_reason: 'You cancelled this checkout. The seats went back on sale and nothing was charged.',
    });
    const fetchSpy = serveResult(makeOrder(), [], {
      [`/api/v1/orders/${ORDER}/cancel`]: () => jsonResponse(cancelled),
    });
    const user = setupUser();
    renderResult();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment pending' })).toBeInTheDocument();
    expect(screen.getByText(/Cancel gives them back now/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(`${STAND_IN_PREFIX}/event/e1`)).toBeInTheDocument();
    const cancels = fetchSpy.mock.calls.filter(([request]) => request.url.endsWith(`/orders/${ORDER}/cancel`));
    expect(cancels.map(([request]) => request.method)).toEqual(['POST']);
    expect(
      await screen.findByText('Checkout cancelled. The seats are back on sale and nothing was charged.'),
    ).toBeInTheDocument();
    expect(readPayAttempt(LISTING)).toBeNull();
  });

  it('says why Cancel was refused when the payment settled meanwhile, and shows the order as it is now', async () => {
    let paid = false;
    serveResult(makeOrder(), [], {
      [`/api/v1/orders/${ORDER}`]: () => jsonResponse(paid ? makeOrder({ status: 'completed' }) : makeOrder()),
      [`/api/v1/orders/${ORDER}/cancel`]: () => {
        paid = true;
        return jsonResponse(
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            detail: 'This order is paid already, so it cannot be cancelled.',
            code: 'ORDER_STATE',
          },
          409,
        );
      },
    });
    const user = setupUser();
    renderResult();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment pending' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('This order is paid already, so it cannot be cancelled.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful!' })).toBeInTheDocument();
  });

  it('titles a cancelled checkout as cancelled', async () => {
    serveResult(
      makeOrder({
        status: 'failed',
        cancelled: true,
        failure_reason: 'You cancelled this checkout. The seats went back on sale and nothing was charged.',
      }),
    );
    renderResult();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You cancelled this checkout.');
  });

  it("says 'Failed to check order status' when the gateway cannot be asked, and lets the buyer try again", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchSpy = serveResult(makeOrder(), [
      () => problem(503, 'Failed to check order status'),
      () => jsonResponse(makeOrder({ status: 'completed' })),
    ]);
    const user = setupUser();
    renderResult();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment pending' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to check order status');
    // A check is a POST without an Idempotency-Key: never repeated by the fetch layer.
    expect(statusChecks(fetchSpy)).toBe(1);
    expect(logged).toHaveBeenCalledWith('Failed to check order status', expect.anything());
    await user.click(screen.getByRole('button', { name: /Refresh Status/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful!' })).toBeInTheDocument();
  });

  it("says 'Failed to check order status' when the order cannot be read at all", async () => {
    serveResult(makeOrder(), [], { [`/api/v1/orders/${ORDER}`]: () => problem(403, 'Your account is not active') });
    renderResult();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to check order status');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("says 'Transaction data not found' for someone else's or an unknown order", async () => {
    serveResult(makeOrder(), [], { [`/api/v1/orders/${ORDER}`]: () => problem(404, 'Transaction data not found') });
    renderResult();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Transaction data not found');
  });

  it("says 'No order ID found' without an order id, asking nothing", async () => {
    const fetchSpy = serveResult(makeOrder());
    renderResult('/payment-result');
    expect(await screen.findByRole('alert')).toHaveTextContent('No order ID found');
    expect(requestedUrls(fetchSpy).filter((url) => url.pathname.startsWith('/api/v1/orders'))).toHaveLength(0);
  });

  it('explains a late payment refunded in full', async () => {
    const reason =
      'Your payment arrived after the 10 minutes we held the seats, and they were sold to someone else. It is refunded in full.';
    serveResult(makeOrder({ status: 'refunded', failure_reason: reason, refund_state: 'COMPLETED' }));
    renderResult();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment refunded' })).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByText('Your refund is complete.')).toBeInTheDocument();
  });
});

describe('/payment-result in Hindi', () => {
  const renderInHindi = () =>
    renderRoutes({ '/payment-result': PaymentResultRoute }, `/payment-result?order_id=${ORDER}`, { locale: 'hi' });
  /**
   * The card's words without the order's own data (the event's name, the account, the order's id).
   */
  const wordsOf = (card: HTMLElement) =>
    (card.textContent ?? '')
      .replace('Monsoon Melodies', '')
      .replace('asha@example.in', '')
      .replace(ORDER.slice(0, 8), '');

  it('keeps the spec’s words in English and has each in Hindi', () => {
    const [en, hi] = [testI18n('en'), testI18n('hi')];
    for (const key of Object.keys(PAYMENT_RESULT_MESSAGES) as (keyof typeof PAYMENT_RESULT_MESSAGES)[]) {
      expect(en._(PAYMENT_RESULT_WORDS[key])).toBe(PAYMENT_RESULT_MESSAGES[key]);
      expect(foreignLatinWords(hi._(PAYMENT_RESULT_WORDS[key]))).toEqual([]);
    }
  });

  it('draws a completed payment in Hindi: its facts, the date, the GST and the countdown, no foreign Latin word', async () => {
    serveResult(makeOrder({ status: 'completed', completed_at: '2026-11-25T10:05:00.000Z' }));
    renderInHindi();
    const heading = await screen.findByRole('heading', { level: 1, name: 'भुगतान सफल रहा!' });
    const card = heading.closest('section')!;
    expect(document.title).toContain('भुगतान सफल रहा!');
    expect(card).toHaveTextContent('आपके टिकट बुक हो गए हैं।');
    expect(card).toHaveTextContent('मंगलवार, 1 दिसंबर 2026');
    expect(card).toHaveTextContent('प्लेटफ़ॉर्म शुल्क ₹105.89 + GST ₹19.06');
    expect(card).toHaveTextContent('भुगतान की गई राशि₹5,122.95');
    expect(card).toHaveTextContent('विक्रेता अब टिकट आपके अकाउंट asha@example.in पर ट्रांसफ़र करेगा।');
    expect(card).toHaveTextContent(/\d सेकंड में आपको आपके टिकट पर ले जा रहे हैं…/);
    expect(screen.getByRole('link', { name: 'आपके टिकट पर जाएँ' })).toHaveAttribute('href', '/hi/tickets?tab=purchases');
    expect(foreignLatinWords(wordsOf(card))).toEqual([]);
  });

  it('draws a pending payment in Hindi, its hold ending at a time in Hindi', async () => {
    serveResult(makeOrder());
    renderInHindi();
    const heading = await screen.findByRole('heading', { level: 1, name: 'भुगतान पेंडिंग है' });
    const card = heading.closest('section')!;
    expect(card).toHaveTextContent('PhonePe ने अभी तक आपके भुगतान की पुष्टि नहीं की है।');
    expect(card).toHaveTextContent('25 नव॰ 2026');
    expect(screen.getByRole('button', { name: 'स्टेटस रीफ़्रेश करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    expect(foreignLatinWords(wordsOf(card))).toEqual([]);
  });

  it('says in Hindi that there is no order to show', async () => {
    mockApi({ '/api/v1/auth/session': sessionAnswer(makeSessionUser({ id: 'buyer-1' })) });
    renderRoutes({ '/payment-result': PaymentResultRoute }, '/payment-result', { locale: 'hi' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'भुगतान नहीं मिला' });
    expect(heading.closest('section')).toHaveTextContent('कोई ऑर्डर आईडी नहीं मिली');
  });
});
