import { checkoutTotal, paise } from '@ticketsetu/contracts/money';
import { ORDER_PAID } from './order-errors.js';
import type { OrderStatus } from './order-status.js';
import { CANCELLED, HOLD_MINUTES, HOLD_RAN_OUT, LATE_PAYMENT, Order } from './order.entity.js';

const at = new Date('2026-12-09T10:00:00Z');

type Figures = { subtotal: number; buyerFee: number; creditApplied: number; total: number };

function anOrder(figures?: Figures, hold?: { id: string; expiresAt: Date }): Order {
  return new Order({
    buyerId: 'b1',
    sellerId: 's1',
    listingId: 'l1',
    eventId: 'e1',
    quantity: 1,
    price: paise(150_000),
    subtotal: paise(150_000),
    buyerFee: paise(3_000),
    creditApplied: paise(0),
    total: paise(153_000),
    ticketType: 'mobile',
    platformId: 'me@district',
    deliveryAddress: null,
    idempotencyKey: 'key-12345678',
    idempotencyFingerprint: 'f'.repeat(64),
    createdAt: at,
    ...(figures && {
      subtotal: paise(figures.subtotal),
      buyerFee: paise(figures.buyerFee),
      creditApplied: paise(figures.creditApplied),
      total: paise(figures.total),
    }),
    ...(hold && { hold }),
  });
}

const later = new Date(at.getTime() + 60_000);
/** What a sale is made under (ADR 83), as settlement reads it. */
const facts = {
  sellerFeePercent: 5,
  eventStartsAt: '2026-12-20T14:30:00.000Z',
  placeOfSupply: 'Karnataka',
  sellerUpiId: 'seller@okaxis',
};

/** An order brought to `status` the way the service brings it there, its events pulled. */
function orderIn(status: OrderStatus): Order {
  const order = anOrder();
  if (status === 'failed') order.fail(HOLD_RAN_OUT, at);
  if (status === 'completed' || status === 'refunded') order.complete('OM1', at, facts);
  if (status === 'refunded') order.refund(at);
  order.pullRecordedEvents();
  return order;
}

/** Tries `move` from every status: it passes from `allowedFrom`, elsewhere it is refused with `refusal(from)` and changes nothing. */
function fromEveryStatus(
  move: (order: Order) => void,
  allowedFrom: readonly OrderStatus[],
  refusal: (from: OrderStatus) => string,
): void {
  for (const from of ['pending', 'completed', 'failed', 'refunded'] as const) {
    const order = orderIn(from);
    const before = { ...order };
    if (allowedFrom.includes(from)) {
      expect(() => move(order)).not.toThrow();
    } else {
      expect({ from, thrown: thrownBy(() => move(order)) }).toEqual({ from, thrown: refusal(from) });
      expect({ ...order }).toEqual(before); // a refusal changes nothing
      expect(order.pullRecordedEvents()).toEqual([]);
    }
  }
}

function thrownBy(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('an order ending before its payment', () => {
  it('cancels a pending order: failed, with its reason, once; a repeat changes nothing', () => {
    const order = anOrder();
    order.cancel(at);
    expect(order).toMatchObject({ status: 'failed', failureReason: CANCELLED, endedBeforePayment: 'cancelled' });
    expect(order.pullRecordedEvents().map((e) => e.type)).toEqual(['PaymentFailed']);
    order.cancel(new Date(at.getTime() + 1000));
    expect(order).toMatchObject({ status: 'failed', completedAt: at, endedBeforePayment: 'cancelled' });
    expect(order.pullRecordedEvents()).toEqual([]);
  });

  it('keeps a failed order as it was when cancelled, marking it so a late payment goes back', () => {
    const order = anOrder();
    order.fail(HOLD_RAN_OUT, at);
    order.cancel(at);
    expect(order).toMatchObject({ status: 'failed', failureReason: HOLD_RAN_OUT, endedBeforePayment: 'cancelled' });
  });

  it('refuses to cancel a paid order, completed or refunded', () => {
    const completed = anOrder();
    completed.complete('OM1', at, facts);
    expect(() => completed.cancel(at)).toThrow(ORDER_PAID);
    const refunded = anOrder();
    refunded.fail(HOLD_RAN_OUT, at);
    refunded.refundLatePayment('OM2', at, 'seats_gone');
    expect(() => refunded.cancel(at)).toThrow(ORDER_PAID);
    expect(completed.status).toBe('completed');
  });

  it('a start that failed stays so when cancelled; each late refund says why', () => {
    const order = anOrder();
    order.failToStart('Failed to create payment order', at);
    order.cancel(at);
    expect(order.endedBeforePayment).toBe('start_failed');
    order.refundLatePayment('OM3', at, 'start_failed');
    expect(order).toMatchObject({
      status: 'refunded',
      failureReason: LATE_PAYMENT.start_failed,
      refundState: 'PENDING',
    });
    const late = order.pullRecordedEvents().find((e) => e.type === 'LatePaymentRefunded');
    expect(late?.payload).toMatchObject({ why: 'start_failed', amount: 153_000 });
  });
});

describe("an order's capture", () => {
  it('gives the ledger its own figures: what was charged, the credit spent, whose order', () => {
    const order = anOrder();
    expect(order.captureOf()).toEqual({
      orderId: order.id,
      buyerId: 'b1',
      subtotal: 150_000,
      buyerFee: 3_000,
      creditApplied: 0,
      total: 153_000,
    });
  });

  it('carries the rewards credit spent, so the ledger can take it from the buyer', () => {
    const figures = { subtotal: 150_000, buyerFee: 3_000, creditApplied: 20_000, total: 133_000 };
    expect(anOrder(figures).captureOf()).toMatchObject({ ...figures, buyerId: 'b1' });
  });
});

describe('a new order', () => {
  it('is pending, holding its seats for 10 minutes under its own id, its payment id made of it', () => {
    const order = anOrder();
    expect(HOLD_MINUTES).toBe(10);
    expect(order).toMatchObject({
      status: 'pending',
      holdId: order.id,
      paymentId: `ts_${order.id}`,
      holdExpiresAt: new Date('2026-12-09T10:10:00Z'),
      paymentGateway: 'phonepe',
      completedAt: null,
      failureReason: null,
      endedBeforePayment: null,
      refundId: null,
      isPaid: false,
    });
    expect(order.pullRecordedEvents()).toEqual([]);
  });

  it("keeps a waiting-list offer's hold, ending at its time or at 10 minutes, whichever is sooner", () => {
    const sooner = anOrder(undefined, { id: 'hold-1', expiresAt: new Date('2026-12-09T10:04:00Z') });
    expect(sooner).toMatchObject({ holdId: 'hold-1', holdExpiresAt: new Date('2026-12-09T10:04:00Z') });
    const longer = anOrder(undefined, { id: 'hold-2', expiresAt: new Date('2026-12-09T11:00:00Z') });
    expect(longer).toMatchObject({ holdId: 'hold-2', holdExpiresAt: new Date('2026-12-09T10:10:00Z') });
    expect(longer.paymentId).toBe(`ts_${longer.id}`);
  });

  it("takes checkout's figures from the money rules, and refuses a total that does not add up", () => {
    // ₹1,499.50 x 2 at 5%: fee ₹149.95, ₹200 of credit spent.
    const figures = checkoutTotal(paise(149_950), 2, 5, paise(20_000));
    expect(figures).toEqual({ subtotal: 299_900, fee: 14_995, creditApplied: 20_000, total: 294_895 });
    const order = anOrder({ ...figures, buyerFee: figures.fee });
    expect(order).toMatchObject({ subtotal: 299_900, buyerFee: 14_995, creditApplied: 20_000, total: 294_895 });
    for (const total of [294_894, 294_896, 314_895]) {
      expect(() => anOrder({ ...figures, buyerFee: figures.fee, total })).toThrow('The order total does not add up');
    }
    expect(anOrder({ subtotal: 10_000, buyerFee: 1_000, creditApplied: 11_000, total: 0 }).total).toBe(0);
  });
});

describe("an order's moves, from every status", () => {
  const cannot = (to: OrderStatus) => (from: OrderStatus) => `An order that is ${from} cannot become ${to}`;

  it('completes from pending or failed (a late payment with its seats), recording TicketSold once', () => {
    fromEveryStatus((o) => o.complete('OM9', later, facts), ['pending', 'failed'], cannot('completed'));
    const late = orderIn('failed');
    late.complete('OM9', later, facts);
    expect(late).toMatchObject({
      status: 'completed',
      gatewayTransactionId: 'OM9',
      completedAt: later,
      failureReason: null,
    });
    expect(late.isPaid).toBe(true);
    expect(late.pullRecordedEvents()).toEqual([
      {
        type: 'TicketSold',
        payload: {
          orderId: late.id,
          listingId: 'l1',
          eventId: 'e1',
          buyerId: 'b1',
          sellerId: 's1',
          quantity: 1,
          price: 150_000,
          subtotal: 150_000,
          buyerFee: 3_000,
          creditApplied: 0,
          total: 153_000,
          ticketType: 'mobile',
          platformId: 'me@district',
          deliveryAddress: null,
          facts,
        },
      },
    ]);
  });

  it('never sells an order that ended before its payment (ADR 59)', () => {
    const cancelled = orderIn('pending');
    cancelled.cancel(at);
    expect(() => cancelled.complete('OM9', later, facts)).toThrow(
      'An order ended before its payment (cancelled) cannot be sold',
    );
    const unstarted = orderIn('pending');
    unstarted.failToStart('Failed to create payment order', at);
    expect(() => unstarted.complete(null, later, facts)).toThrow('(start_failed) cannot be sold');
    expect(unstarted).toMatchObject({ status: 'failed', gatewayTransactionId: null });
  });

  it('fails only from pending, recording PaymentFailed with its reason', () => {
    fromEveryStatus((o) => o.fail('declined', later), ['pending'], cannot('failed'));
    const order = orderIn('pending');
    order.fail('declined', later);
    expect(order).toMatchObject({
      status: 'failed',
      failureReason: 'declined',
      completedAt: later,
      endedBeforePayment: null,
    });
    expect(order.isPaid).toBe(false);
    expect(order.pullRecordedEvents()).toEqual([
      { type: 'PaymentFailed', payload: { orderId: order.id, buyerId: 'b1', reason: 'declined' } },
    ]);
  });

  it('fails to start only from pending, marking it so a late payment goes back', () => {
    fromEveryStatus((o) => o.failToStart('Failed to create payment order', later), ['pending'], cannot('failed'));
    const order = orderIn('pending');
    order.failToStart('Failed to create payment order', later);
    expect(order).toMatchObject({ status: 'failed', endedBeforePayment: 'start_failed' });
  });

  it('cancels from pending or failed; a paid order refuses', () => {
    fromEveryStatus(
      (o) => o.cancel(later),
      ['pending', 'failed'],
      () => ORDER_PAID,
    );
    const failed = orderIn('failed');
    failed.cancel(later);
    expect(failed).toMatchObject({ status: 'failed', failureReason: HOLD_RAN_OUT, completedAt: at });
    expect(failed.pullRecordedEvents()).toEqual([]);
  });

  it('undoes a sale only from completed, recording PurchaseRefunded', () => {
    fromEveryStatus(
      (o) => o.refund(later),
      ['completed'],
      (from) => `An order that is ${from} cannot be refunded`,
    );
    const order = orderIn('completed');
    order.refund(later);
    expect(order).toMatchObject({ status: 'refunded', refundedAt: later, completedAt: at, refundId: null });
    expect(order.isPaid).toBe(true);
    expect(order.pullRecordedEvents()).toEqual([
      { type: 'PurchaseRefunded', payload: { orderId: order.id, buyerId: 'b1' } },
    ]);
  });

  it('refunds a late payment only of a failed order: a sale is never undone this way', () => {
    const reason = (from: OrderStatus) => `An order that is ${from} has no late payment to refund`;
    fromEveryStatus((o) => o.refundLatePayment('OM9', later, 'seats_gone'), ['failed'], reason);
    const order = orderIn('failed');
    order.refundLatePayment('OM9', later, 'seats_gone');
    expect(order).toMatchObject({
      status: 'refunded',
      gatewayTransactionId: 'OM9',
      completedAt: later,
      failureReason: LATE_PAYMENT.seats_gone,
      refundId: `rf_${order.id}`,
      refundState: 'PENDING',
      refundedAt: null,
    });
    expect(order.pullRecordedEvents()).toEqual([
      {
        type: 'LatePaymentRefunded',
        payload: { orderId: order.id, buyerId: 'b1', amount: 153_000, why: 'seats_gone' },
      },
    ]);
  });

  it('says why each late payment went back', () => {
    expect(LATE_PAYMENT).toEqual({
      seats_gone:
        'Your payment arrived after the 10 minutes we held the seats, and they were sold to someone else. It is refunded in full.',
      cancelled:
        'Your payment arrived after you cancelled this checkout, so nothing was bought. It is refunded in full.',
      start_failed:
        'Your payment arrived after we told you it could not be started, so nothing was bought. It is refunded in full.',
    });
  });
});

describe("a late payment's refund at the gateway", () => {
  function refunding(): Order {
    const order = orderIn('failed');
    order.refundLatePayment('OM9', at, 'seats_gone');
    return order;
  }

  it('is news once per state; a completed refund stays completed', () => {
    const order = refunding();
    expect(order.refundReached('FAILED', later)).toBe(true);
    expect(order).toMatchObject({ refundState: 'FAILED', refundedAt: null });
    expect(order.refundReached('FAILED', later)).toBe(false);
    const done = new Date(later.getTime() + 60_000);
    expect(order.refundReached('COMPLETED', done)).toBe(true);
    expect(order).toMatchObject({ refundState: 'COMPLETED', refundedAt: done });
    expect(order.refundReached('COMPLETED', later)).toBe(false);
    expect(order.refundReached('FAILED', later)).toBe(false);
    expect(order).toMatchObject({ refundState: 'COMPLETED', refundedAt: done });
  });

  it('is no news for an order with no late refund asked for', () => {
    for (const status of ['pending', 'completed', 'failed', 'refunded'] as const) {
      const order = orderIn(status);
      expect({ status, news: order.refundReached('COMPLETED', later) }).toEqual({ status, news: false });
      expect(order.refundState).toBeNull();
    }
  });
});

describe('a late payment that finds its seats', () => {
  it('takes a fresh hold, then sells', () => {
    const order = orderIn('failed');
    order.rehold('hold-9');
    order.complete('OM9', later, facts);
    expect(order).toMatchObject({ holdId: 'hold-9', status: 'completed' });
    expect(order.captureOf().orderId).toBe(order.id);
  });
});
